import {
  MESSAGES,
  PARTNER_OPS_TEXTS,
  type DriverCandidate,
  type PartnerOrderDetail,
  type PartnerOrderList,
} from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { businesses, orders } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { customerWithOrder } from '@/modules/orders/orders.fixtures';
import {
  base,
  businessNamed,
  CAFE,
  driverByEmail,
  MAQUIS,
  noticesFor,
  SEEDED,
  statusMails,
} from './partner-orders.fixtures';
import { setPartnerOrderStatus } from './partner-orders.service';
import { errorOf, insertOrder, newPartner } from './testing';

let server: TestServer;
let cookie: string;
let maquisId: string;

beforeAll(async () => {
  server = await createTestServer();
  cookie = await server.signIn(DEMO.partner);
  maquisId = (await businessNamed(server, MAQUIS)).id;
});
afterAll(() => server?.close());

const orderOf = async (response: Response) => ((await response.json()) as { order: PartnerOrderDetail }).order;
const post = (path: string, json: unknown, as = cookie) => server.request(path, { cookie: as, json });
const listOf = async (query = '', as = cookie) =>
  (await (await server.request(`${base(maquisId)}/orders${query}`, { cookie: as })).json()) as PartnerOrderList;

describe('the orders list', () => {
  it('shows the newest order first with its customer, and filters by status', async () => {
    const { order } = await customerWithOrder(server);
    const all = await listOf();
    expect(all.items[0]).toMatchObject({
      id: order.id,
      customerName: 'Aïssatou Bah',
      status: 'pending',
      itemCount: 3,
      grandTotal: order.grandTotal,
    });
    const pending = await listOf('?status=pending');
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    expect(pending.total).toBe(all.counts.pending);
    const active = await listOf('?status=active');
    expect(active.items.some((item) => ['delivered', 'cancelled'].includes(item.status))).toBe(false);

    const bad = await server.request(`${base(maquisId)}/orders?status=perdue`, { cookie });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe(PARTNER_OPS_TEXTS.orderFilterInvalid);
    expect((await server.request(`${base(maquisId)}/orders?page=0`, { cookie })).status).toBe(400);
  });

  it("names an order whose customer account is gone 'Client inconnu'", async () => {
    const { cookie: owner, businessId } = await newPartner(server);
    await insertOrder(server, businessId, { createdAt: new Date(), status: 'pending', userId: null });
    const list = (await (
      await server.request(`${base(businessId)}/orders`, { cookie: owner })
    ).json()) as PartnerOrderList;
    expect(list.items.map((item) => item.customerName)).toEqual([MESSAGES.unknownCustomer]);
  });
});

describe('an order', () => {
  it('shows items, totals, customer, address with landmark and timeline', async () => {
    const { order } = await customerWithOrder(server);
    const detail = await orderOf(await server.request(`${base(maquisId)}/orders/${order.id}`, { cookie }));
    expect(detail).toMatchObject({
      orderNumber: order.orderNumber,
      customer: { name: 'Aïssatou Bah' },
      landmark: 'En face de la pharmacie Kipé',
      grandTotal: order.grandTotal,
      driverId: null,
    });
    expect(detail.items.map((item) => item.name).sort()).toEqual(['Alloco', 'Riz gras au mouton']);
    expect(detail.timeline.map((entry) => entry.status)).toEqual(['pending']);
  });

  it('moves through the status service: customer notified and e-mailed once, a retry changes nothing', async () => {
    const { order, id } = await customerWithOrder(server);
    const path = `${base(maquisId)}/orders/${order.id}/status`;
    const confirmed = await post(path, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect((await orderOf(confirmed)).status).toBe('confirmed');
    expect(await noticesFor(server, id, 'Commande confirmée')).toHaveLength(1);
    expect(await statusMails(server, order.id)).toHaveLength(1);

    const again = await post(path, { status: 'confirmed' });
    expect(again.status).toBe(200);
    expect(await noticesFor(server, id, 'Commande confirmée')).toHaveLength(1);
    expect(await statusMails(server, order.id)).toHaveLength(1);

    const wrong = await post(path, { status: 'teleportee' });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toBe(MESSAGES.orderStatusInvalid);
  });

  it('changes the status with one locked read of the order and one ownership check', async () => {
    const { order } = await customerWithOrder(server);
    const maquis = await businessNamed(server, MAQUIS);
    const { db, reads } = recordingReads(server.deps.db);
    const detail = await setPartnerOrderStatus({ ...server.deps, db }, maquis.ownerId!, maquis.id, order.id, {
      status: 'confirmed',
    });
    expect(detail).toMatchObject({ id: order.id, status: 'confirmed', customer: { name: 'Aïssatou Bah' } });
    expect(reads.filter((read) => read === 'orders')).toEqual(['orders']);
    // The ownership check reads the whole business row; the live event only its owner id.
    expect(reads.filter((read) => read === 'business')).toEqual(['business']);
  });

  it('cancels only with a reason, which the customer reads', async () => {
    const { order, id } = await customerWithOrder(server);
    const path = `${base(maquisId)}/orders/${order.id}/cancel`;
    const missing = await post(path, { reason: '   ' });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toBe(PARTNER_OPS_TEXTS.cancelReasonRequired);
    expect((await post(path, {})).status).toBe(400);

    const cancelled = await orderOf(await post(path, { reason: 'Rupture de poisson' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Rupture de poisson' });
    expect(await noticesFor(server, id, 'Commande annulée')).toHaveLength(1);
    // A delivered or cancelled order stays so.
    const reopen = await post(`${base(maquisId)}/orders/${order.id}/status`, { status: 'preparing' });
    expect(reopen.status).toBe(409);
  });
});

describe('assigning a driver', () => {
  it('offers the business’s service drivers, then on-duty independents, with their vehicle and distance', async () => {
    const response = await server.request(`${base(maquisId)}/drivers/available`, { cookie });
    expect(response.status).toBe(200);
    const { drivers: candidates } = (await response.json()) as { drivers: DriverCandidate[] };
    const emails = await Promise.all(Object.values(SEEDED).map((email) => driverByEmail(server, email)));
    const names = candidates.map((c) => c.name);
    const [demo, alseny, moussa, lansana, aboubacar] = emails;
    expect(names).toEqual(expect.arrayContaining([alseny.name, moussa.name, demo.name]));
    expect(names).not.toContain(lansana.name);
    expect(names).not.toContain(aboubacar.name);
    expect(candidates.slice(0, 2).every((c) => c.driverType === 'service')).toBe(true);
    const independent = candidates.find((c) => c.id === demo.id)!;
    expect(independent).toMatchObject({
      driverType: 'independent',
      onDuty: true,
      vehicleType: 'Moto',
      vehiclePlate: 'RC-4521-A',
    });
    expect(independent.distanceKm).toEqual(expect.any(Number));
  });

  it('sets the driver on the order and tells the driver and the customer', async () => {
    const { order, id } = await customerWithOrder(server);
    const alseny = await driverByEmail(server, SEEDED.maquisVerified);
    const path = `${base(maquisId)}/orders/${order.id}/assign-driver`;
    const response = await post(path, { driverId: alseny.id });
    expect(response.status).toBe(200);
    const assigned = await orderOf(response);
    expect(assigned).toMatchObject({
      driverId: alseny.id,
      driver: { name: alseny.name, phone: alseny.phone },
      status: 'pending',
    });
    expect(await noticesFor(server, alseny.userId!, 'Nouvelle livraison')).toHaveLength(1);
    expect(await noticesFor(server, id, 'Livreur assigné')).toHaveLength(1);

    // A retried tap changes nothing and tells nobody twice.
    expect((await post(path, { driverId: alseny.id })).status).toBe(200);
    expect(await noticesFor(server, alseny.userId!, 'Nouvelle livraison')).toHaveLength(1);

    // Giving it to someone else tells the first driver.
    const demo = await driverByEmail(server, SEEDED.demoIndependent);
    expect((await orderOf(await post(path, { driverId: demo.id }))).driverId).toBe(demo.id);
    expect(await noticesFor(server, alseny.userId!, 'Livraison réattribuée')).toHaveLength(1);
  });

  it('refuses drivers who may not carry this order, in French, and changes nothing', async () => {
    const { order } = await customerWithOrder(server);
    const path = `${base(maquisId)}/orders/${order.id}/assign-driver`;
    for (const email of [SEEDED.independentUnverified, SEEDED.fatouPending]) {
      const driver = await driverByEmail(server, email);
      const response = await post(path, { driverId: driver.id });
      expect(response.status, email).toBe(400);
      expect(await errorOf(response)).toBe(PARTNER_OPS_TEXTS.driverNotEligible);
    }
    // The Maquis's own driver cannot carry an order of the Café, even for the same partner.
    const cafe = await businessNamed(server, CAFE);
    const cafeOrder = await insertOrder(server, cafe.id, {
      createdAt: new Date(),
      status: 'ready',
      paymentStatus: 'pending',
    });
    const alseny = await driverByEmail(server, SEEDED.maquisVerified);
    const foreign = await post(`${base(cafe.id)}/orders/${cafeOrder.id}/assign-driver`, { driverId: alseny.id });
    expect(foreign.status).toBe(400);
    expect(await errorOf(foreign)).toBe(PARTNER_OPS_TEXTS.driverNotEligible);
    const unknown = await post(path, { driverId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    const malformed = await post(path, { driverId: 'livreur-1' });
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe(MESSAGES.driverIdFormat);

    const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.driverId).toBeNull();
  });

  it('refuses a pickup order and an order already on its way', async () => {
    const alseny = await driverByEmail(server, SEEDED.maquisVerified);
    const { order: pickup } = await customerWithOrder(server, { deliveryMethod: 'pickup' });
    const refused = await post(`${base(maquisId)}/orders/${pickup.id}/assign-driver`, { driverId: alseny.id });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(PARTNER_OPS_TEXTS.driverAssignPickup);

    const { order } = await customerWithOrder(server);
    await post(`${base(maquisId)}/orders/${order.id}/status`, { status: 'out_for_delivery' });
    const late = await post(`${base(maquisId)}/orders/${order.id}/assign-driver`, { driverId: alseny.id });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe(PARTNER_OPS_TEXTS.driverAssignTooLate('En cours de livraison'));
  });
});

describe('ownership', () => {
  it("keeps another partner out of the business's orders and drivers: 404, nothing changed", async () => {
    const { order } = await customerWithOrder(server);
    const other = await newPartner(server);
    const alseny = await driverByEmail(server, SEEDED.maquisVerified);
    const orderPath = `${base(maquisId)}/orders/${order.id}`;
    const attempts = [
      server.request(`${base(maquisId)}/orders`, { cookie: other.cookie }),
      server.request(orderPath, { cookie: other.cookie }),
      post(`${orderPath}/status`, { status: 'cancelled' }, other.cookie),
      post(`${orderPath}/cancel`, { reason: 'Vol' }, other.cookie),
      post(`${orderPath}/assign-driver`, { driverId: alseny.id }, other.cookie),
      server.request(`${base(maquisId)}/drivers/available`, { cookie: other.cookie }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.businessNotFound);
    }
    // Its own business in the path does not open someone else's order either.
    const sideways = await post(
      `${base(other.businessId)}/orders/${order.id}/status`,
      { status: 'cancelled' },
      other.cookie,
    );
    expect(sideways.status).toBe(404);
    expect(await errorOf(sideways)).toBe(MESSAGES.orderNotFound);
    const [row] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'pending', driverId: null });
  });

  it("answers 'Commande non trouvée' for an order of the partner's other business", async () => {
    const { order } = await customerWithOrder(server);
    const cafe = await businessNamed(server, CAFE);
    const response = await server.request(`${base(cafe.id)}/orders/${order.id}`, { cookie });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe(MESSAGES.orderNotFound);
  });
});

/** The database, recording each SELECT of an order row and each whole business row read (through transactions too). */
function recordingReads(db: Db) {
  const reads: string[] = [];
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key, object);
        if (typeof value !== 'function') return value;
        if (key === 'transaction') {
          return (run: (tx: Db) => unknown, ...rest: unknown[]) =>
            value.call(object, (tx: Db) => run(wrap(tx)), ...rest);
        }
        if (key !== 'select') return value.bind(object);
        return (fields?: unknown) => {
          const builder = value.call(object, fields);
          const from = builder.from.bind(builder);
          builder.from = (table: unknown) => {
            if (table === orders) reads.push('orders');
            if (table === businesses && fields === undefined) reads.push('business');
            return from(table);
          };
          return builder;
        };
      },
    });
  return { db: wrap(db), reads };
}
