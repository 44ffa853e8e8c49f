import { MESSAGES, type BusinessCard, type CatalogPage } from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, menuItem, newCustomer, placeOrder } from '@/modules/orders/orders.fixtures';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { adminAction, businessIdOf, isListedInCatalog, SEEDED, subscriptionOf } from './subscriptions.fixtures';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

async function allListedNames(): Promise<string[]> {
  const response = await server.request('/businesses?pageSize=50');
  expect(response.status).toBe(200);
  return ((await response.json()) as CatalogPage<BusinessCard>).items.map((business) => business.name);
}

describe('a held subscription suspends its business', () => {
  it('hides businesses whose subscription is suspended, inactive or expired, and keeps the others', async () => {
    const names = await allListedNames();
    for (const held of [SEEDED.milo, SEEDED.wax, SEEDED.rio]) {
      expect(names).not.toContain(held);
      expect(await isListedInCatalog(server, held)).toBe(false);
    }
    // Active, pending, or no subscription at all (most seeded businesses): listed.
    for (const listed of [SEEDED.maquis, SEEDED.taouyah, 'Les Grillades de Taouyah']) {
      expect(names).toContain(listed);
    }
  });

  it('hides a business at once when the admin suspends it, refuses its orders, and lists it again once reactivated', async () => {
    const customer = await newCustomer(server);
    const item = await menuItem(server, SEEDED.cafe, 'Café Touba');
    expect((await addToCart(server, customer.cookie, item.id)).status).toBe(200);
    expect(await isListedInCatalog(server, SEEDED.cafe)).toBe(true);

    const { id } = await subscriptionOf(server, SEEDED.cafe);
    expect((await adminAction(server, admin, id, 'suspend', { days: 5, reason: 'Impayé' })).status).toBe(200);

    // Gone from the listing, the search and its page (the catalog caches were emptied).
    expect(await allListedNames()).not.toContain(SEEDED.cafe);
    expect(await isListedInCatalog(server, SEEDED.cafe)).toBe(false);
    // The cart filled before cannot become an order.
    const refused = await placeOrder(server, customer.cookie, `key-held-${customer.id}`);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(MESSAGES.businessSuspended(SEEDED.cafe));
    // Nor can anything more be added.
    expect((await addToCart(server, customer.cookie, item.id)).status).toBe(404);

    expect((await adminAction(server, admin, id, 'reactivate')).status).toBe(200);
    expect(await isListedInCatalog(server, SEEDED.cafe)).toBe(true);
    const placed = await placeOrder(server, customer.cookie, `key-back-${customer.id}`);
    expect(placed.status).toBe(201);
  });

  it('hides a deactivated business the same way', async () => {
    const { id } = await subscriptionOf(server, SEEDED.maquis);
    expect((await adminAction(server, admin, id, 'deactivate')).status).toBe(200);
    expect(await isListedInCatalog(server, SEEDED.maquis)).toBe(false);
    const page = await server.request(`/businesses/${await businessIdOf(server, SEEDED.maquis)}`);
    expect(page.status).toBe(404);
  });
});
