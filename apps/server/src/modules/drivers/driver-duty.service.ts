import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { type Driver, sessions, workSessions } from '@/db/schema/index';
import type { EventBus } from '@/events/bus';

/**
 * Takes a driver off duty and signs their account out everywhere (deactivation by the admin or by
 * their business, deletion); their open pages hear it at once, if the transaction commits.
 */
export async function stopWork(events: EventBus, tx: Tx, driver: Driver) {
  await tx
    .update(workSessions)
    .set({ status: 'ended', endedAt: new Date() })
    .where(and(eq(workSessions.driverId, driver.id), eq(workSessions.status, 'active')));
  if (!driver.userId) return;
  await tx.delete(sessions).where(eq(sessions.userId, driver.userId));
  await events.publish(tx, { type: 'session_ended', userIds: [driver.userId], data: {} });
}
