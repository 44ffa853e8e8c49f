import { frenchHistoryLine, type SubscriptionHistoryDetails } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { partnerSubscriptions, subscriptionNotifications, type PartnerSubscription } from '@/db/schema/index';
import type { EventBus } from '@/events/bus';
import { recordAudit } from '@/lib/audit';
import { statusNotice, tellSubscriptionOwner } from './subscription-notices';

/** The fields a status change sets. */
export type StatusFields = {
  status: string;
  suspendedUntil: Date | null;
  statusReason: string | null;
};

export interface ChangeRecord {
  /** The admin, or null for the scheduler. */
  actorId: string | null;
  /** Audit action, `subscription.<verb>`. */
  action: string;
  /**
   * History entry shown to the admin and the partner (subscription_notifications.type, details):
   * each page writes its line in the reader's language; the French one is stored as `message`.
   */
  historyType: string;
  historyDetails: SubscriptionHistoryDetails;
  details?: Record<string, unknown>;
  /** The injectable clock's now. */
  at: Date;
}

const snapshot = (row: Pick<PartnerSubscription, keyof StatusFields>): StatusFields => ({
  status: row.status,
  suspendedUntil: row.suspendedUntil,
  statusReason: row.statusReason,
});

/**
 * Moves a subscription to a new status from the one it was read in, writing its history entry
 * and its audit entry in the caller's transaction. Answers null when the row is no longer in
 * that status (another admin or instance changed it first): then nothing is written. The
 * business's owner is notified of the change in the same transaction.
 */
export async function changeStatus(
  tx: Tx,
  events: EventBus,
  current: PartnerSubscription,
  next: StatusFields,
  record: ChangeRecord,
): Promise<PartnerSubscription | null> {
  const [updated] = await tx
    .update(partnerSubscriptions)
    .set({ ...next, updatedAt: record.at })
    .where(and(eq(partnerSubscriptions.id, current.id), eq(partnerSubscriptions.status, current.status)))
    .returning();
  if (!updated) return null;
  await tx.insert(subscriptionNotifications).values({
    subscriptionId: current.id,
    type: record.historyType,
    message: frenchHistoryLine(record.historyType, record.historyDetails),
    details: record.historyDetails,
    createdAt: record.at,
  });
  await recordAudit(tx, {
    actorId: record.actorId,
    action: record.action,
    entity: 'subscription',
    entityId: current.id,
    before: snapshot(current),
    after: snapshot(updated),
    details: record.details,
  });
  const notice = statusNotice(record.historyType, record.action, updated, record.details);
  if (notice) await tellSubscriptionOwner(tx, events, updated, notice);
  return updated;
}
