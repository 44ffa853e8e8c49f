// @vitest-environment jsdom
import type { SearchResults } from '@livra/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient } from '@/test/utils';

resetBetweenTests();

const ITEM = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Savonette parfumée',
  description: null,
  price: 1000,
  image: null,
  isPopular: false,
  businessId: '22222222-2222-4222-8222-222222222222',
  businessName: 'Boutique Sable',
  score: 60,
};

function results(total: number, totalExact: boolean): SearchResults {
  return { businesses: [], menuItems: [ITEM], categories: [], total, totalExact };
}

describe('the count of search results', () => {
  it('says the exact number when the server counted every match', async () => {
    mockApi({ 'GET /api/search': { body: results(3, true) } });
    renderApp('/search?q=savon', testQueryClient());
    expect(await screen.findByText('3 résultats')).toBeTruthy();
  });

  it('says « Plus de N résultats » when the typo candidates were capped', async () => {
    mockApi({ 'GET /api/search': { body: results(201, false) } });
    renderApp('/search?q=savonete', testQueryClient());
    expect(await screen.findByText('Plus de 201 résultats')).toBeTruthy();
  });
});

describe('the first result’s picture', () => {
  it('loads at once, the others when they come into view (the first is the largest paint on a phone)', async () => {
    const items = ['a', 'b', 'c'].map((suffix, index) => ({
      ...ITEM,
      id: `33333333-3333-4333-8333-33333333333${index}`,
      name: `Savon ${suffix}`,
      image: `/images/savon-${suffix}.jpg`,
    }));
    mockApi({
      'GET /api/search': { body: { businesses: [], menuItems: items, categories: [], total: 3, totalExact: true } },
    });
    const { container } = renderApp('/search?q=savon', testQueryClient());
    await screen.findByText('Savon c');
    const loading = [...container.querySelectorAll('img[src^="/images/savon"]')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });
});
