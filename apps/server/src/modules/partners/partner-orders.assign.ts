import {
  DRIVER_ASSIGNABLE_ORDER_STATUSES,
  PARTNER_OPS_TEXTS,
  orderStatusLabel,
  type DriverCandidate,
  type OrderStatus,
} from '@livra/shared';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { drivers } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { badRequest, conflict } from '@/lib/errors';
import { announceAssignment } from '@/modules/orders/orders.driver';
import { applyStatusChange } from '@/modules/orders/orders.status';
import { driverOnDuty } from './partner-drivers.service';
import { lockPartnerOrder, partnerOrderView } from './partner-orders.service';
import { requireOwnedBusiness } from './partners.service';

/**
 * Who may carry this business's orders: its own active service drivers, or approved, verified
 * independent drivers who are on duty (an active work session) and available right now.
 */
function eligible(businessId: string) {
  return and(
    eq(drivers.isActive, true),
    eq(drivers.requestStatus, 'approved'),
    or(
      and(eq(drivers.driverType, 'service'), eq(drivers.businessId, businessId)),
      and(
        eq(drivers.driverType, 'independent'),
        eq(drivers.isVerified, true),
        eq(drivers.isAvailable, true),
        driverOnDuty,
      ),
    ),
  );
}

/** The driver's last shared position (one indexed row per driver); tables named outright, see driverOnDuty. */
const lastPosition = (column: 'latitude' | 'longitude') =>
  sql<
    number | null
  >`(select dl.${sql.raw(column)} from driver_locations dl where dl.driver_id = "drivers"."id" order by dl.recorded_at desc limit 1)`;

/** Service drivers first, then independent drivers nearest the business (when positions are known). */
export async function listDriverCandidates(
  db: Db,
  partnerUserId: string,
  businessId: string,
): Promise<DriverCandidate[]> {
  const business = await requireOwnedBusiness(db, partnerUserId, businessId);
  const rows = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      phone: drivers.phone,
      avatarUrl: drivers.avatarUrl,
      driverType: drivers.driverType,
      vehicleType: drivers.vehicleType,
      vehiclePlate: drivers.vehiclePlate,
      rating: drivers.rating,
      deliveries: drivers.totalDeliveries,
      onDuty: driverOnDuty,
      latitude: lastPosition('latitude'),
      longitude: lastPosition('longitude'),
    })
    .from(drivers)
    .where(eligible(businessId))
    .orderBy(asc(drivers.name))
    .limit(100);
  const from =
    business.latitude !== null && business.longitude !== null
      ? { lat: business.latitude, lon: business.longitude }
      : null;
  const candidates: DriverCandidate[] = rows.map(({ latitude, longitude, ...row }) => ({
    ...row,
    driverType: row.driverType === 'service' ? 'service' : 'independent',
    rating: Math.round(row.rating * 10) / 10,
    onDuty: Boolean(row.onDuty),
    distanceKm:
      from && latitude !== null && longitude !== null
        ? Math.round(kilometres(from, { lat: Number(latitude), lon: Number(longitude) }) * 10) / 10
        : null,
  }));
  const rank = (c: DriverCandidate) => (c.driverType === 'service' ? -1 : (c.distanceKm ?? Number.MAX_SAFE_INTEGER));
  return candidates.sort((a, b) => rank(a) - rank(b));
}

/** Great-circle distance (haversine): enough to tell the nearest moto in Conakry. */
function kilometres(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * Gives the order to a driver: checks, the driver fields (through the status service, in the
 * same transaction with the order locked), the driver's and the customer's notifications (the
 * same as an admin's assignment, `announceAssignment`) — all or nothing. Giving it to the same
 * driver again changes nothing; a driver who had it before is told it went to someone else.
 */
export async function assignDriver(
  deps: Deps,
  partnerUserId: string,
  businessId: string,
  orderId: string,
  driverId: string,
) {
  return deps.db.transaction(async (tx) => {
    const order = await lockPartnerOrder(tx, partnerUserId, businessId, orderId);
    if (order.driverId === driverId) return partnerOrderView(tx, order);
    if (order.deliveryMethod !== 'delivery') throw conflict(PARTNER_OPS_TEXTS.driverAssignPickup, 'pickup_order');
    const status = order.status as OrderStatus;
    if (!DRIVER_ASSIGNABLE_ORDER_STATUSES.includes(status)) {
      throw conflict(PARTNER_OPS_TEXTS.driverAssignTooLate(orderStatusLabel(status)), 'too_late');
    }
    const driver = await eligibleDriver(tx, businessId, driverId);

    const previousDriverId = order.driverId;
    const { order: assigned } = await applyStatusChange(deps, tx, order, {
      orderId,
      status,
      actor: 'partner',
      actorId: partnerUserId,
      driver: { id: driver.id, name: driver.name, phone: driver.phone },
    });
    await announceAssignment(deps, tx, assigned, driver, previousDriverId);
    return partnerOrderView(tx, assigned);
  });
}

async function eligibleDriver(tx: Tx, businessId: string, driverId: string) {
  const [driver] = await tx
    .select({ id: drivers.id, name: drivers.name, phone: drivers.phone, userId: drivers.userId })
    .from(drivers)
    .where(and(eq(drivers.id, driverId), eligible(businessId)));
  // Unknown, inactive, off duty or another business's driver: one answer, nothing revealed.
  if (!driver) throw badRequest(PARTNER_OPS_TEXTS.driverNotEligible, 'driver_not_eligible');
  return driver;
}
