import type { SubscriptionHistoryEntry } from '@livra/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, partnerSubscriptions, scheduledJobs } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import { createScheduler, type ScheduledTask } from '@/scheduler/worker';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { runSubscriptionSchedule } from './subscription-schedule';
import { adminAction, auditOf, isListedInCatalog, SEEDED, subscriptionOf } from './subscriptions.fixtures';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const clock = manualClock();
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

const run = () => runSubscriptionSchedule(server.deps);

/** Sets a seeded subscription's state, dates relative to the test clock. */
async function setSubscription(
  name: string,
  fields: { status: string; endInMs: number; suspendedForMs?: number },
): Promise<string> {
  const { id } = await subscriptionOf(server, name);
  const now = clock().getTime();
  await server.deps.db
    .update(partnerSubscriptions)
    .set({
      status: fields.status,
      endDate: new Date(now + fields.endInMs),
      suspendedUntil: fields.suspendedForMs === undefined ? null : new Date(now + fields.suspendedForMs),
    })
    .where(eq(partnerSubscriptions.id, id));
  // Written straight to the database: announced as the services announce their changes.
  invalidateCatalog();
  return id;
}

async function history(id: string): Promise<SubscriptionHistoryEntry[]> {
  const response = await server.request(`/admin/subscriptions/${id}/history`, { cookie: admin });
  return ((await response.json()) as { items: SubscriptionHistoryEntry[] }).items;
}

/** The reminders queued for a subscription's current end date. */
async function remindersOf(id: string) {
  const { endDate } = (
    await server.deps.db.select().from(partnerSubscriptions).where(eq(partnerSubscriptions.id, id))
  )[0];
  return server.deps.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.template, 'payment-reminder'),
        like(emailOutbox.dedupeKey, `payment-reminder:${id}:${endDate?.toISOString()}:%`),
      ),
    );
}

describe('the subscriptions schedule', () => {
  it('ends a suspension by itself on its date, and the business is listed again', async () => {
    const { id } = await subscriptionOf(server, SEEDED.cafe);
    await setSubscription(SEEDED.cafe, { status: 'active', endInMs: 60 * DAY });
    expect((await adminAction(server, admin, id, 'suspend', { days: 2 })).status).toBe(200);
    expect(await isListedInCatalog(server, SEEDED.cafe)).toBe(false);

    clock.advance(DAY);
    await run();
    expect((await subscriptionOf(server, SEEDED.cafe)).status).toBe('suspended');
    expect(await isListedInCatalog(server, SEEDED.cafe)).toBe(false);

    clock.advance(DAY + 1000);
    expect((await run()).resumed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(server, SEEDED.cafe)).toMatchObject({
      status: 'active',
      suspendedUntil: null,
      statusReason: null,
    });
    expect(await isListedInCatalog(server, SEEDED.cafe)).toBe(true);
    expect((await history(id))[0]).toMatchObject({
      typeLabel: 'Réactivation',
      message: "Fin de la suspension : l'abonnement est de nouveau actif.",
    });
    const [resume] = await auditOf(server, id, 'subscription.resume');
    expect(resume).toMatchObject({
      actorId: null,
      data: { before: { status: 'suspended' }, after: { status: 'active' } },
    });

    // Once is enough: a second run changes nothing.
    await run();
    expect(await auditOf(server, id, 'subscription.resume')).toHaveLength(1);
  });

  it('expires a subscription at its end date, and the business leaves the catalog', async () => {
    const id = await setSubscription(SEEDED.fatou, { status: 'active', endInMs: 2 * HOUR });
    const expiredBefore = (await auditOf(server, id, 'subscription.expire')).length;
    const historyBefore = (await history(id)).filter((entry) => entry.typeLabel === 'Expiration').length;
    await run();
    expect((await subscriptionOf(server, SEEDED.fatou)).status).toBe('active');
    expect(await isListedInCatalog(server, SEEDED.fatou)).toBe(true);

    clock.advance(2 * HOUR);
    await Promise.all([run(), run()]);
    expect((await subscriptionOf(server, SEEDED.fatou)).status).toBe('expired');
    expect(await isListedInCatalog(server, SEEDED.fatou)).toBe(false);
    expect(await auditOf(server, id, 'subscription.expire')).toHaveLength(expiredBefore + 1);
    expect((await history(id)).filter((entry) => entry.typeLabel === 'Expiration')).toHaveLength(historyBefore + 1);
  });

  it('expires a suspended subscription whose end date comes first, instead of resuming it', async () => {
    const id = await setSubscription(SEEDED.milo, { status: 'suspended', endInMs: HOUR, suspendedForMs: 3 * HOUR });
    clock.advance(4 * HOUR);
    await run();
    expect(await subscriptionOf(server, SEEDED.milo)).toMatchObject({ status: 'expired', suspendedUntil: null });
    expect(await auditOf(server, id, 'subscription.resume')).toHaveLength(0);
  });

  it('sends the first payment reminder, then the final one when a day or less remains, each once', async () => {
    const id = await setSubscription(SEEDED.maquis, { status: 'active', endInMs: 5 * DAY });
    const remindersBefore = (await history(id)).filter((entry) => entry.typeLabel === 'Rappel de paiement').length;
    await run();
    await run();
    const first = await remindersOf(id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      toAddress: DEMO.partner,
      subject: 'Rappel : votre abonnement Pro expire dans 5 jours',
      payload: { reminder_type: 'first', days_remaining: 5, plan_name: 'Pro', business_name: SEEDED.maquis },
    });

    clock.advance(4 * DAY + 12 * HOUR);
    await Promise.all([run(), run()]);
    await run();
    const both = await remindersOf(id);
    expect(both.map((mail) => (mail.payload as { reminder_type: string }).reminder_type).sort()).toEqual([
      'final',
      'first',
    ]);
    expect(both.find((mail) => mail.subject.startsWith('Dernier rappel'))?.subject).toBe(
      'Dernier rappel : votre abonnement Pro expire demain',
    );
    const reminders = (await history(id)).filter((entry) => entry.typeLabel === 'Rappel de paiement');
    expect(reminders).toHaveLength(remindersBefore + 2);
    expect(reminders[1].message).toMatch(/^Rappel de paiement envoyé à partenaire@livra\.gn : échéance dans 5 jours/);
    expect(reminders[0].message).toMatch(/^Dernier rappel de paiement envoyé à partenaire@livra\.gn/);
  });

  it('sends nothing to a subscription further than 7 days from its end, nor to one not active', async () => {
    const far = await setSubscription(SEEDED.cafe, { status: 'active', endInMs: 8 * DAY });
    const inactive = await setSubscription(SEEDED.wax, { status: 'inactive', endInMs: 3 * DAY });
    await run();
    expect(await remindersOf(far)).toHaveLength(0);
    expect(await remindersOf(inactive)).toHaveLength(0);
  });

  // Its first run also makes the first backup (the System page's task): a copy of the whole database.
  it('runs from the server scheduler, once until it is due again', { timeout: 120_000 }, async () => {
    // The System page's task (backups) runs beside it.
    expect((await server.scheduler.runDue()).sort()).toEqual(['subscriptions', 'system']);
    expect(await server.scheduler.runDue()).toEqual([]);
    clock.advance(server.config.schedulerIntervalMs);
    expect((await server.scheduler.runDue()).sort()).toEqual(['subscriptions', 'system']);
  });
});

describe('the scheduler', () => {
  /** A task whose first run waits until the test releases it (the others return at once). */
  function gatedTask(name: string) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const state = {
      runs: 0,
      started: new Promise<void>((resolve) => {
        started = resolve;
      }),
    };
    const task: ScheduledTask = {
      name,
      everyMs: 60_000,
      run: async () => {
        state.runs++;
        if (state.runs > 1) return;
        started();
        await gate;
      },
    };
    return { task, state, release: () => release() };
  }

  it('runs a task on one instance only while it runs, and survives a restart', async () => {
    const gated = gatedTask('test-once');
    const first = createScheduler(server.deps, [gated.task], { pollIntervalMs: 1000, instanceId: 'first' });
    const second = createScheduler(server.deps, [gated.task], { pollIntervalMs: 1000, instanceId: 'second' });
    const running = first.runDue();
    await gated.state.started;
    expect(await second.runDue()).toEqual([]);
    gated.release();
    expect(await running).toEqual(['test-once']);
    expect(gated.state.runs).toBe(1);

    // A new instance (a restart) reads the schedule from the database: not due before its time.
    const restarted = createScheduler(server.deps, [gated.task], { pollIntervalMs: 1000, instanceId: 'third' });
    expect(await restarted.runDue()).toEqual([]);
    clock.advance(60_000);
    expect(await restarted.runDue()).toEqual(['test-once']);
    const [row] = await server.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-once'));
    expect(row).toMatchObject({ runs: 2, lockedBy: null, lockedUntil: null, lastError: null });
  });

  it('lets another instance take over a task whose runner died (lease passed)', async () => {
    const task: ScheduledTask = { name: 'test-lease', everyMs: 60_000, run: async () => undefined };
    const now = clock().getTime();
    await server.deps.db.insert(scheduledJobs).values({
      name: 'test-lease',
      nextRunAt: new Date(now - 1000),
      lockedBy: 'crashed',
      lockedUntil: new Date(now + 60_000),
    });
    const survivor = createScheduler(server.deps, [task], { pollIntervalMs: 1000, instanceId: 'survivor' });
    expect(await survivor.runDue()).toEqual([]);
    clock.advance(60_001);
    expect(await survivor.runDue()).toEqual(['test-lease']);
  });

  it('records a failure and tries again at the next period', async () => {
    let fail = true;
    const task: ScheduledTask = {
      name: 'test-failure',
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error('panne');
      },
    };
    const scheduler = createScheduler(server.deps, [task], { pollIntervalMs: 1000 });
    expect(await scheduler.runDue()).toEqual(['test-failure']);
    const [failed] = await server.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-failure'));
    expect(failed).toMatchObject({ lastError: 'panne', runs: 0, lockedBy: null });
    fail = false;
    clock.advance(60_000);
    expect(await scheduler.runDue()).toEqual(['test-failure']);
    const [recovered] = await server.deps.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-failure'));
    expect(recovered).toMatchObject({ lastError: null, runs: 1 });
  });
});
