import { formatDate, formatGNFFull, NOTIFY_TEXTS } from '@livra/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businesses, notifications, partnerSubscriptions } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { runSubscriptionSchedule } from './subscription-schedule';
import { adminAction, SEEDED, subscriptionOf } from './subscriptions.fixtures';

const DAY = 86_400_000;
const clock = manualClock();
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

/** The notifications stored about one subscription, newest first. */
const noticesOf = (subscriptionId: string) =>
  server.deps.db
    .select()
    .from(notifications)
    .where(sql`${notifications.data}->>'subscriptionId' = ${subscriptionId}`)
    .orderBy(desc(notifications.createdAt));

async function ownerOf(businessName: string) {
  const [row] = await server.deps.db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(eq(businesses.name, businessName));
  expect(row.ownerId).toBeTruthy();
  return { businessId: row.id, ownerId: row.ownerId as string };
}

/** A seeded subscription made active, ending `endInMs` after the test clock's now. */
async function activeSubscription(name: string, endInMs: number) {
  const { id } = await subscriptionOf(server, name);
  await server.deps.db
    .update(partnerSubscriptions)
    .set({ status: 'active', endDate: new Date(clock().getTime() + endInMs), suspendedUntil: null })
    .where(eq(partnerSubscriptions.id, id));
  await server.deps.db.delete(notifications).where(sql`${notifications.data}->>'subscriptionId' = ${id}`);
  return id;
}

describe("the admin's subscription changes", () => {
  it('tell the owner of the suspension (days, date, reason), the reactivation and the deactivation, and only them', async () => {
    const id = await activeSubscription(SEEDED.cafe, 60 * DAY);
    const { ownerId, businessId } = await ownerOf(SEEDED.cafe);

    const suspended = await adminAction(server, admin, id, 'suspend', { days: 3, reason: 'Retard de paiement' });
    expect(suspended.status).toBe(200);
    const until = formatDate(new Date(clock().getTime() + 3 * DAY));
    const [suspension] = await noticesOf(id);
    expect(suspension).toMatchObject({
      userId: ownerId,
      type: 'system',
      priority: 'high',
      title: NOTIFY_TEXTS.subscriptionSuspendedTitle,
      message: NOTIFY_TEXTS.subscriptionSuspended(SEEDED.cafe, 3, until, 'Retard de paiement'),
      data: { subscriptionId: id, businessId },
    });
    expect(suspension.message).toContain('3 jours');

    expect((await adminAction(server, admin, id, 'reactivate')).status).toBe(200);
    expect((await noticesOf(id))[0]).toMatchObject({
      userId: ownerId,
      title: NOTIFY_TEXTS.subscriptionReactivatedTitle,
      message: NOTIFY_TEXTS.subscriptionReactivated(SEEDED.cafe),
    });

    expect((await adminAction(server, admin, id, 'deactivate', { reason: 'Fermeture' })).status).toBe(200);
    expect((await noticesOf(id))[0]).toMatchObject({
      userId: ownerId,
      title: NOTIFY_TEXTS.subscriptionDeactivatedTitle,
      message: NOTIFY_TEXTS.subscriptionDeactivated(SEEDED.cafe, 'Fermeture'),
    });
    expect((await noticesOf(id)).map((row) => row.userId)).toEqual([ownerId, ownerId, ownerId]);

    // A refused action (already inactive) tells nobody.
    expect((await adminAction(server, admin, id, 'deactivate')).status).toBe(409);
    expect(await noticesOf(id)).toHaveLength(3);
  });

  it('tell nobody when the change is rolled back', async () => {
    const id = await activeSubscription(SEEDED.cafe, 60 * DAY);
    const publish = vi.spyOn(server.deps.events, 'publish').mockRejectedValue(new Error('bus en panne'));
    try {
      expect((await adminAction(server, admin, id, 'suspend', { days: 2 })).status).toBe(500);
    } finally {
      publish.mockRestore();
    }
    expect((await subscriptionOf(server, SEEDED.cafe)).status).toBe('active');
    expect(await noticesOf(id)).toEqual([]);
  });
});

describe('the schedule', () => {
  it('tells the owner when a suspension ends and when the subscription expires', async () => {
    const id = await activeSubscription(SEEDED.cafe, 3 * DAY + 3_600_000);
    const { ownerId } = await ownerOf(SEEDED.cafe);
    expect((await adminAction(server, admin, id, 'suspend', { days: 1 })).status).toBe(200);
    clock.advance(DAY + 1000);
    await runSubscriptionSchedule(server.deps);
    // Back to active two days before its end: the payment reminder follows in the same run.
    const resumed = (await noticesOf(id)).find((row) => row.title === NOTIFY_TEXTS.subscriptionReactivatedTitle);
    expect(resumed).toMatchObject({
      userId: ownerId,
      message: NOTIFY_TEXTS.subscriptionResumed(SEEDED.cafe),
    });

    clock.advance(3 * DAY);
    await runSubscriptionSchedule(server.deps);
    const { endDate } = await subscriptionOf(server, SEEDED.cafe);
    const expired = (await noticesOf(id)).find((row) => row.title === NOTIFY_TEXTS.subscriptionExpiredTitle);
    expect(expired).toMatchObject({
      userId: ownerId,
      type: 'payment',
      priority: 'high',
      message: NOTIFY_TEXTS.subscriptionExpired(SEEDED.cafe, formatDate(endDate ?? new Date())),
    });
  });

  it('tells the owner of each payment reminder once, the last one in high priority', async () => {
    const id = await activeSubscription(SEEDED.maquis, 3 * DAY + 3_600_000);
    const { ownerId } = await ownerOf(SEEDED.maquis);
    const { endDate, monthlyAmount } = await subscriptionOf(server, SEEDED.maquis);
    await runSubscriptionSchedule(server.deps);
    await runSubscriptionSchedule(server.deps);
    const first = await noticesOf(id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      userId: ownerId,
      type: 'payment',
      priority: 'medium',
      title: NOTIFY_TEXTS.paymentReminderTitle,
    });
    expect(first[0].message).toContain(formatDate(endDate ?? new Date()));
    expect(monthlyAmount).toBeGreaterThan(0);
    expect(first[0].message).toContain(formatGNFFull(monthlyAmount));

    clock.advance(3 * DAY);
    await runSubscriptionSchedule(server.deps);
    const [last] = await noticesOf(id);
    expect(last).toMatchObject({
      userId: ownerId,
      priority: 'high',
      title: NOTIFY_TEXTS.paymentReminderFinalTitle,
      message: NOTIFY_TEXTS.paymentReminder(
        SEEDED.maquis,
        1,
        formatDate(endDate ?? new Date()),
        formatGNFFull(monthlyAmount),
      ),
    });
    expect(await noticesOf(id)).toHaveLength(2);
  });
});
