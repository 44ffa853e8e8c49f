import { randomUUID } from 'node:crypto';
import {
  LIVE_EVENT_NAMES,
  parseLiveEvent,
  STREAM_READY_EVENT,
  type LiveEventData,
  type LiveEventName,
} from '@livra/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus, LivraEvent } from '@/events/bus';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { openEventStream, type SseFrame } from '@/test/sse';
import { acceptAs, driverOnDuty, readyOrder, stepAs } from '@/modules/drivers/testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

/** One payload per event: a new event in the shared list does not compile until it has one here. */
const samples: { [Name in LiveEventName]: LiveEventData<Name> } = {
  order: { orderId: randomUUID(), businessId: randomUUID(), status: 'ready' },
  driver_position: {
    orderId: randomUUID(),
    driverLocation: { latitude: 9.5372, longitude: -13.6773, updatedAt: new Date().toISOString() },
  },
  cart: { cartId: randomUUID() },
  notification: {},
  reservation: { reservationId: randomUUID(), status: 'confirmed' },
  partner_menu: { businessId: randomUUID() },
  partner_business: { businessId: randomUUID() },
  session_ended: {},
};

async function userIdOf(cookie: string): Promise<string> {
  return ((await (await server.request('/auth/session', { cookie })).json()) as { user: { id: string } }).user.id;
}

const isReady = (frame: SseFrame) => frame.event === STREAM_READY_EVENT;

describe('the realtime stream', () => {
  it('carries one of each event, and each parses with the shared schema into what was sent', async () => {
    const cookie = await server.signIn(DEMO.customer);
    const userId = await userIdOf(cookie);
    const stream = await openEventStream(server, cookie);
    try {
      await stream.readUntil(isReady);
      for (const type of LIVE_EVENT_NAMES) {
        await server.deps.events.publish(server.deps.db, {
          type,
          userIds: [userId],
          data: samples[type],
        } as LivraEvent);
      }
      const frames = await stream.readUntil((frame) => frame.event === LIVE_EVENT_NAMES.at(-1));
      expect(frames.map((frame) => parseLiveEvent(frame.event, frame.data))).toEqual(
        LIVE_EVENT_NAMES.map((type) => ({ type, data: samples[type] })),
      );
    } finally {
      await stream.close();
    }
  });

  it('carries the order events the server really sends, in the one shape of the shared schema', async () => {
    const partner = await openEventStream(server, await server.signIn(DEMO.partner));
    const driver = await driverOnDuty(server);
    const driverStream = await openEventStream(server, driver.cookie);
    try {
      await partner.readUntil(isReady);
      await driverStream.readUntil(isReady);
      const { order } = await readyOrder(server);
      expect((await acceptAs(server, driver.cookie, order.id)).status).toBe(200);
      expect((await stepAs(server, driver.cookie, order.id, 'picked_up')).status).toBe(200);
      expect(
        (
          await server.request('/driver/location', {
            cookie: driver.cookie,
            json: { latitude: 9.53, longitude: -13.67 },
          })
        ).status,
      ).toBe(200);

      // The business owner: the order placed, made ready, taken, picked up, then the driver's position.
      const toPartner = (await partner.readUntil((frame) => frame.event === 'driver_position')).map((f) =>
        parseLiveEvent(f.event, f.data),
      );
      expect(toPartner).not.toContain(null);
      const orderEvents = toPartner.filter((event) => event?.type === 'order');
      expect(orderEvents.map((event) => event!.data)).toContainEqual({
        orderId: order.id,
        businessId: order.businessId,
        status: 'pending',
      });
      expect(orderEvents.map((event) => event!.data)).toContainEqual({
        orderId: order.id,
        businessId: order.businessId,
        status: 'picked_up',
      });
      expect(toPartner.at(-1)).toMatchObject({
        type: 'driver_position',
        data: { orderId: order.id, driverLocation: { latitude: 9.53 } },
      });

      // The driver on duty heard of the new offer as an order event too, then of the order they took.
      const toDriver = (
        await driverStream.readUntil((frame) => frame.event === 'order' && frame.data.includes('picked_up'))
      ).map((f) => parseLiveEvent(f.event, f.data));
      expect(toDriver).not.toContain(null);
      expect(toDriver).toContainEqual({
        type: 'order',
        data: { orderId: order.id, businessId: order.businessId, status: 'ready' },
      });
    } finally {
      await partner.close();
      await driverStream.close();
    }
  });
});

/** Never run: `npm run typecheck` fails if the bus ever accepts one of these. */
export function refusedByTheCompiler(bus: EventBus, db: Parameters<EventBus['publish']>[0]) {
  // @ts-expect-error an event that is not in the shared list
  void bus.publish(db, { type: 'order_status', userIds: [], data: {} });
  // @ts-expect-error the old bare `order` payload (the order id alone)
  void bus.publish(db, { type: 'order', userIds: [], data: { orderId: randomUUID() } });
  void bus.publish(db, {
    type: 'order',
    userIds: [],
    // @ts-expect-error the old offer flag
    data: { orderId: randomUUID(), businessId: null, status: 'ready', offer: true },
  });
  void bus.publish(db, {
    type: 'order',
    userIds: [],
    // @ts-expect-error a status that does not exist
    data: { orderId: randomUUID(), businessId: null, status: 'completed' },
  });
}
