import {
  DRIVER_APP_MESSAGES,
  MESSAGES,
  OFFERED_ORDER_STATUSES,
  OFFERS_LIMIT,
  type DriverOffer,
  type DriverOffersResponse,
  type DriverOrder,
} from '@livra/shared';
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, driverLocations, orders } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { conflict, notFound } from '@/lib/errors';
import { claimOrder } from '@/modules/orders/orders.driver';
import { activeSession, driverScope, requireDriver } from './driver-profile.service';
import { earningOf, toDriverOrder } from './driver-orders.views';

/** Kilometres per degree of latitude; the flat-earth approximation is plenty within a city. */
const KM_PER_DEGREE = 111.32;

/**
 * The orders a driver on duty may take: ready, to be delivered, nobody on them yet. An
 * independent driver sees every business's, a service driver only their business's. Nearest
 * business first when the driver shared a position during this session and the business has
 * one; the others after, grouped by region, oldest first (the longest wait goes first).
 */
export async function listOffers(db: Db, userId: string): Promise<DriverOffersResponse> {
  const driver = await requireDriver(db, userId);
  const session = await activeSession(db, driver.id);
  if (!session) return { onDuty: false, items: [] };
  const scope = driverScope(driver);
  if (scope.none) return { onDuty: true, items: [] };

  const [position] = await db
    .select({ latitude: driverLocations.latitude, longitude: driverLocations.longitude })
    .from(driverLocations)
    .where(and(eq(driverLocations.driverId, driver.id), gte(driverLocations.recordedAt, session.startedAt)))
    .orderBy(desc(driverLocations.recordedAt))
    .limit(1);

  const distance: SQL<number | null> = position
    ? sql<
        number | null
      >`(sqrt(power(${businesses.latitude} - ${position.latitude}, 2) + power((${businesses.longitude} - ${position.longitude}) * cos(radians(${position.latitude})), 2)) * ${KM_PER_DEGREE})`
    : sql<number | null>`null::float8`;

  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      businessName: orders.businessName,
      businessAddress: businesses.address,
      businessRegion: businesses.region,
      latitude: businesses.latitude,
      longitude: businesses.longitude,
      deliveryAddress: orders.deliveryAddress,
      landmark: orders.landmark,
      grandTotal: orders.grandTotal,
      deliveryFee: orders.deliveryFee,
      itemCount:
        sql<number>`(select coalesce(sum(quantity), 0) from order_items where order_items.order_id = ${orders.id})`.mapWith(
          Number,
        ),
      distanceKm: distance.mapWith((value) => (value === null ? null : Number(value))),
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .leftJoin(businesses, eq(businesses.id, orders.businessId))
    .where(
      and(
        inArray(orders.status, [...OFFERED_ORDER_STATUSES]),
        eq(orders.deliveryMethod, 'delivery'),
        isNull(orders.driverId),
        scope.businessId ? eq(orders.businessId, scope.businessId) : undefined,
      ),
    )
    .orderBy(sql`${distance} asc nulls last`, asc(businesses.region), asc(orders.createdAt), asc(orders.id))
    .limit(OFFERS_LIMIT);

  const items: DriverOffer[] = rows.map((row) => ({
    id: row.id,
    orderNumber: row.orderNumber,
    businessName: row.businessName,
    businessAddress: row.businessAddress,
    businessRegion: row.businessRegion,
    pickup:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    deliveryAddress: row.deliveryAddress,
    landmark: row.landmark,
    itemCount: row.itemCount,
    grandTotal: row.grandTotal,
    earning: earningOf(row),
    distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  return { onDuty: true, items };
}

/**
 * Accepts an offer: only on duty, only an order the driver could see offered. Exactly one
 * driver wins a race (see `claimOrder`); the customer and the business owner are told.
 */
export async function acceptOffer(deps: Deps, userId: string, orderId: string): Promise<DriverOrder> {
  return deps.db.transaction(async (tx) => {
    const driver = await requireDriver(tx, userId);
    const scope = driverScope(driver);
    if (scope.none) throw notFound(MESSAGES.orderNotFound, 'order_not_found');
    if (!(await activeSession(tx, driver.id))) throw conflict(DRIVER_APP_MESSAGES.offersNeedDuty, 'not_on_duty');
    const { order } = await claimOrder(deps, tx, orderId, {
      id: driver.id,
      name: driver.name,
      phone: driver.phone,
      businessId: scope.businessId,
    });
    return toDriverOrder(tx, order);
  });
}
