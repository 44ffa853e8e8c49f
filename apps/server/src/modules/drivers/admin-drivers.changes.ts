import {
  MESSAGES,
  REQUEST_TEXTS,
  phoneDigits,
  type AdminDriver,
  type AdminDriverCreate,
  type AdminDriverUpdate,
  type DriverType,
} from '@livra/shared';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, drivers, userProfiles, users, type Driver } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { badRequest, conflict, forbidden, notFound } from '@/lib/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { hashPassword, insertAccount } from '@/modules/users/accounts.service';
import { getAdminDriver, isApprovedDriver, isRealBusiness } from './admin-drivers.service';
import { stopWork } from './driver-duty.service';

/**
 * What an admin changes on a driver (spec 02 §4, §5, §7). Each change runs in one transaction
 * with its audit entry: it happens whole, recorded, or not at all.
 */

export const ENTITY = 'driver';

export async function approvedDriver(db: Db | Tx, driverId: string): Promise<Driver> {
  const [row] = await db
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, driverId), isApprovedDriver));
  if (!row) throw notFound(MESSAGES.driverNotFound, 'driver_not_found');
  return row;
}

async function requireBusiness(db: Db, businessId: string): Promise<void> {
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isRealBusiness));
  if (!row) throw badRequest(REQUEST_TEXTS.businessInvalid, 'business_not_found');
}

const phoneDigitsOf = sql<string>`regexp_replace(${drivers.phone}, '[^0-9]', '', 'g')`;

/**
 * The e-mail and phone must be free: an account's e-mail is the spec's "Un utilisateur avec cet
 * email existe déjà"; a driver or application holding them is told apart. `self` is the driver
 * being edited (and its account), whose own values are free to keep.
 */
async function requireFree(db: Db, values: { email?: string; phone?: string }, self?: Driver): Promise<void> {
  const others = (condition: SQL) => (self ? and(condition, ne(drivers.id, self.id)) : condition);
  if (values.email) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        self?.userId ? and(eq(users.email, values.email), ne(users.id, self.userId)) : eq(users.email, values.email),
      );
    if (user) throw conflict(MESSAGES.emailTaken, 'email_taken');
    const [driver] = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(others(eq(sql`lower(${drivers.email})`, values.email)));
    if (driver) throw conflict(REQUEST_TEXTS.driverEmailTaken, 'driver_email_taken');
  }
  if (values.phone) {
    const [driver] = await db
      .select({ id: drivers.id })
      .from(drivers)
      .where(others(or(eq(drivers.phone, values.phone), eq(phoneDigitsOf, phoneDigits(values.phone))) as SQL));
    if (driver) throw conflict(REQUEST_TEXTS.driverPhoneTaken, 'driver_phone_taken');
  }
}

/** Two admins racing past `requireFree`: the unique columns decide, with the same answers. */
function uniqueRefusal(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const text = String((error as { detail?: unknown; message?: unknown }).detail ?? (error as Error).message ?? '');
  if (text.includes('phone')) return conflict(REQUEST_TEXTS.driverPhoneTaken, 'driver_phone_taken');
  return conflict(MESSAGES.emailTaken, 'email_taken');
}

/**
 * The add-driver dialog (spec 02 §5, §7): the sign-in account (role driver, e-mail taken as
 * confirmed, the admin's chosen password, so no forced change) and the drivers row linked to it
 * (active, unverified, no deliveries, rating or earnings, approved), in one transaction.
 */
export async function createAdminDriver(deps: Deps, actorId: string, input: AdminDriverCreate): Promise<AdminDriver> {
  const { db } = deps;
  if (input.businessId) await requireBusiness(db, input.businessId);
  await requireFree(db, input);
  const passwordHash = await hashPassword(deps, input.password);
  try {
    const id = await db.transaction(async (tx) => {
      const { userId } = await insertAccount(tx, {
        name: input.name,
        email: input.email,
        phoneNumber: input.phone,
        role: 'driver',
        passwordHash,
        mustChangePassword: false,
      });
      const [row] = await tx
        .insert(drivers)
        .values({
          userId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          driverType: input.driverType,
          businessId: input.businessId,
          vehicleType: input.vehicleType,
          vehiclePlate: input.vehiclePlate,
          isActive: true,
          isVerified: false,
          totalDeliveries: 0,
          totalEarnings: 0,
          rating: 0,
          requestStatus: 'approved',
        })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'driver.create',
        entity: ENTITY,
        entityId: row.id,
        after: auditedFields(row),
      });
      return row.id;
    });
    return await getAdminDriver(db, id);
  } catch (error) {
    throw uniqueRefusal(error);
  }
}

const EDITABLE = ['name', 'email', 'phone', 'driverType', 'businessId', 'vehicleType', 'vehiclePlate'] as const;

export function auditedFields(row: Driver): Record<string, unknown> {
  return {
    ...Object.fromEntries(EDITABLE.map((field) => [field, row[field]])),
    isActive: row.isActive,
    isVerified: row.isVerified,
    userId: row.userId,
  };
}

/** Edit (the add dialog's fields but the password): the account's name, e-mail and phone follow. */
export async function updateAdminDriver(
  deps: Deps,
  actorId: string,
  driverId: string,
  input: AdminDriverUpdate,
): Promise<AdminDriver> {
  const { db } = deps;
  const current = await approvedDriver(db, driverId);
  const driverType: DriverType = input.driverType ?? (current.driverType === 'service' ? 'service' : 'independent');
  const businessId = driverType === 'service' ? (input.businessId ?? current.businessId) : null;
  if (driverType === 'service' && !businessId) throw badRequest(MESSAGES.selectBusinessForService, 'business_required');
  if (businessId && businessId !== current.businessId) await requireBusiness(db, businessId);
  const next = {
    name: input.name ?? current.name,
    email: input.email ?? current.email,
    phone: input.phone ?? current.phone,
    driverType,
    businessId,
    vehicleType: input.vehicleType ?? current.vehicleType,
    vehiclePlate: input.vehiclePlate === undefined ? current.vehiclePlate : input.vehiclePlate,
  };
  const changed = EDITABLE.filter((field) => next[field] !== current[field]);
  if (changed.length === 0) return getAdminDriver(db, driverId);
  await requireFree(
    db,
    {
      email: changed.includes('email') ? next.email : undefined,
      phone: changed.includes('phone') ? next.phone : undefined,
    },
    current,
  );
  try {
    await db.transaction(async (tx) => {
      await tx.update(drivers).set(next).where(eq(drivers.id, driverId));
      if (current.userId) {
        await tx.update(users).set({ name: next.name, email: next.email }).where(eq(users.id, current.userId));
        await tx
          .update(userProfiles)
          .set({ name: next.name, email: next.email, phoneNumber: next.phone })
          .where(eq(userProfiles.id, current.userId));
      }
      await recordAudit(tx, {
        actorId,
        action: 'driver.update',
        entity: ENTITY,
        entityId: driverId,
        before: Object.fromEntries(changed.map((field) => [field, current[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
      });
    });
  } catch (error) {
    throw uniqueRefusal(error);
  }
  return getAdminDriver(db, driverId);
}

/** An admin never locks themself out, whatever driver row their account is linked to. */
export function refuseSelf(driver: Driver, actorId: string) {
  if (driver.userId && driver.userId === actorId) throw forbidden(MESSAGES.driverSelfProtected, 'self_protected');
}

/**
 * Activate or deactivate (spec 02 §4). A deactivated driver is refused at sign-in and on every
 * driver request; their work session ends and their open sessions close at once.
 */
export async function setAdminDriverActive(
  deps: Deps,
  actorId: string,
  driverId: string,
  isActive: boolean,
): Promise<AdminDriver> {
  const { db } = deps;
  const current = await approvedDriver(db, driverId);
  if (!isActive) refuseSelf(current, actorId);
  if (current.isActive !== isActive) {
    await db.transaction(async (tx) => {
      await tx
        .update(drivers)
        .set(isActive ? { isActive } : { isActive, isAvailable: false })
        .where(eq(drivers.id, driverId));
      if (!isActive) await stopWork(deps.events, tx, current);
      await recordAudit(tx, {
        actorId,
        action: isActive ? 'driver.activate' : 'driver.deactivate',
        entity: ENTITY,
        entityId: driverId,
        before: { isActive: current.isActive },
        after: { isActive },
      });
    });
  }
  return getAdminDriver(db, driverId);
}

/** Verification only goes one way (spec 02 §4): a verified driver stays verified. */
export async function verifyAdminDriver(deps: Deps, actorId: string, driverId: string): Promise<AdminDriver> {
  const { db } = deps;
  const current = await approvedDriver(db, driverId);
  if (!current.isVerified) {
    await db.transaction(async (tx) => {
      await tx.update(drivers).set({ isVerified: true }).where(eq(drivers.id, driverId));
      await recordAudit(tx, {
        actorId,
        action: 'driver.verify',
        entity: ENTITY,
        entityId: driverId,
        before: { isVerified: false },
        after: { isVerified: true },
      });
    });
  }
  return getAdminDriver(db, driverId);
}
