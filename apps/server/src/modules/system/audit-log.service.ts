import { type AuditEntryView, type AuditFacets, type AuditListQuery, AUDIT_SYSTEM_ACTOR } from '@livra/shared';
import { and, asc, count, desc, eq, gte, isNull, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { auditLog, userProfiles } from '@/db/schema/index';

const SYSTEM_NAME = 'Système';
/** Dates of the filter are days in Conakry (UTC+0, no daylight saving): a day is [00:00, 24:00) UTC. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function filtersWhere(query: Omit<AuditListQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actor === AUDIT_SYSTEM_ACTOR) conditions.push(isNull(auditLog.actorId));
  else if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.from) conditions.push(gte(auditLog.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.createdAt, dayAfter(query.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

type Json = Record<string, unknown> | null;
const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Every admin action (and scheduled change), newest first, filtered, one page. */
export async function listAudit(
  db: Db,
  query: AuditListQuery,
): Promise<{ items: AuditEntryView[]; total: number; page: number; pageSize: number }> {
  const where = filtersWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, actorName: userProfiles.name, actorEmail: userProfiles.email })
      .from(auditLog)
      .leftJoin(userProfiles, eq(userProfiles.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actorName, actorEmail }) => {
      const data = asObject(entry.data) ?? {};
      return {
        id: entry.id,
        actorId: entry.actorId,
        actorName: entry.actorId ? (actorName ?? 'Compte supprimé') : SYSTEM_NAME,
        actorEmail: entry.actorId ? (actorEmail ?? null) : null,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: asObject(data.before),
        after: asObject(data.after),
        details: asObject(data.details),
        createdAt: entry.createdAt.toISOString(),
      };
    }),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The choices of the filters: the admins who acted, and the actions and objects recorded. */
export async function auditFacets(db: Db): Promise<AuditFacets> {
  const [actors, actions, entities] = await Promise.all([
    db
      .selectDistinct({ id: userProfiles.id, name: userProfiles.name, email: userProfiles.email })
      .from(auditLog)
      .innerJoin(userProfiles, eq(userProfiles.id, auditLog.actorId))
      .where(isNotNull(auditLog.actorId))
      .orderBy(asc(userProfiles.name), asc(userProfiles.id)),
    db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
  ]);
  return {
    actors,
    actions: actions.map((row) => row.action),
    entities: entities.map((row) => row.entity),
  };
}
