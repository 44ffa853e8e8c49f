import {
  CUSTOMER_MESSAGES,
  MESSAGES,
  NOTIFY_TEXTS,
  RESERVABLE_BUSINESS_TYPES,
  isPastSlot,
  required,
  slotRefusal,
  type CustomerReservation,
  type ReservationStatus,
  type reservationSchema,
  type z,
} from '@livra/shared';
import { localized } from '@livra/shared/notification-texts-en';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, businessTypes, reservations, userProfiles } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { isListed } from '@/modules/catalog/catalog.service';
import { notifyUser } from '@/modules/notifications/notifications.service';
import { customerCanCancel, frenchDate, partnerCanSet } from './reservation-rules';

type NewReservation = z.output<typeof reservationSchema>;
type EventDeps = Pick<Deps, 'db' | 'events'>;

const RESERVATIONS_SHOWN = 200;

const viewColumns = {
  id: reservations.id,
  userId: reservations.userId,
  businessId: reservations.businessId,
  businessName: businesses.name,
  businessAddress: businesses.address,
  businessLogo: businesses.logo,
  ownerId: businesses.ownerId,
  date: reservations.reservationDate,
  time: reservations.reservationTime,
  partySize: reservations.partySize,
  note: reservations.note,
  status: reservations.status,
  createdAt: reservations.createdAt,
};
interface Row {
  id: string;
  userId: string;
  businessId: string;
  businessName: string;
  businessAddress: string | null;
  businessLogo: string | null;
  ownerId: string | null;
  date: string;
  time: string;
  partySize: number;
  note: string | null;
  status: string;
  createdAt: Date;
}

function toView(row: Row, now = new Date()): CustomerReservation {
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    businessAddress: row.businessAddress,
    businessLogo: row.businessLogo,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    note: row.note,
    status: row.status as ReservationStatus,
    isPast: isPastSlot(row.date, row.time, now),
    canCancel: customerCanCancel(row.status, row.date, row.time, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One reservation with its business, locked for the rest of the transaction. */
async function lockReservation(tx: Tx, id: string) {
  const [row] = await tx
    .select(viewColumns)
    .from(reservations)
    .innerJoin(businesses, eq(businesses.id, reservations.businessId))
    .where(eq(reservations.id, id))
    .for('update', { of: reservations });
  return row as Row | undefined;
}

/** Both sides' open pages refresh their lists. */
async function publishChange(deps: EventDeps, tx: Tx, row: Row) {
  const userIds = [row.userId, row.ownerId].filter((id): id is string => Boolean(id));
  await deps.events.publish(tx, {
    type: 'reservation',
    userIds,
    data: { reservationId: row.id, status: row.status as ReservationStatus },
  });
}

/**
 * Books a table. A repeated identical request (same restaurant, day and time while the first
 * one is still active — a retry on a flaky network, a double tap) returns the first booking
 * instead of making a second one; the customer's profile row is locked so two at once cannot both insert.
 */
export async function createReservation(
  deps: EventDeps,
  customer: { id: string; name: string },
  input: NewReservation,
): Promise<{ reservation: CustomerReservation; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.id, customer.id)).for('update');
    const [business] = await tx
      .select({
        id: businesses.id,
        name: businesses.name,
        ownerId: businesses.ownerId,
        hours: businesses.openingHours,
        type: businessTypes.name,
      })
      .from(businesses)
      .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
      .where(and(eq(businesses.id, input.businessId), isListed));
    if (!business) throw notFound(MESSAGES.businessNotFound, 'business_not_found');
    if (!(RESERVABLE_BUSINESS_TYPES as readonly (string | null)[]).includes(business.type)) {
      throw badRequest(CUSTOMER_MESSAGES.reservationOnlyRestaurants, 'not_reservable');
    }
    const refusal = slotRefusal(business.hours, input.date, input.time);
    if (refusal) throw badRequest(refusal, 'slot_refused');

    const [existing] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, customer.id),
          eq(reservations.businessId, business.id),
          eq(reservations.reservationDate, input.date),
          eq(reservations.reservationTime, input.time),
          inArray(reservations.status, ['pending', 'confirmed']),
        ),
      );
    if (existing) {
      // Found a line above in this transaction: it is there to lock.
      return {
        reservation: toView(required(await lockReservation(tx, existing.id), 'réservation existante')),
        created: false,
      };
    }

    const [{ id }] = await tx
      .insert(reservations)
      .values({
        userId: customer.id,
        businessId: business.id,
        reservationDate: input.date,
        reservationTime: input.time,
        partySize: input.partySize,
        note: input.note,
        status: 'pending',
      })
      .returning({ id: reservations.id });
    const row = required(await lockReservation(tx, id), 'réservation créée');
    if (business.ownerId) {
      await notifyUser(tx, deps.events, {
        userId: business.ownerId,
        type: 'reservation',
        title: localized(NOTIFY_TEXTS.newReservationTitle),
        message: localized(
          NOTIFY_TEXTS.newReservation,
          customer.name,
          input.partySize,
          frenchDate(row.date),
          row.time,
          business.name,
        ),
        priority: 'medium',
        data: { reservationId: id, businessId: business.id },
      });
    }
    await publishChange(deps, tx, row);
    return { reservation: toView(row), created: true };
  });
}

/** The customer's reservations: upcoming ones soonest first, then past ones latest first. */
export async function listMyReservations(db: Db, userId: string, now = new Date()): Promise<CustomerReservation[]> {
  const rows = (await db
    .select(viewColumns)
    .from(reservations)
    .innerJoin(businesses, eq(businesses.id, reservations.businessId))
    .where(eq(reservations.userId, userId))
    .orderBy(desc(reservations.reservationDate), desc(reservations.reservationTime))
    .limit(RESERVATIONS_SHOWN)) as Row[];
  const views = rows.map((row) => toView(row, now));
  return [...views.filter((r) => !r.isPast).reverse(), ...views.filter((r) => r.isPast)];
}

export async function cancelReservation(deps: EventDeps, userId: string, id: string): Promise<CustomerReservation> {
  return deps.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row || row.userId !== userId) throw notFound(CUSTOMER_MESSAGES.reservationNotFound, 'reservation_not_found');
    if (!customerCanCancel(row.status, row.date, row.time))
      throw conflict(CUSTOMER_MESSAGES.reservationCannotCancel, 'cannot_cancel');
    await tx.update(reservations).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(reservations.id, id));
    const cancelled = { ...row, status: 'cancelled' };
    if (row.ownerId) {
      await notifyUser(tx, deps.events, {
        userId: row.ownerId,
        type: 'reservation',
        title: localized(NOTIFY_TEXTS.reservationCancelledTitle),
        message: localized(
          NOTIFY_TEXTS.reservationCancelled,
          row.partySize,
          frenchDate(row.date),
          row.time,
          row.businessName,
        ),
        priority: 'medium',
        data: { reservationId: id, businessId: row.businessId },
      });
    }
    await publishChange(deps, tx, cancelled);
    return toView(cancelled);
  });
}

/**
 * For the partner screens: confirms or declines a reservation of one of the partner's
 * businesses and tells the customer. Someone else's reservation is "not found"; setting
 * the status it already has changes nothing and notifies nobody.
 */
export async function setReservationStatus(
  deps: EventDeps,
  input: { reservationId: string; status: 'confirmed' | 'declined'; partnerUserId: string; reason?: string },
): Promise<CustomerReservation> {
  return deps.db.transaction(async (tx) => {
    const row = await lockReservation(tx, input.reservationId);
    if (!row?.ownerId || row.ownerId !== input.partnerUserId) {
      throw notFound(CUSTOMER_MESSAGES.reservationNotFound, 'reservation_not_found');
    }
    if (row.status === input.status) return toView(row);
    if (!partnerCanSet(row.status, input.status) || isPastSlot(row.date, row.time)) {
      throw conflict(CUSTOMER_MESSAGES.reservationCannotChange, 'cannot_change');
    }
    await tx
      .update(reservations)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(reservations.id, row.id));
    const updated = { ...row, status: input.status };
    const confirmed = input.status === 'confirmed';
    await notifyUser(tx, deps.events, {
      userId: row.userId,
      type: 'reservation',
      title: localized(confirmed ? NOTIFY_TEXTS.reservationConfirmedTitle : NOTIFY_TEXTS.reservationDeclinedTitle),
      message: confirmed
        ? localized(NOTIFY_TEXTS.reservationConfirmed, row.businessName, row.partySize, frenchDate(row.date), row.time)
        : localized(
            NOTIFY_TEXTS.reservationDeclined,
            row.businessName,
            frenchDate(row.date),
            row.time,
            input.reason?.replace(/[.\s]+$/, '') || null,
          ),
      priority: confirmed ? 'medium' : 'high',
      data: { reservationId: row.id, businessId: row.businessId },
    });
    await publishChange(deps, tx, updated);
    return toView(updated);
  });
}
