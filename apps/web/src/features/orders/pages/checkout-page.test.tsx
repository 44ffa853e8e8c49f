// @vitest-environment jsdom
import type { CartView } from '@livra/shared/cart';
import { MESSAGES } from '@livra/shared/messages';
import type { OrderDetail } from '@livra/shared/orders';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { cartFingerprint, readPendingCheckout, startCheckout } from '../pending-checkout';

resetBetweenTests();

const customer = testUser('customer');
const WAITING = 'Commande en attente de connexion…';

/** The phone loses or finds its network: what the browser says, and the events it fires. */
function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    onlineManager.setOnline(online);
  });
}
afterEach(() => onlineManager.setOnline(true));

const cart: CartView = {
  id: 'cart',
  businessId: 'business',
  businessName: 'Le Maquis de Kaloum',
  businessDeliveryFee: 7_000,
  deliveryMethod: 'delivery',
  deliveryAddress: null,
  deliveryInstructions: null,
  items: [
    {
      id: 'line',
      menuItemId: 'item',
      name: 'Alloco',
      price: 10_000,
      quantity: 1,
      image: null,
      specialInstructions: null,
      isAvailable: true,
    },
  ],
  total: 10_000,
  itemCount: 1,
  totals: { subtotal: 10_000, tax: 1_800, deliveryFee: 7_000, grandTotal: 18_800 },
};
const address = {
  id: '7d0c1c9e-2f57-4b7e-9a49-0a0c1a2b3c4d',
  label: 'Maison',
  address: 'Kipé, Ratoma',
  landmark: 'Station Total',
  city: 'Conakry',
  phone: null,
  instructions: null,
  isDefault: true,
};
const order: OrderDetail = {
  id: '0d3c8a5e-9f1b-4c2d-8e7f-6a5b4c3d2e1f',
  orderNumber: 'LIV-241122-4F7K',
  status: 'pending',
  businessId: 'business',
  businessName: 'Le Maquis de Kaloum',
  businessPhone: null,
  businessAddress: null,
  items: [
    {
      id: 'oi',
      menuItemId: 'item',
      name: 'Alloco',
      price: 10_000,
      quantity: 1,
      image: null,
      specialInstructions: null,
    },
  ],
  subtotal: 10_000,
  tax: 1_800,
  deliveryFee: 7_000,
  grandTotal: 18_800,
  deliveryMethod: 'delivery',
  deliveryAddress: 'Kipé, Ratoma, Conakry',
  landmark: 'Station Total',
  deliveryInstructions: null,
  paymentMethod: 'cash',
  paymentStatus: 'pending',
  cancellationReason: null,
  createdAt: '2024-11-22T12:00:00.000Z',
  updatedAt: '2024-11-22T12:00:00.000Z',
  estimatedDelivery: '2024-11-22T12:40:00.000Z',
  actualDelivery: null,
  driver: null,
  driverLocation: null,
  timeline: [{ id: 'h1', status: 'pending', previousStatus: null, note: null, createdAt: '2024-11-22T12:00:00.000Z' }],
  review: null,
  canCancel: true,
  canReview: false,
};

/** The API of a checkout whose first `lost` order requests are lost on the way back (flaky network). */
function flakyApi({ lost = 1, cartNow = cart }: { lost?: number; cartNow?: CartView } = {}) {
  const keys: string[] = [];
  let attempts = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (route === 'GET /api/cart') return json({ cart: cartNow });
    if (route === 'GET /api/me/addresses') return json({ addresses: [address] });
    if (route === 'POST /api/orders') {
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      if (++attempts <= lost) throw new TypeError('Failed to fetch');
      return json({ order }, 200);
    }
    if (route.startsWith('GET /api/orders/')) return json({ order });
    return json({ error: 'Ressource non trouvée' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { keys, fetchMock };
}

describe('checkout', () => {
  it('retries a lost order by itself with the same Idempotency-Key, then forgets it once the order is placed', async () => {
    const { keys, fetchMock } = flakyApi();
    const { router } = renderApp('/checkout', testQueryClient(customer));
    const confirm = await screen.findByRole('button', { name: 'Confirmer la commande' });
    await screen.findByText('Maison');

    fireEvent.click(confirm);
    // The answer is lost: the customer is told the order waits, and it goes again by itself.
    expect(await screen.findByText(WAITING)).toBeTruthy();
    expect(readPendingCheckout(customer.id)?.key).toBe(keys[0]);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-confirmation/${order.id}`));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    const body = JSON.parse(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as string);
    expect(body).toEqual({ deliveryMethod: 'delivery', addressId: address.id });
    expect(await screen.findByText(`Commande ${order.orderNumber}`)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.orderPlaced).length).toBeGreaterThan(0);
    expect(readPendingCheckout(customer.id)).toBeNull();
    expect(localStorage.length).toBe(0);
  }, 20_000);

  it('offline, waits for the network instead of sending, then places the order once it returns', async () => {
    const { keys } = flakyApi({ lost: 0 });
    const { router } = renderApp('/checkout', testQueryClient(customer));
    await screen.findByText('Maison');
    setNetwork(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));

    expect(await screen.findByText(WAITING)).toBeTruthy();
    expect(screen.getAllByText('Vous êtes hors ligne.').length).toBeGreaterThan(0);
    expect(keys).toHaveLength(0);
    expect(readPendingCheckout(customer.id)).not.toBeNull();

    setNetwork(true);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-confirmation/${order.id}`));
    expect(keys).toHaveLength(1);
    expect(readPendingCheckout(customer.id)).toBeNull();
  }, 20_000);

  it('after a reload, sends the waiting order again with its key, even once the cart was emptied by it', async () => {
    const waiting = startCheckout(customer.id, cart, { deliveryMethod: 'pickup' });
    const { keys, fetchMock } = flakyApi({ lost: 0, cartNow: { ...cart, items: [], itemCount: 0 } });
    const { router } = renderApp('/checkout', testQueryClient(customer));

    expect(await screen.findByText(WAITING)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-confirmation/${order.id}`));
    expect(keys).toEqual([waiting.key]);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ deliveryMethod: 'pickup' });
    expect(readPendingCheckout(customer.id)).toBeNull();
  }, 20_000);

  it('never sends a waiting key for a cart changed since: the key is dropped and the form shown', async () => {
    startCheckout(customer.id, { ...cart, items: [{ ...cart.items[0], quantity: 3 }] }, { deliveryMethod: 'pickup' });
    const { keys } = flakyApi({ lost: 0 });
    renderApp('/checkout', testQueryClient(customer));
    expect(await screen.findByRole('button', { name: 'Confirmer la commande' })).toBeTruthy();
    expect(keys).toHaveLength(0);
    expect(readPendingCheckout(customer.id)).toBeNull();

    await screen.findByText('Maison');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(cartFingerprint(cart)).toBe('business:itemx1');
  }, 20_000);

  it('shows a refused reuse of the key and forgets that key, so the next attempt is a new request', async () => {
    const { fetchMock } = flakyApi();
    const refuse = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ error: MESSAGES.idempotencyKeyReused, code: 'idempotency_key_reused' }), {
            status: 422,
            headers: { 'Content-Type': 'application/json' },
          })
        : refuse(input, init),
    );
    renderApp('/checkout', testQueryClient(customer));
    await screen.findByText('Maison');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByText(MESSAGES.idempotencyKeyReused)).toBeTruthy();
    expect(readPendingCheckout(customer.id)).toBeNull();
  });

  it('asks for an address when the customer types a new one and leaves it empty', async () => {
    const { keys } = flakyApi();
    renderApp('/checkout', testQueryClient(customer));
    fireEvent.click(await screen.findByLabelText(/Une autre adresse/));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByText(MESSAGES.deliveryAddressRequired)).toBeTruthy();
    expect(keys).toHaveLength(0);
  }, 20_000);

  it('shows the business’s own delivery fee before the order is placed, the fee it will be charged', async () => {
    flakyApi();
    renderApp('/checkout', testQueryClient(customer));
    expect(await screen.findByText('7 000 GNF · chez vous')).toBeTruthy();
    expect(screen.getByText('18 800 GNF')).toBeTruthy();
  });
});
