import {
  ADMIN_EXPORT_MAX,
  MESSAGES,
  type DriverRequestView,
  type DriverType,
  type RequestStats,
  type RequestStatus,
  storedLocale,
} from '@livra/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, drivers, orders } from '@/db/schema/index';
import { enqueueEmail } from '@/email/outbox';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { conflict, notFound } from '@/lib/errors';
import {
  cleanNotes,
  createdBetween,
  type PageRequest,
  type RequestFilters,
  searchAny,
  toStats,
} from './admin-request-lists';

const viewColumns = {
  id: drivers.id,
  name: drivers.name,
  email: drivers.email,
  phone: drivers.phone,
  vehicleType: drivers.vehicleType,
  vehiclePlate: drivers.vehiclePlate,
  driverType: drivers.driverType,
  businessId: drivers.businessId,
  businessName: businesses.name,
  experienceYears: drivers.experienceYears,
  availabilityHours: drivers.availabilityHours,
  preferredZones: drivers.preferredZones,
  notes: drivers.notes,
  requestNotes: drivers.requestNotes,
  adminNotes: drivers.adminNotes,
  requestStatus: drivers.requestStatus,
  isVerified: drivers.isVerified,
  userId: drivers.userId,
  applicationDate: drivers.applicationDate,
  createdAt: drivers.createdAt,
};

function selectViews(db: Db | Tx) {
  return db.select(viewColumns).from(drivers).leftJoin(businesses, eq(businesses.id, drivers.businessId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView({ userId, applicationDate, createdAt, requestStatus, driverType, ...row }: ViewRow): DriverRequestView {
  return {
    ...row,
    driverType: driverType as DriverType,
    requestStatus: requestStatus as RequestStatus,
    hasAccount: userId !== null,
    applicationDate: applicationDate.toISOString(),
    createdAt: createdAt.toISOString(),
  };
}

function whereOf(filters: RequestFilters): SQL | undefined {
  return and(
    filters.status ? eq(drivers.requestStatus, filters.status) : undefined,
    searchAny(filters.search, [drivers.name, drivers.email, drivers.phone]),
    createdBetween(drivers.createdAt, filters.from, filters.to),
  );
}

const newestFirst = [desc(drivers.createdAt), desc(drivers.id)];

/** One page of driver applications, newest first. */
export async function listDriverRequests(db: Db, filters: RequestFilters & PageRequest) {
  const where = whereOf(filters);
  const [rows, [{ total }]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(drivers).where(where),
  ]);
  return { items: rows.map(toView), total, page: filters.page, pageSize: filters.pageSize };
}

export async function exportDriverRequests(db: Db, filters: RequestFilters): Promise<DriverRequestView[]> {
  const rows = await selectViews(db)
    .where(whereOf(filters))
    .orderBy(...newestFirst)
    .limit(ADMIN_EXPORT_MAX);
  return rows.map(toView);
}

export async function driverRequestStats(db: Db): Promise<RequestStats> {
  const rows = await db
    .select({ status: drivers.requestStatus, count: count() })
    .from(drivers)
    .groupBy(drivers.requestStatus);
  return toStats(rows);
}

export async function getDriverRequest(db: Db | Tx, id: string): Promise<DriverRequestView> {
  const [row] = await selectViews(db).where(eq(drivers.id, id));
  if (!row) throw notFound(MESSAGES.chauffeurNotFound, 'driver_not_found');
  return toView(row);
}

/** The application, locked until the transaction ends: two admins cannot decide it at once. */
export async function lockDriverRequest(tx: Tx, id: string) {
  const [row] = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update');
  if (!row) throw notFound(MESSAGES.chauffeurNotFound, 'driver_not_found');
  return row;
}

/** Rejects a pending driver application for good, telling the applicant why (spec 02 §4). */
export async function rejectDriverRequest(
  deps: Deps,
  actorId: string,
  id: string,
  input: { reason?: string | null },
): Promise<DriverRequestView> {
  const reason = cleanNotes(input.reason);
  return deps.db.transaction(async (tx) => {
    const before = await lockDriverRequest(tx, id);
    if (before.requestStatus !== 'pending') throw conflict(MESSAGES.requestNotPending, 'request_not_pending');
    await tx.update(drivers).set({ requestStatus: 'rejected', adminNotes: reason }).where(eq(drivers.id, id));
    await enqueueEmail(tx, deps.config, {
      template: 'request-rejection',
      to: before.email,
      // No account yet: the language the driver applied in; no reviewer's name (« the Livra team »).
      locale: storedLocale(before.applicantLocale),
      payload: {
        reason: reason ?? MESSAGES.defaultRejectionReason,
        user_name: before.name,
        user_email: before.email,
        request_type: 'driver',
      },
      dedupeKey: `request-rejection:${id}`,
    });
    await recordAudit(tx, {
      actorId,
      action: 'driver_request.reject',
      entity: 'driver',
      entityId: id,
      before: { requestStatus: before.requestStatus, adminNotes: before.adminNotes },
      after: { requestStatus: 'rejected', adminNotes: reason },
      details: { reason },
    });
    return getDriverRequest(tx, id);
  });
}

/**
 * Deletes a driver application (spec 02 §4). A driver who has an account or has delivered is
 * past being an application: the drivers page deactivates them instead, so orders keep their driver.
 */
export async function deleteDriverRequest(deps: Deps, actorId: string, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await lockDriverRequest(tx, id);
    const [{ deliveries }] = await tx.select({ deliveries: count() }).from(orders).where(eq(orders.driverId, id));
    if (before.userId || deliveries > 0) throw conflict(MESSAGES.driverRequestNotDeletable, 'driver_not_deletable');
    await tx.delete(drivers).where(eq(drivers.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'driver_request.delete',
      entity: 'driver',
      entityId: id,
      before: {
        name: before.name,
        email: before.email,
        phone: before.phone,
        requestStatus: before.requestStatus,
        driverType: before.driverType,
        vehicleType: before.vehicleType,
      },
      after: null,
    });
  });
}
