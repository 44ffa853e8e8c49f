// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The chosen language lives in the module (and localStorage): each test leaves French behind.
afterEach(() => changeLocale('fr'));

const SLOW = { timeout: 10_000 };

describe('the applications in English', { timeout: 20_000 }, () => {
  it("shows the status lookup in English, the form's own check included", async () => {
    mockApi({});
    await changeLocale('en');
    renderApp('/requests', testQueryClient(null));

    expect(await screen.findByRole('heading', { level: 1, name: 'Track my request' }, SLOW)).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Find my request' }));
    fireEvent.change(form.getByLabelText('Email used for the request'), { target: { value: 'awa@exemple.gn' } });
    fireEvent.click(form.getByRole('button', { name: 'See my request' }));
    expect(await form.findByText('Give the reference of your request or your phone number')).toBeTruthy();
  });

  it('shows the admin requests page in English', async () => {
    mockApi({
      'GET /api/admin/requests/partners/stats': { body: { total: 0, pending: 0, approved: 0, rejected: 0 } },
      'GET /api/admin/requests/partners': { body: { items: [], total: 0, page: 1, pageSize: 10 } },
    });
    await changeLocale('en');
    renderApp('/admin-dashboard/requests', testQueryClient(testUser('admin')));

    expect(await screen.findByRole('heading', { level: 1, name: 'Request management' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Partner requests' })).toBeTruthy();
    expect(await screen.findByText('New requests will appear here.')).toBeTruthy();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: 'All statuses' })).toBeTruthy();
  });
});
