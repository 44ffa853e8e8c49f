// @vitest-environment jsdom
import type { SessionUser } from '@livra/shared/auth';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { FakeEventSource } from '@/test/fake-event-source';
import { mockApi, testQueryClient, testUser } from '@/test/utils';
import NotificationBell from './notification-bell';

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (n: number) => ({
  id: `n${n}`,
  type: 'order_status',
  title: `Commande ${n} confirmée`,
  message: 'Le restaurant prépare votre commande.',
  priority: 'medium',
  data: null,
  isRead: false,
  createdAt: new Date().toISOString(),
});
const bellPage = (unread: number, count = Math.min(unread, 10)) => ({
  items: Array.from({ length: count }, (_, i) => item(i + 1)),
  total: unread,
  unread,
  page: 1,
  pageSize: 10,
});

function renderBell(user: SessionUser) {
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell user={user} /> }]);
  render(
    <AppProviders client={testQueryClient(user)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('notification bell', () => {
  it('shows 99+ above 99 unread, and the 10 newest when opened, with the way to the full list', async () => {
    mockApi({ 'GET /api/notifications': { body: bellPage(150) } });
    renderBell(testUser('customer'));
    const bell = await screen.findByRole('button', { name: 'Notifications, 150 non lues' });
    expect(bell.textContent).toBe('99+');
    fireEvent.click(bell);
    expect(await screen.findByText('Commande 10 confirmée')).toBeTruthy();
    expect(screen.getAllByText(/^Commande \d+ confirmée$/)).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Voir toutes les notifications' }).getAttribute('href')).toBe(
      '/dashboard/notifications',
    );
  });

  it('shows the exact count up to 99, and no badge when all is read', async () => {
    let unread = 99;
    mockApi({ 'GET /api/notifications': () => ({ body: bellPage(unread) }) });
    renderBell(testUser('customer'));
    expect((await screen.findByRole('button', { name: 'Notifications, 99 non lues' })).textContent).toBe('99');

    // Everything read on another device: the server says so through the event stream.
    unread = 0;
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() => FakeEventSource.last!.emit('notification', {}));
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
  });

  it.each([
    ['partner', '/partner-dashboard/notifications'],
    ['driver', '/driver-dashboard/notifications'],
    ['admin', '/admin-dashboard/notifications'],
  ] as const)('leads a %s to their own full list', async (role, path) => {
    mockApi({ 'GET /api/notifications': { body: bellPage(2) } });
    renderBell(testUser(role));
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));
    expect(await screen.findByText('Commande 1 confirmée')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes les notifications' }).getAttribute('href')).toBe(path);
  });
});
