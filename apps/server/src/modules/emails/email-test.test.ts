import {
  EMAIL_PAYLOAD_SCHEMAS,
  emailTestHistorySchema,
  MESSAGES,
  outboxMessageSchema,
  outboxPageSchema,
  sampleEmailPayload,
  TEST_EMAIL_TYPES,
} from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/db/schema/index';
import { EMAIL_TEMPLATES } from '@/email/templates/index';
import { startSmtpReceiver, type SmtpReceiver } from '@/email/testing/smtp-receiver';
import { startOutboxWorker, type OutboxWorker } from '@/email/worker';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

const RECIPIENT = { recipientEmail: 'awa.camara@example.gn', recipientName: 'Awa Camara' };

describe('sample payloads of the test page', () => {
  it('has the nine types of spec 02 §7, in its order', () => {
    expect(TEST_EMAIL_TYPES.map((type) => type.replaceAll('-', '_'))).toEqual([
      'request_confirmation',
      'admin_notification',
      'request_approval',
      'account_credentials',
      'password_reset',
      'order_confirmation',
      'order_status_update',
      'request_rejection',
      'payment_reminder',
    ]);
  });

  it.each(TEST_EMAIL_TYPES)('%s: the sample is valid against its template’s schema', (type) => {
    const { to: _to, ...payload } = sampleEmailPayload(type, RECIPIENT.recipientEmail, RECIPIENT.recipientName);
    expect(EMAIL_TEMPLATES[type].schema.safeParse(payload).error).toBeUndefined();
    expect(EMAIL_PAYLOAD_SCHEMAS[type]).toBe(EMAIL_TEMPLATES[type].schema);
  });

  it('uses the spec’s sample figures: plan 50 000, delivery fee 3 000, tax 1 600', () => {
    const order = sampleEmailPayload('order-confirmation', 'a@example.gn', 'A');
    expect(order).toMatchObject({ delivery_fee: 3_000, tax: 1_600 });
    expect(order.total).toBe(order.subtotal + order.delivery_fee + order.tax);
    expect(sampleEmailPayload('payment-reminder', 'a@example.gn', 'A').plan_price).toBe(50_000);
    expect(sampleEmailPayload('request-confirmation', 'a@example.gn', 'A').selected_plan_price).toBe(50_000);
  });
});

describe('the « Test d’Emails » operations (no SMTP: mail is kept)', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await createTestServer();
    admin = await server.signIn(DEMO.admin);
  });
  afterAll(() => server.close());

  const sendTest = async (json: unknown, cookie = admin) => {
    const response = await server.request('/emails/test', { cookie, json });
    return { status: response.status, body: await response.json() };
  };
  const history = async () =>
    emailTestHistorySchema.parse(await (await server.request('/emails/test/history', { cookie: admin })).json()).items;
  const outbox = async (query = '') =>
    outboxPageSchema.parse(await (await server.request(`/emails/outbox${query}`, { cookie: admin })).json());

  it('refuses a test without recipient e-mail or name, with the spec’s message, and queues nothing', async () => {
    const before = (await outbox()).total;
    for (const body of [
      { type: 'password-reset', recipientEmail: '', recipientName: 'Awa' },
      { type: 'password-reset', recipientEmail: 'awa@example.gn', recipientName: '   ' },
      { type: 'password-reset' },
    ]) {
      const { status, body: answer } = await sendTest(body);
      expect(status).toBe(400);
      expect(answer.error).toBe("Veuillez remplir l'email et le nom du destinataire");
    }
    expect((await sendTest({ type: 'password-reset', ...RECIPIENT, recipientEmail: 'awa' })).body.error).toBe(
      MESSAGES.emailInvalid,
    );
    // The two e-mails of the platform that are not in the test tool are refused.
    expect((await sendTest({ type: 'email-verification', ...RECIPIENT })).body.error).toBe("Type d'e-mail invalide");
    expect((await outbox()).total).toBe(before);
  });

  it('queues each type’s sample through the outbox, flagged as a test, with an audit entry', async () => {
    for (const type of TEST_EMAIL_TYPES) {
      const { status, body } = await sendTest({ type, ...RECIPIENT });
      expect(status).toBe(200);
      expect(body.entry).toMatchObject({ type, to: RECIPIENT.recipientEmail, status: 'kept', resultLabel: 'Succès' });
      expect(body.message).toContain(RECIPIENT.recipientEmail);

      const message = outboxMessageSchema.parse(
        await (await server.request(`/emails/outbox/${body.entry.id}`, { cookie: admin })).json(),
      );
      expect(message).toMatchObject({ template: type, to: RECIPIENT.recipientEmail, isTest: true, status: 'kept' });
      expect(message.html).toContain('<html');
      expect(message.text.length).toBeGreaterThan(50);
      const [audit] = await server.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'email.test_send'), eq(auditLog.entityId, body.entry.id)));
      expect(audit.data).toMatchObject({ after: { template: type, to: RECIPIENT.recipientEmail } });
    }
    const order = await (await server.request(`/emails/outbox?template=order-confirmation`, { cookie: admin })).json();
    const view = outboxMessageSchema.parse(
      await (await server.request(`/emails/outbox/${order.items[0].id}`, { cookie: admin })).json(),
    );
    expect(view.payload).toMatchObject({ user_name: 'Awa Camara', delivery_fee: 3_000, tax: 1_600 });
    expect(view.text).toContain('Riz gras au poulet');
  });

  it('keeps the admin’s history across reloads, Succès for a kept mail, and clears it for real', async () => {
    const items = await history();
    expect(items).toHaveLength(TEST_EMAIL_TYPES.length);
    expect(items[0]).toMatchObject({ type: 'payment-reminder', typeLabel: 'Rappel de paiement', result: 'success' });
    expect(items[0].message).toBe(
      "Conservé pour awa.camara@example.gn sans envoi (aucun SMTP configuré) : lisible dans la boîte d'envoi",
    );
    // Another admin's history and real mail are not in it.
    await server.request('/auth/password-reset/request', { json: { email: DEMO.customer } });
    expect(await history()).toHaveLength(TEST_EMAIL_TYPES.length);

    const totalBefore = (await outbox()).total;
    const cleared = await server.request('/emails/test/history', { cookie: admin, method: 'DELETE' });
    expect(await cleared.json()).toEqual({ cleared: TEST_EMAIL_TYPES.length, message: 'Résultats effacés' });
    expect(await history()).toEqual([]);
    // The messages themselves stay readable in the outbox.
    expect((await outbox()).total).toBe(totalBefore);
    const audits = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'email.test_history_clear'));
    expect(audits).toHaveLength(1);
    expect(audits[0].data).toMatchObject({ details: { cleared: TEST_EMAIL_TYPES.length } });
  });

  it('lists the outbox ten a page (adminPageQuery), filtered by status, template and recipient', async () => {
    for (let i = 0; i < 12; i++)
      await sendTest({ type: 'request-rejection', ...RECIPIENT, recipientEmail: `p${i}@x.gn` });
    const first = await outbox();
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({ to: 'p11@x.gn', templateLabel: 'Rejet de demande', isTest: true });
    const second = await outbox('?page=2&pageSize=5');
    expect(second.items.map((m) => m.to)).toEqual(['p6@x.gn', 'p5@x.gn', 'p4@x.gn', 'p3@x.gn', 'p2@x.gn']);

    const reset = await outbox('?template=password-reset&status=kept');
    expect(reset.items.every((m) => m.template === 'password-reset' && m.status === 'kept')).toBe(true);
    expect(reset.items.some((m) => m.to === DEMO.customer && !m.isTest)).toBe(true);
    expect((await outbox('?recipient=P1')).items.map((m) => m.to).sort()).toEqual(['p10@x.gn', 'p11@x.gn', 'p1@x.gn']);
    expect((await outbox('?recipient=%25')).total).toBe(0);
    expect((await outbox('?status=&template=&recipient=')).total).toBe(first.total);
    expect((await outbox('?status=failed')).total).toBe(0);

    const bad = await server.request('/emails/outbox?template=inconnu', { cookie: admin });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("Type d'e-mail invalide");
    expect((await server.request('/emails/outbox?pageSize=0', { cookie: admin })).status).toBe(400);
  });

  it('renders the recipient’s name as text: nothing a browser would run reaches the preview', async () => {
    const attack = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const { body } = await sendTest({ type: 'account-credentials', ...RECIPIENT, recipientName: attack });
    const message = outboxMessageSchema.parse(
      await (await server.request(`/emails/outbox/${body.entry.id}`, { cookie: admin })).json(),
    );
    expect(message.html).not.toMatch(/<script|<img|\son\w+=["']|javascript:/i);
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.text).toContain(attack);
  });

  it('is for admins only', async () => {
    const partner = await server.signIn(DEMO.partner);
    for (const [path, method] of [
      ['/emails/test', 'POST'],
      ['/emails/test/history', 'GET'],
      ['/emails/test/history', 'DELETE'],
      ['/emails/outbox', 'GET'],
    ] as const) {
      const json = method === 'POST' ? { type: 'password-reset', ...RECIPIENT } : undefined;
      expect((await server.request(path, { method, json })).status).toBe(401);
      expect((await server.request(path, { method, json, cookie: partner })).status).toBe(403);
    }
    const { items } = await outbox();
    expect((await server.request(`/emails/outbox/${items[0].id}`, { cookie: partner })).status).toBe(403);
  });
});

describe('a test through a real SMTP server', () => {
  let server: TestServer | undefined;
  let receiver: SmtpReceiver | undefined;
  let worker: OutboxWorker | undefined;
  afterEach(async () => {
    await worker?.stop();
    await server?.close();
    await receiver?.close();
    server = receiver = worker = undefined;
  });

  it('goes from En cours to Succès once the worker delivered it', async () => {
    receiver = await startSmtpReceiver();
    server = await createTestServer({ smtpUrl: receiver.url });
    const admin = await server.signIn(DEMO.admin);
    const sent = await (
      await server.request('/emails/test', { cookie: admin, json: { type: 'order-status-update', ...RECIPIENT } })
    ).json();
    expect(sent.entry).toMatchObject({ status: 'pending', result: 'pending', resultLabel: 'En cours' });

    worker = startOutboxWorker(server.deps, { pollIntervalMs: 60_000 });
    const [mail] = await receiver.waitFor(1);
    await worker.drain();
    expect(mail.to).toEqual([RECIPIENT.recipientEmail]);
    expect(mail.subject).toContain('LIV-24-00042');
    const { items } = await (await server.request('/emails/test/history', { cookie: admin })).json();
    expect(items[0]).toMatchObject({
      status: 'sent',
      resultLabel: 'Succès',
      message: `Envoyé à ${RECIPIENT.recipientEmail}`,
    });
  });

  it('shows Échec with the last error when the worker gives up', async () => {
    server = await createTestServer({ smtpUrl: 'smtp://127.0.0.1:9' });
    const admin = await server.signIn(DEMO.admin);
    await server.request('/emails/test', { cookie: admin, json: { type: 'payment-reminder', ...RECIPIENT } });
    const failing = {
      sendMail: async () => {
        throw Object.assign(new Error('Connexion refusée'), { code: 'ECONNREFUSED' });
      },
      close: () => undefined,
    };
    worker = startOutboxWorker(server.deps, { pollIntervalMs: 60_000, maxAttempts: 1, transport: failing as never });
    await worker.drain();
    const { items } = await (await server.request('/emails/test/history', { cookie: admin })).json();
    expect(items[0]).toMatchObject({
      status: 'failed',
      resultLabel: 'Échec',
      attempts: 1,
      message: 'Abandon après 1 tentative : ECONNREFUSED: Connexion refusée',
    });
    const failed = await (await server.request('/emails/outbox?status=failed', { cookie: admin })).json();
    expect(failed.items[0]).toMatchObject({ lastError: 'ECONNREFUSED: Connexion refusée', attempts: 1 });
  });
});
