import type { OrderDetail } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '@/db/schema/index';
import { addToCart, MAQUIS, menuItem, newCustomer, placeOrder } from '@/modules/orders/orders.fixtures';
import { createTestServer, type TestServer } from '@/test/harness';

/**
 * The holes the fuzz sweep (fuzz.test.ts) found once, each kept as a named case: a
 * malformed or extreme request is answered (a 2xx or a clear 4xx), never with a 500.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** A client can act on the answer: success, or a 4xx with a French message to show. */
async function expectAnswered(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(500);
  if (response.status >= 400) expect((await response.json()).error).toEqual(expect.any(String));
}

describe('text PostgreSQL cannot store', () => {
  it('answers the suggestions for "riz" followed by a NUL character', async () => {
    await expectAnswered(await server.request('/search/suggestions?q=riz%00'));
  });

  it('answers a lone surrogate in the delivery instructions of the cart', async () => {
    const { cookie } = await newCustomer(server);
    // Written out by hand: a JSON escape of a high surrogate with no low one after it.
    const body = '{"deliveryMethod":"delivery","deliveryInstructions":"Portail bleu \\ud800"}';
    await expectAnswered(
      await server.request('/cart', { method: 'PATCH', cookie, body, headers: { 'content-type': 'application/json' } }),
    );
  });

  it('answers a lone surrogate in the business name of a partner application (stored as JSON)', async () => {
    const { plans } = (await (await server.request('/subscription-plans')).json()) as { plans: { id: string }[] };
    const application = {
      ownerName: 'Fanta Camara',
      email: 'fanta.surrogate@example.gn',
      phone: '+224 622 11 22 33',
      businessName: 'Boutique SURROGATE',
      businessTypeId: 1,
      address: 'Madina, Dixinn, Conakry',
      region: 'Conakry',
      description: 'Pagnes et tissus wax.',
      planId: plans[0]!.id,
    };
    const body = JSON.stringify(application).replace('SURROGATE', '\\ud800');
    await expectAnswered(
      await server.request('/requests/partner', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });

  it('answers a lone surrogate in a saved address', async () => {
    const { cookie } = await newCustomer(server);
    const body = '{"label":"Maison \\udc00","address":"Kipé, Ratoma","city":"Conakry","landmark":"Pharmacie \\ud800"}';
    await expectAnswered(
      await server.request('/me/addresses', {
        method: 'POST',
        cookie,
        body,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});

describe('an empty cart update', () => {
  it('refuses PATCH /api/cart with {} as a 400, leaving the cart as it was', async () => {
    const { cookie } = await newCustomer(server);
    const response = await server.request('/cart', { method: 'PATCH', cookie, json: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual(expect.any(String));
    expect((await server.request('/cart', { cookie })).status).toBe(200);
  });
});

describe('money beyond 32 bits', () => {
  it('places an order whose total passes 2,147,483,647 GNF, with the exact total', async () => {
    const names = ['Riz gras au mouton', 'Mafé de bœuf', 'Capitaine braisé'];
    const articles = await Promise.all(names.map((name) => menuItem(server, MAQUIS, name)));
    // The highest price a partner may set (10 000 000 GNF), 99 of each: 2 970 000 000 GNF.
    for (const article of articles)
      await server.deps.db.update(menuItems).set({ price: 10_000_000 }).where(eq(menuItems.id, article.id));
    const { cookie } = await newCustomer(server);
    for (const article of articles)
      expect((await addToCart(server, cookie, article.id, { quantity: 99 })).status).toBe(200);

    const response = await placeOrder(server, cookie, 'big-order', { deliveryMethod: 'pickup' });
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = (await response.json()) as { order: OrderDetail };
    const subtotal = 2_970_000_000;
    expect(order).toMatchObject({
      subtotal,
      tax: Math.round(subtotal * 0.18),
      deliveryFee: 0,
      grandTotal: subtotal + Math.round(subtotal * 0.18),
    });
    const again = await server.request(`/orders/${order.id}`, { cookie });
    expect(((await again.json()) as { order: OrderDetail }).order.grandTotal).toBe(order.grandTotal);
  });
});
