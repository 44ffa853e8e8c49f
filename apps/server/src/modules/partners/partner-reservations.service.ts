import {
  CUSTOMER_MESSAGES,
  isPastSlot,
  MESSAGES,
  todayInGuinea,
  type PartnerReservation,
  type ReservationStatus,
} from '@livra/shared';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { reservations, userProfiles } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { notFound } from '@/lib/errors';
import { setReservationStatus } from '@/modules/customers/reservations.service';
import { requireOwnedBusiness } from './partners.service';

/**
 * The table bookings of one of the partner's businesses. Answering them goes through the
 * customers module's `setReservationStatus`, which notifies the customer.
 */

const UPCOMING_SHOWN = 200;
const PAST_SHOWN = 50;

const columns = {
  id: reservations.id,
  customerName: userProfiles.name,
  customerPhone: userProfiles.phoneNumber,
  date: reservations.reservationDate,
  time: reservations.reservationTime,
  partySize: reservations.partySize,
  note: reservations.note,
  status: reservations.status,
  createdAt: reservations.createdAt,
};

const baseQuery = (db: Db) =>
  db.select(columns).from(reservations).leftJoin(userProfiles, eq(userProfiles.id, reservations.userId));
type Row = Awaited<ReturnType<typeof baseQuery>>[number];

function toView(row: Row, now: Date): PartnerReservation {
  return {
    id: row.id,
    customerName: row.customerName?.trim() || MESSAGES.unknownCustomer,
    customerPhone: row.customerPhone,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    note: row.note,
    status: row.status as ReservationStatus,
    isPast: isPastSlot(row.date, row.time, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Upcoming bookings soonest first, then the recent past ones, latest first. */
export async function listPartnerReservations(
  db: Db,
  partnerUserId: string,
  businessId: string,
  status?: ReservationStatus,
  now: Date = new Date(),
): Promise<PartnerReservation[]> {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  const today = todayInGuinea(now);
  const mine = and(eq(reservations.businessId, businessId), status ? eq(reservations.status, status) : undefined);
  const [fromToday, before] = await Promise.all([
    baseQuery(db)
      .where(and(mine, gte(reservations.reservationDate, today)))
      .orderBy(asc(reservations.reservationDate), asc(reservations.reservationTime), asc(reservations.id))
      .limit(UPCOMING_SHOWN),
    baseQuery(db)
      .where(and(mine, lt(reservations.reservationDate, today)))
      .orderBy(desc(reservations.reservationDate), desc(reservations.reservationTime), desc(reservations.id))
      .limit(PAST_SHOWN),
  ]);
  const views = fromToday.map((row) => toView(row, now));
  // Today's slots already gone by join the past ones, at their head.
  return [
    ...views.filter((r) => !r.isPast),
    ...views.filter((r) => r.isPast).reverse(),
    ...before.map((row) => toView(row, now)),
  ];
}

async function getOne(db: Db, businessId: string, reservationId: string): Promise<PartnerReservation> {
  const [row] = await baseQuery(db).where(
    and(eq(reservations.id, reservationId), eq(reservations.businessId, businessId)),
  );
  if (!row) throw notFound(CUSTOMER_MESSAGES.reservationNotFound, 'reservation_not_found');
  return toView(row, new Date());
}

/**
 * Confirms or declines a booking of this business (a booking of another business of the same
 * partner is "not found" here too). Answering the same again changes nothing.
 */
export async function answerReservation(
  deps: Pick<Deps, 'db' | 'events'>,
  partnerUserId: string,
  businessId: string,
  reservationId: string,
  answer: { status: 'confirmed' | 'declined'; reason?: string },
): Promise<PartnerReservation> {
  await requireOwnedBusiness(deps.db, partnerUserId, businessId);
  await getOne(deps.db, businessId, reservationId);
  await setReservationStatus(deps, {
    reservationId,
    partnerUserId,
    status: answer.status,
    reason: answer.reason || undefined,
  });
  return getOne(deps.db, businessId, reservationId);
}
