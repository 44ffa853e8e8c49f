import {
  DRIVER_APP_MESSAGES,
  LOCATION_MIN_INTERVAL_MS,
  ON_THE_WAY_ORDER_STATUSES,
  type DriverLocationInput,
  type DriverLocationResult,
} from '@livra/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { driverLocations, drivers, orders } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { conflict } from '@/lib/errors';
import { shareDriverPosition } from '@/modules/orders/orders.driver';
import { activeSession, requireDriver } from './driver-profile.service';

/**
 * Stores a position shared by the driver's phone (only on duty), copies it onto their orders
 * under way and pushes it to those orders' customers and business owners. The web sends one
 * every ~5 s; an update less than 2 s after the previous one is acknowledged but ignored, so a
 * misbehaving phone cannot flood the table or the event stream.
 */
export async function recordLocation(
  deps: Deps,
  userId: string,
  input: DriverLocationInput,
): Promise<DriverLocationResult> {
  const { db } = deps;
  const driver = await requireDriver(db, userId);
  if (!(await activeSession(db, driver.id))) throw conflict(DRIVER_APP_MESSAGES.locationNeedsDuty, 'not_on_duty');

  const [last] = await db
    .select({ recordedAt: driverLocations.recordedAt })
    .from(driverLocations)
    .where(eq(driverLocations.driverId, driver.id))
    .orderBy(desc(driverLocations.recordedAt))
    .limit(1);
  const now = new Date();
  if (last && now.getTime() - last.recordedAt.getTime() < LOCATION_MIN_INTERVAL_MS) {
    return { stored: false, recordedAt: last.recordedAt.toISOString(), ordersUpdated: 0 };
  }

  return db.transaction(async (tx) => {
    // The order on the road is the one this point belongs to ('out_for_delivery' sorts before 'picked_up').
    const [current] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.driverId, driver.id), inArray(orders.status, [...ON_THE_WAY_ORDER_STATUSES])))
      .orderBy(asc(orders.status))
      .limit(1);
    await tx.insert(driverLocations).values({
      driverId: driver.id,
      orderId: current?.id ?? null,
      latitude: input.latitude,
      longitude: input.longitude,
      accuracy: input.accuracy ?? null,
      recordedAt: now,
    });
    const ordersUpdated = await shareDriverPosition(deps, tx, driver.id, {
      latitude: input.latitude,
      longitude: input.longitude,
      at: now,
    });
    await tx.update(drivers).set({ lastActive: now }).where(eq(drivers.id, driver.id));
    return { stored: true, recordedAt: now.toISOString(), ordersUpdated };
  });
}
