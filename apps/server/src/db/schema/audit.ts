import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';

/** Who did what to which entity (admin actions, approvals, status changes…). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    /** Text, so it holds uuid and integer ids alike. */
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_id_idx').on(t.actorId),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
