import {
  ADMIN_EXPORT_MAX,
  formatDate,
  MESSAGES,
  PLAN_TYPE_LABELS,
  SUBSCRIPTION_ACTIONS_BY_STATUS,
  SUBSCRIPTION_STATUSES,
  subscriptionEventLabel,
  subscriptionStatusLabel,
  suspensionDays,
  type AdminSubscription,
  type PlanType,
  type SubscriptionAction,
  type SubscriptionActionResult,
  type SubscriptionHistoryEntry,
  type SubscriptionStats,
  type SubscriptionStatus,
  type SubscriptionHistoryDetails,
} from '@livra/shared';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  businesses,
  partnerSubscriptions,
  subscriptionNotifications,
  subscriptionPlans,
  type PartnerSubscription,
} from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { AppError, conflict, notFound } from '@/lib/errors';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import { changeStatus, type StatusFields } from './subscription-changes';

const DAY_MS = 86_400_000;
const HISTORY_LIMIT = 100;

export interface SubscriptionFilter {
  status?: SubscriptionStatus;
}

/** The four cards of the page (active, pending, suspended, inactive), with expired and the total. */
export async function subscriptionStats(db: Db): Promise<SubscriptionStats> {
  const rows = await db
    .select({ status: partnerSubscriptions.status, n: count() })
    .from(partnerSubscriptions)
    .groupBy(partnerSubscriptions.status);
  const stats: SubscriptionStats = { total: 0, active: 0, pending: 0, suspended: 0, inactive: 0, expired: 0 };
  for (const { status, n } of rows) {
    stats.total += Number(n);
    if ((SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) stats[status as SubscriptionStatus] = Number(n);
  }
  return stats;
}

const listColumns = {
  subscription: partnerSubscriptions,
  plan: subscriptionPlans,
  business: { id: businesses.id, name: businesses.name, email: businesses.email, phone: businesses.phone },
};

function listQuery(db: Db | Tx, filter: SubscriptionFilter) {
  return db
    .select(listColumns)
    .from(partnerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, partnerSubscriptions.planId))
    .innerJoin(businesses, eq(businesses.id, partnerSubscriptions.businessId))
    .where(statusCondition(filter))
    .orderBy(desc(partnerSubscriptions.createdAt), desc(partnerSubscriptions.id));
}

function statusCondition(filter: SubscriptionFilter): SQL | undefined {
  return filter.status ? eq(partnerSubscriptions.status, filter.status) : undefined;
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function toAdminView({ subscription, plan, business }: ListRow): AdminSubscription {
  return {
    id: subscription.id,
    status: subscription.status as SubscriptionStatus,
    statusLabel: subscriptionStatusLabel(subscription.status),
    business,
    plan: {
      id: plan.id,
      name: plan.name,
      planType: plan.planType,
      planTypeLabel: PLAN_TYPE_LABELS[plan.planType as PlanType] ?? plan.planType,
      price: plan.price,
    },
    monthlyAmount: subscription.monthlyAmount,
    totalPaid: subscription.totalPaid,
    startDate: subscription.startDate?.toISOString() ?? null,
    endDate: subscription.endDate?.toISOString() ?? null,
    suspendedUntil: subscription.suspendedUntil?.toISOString() ?? null,
    statusReason: subscription.statusReason,
    createdAt: subscription.createdAt.toISOString(),
  };
}

/** Every subscription, newest first, optionally of one status: one page. */
export async function listSubscriptions(
  db: Db,
  filter: SubscriptionFilter,
  page: number,
  pageSize: number,
): Promise<{ items: AdminSubscription[]; total: number; page: number; pageSize: number }> {
  const [rows, [{ n }]] = await Promise.all([
    listQuery(db, filter)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(partnerSubscriptions).where(statusCondition(filter)),
  ]);
  return { items: rows.map(toAdminView), total: Number(n), page, pageSize };
}

/** The whole filtered list for the CSV export (at most ADMIN_EXPORT_MAX rows). */
export async function exportSubscriptions(db: Db, filter: SubscriptionFilter): Promise<{ items: AdminSubscription[] }> {
  const rows = await listQuery(db, filter).limit(ADMIN_EXPORT_MAX);
  return { items: rows.map(toAdminView) };
}

async function viewOf(db: Db | Tx, id: string): Promise<AdminSubscription> {
  const [row] = await db
    .select(listColumns)
    .from(partnerSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, partnerSubscriptions.planId))
    .innerJoin(businesses, eq(businesses.id, partnerSubscriptions.businessId))
    .where(eq(partnerSubscriptions.id, id));
  if (!row) throw notFound(MESSAGES.subscriptionNotFound, 'subscription_not_found');
  return toAdminView(row);
}

/** What happened to one subscription, newest first. */
export async function subscriptionHistory(db: Db, id: string): Promise<{ items: SubscriptionHistoryEntry[] }> {
  await viewOf(db, id);
  const rows = await db
    .select()
    .from(subscriptionNotifications)
    .where(eq(subscriptionNotifications.subscriptionId, id))
    .orderBy(desc(subscriptionNotifications.createdAt), desc(subscriptionNotifications.id))
    .limit(HISTORY_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      typeLabel: subscriptionEventLabel(row.type),
      message: row.message,
      details: row.details ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The subscription, locked for the change, if this action is allowed from its status. */
async function lockForAction(tx: Tx, id: string, action: SubscriptionAction): Promise<PartnerSubscription> {
  const [current] = await tx.select().from(partnerSubscriptions).where(eq(partnerSubscriptions.id, id)).for('update');
  if (!current) throw notFound(MESSAGES.subscriptionNotFound, 'subscription_not_found');
  const status = current.status as SubscriptionStatus;
  const allowed = SUBSCRIPTION_ACTIONS_BY_STATUS[status] ?? [];
  if (allowed.includes(action)) return current;
  if (allowed.length === 0) {
    throw conflict(MESSAGES.subscriptionNoAction(subscriptionStatusLabel(status)), 'subscription_no_action');
  }
  if (action === 'reactivate') throw conflict(MESSAGES.subscriptionAlreadyActive, 'subscription_already_active');
  throw conflict(
    action === 'suspend' ? MESSAGES.subscriptionSuspendNotActive : MESSAGES.subscriptionDeactivateNotActive,
    'subscription_not_active',
  );
}

async function act(
  deps: Deps,
  id: string,
  action: SubscriptionAction,
  decide: (current: PartnerSubscription, now: Date) => { next: StatusFields; record: ActionRecord },
): Promise<SubscriptionActionResult> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockForAction(tx, id, action);
    const { next, record } = decide(current, now);
    const changed = await changeStatus(tx, deps.events, current, next, { ...record, at: now });
    // The row was locked: only a bug could have changed it in between.
    if (!changed) throw new AppError(409, 'subscription_changed', MESSAGES.subscriptionActionError);
    return { message: record.message, subscription: await viewOf(tx, id) };
  });
  // Listing depends on the subscription: customers see the change at once.
  invalidateCatalog();
  return result;
}

type ActionRecord = {
  actorId: string;
  action: string;
  historyType: string;
  historyDetails: SubscriptionHistoryDetails;
  message: string;
  details?: Record<string, unknown>;
};

/** Active → suspended for 1–30 days (7 when empty or invalid), with an optional reason. */
export function suspendSubscription(
  deps: Deps,
  adminId: string,
  id: string,
  input: { days?: unknown; reason?: string | null },
): Promise<SubscriptionActionResult> {
  const days = suspensionDays(input.days);
  const reason = input.reason ?? null;
  return act(deps, id, 'suspend', (_current, now) => {
    const until = new Date(now.getTime() + days * DAY_MS);
    return {
      next: { status: 'suspended', suspendedUntil: until, statusReason: reason },
      record: {
        actorId: adminId,
        action: 'subscription.suspend',
        historyType: 'suspended',
        historyDetails: { days, until: until.toISOString(), reason },
        message: MESSAGES.subscriptionSuspended(days),
        details: { days, reason },
      },
    };
  });
}

/** Active → inactive, with an optional reason. */
export function deactivateSubscription(
  deps: Deps,
  adminId: string,
  id: string,
  input: { reason?: string | null },
): Promise<SubscriptionActionResult> {
  const reason = input.reason ?? null;
  return act(deps, id, 'deactivate', () => ({
    next: { status: 'inactive', suspendedUntil: null, statusReason: reason },
    record: {
      actorId: adminId,
      action: 'subscription.deactivate',
      historyType: 'deactivated',
      historyDetails: { reason },
      message: MESSAGES.subscriptionDeactivated,
      details: { reason },
    },
  }));
}

/** Inactive or suspended → active, unless its end date has passed (it then expires instead). */
export function reactivateSubscription(deps: Deps, adminId: string, id: string): Promise<SubscriptionActionResult> {
  return act(deps, id, 'reactivate', (current, now) => {
    if (current.endDate && current.endDate <= now) {
      throw conflict(MESSAGES.subscriptionPastEnd(formatDate(current.endDate)), 'subscription_past_end');
    }
    return {
      next: { status: 'active', suspendedUntil: null, statusReason: null },
      record: {
        actorId: adminId,
        action: 'subscription.reactivate',
        historyType: 'reactivated',
        historyDetails: {},
        message: MESSAGES.subscriptionReactivated,
      },
    };
  });
}
