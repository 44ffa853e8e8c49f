import {
  DRIVER_APP_MESSAGES,
  DRIVER_BUSY_ORDER_STATUSES,
  MESSAGES,
  SPENT_ORDER_STATUSES,
  type DriverMe,
  type DriverType,
} from '@livra/shared';
import { and, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { allOf, anyOf } from '@/db/conditions';
import { businesses, driverLocations, drivers, orders, workSessions, type Driver } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { conflict, forbidden, notFound } from '@/lib/errors';

/**
 * The driver behind a signed-in user, checked on every driver request: no drivers row is
 * `Profil livreur non trouvé`, a row an admin disabled is the disabled-account message.
 */
export async function requireDriver(db: Db | Tx, userId: string): Promise<Driver> {
  const [driver] = await db.select().from(drivers).where(eq(drivers.userId, userId));
  if (!driver) throw notFound(MESSAGES.driverProfileNotFound, 'driver_profile_not_found');
  if (!driver.isActive) throw forbidden(MESSAGES.accountDisabled, 'account_disabled');
  return driver;
}

/** The business a driver may take orders from: their own for a service driver, any (null) for an independent. */
export function driverScope(driver: Driver): { businessId: string | null; none: boolean } {
  if (driver.driverType !== 'service') return { businessId: null, none: false };
  // A service driver whose business was deleted has nothing to deliver.
  return { businessId: driver.businessId, none: !driver.businessId };
}

export async function activeSession(db: Db | Tx, driverId: string) {
  const [session] = await db
    .select()
    .from(workSessions)
    .where(and(eq(workSessions.driverId, driverId), eq(workSessions.status, 'active')));
  return session ?? null;
}

/** Orders assigned to the driver that still need them: under way, or delivered with the cash not yet confirmed. */
export const stillMine = (driverId: string) =>
  allOf(
    eq(orders.driverId, driverId),
    anyOf(
      inArray(orders.status, [...DRIVER_BUSY_ORDER_STATUSES]),
      allOf(inArray(orders.status, [...SPENT_ORDER_STATUSES]), ne(orders.paymentStatus, 'completed')),
    ),
  );

/** Midnight today in Guinea, computed by PostgreSQL whatever zone the process runs in. */
const startOfToday = sql`(date_trunc('day', now() AT TIME ZONE 'Africa/Conakry') AT TIME ZONE 'Africa/Conakry')`;

export async function getMe(db: Db | Tx, userId: string): Promise<DriverMe> {
  const driver = await requireDriver(db, userId);
  const session = await activeSession(db, driver.id);
  const [business] = driver.businessId
    ? await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, driver.businessId))
    : [];
  const [today] = await db
    .select({
      deliveries: count(),
      earnings: sql<number>`coalesce(sum(${orders.deliveryFee}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.driverId, driver.id),
        inArray(orders.status, [...SPENT_ORDER_STATUSES]),
        eq(orders.paymentStatus, 'completed'),
        gte(orders.actualDelivery, startOfToday),
      ),
    );
  const [{ active }] = await db.select({ active: count() }).from(orders).where(stillMine(driver.id));
  const [location] = await db
    .select()
    .from(driverLocations)
    .where(eq(driverLocations.driverId, driver.id))
    .orderBy(desc(driverLocations.recordedAt))
    .limit(1);

  return {
    driver: {
      id: driver.id,
      name: driver.name,
      email: driver.email,
      phone: driver.phone,
      driverType: driver.driverType as DriverType,
      businessId: driver.businessId,
      businessName: business?.name ?? null,
      vehicleType: driver.vehicleType,
      vehiclePlate: driver.vehiclePlate,
      avatarUrl: driver.avatarUrl,
      isVerified: driver.isVerified,
    },
    onDuty: Boolean(session),
    dutySince: session?.startedAt.toISOString() ?? null,
    stats: {
      totalDeliveries: driver.totalDeliveries,
      totalEarnings: driver.totalEarnings,
      rating: Math.round(driver.rating * 10) / 10,
      todayDeliveries: Number(today.deliveries),
      todayEarnings: today.earnings,
      activeDeliveries: Number(active),
    },
    lastLocation: location
      ? {
          latitude: location.latitude,
          longitude: location.longitude,
          accuracy: location.accuracy,
          recordedAt: location.recordedAt.toISOString(),
        }
      : null,
  };
}

/**
 * Going on duty opens a work session, going off ends it; both are idempotent. The partial
 * unique index (one active session per driver) makes a double tap or a retry keep one session.
 * `is_available` mirrors the session: the partner's assignment list reads it.
 */
export async function setDuty(deps: Deps, userId: string, onDuty: boolean): Promise<DriverMe> {
  await deps.db.transaction(async (tx) => {
    const driver = await requireDriver(tx, userId);
    const now = new Date();
    if (onDuty) {
      await tx
        .insert(workSessions)
        .values({ driverId: driver.id, status: 'active', startedAt: now })
        .onConflictDoNothing();
    } else {
      // Leaving with an order in hand would strand it (and its customer's tracking).
      const [{ underway }] = await tx
        .select({ underway: count() })
        .from(orders)
        .where(and(eq(orders.driverId, driver.id), inArray(orders.status, [...DRIVER_BUSY_ORDER_STATUSES])));
      if (Number(underway) > 0) throw conflict(DRIVER_APP_MESSAGES.finishDeliveriesFirst, 'deliveries_underway');
      await tx
        .update(workSessions)
        .set({ status: 'ended', endedAt: now })
        .where(and(eq(workSessions.driverId, driver.id), eq(workSessions.status, 'active')));
    }
    await tx.update(drivers).set({ isAvailable: onDuty, lastActive: now }).where(eq(drivers.id, driver.id));
  });
  return getMe(deps.db, userId);
}
