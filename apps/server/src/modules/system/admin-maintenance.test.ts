import { MESSAGES, type MaintenanceOverview, type SecurityOverview, STREAM_READY_EVENT } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, failedSignIns, notifications, sessions } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { DEMO } from '@/test/harness';
import { openEventStream } from '@/test/sse';
import { newCustomer } from '../orders/orders.fixtures';
import { errorOf, systemTestbed } from './system.fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
const { bed, get, post, lastAudit } = systemTestbed(clock);

// Each backup copies the whole seeded database and each restore opens a PGlite: slow under load.

describe('security', () => {
  it('counts the failed sign-ins of the last 24 h, by e-mail', async () => {
    await bed.server.deps.db
      .insert(failedSignIns)
      .values({ email: 'ancien@exemple.gn', createdAt: new Date(clock().getTime() - 25 * HOUR) });
    const before = await get<SecurityOverview>('/admin/system/security');
    for (const email of ['intrus@exemple.gn', 'INTRUS@exemple.gn', DEMO.customer]) {
      const response = await bed.server.request('/auth/sign-in', { json: { email, password: 'pas-le-bon' } });
      expect(response.status).toBe(401);
    }
    const after = await get<SecurityOverview>('/admin/system/security');
    expect(after.failedSignIns.total).toBe(before.failedSignIns.total + 3);
    expect(after.failedSignIns.byEmail).toContainEqual({
      email: 'intrus@exemple.gn',
      count: 2,
      lastAt: expect.any(String),
    });
    expect(after.failedSignIns.byEmail.map((row) => row.email)).not.toContain('ancien@exemple.gn');
    // A successful sign-in is not a failure.
    await bed.server.signIn(DEMO.driver);
    expect((await get<SecurityOverview>('/admin/system/security')).failedSignIns.total).toBe(after.failedSignIns.total);
  });

  it("ends all of a user's sessions: their open page hears it and their next request is anonymous", async () => {
    const customer = await newCustomer(bed.server, 'Fanta Camara');
    const second = await bed.server.signIn(customer.email, 'secret12');
    const overview = await get<SecurityOverview>('/admin/system/security');
    expect(overview.sessions.users.find((user) => user.userId === customer.id)).toMatchObject({
      name: 'Fanta Camara',
      role: 'customer',
      sessions: 2,
    });
    const stream = await openEventStream(bed.server, customer.cookie);
    await stream.readUntil((frame) => frame.event === STREAM_READY_EVENT);

    const response = await post(`/admin/system/sessions/${customer.id}/end`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: MESSAGES.systemSessionsEnded(2), count: 2 });
    await stream.readUntil((frame) => frame.event === 'session_ended');
    expect((await bed.server.request('/me/profile', { cookie: customer.cookie })).status).toBe(401);
    expect((await bed.server.request('/me/profile', { cookie: second })).status).toBe(401);
    expect(await lastAudit('user.end_sessions')).toMatchObject({ actorId: bed.adminId, entityId: customer.id });

    const own = await post(`/admin/system/sessions/${bed.adminId}/end`);
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toBe(MESSAGES.systemOwnSessions);
    expect((await post('/admin/system/sessions/00000000-0000-4000-8000-000000000000/end')).status).toBe(404);
  });
});

describe('maintenance', () => {
  it('puts the failed e-mails back in the queue', async () => {
    const [failed] = await bed.server.deps.db
      .insert(emailOutbox)
      .values({
        template: 'account-credentials',
        toAddress: 'perdu@exemple.gn',
        subject: 'Vos identifiants',
        status: 'failed',
        attempts: 50,
        lastError: 'SMTP injoignable',
      })
      .returning();
    const overview = await get<MaintenanceOverview>('/admin/system/maintenance');
    expect(overview.failedEmails).toBeGreaterThanOrEqual(1);

    const response = await post('/admin/system/maintenance/retry-emails');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.count).toBe(overview.failedEmails);
    expect(body.message).toBe(MESSAGES.systemEmailsRetried(overview.failedEmails));
    const [row] = await bed.server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
    // No SMTP_URL in tests: mail is kept in the database, like any mail then.
    expect(row).toMatchObject({ status: 'kept', attempts: 0, lastError: null });
    expect((await get<MaintenanceOverview>('/admin/system/maintenance')).failedEmails).toBe(0);
    expect(await lastAudit('emails.retry_failed')).toMatchObject({ actorId: bed.adminId });
  });

  it('purges expired sessions and old notifications, and keeps the rest', async () => {
    const customer = await newCustomer(bed.server, 'Ibrahima Sow');
    const now = clock();
    await bed.server.deps.db.insert(sessions).values({
      token: `expired-${Date.now()}`,
      userId: customer.id,
      expiresAt: new Date(now.getTime() - DAY),
    });
    const note = (extra: Partial<typeof notifications.$inferInsert>) => ({
      userId: customer.id,
      type: 'system',
      title: 'Info',
      message: 'Message',
      ...extra,
    });
    await bed.server.deps.db
      .insert(notifications)
      .values([
        note({ title: 'expirée', expiresAt: new Date(now.getTime() - HOUR) }),
        note({ title: 'lue ancienne', isRead: true, createdAt: new Date(now.getTime() - 91 * DAY) }),
        note({ title: 'non lue ancienne', isRead: false, createdAt: new Date(now.getTime() - 91 * DAY) }),
        note({ title: 'récente', isRead: true }),
      ]);
    const overview = await get<MaintenanceOverview>('/admin/system/maintenance');
    expect(overview.expiredSessions).toBeGreaterThanOrEqual(1);
    expect(overview.oldNotifications).toBeGreaterThanOrEqual(2);

    const response = await post('/admin/system/maintenance/purge');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.count).toBe(overview.expiredSessions + overview.oldNotifications);
    expect(body.message).toBe(MESSAGES.systemPurged(overview.expiredSessions, overview.oldNotifications));
    const left = await bed.server.deps.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'system')));
    expect(left.map((row) => row.title).sort()).toEqual(['non lue ancienne', 'récente']);
    // The customer's live session stays.
    expect((await bed.server.request('/me/profile', { cookie: customer.cookie })).status).toBe(200);
    expect(await get<MaintenanceOverview>('/admin/system/maintenance')).toMatchObject({
      expiredSessions: 0,
      oldNotifications: 0,
    });
    expect(await lastAudit('maintenance.purge')).toMatchObject({ actorId: bed.adminId });
  });
});
