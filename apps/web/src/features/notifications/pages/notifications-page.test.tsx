// @vitest-environment jsdom
import { NOTIFY_TEXTS } from '@livra/shared/notification-texts';
import type { NotificationView } from '@livra/shared/notifications';
import type { Role } from '@livra/shared/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';

resetBetweenTests();
// The route loads the dashboard layout and the page lazily: on a busy machine their first load takes seconds.
beforeAll(() => import('./notifications-page'), 60_000);
const LOADED = { timeout: 20_000 };

let counter = 0;
function notice(title: string, type: NotificationView['type'], data: Record<string, unknown> | null, extra = {}) {
  counter += 1;
  return {
    id: `n${counter}`,
    type,
    title,
    message: `${title} : le détail.`,
    priority: 'medium',
    data,
    isRead: false,
    createdAt: new Date(Date.now() - counter * 60_000).toISOString(),
    ...extra,
  } satisfies NotificationView;
}

function renderPage(role: Role, path: string, items: NotificationView[]) {
  const unread = items.filter((item) => !item.isRead).length;
  const fetchMock = mockApi({
    'GET /api/notifications': { body: { items, total: items.length, unread, page: 1, pageSize: 20 } },
    'POST /api/notifications/read-all': { body: { count: unread } },
  });
  renderApp(path, testQueryClient(testUser(role)));
  return fetchMock;
}

/** The "Voir le détail" link of the notification titled so, or null when it leads nowhere. */
async function detailLink(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title }, LOADED);
  const article = heading.closest('article');
  if (!article) throw new Error(`Pas de carte pour ${title}`);
  return (
    within(article)
      .queryByRole('link', { name: /Voir le détail/ })
      ?.getAttribute('href') ?? null
  );
}

// The first test of the file also loads each role's dashboard layout: longer than vitest's 5 s on a busy machine.
describe('the notifications page of each role', { timeout: 30_000 }, () => {
  it("leads a partner to the business's orders, billing and drivers", async () => {
    renderPage('partner', '/partner-dashboard/notifications', [
      notice('Nouvelle commande', 'order_status', { orderId: 'o1', businessId: 'b1' }, { priority: 'high' }),
      notice('Abonnement suspendu', 'system', { subscriptionId: 's1', businessId: 'b1' }),
      notice('Rappel de paiement', 'payment', { subscriptionId: 's1', businessId: 'b1' }),
      notice('Un livreur veut vous rejoindre', 'system', { requestKind: 'driver', requestId: 'd1' }),
      notice('Bienvenue', 'system', null, { isRead: true }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, LOADED)).toBeTruthy();
    expect(await detailLink('Nouvelle commande')).toBe('/partner-dashboard/orders');
    expect(await detailLink('Abonnement suspendu')).toBe('/partner-dashboard/billing');
    expect(await detailLink('Rappel de paiement')).toBe('/partner-dashboard/billing');
    expect(await detailLink('Un livreur veut vous rejoindre')).toBe('/partner-dashboard/drivers');
    expect(await detailLink('Bienvenue')).toBeNull();
    expect(screen.getByText('4 non lues')).toBeTruthy();
    expect(screen.getByText('Priorité haute')).toBeTruthy();
    // The sidebar shows where one is.
    const nav = screen.getAllByRole('link', { name: 'Notifications' });
    expect(nav.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
  });

  it('leads a driver to their deliveries', async () => {
    renderPage('driver', '/driver-dashboard/notifications', [
      notice('Nouvelle livraison', 'delivery_update', { orderId: 'o2', businessId: 'b1' }),
      notice('Livraison annulée', 'delivery_update', { orderId: 'o3' }),
    ]);
    expect(await detailLink('Nouvelle livraison')).toBe('/driver-dashboard/orders');
    expect(await detailLink('Livraison annulée')).toBe('/driver-dashboard/orders');
  });

  it('leads an admin to the applications (the drivers tab for a driver) and to the orders', async () => {
    renderPage('admin', '/admin-dashboard/notifications', [
      notice('Nouvelle demande partenaire', 'system', { requestKind: 'partner', requestId: 'r1' }),
      notice('Nouvelle demande livreur', 'system', { requestKind: 'driver', requestId: 'r2' }),
      notice('Commande signalée', 'order_status', { orderId: 'o4' }),
    ]);
    expect(await detailLink('Nouvelle demande partenaire')).toBe('/admin-dashboard/requests');
    expect(await detailLink('Nouvelle demande livreur')).toBe('/admin-dashboard/requests?type=drivers');
    expect(await detailLink('Commande signalée')).toBe('/admin-dashboard/orders');
  });

  it('keeps the customer page as it was', async () => {
    renderPage('customer', '/dashboard/notifications', [
      notice('Commande confirmée', 'order_status', { orderId: 'o5' }),
    ]);
    expect(await detailLink('Commande confirmée')).toBe('/orders/o5');
  });

  it.each([
    ['partner', '/partner-dashboard/notifications'],
    ['driver', '/driver-dashboard/notifications'],
    ['admin', '/admin-dashboard/notifications'],
  ] as const)('says what a %s will find here when the list is empty', async (role, path) => {
    renderPage(role, path, []);
    expect(await screen.findByText('Aucune notification', {}, LOADED)).toBeTruthy();
    expect(screen.getByText(NOTIFY_TEXTS.empty[role])).toBeTruthy();
    expect(screen.getByText(NOTIFY_TEXTS.intro[role])).toBeTruthy();
  });

  it('marks everything read from the page', async () => {
    const fetchMock = renderPage('partner', '/partner-dashboard/notifications', [
      notice('Nouvelle commande', 'order_status', { orderId: 'o6' }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Tout marquer comme lu' }, LOADED));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).includes('/read-all') && init?.method === 'POST'),
      ).toBe(true),
    );
  });
});
