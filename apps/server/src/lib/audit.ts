import type { Db, Tx } from '@/db/client';
import { auditLog } from '@/db/schema';

/** One admin change as the audit log keeps it: who did what to which object, before and after. */
export interface AuditEntry {
  /** The admin (or the system, `null`, for scheduled work). */
  actorId: string | null;
  /** What was done, as `<entity>.<verb>`: `partner_request.approve`, `user.deactivate`… */
  action: string;
  /** The kind of object: `business`, `driver`, `user`, `order`, `subscription`… */
  entity: string;
  entityId: string | null;
  /** The fields the change touched, as they were and as they became (omit what does not apply). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping (a rejection reason, a suspension's days…). */
  details?: Record<string, unknown>;
}

/**
 * Writes the entry in the caller's transaction, so the change and its record commit together or
 * not at all. Every admin operation calls it once.
 */
export async function recordAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  const { actorId, action, entity, entityId, before = null, after = null, details } = entry;
  await tx.insert(auditLog).values({
    actorId,
    action,
    entity,
    entityId,
    data: { before: jsonSafe(before), after: jsonSafe(after), ...(details ? { details: jsonSafe(details) } : {}) },
  });
}

/** Dates as ISO text and bigints as numbers: jsonb keeps neither as they are. */
function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null, (_key, v) => (typeof v === 'bigint' ? Number(v) : v)));
}
