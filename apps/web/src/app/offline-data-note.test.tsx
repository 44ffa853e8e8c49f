// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from '@/test/utils';
import OfflineDataNote from './offline-data-note';

resetBetweenTests();

function Page({ keys }: { keys: string[][] }) {
  return (
    <>
      {keys.map((key) => (
        <Reader key={key.join('/')} queryKey={key} />
      ))}
      <OfflineDataNote />
    </>
  );
}

function Reader({ queryKey }: { queryKey: string[] }) {
  useQuery({ queryKey, queryFn: () => new Promise<never>(() => {}), staleTime: Infinity });
  return null;
}

function clientWith(data: Record<string, Date>) {
  const client = new QueryClient();
  for (const [key, fetchedAt] of Object.entries(data))
    client.setQueryData(key.split('/'), { shown: true }, { updatedAt: fetchedAt.getTime() });
  return client;
}

describe('the offline mark', () => {
  it('gives the time of the oldest answer the page shows', () => {
    const today = new Date();
    const older = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 9, 5);
    const newer = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 14, 32);
    const client = clientWith({ 'catalog/home': newer, 'catalog/business/b1': older, 'catalog/unseen': new Date(0) });
    render(
      <QueryClientProvider client={client}>
        <Page
          keys={[
            ['catalog', 'home'],
            ['catalog', 'business', 'b1'],
          ]}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Hors ligne — données de 09 h 05');
  });

  it('adds the date when the data is from an earlier day', () => {
    const today = new Date();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, 14, 32);
    const day = `${String(yesterday.getDate()).padStart(2, '0')}/${String(yesterday.getMonth() + 1).padStart(2, '0')}`;
    const client = clientWith({ 'catalog/home': yesterday });
    render(
      <QueryClientProvider client={client}>
        <Page keys={[['catalog', 'home']]} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe(`Hors ligne — données du ${day} à 14 h 32`);
  });

  it('says nothing when the page shows no stored answer', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Page keys={[]} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
