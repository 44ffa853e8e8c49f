import {
  CUSTOMER_MESSAGES,
  MESSAGES,
  shiftIsoDate,
  todayInGuinea,
  weekdayOf,
  type CustomerReservation,
} from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, notifications, reservations } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { setReservationStatus } from './reservations.service';
import { captureEvents, errorOf, newCustomer, waitFor } from './testing';

let server: TestServer;
let partnerId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const cookie = await server.signIn(DEMO.partner);
  partnerId = (await (await server.request('/auth/session', { cookie })).json()).user.id;
  for (const name of [
    'Le Maquis de Kaloum',
    'Les Grillades de Taouyah',
    'La Corniche – Poissons braisés',
    'Pharmacie du Port',
  ]) {
    const [row] = await server.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
    ids[name] = row.id;
  }
});
afterAll(() => server?.close());

const inDays = (days: number) => shiftIsoDate(todayInGuinea(), days);
const maquis = () => ({
  businessId: ids['Le Maquis de Kaloum'],
  date: inDays(3),
  time: '20:00',
  partySize: 4,
  note: 'Table en terrasse',
});

function book(cookie: string, json: unknown) {
  return server.request('/reservations', { cookie, json });
}

async function mine(cookie: string): Promise<CustomerReservation[]> {
  return (await (await server.request('/me/reservations', { cookie })).json()).reservations;
}

describe('booking a table', () => {
  it('books a pending table, notifies the restaurant owner and tells their open pages', async () => {
    const { cookie } = await newCustomer(server, 'table@example.gn', 'Binta Diallo');
    const partner = captureEvents(server, partnerId);
    const response = await book(cookie, maquis());
    expect(response.status).toBe(201);
    const reservation = await response.json();
    expect(reservation).toMatchObject({
      businessName: 'Le Maquis de Kaloum',
      date: inDays(3),
      time: '20:00',
      partySize: 4,
      note: 'Table en terrasse',
      status: 'pending',
      isPast: false,
      canCancel: true,
    });

    const [notification] = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, partnerId), eq(notifications.title, 'Nouvelle réservation')))
      .orderBy(notifications.createdAt)
      .then((rows) => rows.slice(-1));
    expect(notification).toMatchObject({ type: 'reservation', isRead: false });
    expect(notification.message).toContain('Binta Diallo souhaite réserver pour 4 personnes');

    await waitFor(
      () =>
        partner.events.some((e) => e.type === 'reservation') && partner.events.some((e) => e.type === 'notification'),
    );
    expect(partner.events.find((e) => e.type === 'reservation')!.data).toEqual({
      reservationId: reservation.id,
      status: 'pending',
    });
    partner.stop();
    expect((await mine(cookie)).map((r) => r.id)).toEqual([reservation.id]);
  });

  it('returns the first booking when the same request comes again (retry, double tap)', async () => {
    const { cookie } = await newCustomer(server, 'retry@example.gn');
    const [a, b] = await Promise.all([book(cookie, maquis()), book(cookie, maquis())]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await a.json()).id).toBe((await b.json()).id);
    expect(await mine(cookie)).toHaveLength(1);
  });

  it('keeps to the opening hours, including the small hours of a place open past midnight', async () => {
    const { cookie } = await newCustomer(server, 'horaires@example.gn');
    const early = await book(cookie, { ...maquis(), time: '09:00' });
    expect(early.status).toBe(400);
    expect(await errorOf(early)).toBe(CUSTOMER_MESSAGES.reservationOutsideHours('11:00', '23:30'));

    const late = await book(cookie, { ...maquis(), businessId: ids['Les Grillades de Taouyah'], time: '01:00' });
    expect(late.status).toBe(201);

    let monday = 1;
    while (weekdayOf(inDays(monday)) !== 'monday') monday++;
    const closed = await book(cookie, {
      ...maquis(),
      businessId: ids['La Corniche – Poissons braisés'],
      date: inDays(monday),
    });
    expect(closed.status).toBe(400);
    expect(await errorOf(closed)).toBe(CUSTOMER_MESSAGES.reservationClosedDay);
  });

  it('refuses bad or impossible requests with a French 400, and stores nothing', async () => {
    const { cookie, user } = await newCustomer(server, 'refus@example.gn');
    const cases: [unknown, string][] = [
      [{ ...maquis(), date: inDays(-1) }, CUSTOMER_MESSAGES.reservationDatePast],
      [{ ...maquis(), date: inDays(0), time: '00:00' }, CUSTOMER_MESSAGES.reservationTimePast],
      [{ ...maquis(), date: inDays(61) }, CUSTOMER_MESSAGES.reservationTooFar],
      [{ ...maquis(), date: '2025-13-01' }, CUSTOMER_MESSAGES.dateInvalid],
      [{ ...maquis(), date: '10/03/2025' }, CUSTOMER_MESSAGES.dateInvalid],
      [{ ...maquis(), time: '25:00' }, CUSTOMER_MESSAGES.timeInvalid],
      [{ ...maquis(), partySize: 0 }, CUSTOMER_MESSAGES.partySizeRange],
      [{ ...maquis(), partySize: 21 }, CUSTOMER_MESSAGES.partySizeRange],
      [{ ...maquis(), partySize: 2.5 }, CUSTOMER_MESSAGES.partySizeRange],
      [{ ...maquis(), note: 'x'.repeat(501) }, 'Ce champ ne doit pas dépasser 500 caractères'],
      [{ ...maquis(), businessId: 'le-maquis' }, CUSTOMER_MESSAGES.restaurantRequired],
      [{ ...maquis(), businessId: ids['Pharmacie du Port'] }, CUSTOMER_MESSAGES.reservationOnlyRestaurants],
    ];
    for (const [json, message] of cases) {
      const response = await book(cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    const unknown = await book(cookie, { ...maquis(), businessId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(MESSAGES.businessNotFound);
    expect(await server.deps.db.select().from(reservations).where(eq(reservations.userId, user.id))).toEqual([]);
  });
});

describe('my reservations', () => {
  it('lists upcoming ones soonest first, then past ones latest first', async () => {
    const list = await mine(await server.signIn(DEMO.customer));
    const upcoming = list.filter((r) => !r.isPast);
    const past = list.filter((r) => r.isPast);
    expect(list).toEqual([...upcoming, ...past]);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(1);
    const key = (r: CustomerReservation) => `${r.date}T${r.time}`;
    expect(upcoming.map(key)).toEqual(upcoming.map(key).sort());
    expect(past.map(key)).toEqual(past.map(key).sort().reverse());
    expect(past.every((r) => !r.canCancel)).toBe(true);
  });

  it('cancels a reservation still to come, once, and tells the owner', async () => {
    const { cookie } = await newCustomer(server, 'annule@example.gn', 'Ibrahima Condé');
    const reservation = await (await book(cookie, { ...maquis(), date: inDays(5) })).json();
    const response = await server.request(`/me/reservations/${reservation.id}/cancel`, { method: 'POST', cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    const again = await server.request(`/me/reservations/${reservation.id}/cancel`, { method: 'POST', cookie });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(CUSTOMER_MESSAGES.reservationCannotCancel);
    const owner = await server.deps.db.select().from(notifications).where(eq(notifications.userId, partnerId));
    expect(
      owner.some(
        (n) =>
          n.title === 'Réservation annulée' && n.message.includes(`le ${inDays(5).split('-').reverse().join('/')}`),
      ),
    ).toBe(true);
  });

  it('refuses to cancel a past reservation, or someone else’s (404)', async () => {
    const cookie = await server.signIn(DEMO.customer);
    const past = (await mine(cookie)).find((r) => r.isPast && r.status === 'confirmed')!;
    const response = await server.request(`/me/reservations/${past.id}/cancel`, { method: 'POST', cookie });
    expect(response.status).toBe(409);

    const upcoming = (await mine(cookie)).find((r) => r.canCancel)!;
    const stranger = await newCustomer(server, 'voisin@example.gn');
    const foreign = await server.request(`/me/reservations/${upcoming.id}/cancel`, {
      method: 'POST',
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toBe(CUSTOMER_MESSAGES.reservationNotFound);
    expect((await mine(cookie)).find((r) => r.id === upcoming.id)!.status).toBe(upcoming.status);

    const malformed = await server.request('/me/reservations/42/cancel', { method: 'POST', cookie });
    expect(malformed.status).toBe(400);
  });
});

describe('partner answer (service for the partner screens)', () => {
  it('confirms a reservation of the partner’s business and notifies the customer', async () => {
    const { cookie, user } = await newCustomer(server, 'confirme@example.gn');
    const reservation = await (await book(cookie, { ...maquis(), date: inDays(7) })).json();
    const customer = captureEvents(server, user.id);
    const confirmed = await setReservationStatus(server.deps, {
      reservationId: reservation.id,
      status: 'confirmed',
      partnerUserId: partnerId,
    });
    expect(confirmed.status).toBe('confirmed');
    expect((await mine(cookie))[0].status).toBe('confirmed');
    await waitFor(() => customer.events.some((e) => e.type === 'reservation'));
    customer.stop();
    const bell = await (await server.request('/notifications?unread=true', { cookie })).json();
    expect(bell.items[0]).toMatchObject({ type: 'reservation', title: 'Réservation confirmée' });

    // Saying it again changes nothing and notifies nobody.
    await setReservationStatus(server.deps, {
      reservationId: reservation.id,
      status: 'confirmed',
      partnerUserId: partnerId,
    });
    expect((await (await server.request('/notifications?unread=true', { cookie })).json()).unread).toBe(1);
  });

  it('refuses another partner’s reservation (not found) and a cancelled one', async () => {
    const { cookie } = await newCustomer(server, 'autre-partenaire@example.gn');
    const reservation = await (await book(cookie, { ...maquis(), date: inDays(8) })).json();
    const strangerId = (
      await (await server.request('/auth/session', { cookie: await server.signIn(DEMO.admin) })).json()
    ).user.id;
    await expect(
      setReservationStatus(server.deps, {
        reservationId: reservation.id,
        status: 'confirmed',
        partnerUserId: strangerId,
      }),
    ).rejects.toMatchObject({ status: 404, message: CUSTOMER_MESSAGES.reservationNotFound });

    await server.request(`/me/reservations/${reservation.id}/cancel`, { method: 'POST', cookie });
    await expect(
      setReservationStatus(server.deps, {
        reservationId: reservation.id,
        status: 'confirmed',
        partnerUserId: partnerId,
      }),
    ).rejects.toMatchObject({ status: 409, message: CUSTOMER_MESSAGES.reservationCannotChange });
  });
});

describe('venues for the booking form', () => {
  const names = async (query: string) =>
    ((await (await server.request(`/reservations/venues${query}`)).json()).venues as { name: string }[]).map(
      (v) => v.name,
    );

  it('lists listed restaurants and cafés only, for anyone', async () => {
    const all = await names('');
    expect(all).toContain('Le Maquis de Kaloum');
    expect(all).toContain('Café de Kaloum');
    expect(all).not.toContain('Pharmacie du Port');
  });

  it('finds by name without accents or case, and filters by region', async () => {
    expect(await names('?q=MAQUIS')).toContain('Le Maquis de Kaloum');
    expect((await names('?q=cafe')).every((name) => /café/i.test(name))).toBe(true);
    expect(await names('?q=cafe')).toContain('Café de Kaloum');
    const kindia = await names('?region=Kindia');
    expect(kindia.length).toBeGreaterThan(0);
    expect(kindia).not.toContain('Le Maquis de Kaloum');
    expect((await server.request('/reservations/venues?region=Paris')).status).toBe(400);
  });

  it('gives one venue with its opening hours, and 404 for a business that takes no reservations', async () => {
    const venue = await (await server.request(`/reservations/venues/${ids['Le Maquis de Kaloum']}`)).json();
    expect(venue).toMatchObject({
      name: 'Le Maquis de Kaloum',
      businessType: 'Restaurant',
      openingHours: { monday: { open: '11:00', close: '23:30' } },
    });
    expect((await server.request(`/reservations/venues/${ids['Pharmacie du Port']}`)).status).toBe(404);
  });
});
