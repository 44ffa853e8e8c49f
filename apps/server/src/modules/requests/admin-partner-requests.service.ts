import {
  ADMIN_EXPORT_MAX,
  MESSAGES,
  type PartnerRequestView,
  type RequestStats,
  type RequestStatus,
  storedLocale,
} from '@livra/shared';
import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, businessTypes, subscriptionPlans } from '@/db/schema/index';
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

/** A business is a partner application when it has a request status (spec 02 §7). */
const isApplication = isNotNull(businesses.requestStatus);

const viewColumns = {
  id: businesses.id,
  name: businesses.name,
  ownerName: businesses.ownerName,
  ownerEmail: businesses.ownerEmail,
  ownerPhone: businesses.ownerPhone,
  businessTypeId: businesses.businessTypeId,
  businessType: businessTypes.name,
  description: businesses.description,
  address: businesses.address,
  region: businesses.region,
  requestStatus: businesses.requestStatus,
  requestNotes: businesses.requestNotes,
  adminNotes: businesses.adminNotes,
  planId: subscriptionPlans.id,
  planName: subscriptionPlans.name,
  planPrice: subscriptionPlans.price,
  ownerId: businesses.ownerId,
  createdAt: businesses.createdAt,
  updatedAt: businesses.updatedAt,
};

function selectViews(db: Db | Tx) {
  return db
    .select(viewColumns)
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, businesses.selectedPlanId));
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView({ ownerId, createdAt, updatedAt, requestStatus, ...row }: ViewRow): PartnerRequestView {
  return {
    ...row,
    requestStatus: requestStatus as RequestStatus,
    hasAccount: ownerId !== null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function whereOf(filters: RequestFilters): SQL | undefined {
  return and(
    isApplication,
    filters.status ? eq(businesses.requestStatus, filters.status) : undefined,
    searchAny(filters.search, [businesses.name, businesses.ownerName, businesses.ownerEmail]),
    createdBetween(businesses.createdAt, filters.from, filters.to),
  );
}

const newestFirst = [desc(businesses.createdAt), desc(businesses.id)];

/** One page of partner applications, newest first. */
export async function listPartnerRequests(db: Db, filters: RequestFilters & PageRequest) {
  const where = whereOf(filters);
  const [rows, [{ total }]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(businesses).where(where),
  ]);
  return { items: rows.map(toView), total, page: filters.page, pageSize: filters.pageSize };
}

/** The whole filtered list for the CSV export (at most ADMIN_EXPORT_MAX rows). */
export async function exportPartnerRequests(db: Db, filters: RequestFilters): Promise<PartnerRequestView[]> {
  const rows = await selectViews(db)
    .where(whereOf(filters))
    .orderBy(...newestFirst)
    .limit(ADMIN_EXPORT_MAX);
  return rows.map(toView);
}

export async function partnerRequestStats(db: Db): Promise<RequestStats> {
  const rows = await db
    .select({ status: businesses.requestStatus, count: count() })
    .from(businesses)
    .where(isApplication)
    .groupBy(businesses.requestStatus);
  return toStats(rows);
}

export async function getPartnerRequest(db: Db | Tx, id: string): Promise<PartnerRequestView> {
  const [row] = await selectViews(db).where(and(isApplication, eq(businesses.id, id)));
  if (!row) throw notFound(MESSAGES.businessNotFound, 'business_not_found');
  return toView(row);
}

/** The application, locked until the transaction ends: two admins cannot decide it at once. */
export async function lockPartnerRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(businesses)
    .where(and(isApplication, eq(businesses.id, id)))
    .for('update');
  if (!row) throw notFound(MESSAGES.businessNotFound, 'business_not_found');
  return row;
}

function requirePending(status: string | null) {
  if (status !== 'pending') throw conflict(MESSAGES.requestNotPending, 'request_not_pending');
}

/**
 * Approves a pending application (spec 02 §4): final, and it does NOT create the account (a
 * separate step). The applicant is told by e-mail; the notes go to them and stay on the request.
 */
export async function approvePartnerRequest(
  deps: Deps,
  actorId: string,
  id: string,
  input: { notes?: string | null },
): Promise<PartnerRequestView> {
  const notes = cleanNotes(input.notes);
  return deps.db.transaction(async (tx) => {
    const before = await lockPartnerRequest(tx, id);
    requirePending(before.requestStatus);
    await tx
      .update(businesses)
      .set({ requestStatus: 'approved', adminNotes: notes ?? before.adminNotes })
      .where(eq(businesses.id, id));
    if (before.ownerEmail) {
      await enqueueEmail(tx, deps.config, {
        template: 'request-approval',
        to: before.ownerEmail,
        // No account yet: the language the applicant applied in.
        locale: storedLocale(before.applicantLocale),
        payload: {
          user_name: before.ownerName || before.name,
          user_email: before.ownerEmail,
          request_type: 'partner',
          business_name: before.name,
          admin_notes: notes ?? undefined,
        },
        dedupeKey: `request-approval:${id}`,
      });
    }
    await recordAudit(tx, {
      actorId,
      action: 'partner_request.approve',
      entity: 'business',
      entityId: id,
      before: { requestStatus: before.requestStatus, adminNotes: before.adminNotes },
      after: { requestStatus: 'approved', adminNotes: notes ?? before.adminNotes },
    });
    return getPartnerRequest(tx, id);
  });
}

/** Rejects a pending application, for good (spec 02 §4), telling the applicant why. */
export async function rejectPartnerRequest(
  deps: Deps,
  actorId: string,
  id: string,
  input: { reason?: string | null },
): Promise<PartnerRequestView> {
  const reason = cleanNotes(input.reason);
  return deps.db.transaction(async (tx) => {
    const before = await lockPartnerRequest(tx, id);
    requirePending(before.requestStatus);
    await tx
      .update(businesses)
      .set({ requestStatus: 'rejected', adminNotes: reason, isActive: false, isOpen: false })
      .where(eq(businesses.id, id));
    if (before.ownerEmail) {
      await enqueueEmail(tx, deps.config, {
        template: 'request-rejection',
        to: before.ownerEmail,
        locale: storedLocale(before.applicantLocale),
        // No reviewer's name: the e-mail signs « the Livra team » in its own language.
        payload: {
          reason: reason ?? MESSAGES.defaultRejectionReason,
          user_name: before.ownerName ?? undefined,
          user_email: before.ownerEmail,
          request_type: 'partner',
          business_name: before.name,
        },
        dedupeKey: `request-rejection:${id}`,
      });
    }
    await recordAudit(tx, {
      actorId,
      action: 'partner_request.reject',
      entity: 'business',
      entityId: id,
      before: { requestStatus: before.requestStatus, adminNotes: before.adminNotes },
      after: { requestStatus: 'rejected', adminNotes: reason },
      details: { reason },
    });
    return getPartnerRequest(tx, id);
  });
}
