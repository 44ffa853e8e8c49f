// @vitest-environment jsdom
import { PARTNER_OPS_TEXTS } from '@livra/shared/partner-ops';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests, testQueryClient, testUser } from '@/test/utils';
import { MAQUIS } from '../../partners.fixtures';
import { nextStep } from './order-steps';

resetBetweenTests();

const API = '/api/partner/businesses/b-maquis';

const listItem = {
  id: 'o-1',
  orderNumber: 'LIV-261122-0190',
  customerName: 'Oumou Sylla',
  status: 'pending',
  grandTotal: 156_600,
  itemCount: 2,
  deliveryMethod: 'delivery',
  paymentStatus: 'pending',
  driverName: null,
  createdAt: new Date().toISOString(),
};
const detail = (status: string) => ({
  ...listItem,
  status,
  businessId: 'b-maquis',
  businessName: MAQUIS.name,
  businessPhone: null,
  businessAddress: null,
  items: [
    {
      id: 'i-1',
      menuItemId: 'm-1',
      name: 'Carpe braisée',
      price: 60_000,
      quantity: 2,
      image: null,
      specialInstructions: 'Bien pimenté',
    },
  ],
  subtotal: 120_000,
  tax: 21_600,
  deliveryFee: 15_000,
  deliveryAddress: 'Taouyah, Ratoma, Conakry',
  landmark: "En face de l'école primaire",
  deliveryInstructions: null,
  paymentMethod: 'cash',
  cancellationReason: null,
  updatedAt: listItem.createdAt,
  estimatedDelivery: null,
  actualDelivery: null,
  driver: null,
  driverLocation: null,
  timeline: [{ id: 't-1', status: 'pending', previousStatus: null, note: null, createdAt: listItem.createdAt }],
  review: null,
  canCancel: true,
  canReview: false,
  customer: { name: 'Oumou Sylla', phone: '+224 664 20 31 42' },
  driverId: null,
});

describe('the next step of an order', () => {
  it('follows the usual road, and skips the driver for a pickup order', () => {
    expect(nextStep('pending', 'delivery')?.status).toBe('confirmed');
    expect(nextStep('ready', 'delivery')?.status).toBe('picked_up');
    expect(nextStep('ready', 'pickup')?.status).toBe('delivered');
    expect(nextStep('delivered', 'delivery')).toBeNull();
  });
});

describe('the orders page', () => {
  it('opens an order and confirms it with one tap', async () => {
    const fetchMock = mockApi({
      'GET /api/partner/businesses': { body: { businesses: [MAQUIS] } },
      [`GET ${API}/orders`]: {
        body: { items: [listItem], total: 1, page: 1, pageSize: 20, counts: { pending: 1, delivered: 4 } },
      },
      [`GET ${API}/orders/o-1`]: { body: { order: detail('pending') } },
      [`POST ${API}/orders/o-1/status`]: { body: { order: detail('confirmed') } },
    });
    renderApp('/partner-dashboard/orders', testQueryClient(testUser('partner')));

    expect(await screen.findByText('1 commande en attente de confirmation')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Oumou Sylla/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("En face de l'école primaire")).toBeTruthy();
    expect(within(dialog).getByText('« Bien pimenté »')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer la commande' }));
    expect(await screen.findByText(PARTNER_OPS_TEXTS.statusUpdated('Confirmée'))).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ status: 'confirmed' });
    expect(await within(dialog).findByRole('button', { name: 'Lancer la préparation' })).toBeTruthy();
  });

  it('asks for a reason before cancelling, and sends nothing without one', async () => {
    const fetchMock = mockApi({
      'GET /api/partner/businesses': { body: { businesses: [MAQUIS] } },
      [`GET ${API}/orders`]: { body: { items: [listItem], total: 1, page: 1, pageSize: 20, counts: { pending: 1 } } },
      [`GET ${API}/orders/o-1`]: { body: { order: detail('pending') } },
    });
    renderApp('/partner-dashboard/orders?order=o-1', testQueryClient(testUser('partner')));

    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Annuler la commande' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await within(dialog).findByText(PARTNER_OPS_TEXTS.cancelReasonRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('the menu page', () => {
  it('puts the French price rule under the field and sends nothing', async () => {
    const fetchMock = mockApi({
      'GET /api/partner/businesses': { body: { businesses: [MAQUIS] } },
      [`GET ${API}/menu/categories`]: { body: { categories: [] } },
      [`GET ${API}/menu/items`]: { body: { items: [] } },
    });
    renderApp('/partner-dashboard/menu', testQueryClient(testUser('partner')));

    fireEvent.click((await screen.findAllByRole('button', { name: 'Ajouter un article' }))[0]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Riz gras' } });
    fireEvent.change(within(dialog).getByLabelText('Prix (GNF)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(PARTNER_OPS_TEXTS.priceTooLow)).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false));
  });

  it('says the new order of the categories is saved', async () => {
    const category = (id: string, name: string, sortOrder: number) => ({
      id,
      name,
      description: null,
      sortOrder,
      isActive: true,
      itemCount: 0,
    });
    const plats = category('00000000-0000-4000-8000-00000000c001', 'Plats', 0);
    const boissons = category('00000000-0000-4000-8000-00000000c002', 'Boissons', 1);
    mockApi({
      'GET /api/partner/businesses': { body: { businesses: [MAQUIS] } },
      [`GET ${API}/menu/categories`]: { body: { categories: [plats, boissons] } },
      [`GET ${API}/menu/items`]: { body: { items: [] } },
      [`POST ${API}/menu/categories/reorder`]: {
        body: {
          categories: [
            { ...boissons, sortOrder: 0 },
            { ...plats, sortOrder: 1 },
          ],
        },
      },
    });
    renderApp('/partner-dashboard/menu', testQueryClient(testUser('partner')));
    fireEvent.click(await screen.findByRole('button', { name: 'Monter « Boissons »' }));
    expect(await screen.findByText('Ordre des catégories enregistré')).toBeTruthy();
  });
});
