import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, partnerSubscriptions } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { createTestServer, type TestServer } from '@/test/harness';
import { runSubscriptionSchedule } from './subscription-schedule';
import { SEEDED, subscriptionOf } from './subscriptions.fixtures';

/**
 * Two instances on one PostgreSQL, both running the schedule at the same moment: the task runs
 * on one of them, and whatever both try, each change and each reminder happens once.
 * (Runs in the PostgreSQL pass of the tests.)
 */
const DAY = 86_400_000;
const clock = manualClock();
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await createTestServer({}, { clock });
  second = await createTestServer({ databaseUrl: first.config.databaseUrl }, { clock });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('scheduled work across instances', () => {
  it('runs the due task on one instance only', async () => {
    expect(first.deps.database.kind).toBe('postgres');
    for (let round = 0; round < 5; round++) {
      const ran = (await Promise.all([first.scheduler.runDue(), second.scheduler.runDue()])).flat();
      expect(ran.sort()).toEqual(['subscriptions', 'system']);
      clock.advance(first.config.schedulerIntervalMs);
    }
  });

  it('expires a subscription and sends each reminder once, however many instances run at once', async () => {
    const now = clock().getTime();
    const ending = await subscriptionOf(first, SEEDED.cafe);
    const reminded = await subscriptionOf(first, SEEDED.maquis);
    await first.deps.db
      .update(partnerSubscriptions)
      .set({ status: 'active', endDate: new Date(now - 1000) })
      .where(eq(partnerSubscriptions.id, ending.id));
    const end = new Date(now + 12 * 60 * 60 * 1000);
    await first.deps.db
      .update(partnerSubscriptions)
      .set({ status: 'active', endDate: end })
      .where(eq(partnerSubscriptions.id, reminded.id));

    await Promise.all([first, second, first, second].map((server) => runSubscriptionSchedule(server.deps)));

    const expiries = await first.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ending.id), eq(auditLog.action, 'subscription.expire')));
    expect(expiries).toHaveLength(1);
    const mails = await first.deps.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `payment-reminder:${reminded.id}:${end.toISOString()}:%`));
    expect(mails).toHaveLength(1);
    expect((mails[0].payload as { reminder_type: string }).reminder_type).toBe('final');
    clock.advance(DAY);
  });
});
