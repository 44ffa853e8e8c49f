import { CUSTOMER_MESSAGES, MESSAGES, shiftIsoDate, todayInGuinea, type PartnerReservation } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { base, businessNamed, CAFE, MAQUIS, noticesFor } from './partner-orders.fixtures';
import { errorOf, newPartner } from './testing';

let server: TestServer;
let cookie: string;
let maquisId: string;
let customerId: string;

beforeAll(async () => {
  server = await createTestServer();
  cookie = await server.signIn(DEMO.partner);
  maquisId = (await businessNamed(server, MAQUIS)).id;
  [{ id: customerId }] = await server.deps.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.email, DEMO.customer));
});
afterAll(() => server?.close());

/** A booking stored directly, `daysAhead` from today (negative: in the past). */
async function book(daysAhead: number, time = '20:00', partySize = 4) {
  const [row] = await server.deps.db
    .insert(reservations)
    .values({
      userId: customerId,
      businessId: maquisId,
      reservationDate: shiftIsoDate(todayInGuinea(), daysAhead),
      reservationTime: time,
      partySize,
      note: 'Table en terrasse',
    })
    .returning();
  return row;
}

const path = (id: string, action: string, businessId = maquisId) => `${base(businessId)}/reservations/${id}/${action}`;
const listOf = async (query = '') =>
  (
    (await (await server.request(`${base(maquisId)}/reservations${query}`, { cookie })).json()) as {
      reservations: PartnerReservation[];
    }
  ).reservations;

describe('reservations', () => {
  it('lists upcoming bookings soonest first, then past ones, with the customer', async () => {
    const later = await book(5, '19:30');
    const soon = await book(1, '12:00', 2);
    const past = await book(-2);
    const list = await listOf();
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(past.id));
    expect(list.find((r) => r.id === soon.id)).toMatchObject({
      customerName: 'Mariama Diallo',
      partySize: 2,
      time: '12:00',
      note: 'Table en terrasse',
      status: 'pending',
      isPast: false,
    });
    expect(list.find((r) => r.id === past.id)?.isPast).toBe(true);
    expect((await listOf('?status=confirmed')).some((r) => r.id === soon.id)).toBe(false);
    expect((await server.request(`${base(maquisId)}/reservations?status=perdue`, { cookie })).status).toBe(400);
  });

  it('confirms a booking and tells the customer; confirming again changes nothing', async () => {
    const booking = await book(3, '21:00');
    const response = await server.request(path(booking.id, 'confirm'), { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: booking.id, status: 'confirmed' });
    const again = await server.request(path(booking.id, 'confirm'), { method: 'POST', cookie });
    expect(again.status).toBe(200);
    const notices = (await noticesFor(server, customerId, 'Réservation confirmée')).filter(
      (n) => n.data?.reservationId === booking.id,
    );
    expect(notices).toHaveLength(1);
  });

  it('declines with the reason the customer reads, and refuses to answer a past booking', async () => {
    const booking = await book(4, '13:00');
    const response = await server.request(path(booking.id, 'decline'), {
      cookie,
      json: { reason: 'Salle privatisée ce jour-là' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).status).toBe('declined');
    const [notice] = (await noticesFor(server, customerId, 'Réservation refusée')).filter(
      (n) => n.data?.reservationId === booking.id,
    );
    expect(notice.message).toContain('Motif : Salle privatisée ce jour-là.');

    const past = await book(-1);
    const late = await server.request(path(past.id, 'confirm'), { method: 'POST', cookie });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toBe(CUSTOMER_MESSAGES.reservationCannotChange);
  });

  it("keeps another partner out, and a booking of one business out of another's page", async () => {
    const booking = await book(2, '20:30');
    const other = await newPartner(server);
    const attempts = [
      server.request(`${base(maquisId)}/reservations`, { cookie: other.cookie }),
      server.request(path(booking.id, 'confirm'), { method: 'POST', cookie: other.cookie }),
      server.request(path(booking.id, 'decline'), { cookie: other.cookie, json: {} }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe(MESSAGES.businessNotFound);
    }
    const viaOwnBusiness = await server.request(path(booking.id, 'confirm', other.businessId), {
      method: 'POST',
      cookie: other.cookie,
    });
    expect(viaOwnBusiness.status).toBe(404);
    expect(await errorOf(viaOwnBusiness)).toBe(CUSTOMER_MESSAGES.reservationNotFound);
    const cafe = await businessNamed(server, CAFE);
    expect((await server.request(path(booking.id, 'confirm', cafe.id), { method: 'POST', cookie })).status).toBe(404);

    const [row] = await server.deps.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(row.status).toBe('pending');
    expect((await server.request(path('pas-un-id', 'confirm'), { method: 'POST', cookie })).status).toBe(400);
  });
});
