import { MESSAGES, ROLE_IDS, type AdminDriverDeleteResult } from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  driverDocuments,
  driverLocations,
  drivers,
  orders,
  sessions,
  userProfiles,
  users,
  type Driver,
} from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { approvedDriver, auditedFields, ENTITY, refuseSelf } from './admin-drivers.changes';
import { stopWork } from './driver-duty.service';

/** A driver who delivered (or was given) an order: the orders must keep who brought them. */
async function hasDeliveries(db: Db, driver: Driver): Promise<boolean> {
  if (driver.totalDeliveries > 0) return true;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.driverId, driver.id)).limit(1);
  return Boolean(order);
}

/** The account goes only when it is a driver's: a customer or partner linked to the row keeps theirs. */
async function removeDriverAccount(tx: Tx, driver: Driver) {
  if (!driver.userId) return;
  const [profile] = await tx
    .select({ roleId: userProfiles.roleId })
    .from(userProfiles)
    .where(eq(userProfiles.id, driver.userId));
  if (profile && profile.roleId !== ROLE_IDS.driver) {
    await tx.delete(sessions).where(eq(sessions.userId, driver.userId));
    return;
  }
  // Cascades to its credential, sessions, profile and notifications.
  await tx.delete(users).where(eq(users.id, driver.userId));
}

/**
 * Delete (spec 02 §7). A driver without deliveries is erased with their account. One with
 * deliveries is deactivated and anonymised instead, so the orders and their figures stay true:
 * the row keeps its deliveries, earnings and rating but loses name, e-mail, phone, plate,
 * documents and positions; the orders' copies of the name and phone are replaced too, and the
 * sign-in account is removed.
 */
export async function deleteAdminDriver(
  deps: Deps,
  actorId: string,
  driverId: string,
): Promise<AdminDriverDeleteResult> {
  const { db } = deps;
  const driver = await approvedDriver(db, driverId);
  refuseSelf(driver, actorId);
  const delivered = await hasDeliveries(db, driver);
  await db.transaction(async (tx) => {
    if (delivered) {
      await stopWork(deps.events, tx, driver);
      const placeholder = `supprime-${driver.id}`;
      await tx
        .update(drivers)
        .set({
          userId: null,
          name: MESSAGES.anonymisedDriverName,
          email: `${placeholder}@livra.invalid`,
          phone: placeholder,
          avatarUrl: null,
          vehiclePlate: null,
          isActive: false,
          isAvailable: false,
          availabilityHours: null,
          preferredZones: [],
          notes: null,
          requestNotes: null,
          adminNotes: null,
        })
        .where(eq(drivers.id, driverId));
      await tx
        .update(orders)
        .set({ driverName: MESSAGES.anonymisedDriverName, driverPhone: null })
        .where(eq(orders.driverId, driverId));
      await tx.delete(driverDocuments).where(eq(driverDocuments.driverId, driverId));
      await tx.delete(driverLocations).where(eq(driverLocations.driverId, driverId));
    } else {
      await tx.delete(drivers).where(eq(drivers.id, driverId));
    }
    await removeDriverAccount(tx, driver);
    await recordAudit(tx, {
      actorId,
      action: delivered ? 'driver.anonymise' : 'driver.delete',
      entity: ENTITY,
      entityId: driverId,
      // An anonymised driver's personal data is not kept here either.
      before: delivered
        ? { isActive: driver.isActive, anonymised: false, hadAccount: Boolean(driver.userId) }
        : auditedFields(driver),
      after: delivered ? { isActive: false, anonymised: true, hadAccount: false } : null,
      details: { totalDeliveries: driver.totalDeliveries },
    });
  });
  if (delivered) return { outcome: 'anonymised', message: MESSAGES.driverAnonymised };
  return { outcome: 'deleted', message: MESSAGES.driverDeleted };
}
