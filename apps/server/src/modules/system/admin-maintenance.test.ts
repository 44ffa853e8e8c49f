import { MESSAGES, type MaintenanceOverview, type SecurityOverview, STREAM_READY_EVENT } from '@livra/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, failedSignIns, notifications, sessions } from '@/db/schema/index';
import { manualClock } from '@/lib/clock';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { openEventStream } from '@/test/sse';
import { newCustomer } from '../orders/orders.fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = manualClock(new Date('2026-03-02T10:00:00Z'));
let server: TestServer;
let admin: string;
let adminId: string;

beforeAll(async () => {
  server = await createTestServer({}, { clock });
  admin = await server.signIn(DEMO.admin);
  adminId = (await (await server.request('/auth/session', { cookie: admin })).json()).user.id;
});
afterAll(() => server?.close());

async function get<T>(path: string, cookie = admin): Promise<T> {
  const response = await server.request(path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<T>;
}
const post = (path: string, cookie = admin) => server.request(path, { cookie, method: 'POST' });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const lastAudit = async (action: string) =>
  (
    await server.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt))
  )[0];

// Each backup copies the whole seeded database and each restore opens a PGlite: slow under load.

describe('security', () => {
  it('counts the failed sign-ins of the last 24 h, by e-mail', async () => {
    await server.deps.db
      .insert(failedSignIns)
      .values({ email: 'ancien@exemple.gn', createdAt: new Date(clock().getTime() - 25 * HOUR) });
    const before = await get<SecurityOverview>('/admin/system/security');
    for (const email of ['intrus@exemple.gn', 'INTRUS@exemple.gn', DEMO.customer]) {
      const response = await server.request('/auth/sign-in', { json: { email, password: 'pas-le-bon' } });
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
    await server.signIn(DEMO.driver);
    expect((await get<SecurityOverview>('/admin/system/security')).failedSignIns.total).toBe(after.failedSignIns.total);
  });

  it("ends all of a user's sessions: their open page hears it and their next request is anonymous", async () => {
    const customer = await newCustomer(server, 'Fanta Camara');
    const second = await server.signIn(customer.email, 'secret12');
    const overview = await get<SecurityOverview>('/admin/system/security');
    expect(overview.sessions.users.find((user) => user.userId === customer.id)).toMatchObject({
      name: 'Fanta Camara',
      role: 'customer',
      sessions: 2,
    });
    const stream = await openEventStream(server, customer.cookie);
    await stream.readUntil((frame) => frame.event === STREAM_READY_EVENT);

    const response = await post(`/admin/system/sessions/${customer.id}/end`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: MESSAGES.systemSessionsEnded(2), count: 2 });
    await stream.readUntil((frame) => frame.event === 'session_ended');
    expect((await server.request('/me/profile', { cookie: customer.cookie })).status).toBe(401);
    expect((await server.request('/me/profile', { cookie: second })).status).toBe(401);
    expect(await lastAudit('user.end_sessions')).toMatchObject({ actorId: adminId, entityId: customer.id });

    const own = await post(`/admin/system/sessions/${adminId}/end`);
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toBe(MESSAGES.systemOwnSessions);
    expect((await post('/admin/system/sessions/00000000-0000-4000-8000-000000000000/end')).status).toBe(404);
  });
});

describe('maintenance', () => {
  it('puts the failed e-mails back in the queue', async () => {
    const [failed] = await server.deps.db
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
    const [row] = await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed.id));
    // No SMTP_URL in tests: mail is kept in the database, like any mail then.
    expect(row).toMatchObject({ status: 'kept', attempts: 0, lastError: null });
    expect((await get<MaintenanceOverview>('/admin/system/maintenance')).failedEmails).toBe(0);
    expect(await lastAudit('emails.retry_failed')).toMatchObject({ actorId: adminId });
  });

  it('purges expired sessions and old notifications, and keeps the rest', async () => {
    const customer = await newCustomer(server, 'Ibrahima Sow');
    const now = clock();
    await server.deps.db.insert(sessions).values({
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
    await server.deps.db
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
    const left = await server.deps.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, customer.id), eq(notifications.type, 'system')));
    expect(left.map((row) => row.title).sort()).toEqual(['non lue ancienne', 'récente']);
    // The customer's live session stays.
    expect((await server.request('/me/profile', { cookie: customer.cookie })).status).toBe(200);
    expect(await get<MaintenanceOverview>('/admin/system/maintenance')).toMatchObject({
      expiredSessions: 0,
      oldNotifications: 0,
    });
    expect(await lastAudit('maintenance.purge')).toMatchObject({ actorId: adminId });
  });
});
