// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REFERENCE_PLANS_FR } from '@livra/shared/ui/en/reference-plans';
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

  it('shows the reference plans’ words in English, and a plan’s own changed words as stored', async () => {
    const plan = (id: string, name: string, description: string, features: string[]) => ({
      id,
      name,
      planType: 'standard',
      planTypeLabel: 'Standard',
      price: 300_000,
      description,
      features,
    });
    mockApi({
      'GET /api/subscription-plans': {
        body: {
          plans: [
            plan('11111111-1111-4111-8111-111111111111', 'Pro', REFERENCE_PLANS_FR.standardDescription, [
              REFERENCE_PLANS_FR.everythingInBasic,
              REFERENCE_PLANS_FR.threeServiceDrivers,
            ]),
            plan('22222222-2222-4222-8222-222222222222', 'Sur mesure', 'Formule écrite par l’équipe', [
              'Livraison le dimanche',
            ]),
          ],
        },
      },
    });
    await changeLocale('en');
    renderApp('/devenir-partenaire', testQueryClient(null));

    expect(
      await screen.findByText('For businesses that want to grow: more visibility and detailed figures.', {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('Everything in Essentiel')).toBeTruthy();
    expect(screen.getByText('Up to 3 service drivers')).toBeTruthy();
    expect(screen.queryByText(REFERENCE_PLANS_FR.threeServiceDrivers)).toBeNull();
    expect(screen.getByText('Formule écrite par l’équipe')).toBeTruthy();
    expect(screen.getByText('Livraison le dimanche')).toBeTruthy();
  });
});
