import { EMAIL_TYPES, MESSAGES, sampleEmailPayload } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/index';
import { enqueueEmail } from '@/email/outbox';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

// No SMTP_URL: every message is kept in the database for admins to read.
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server.close());

async function send(type: string, json: unknown, headers?: Record<string, string>) {
  const response = await server.request(`/emails/${type}`, { cookie: admin, json, headers });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/emails/{type}', () => {
  it.each(EMAIL_TYPES)('queues a %s e-mail from the sample payload', async (type) => {
    const { status, body } = await send(type, sampleEmailPayload(type, 'awa@example.gn', 'Awa Camara'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, status: 'kept' });
    const message = await (await server.request(`/emails/outbox/${body.id}`, { cookie: admin })).json();
    expect(message.to).toBe('awa@example.gn');
    expect(message.template).toBe(type);
    expect(message.text).toContain('Livra — Livraison à Conakry, Kindia, Labé, Kankan et Boké');
    expect(message.html).not.toMatch(/<img/i);
  });

  it('refuses a request e-mail without its required fields, with the spec’s message', async () => {
    const {
      user_phone: _phone,
      request_id: _id,
      ...incomplete
    } = sampleEmailPayload('request-confirmation', 'awa@example.gn', 'Awa');
    for (const type of ['request-confirmation', 'admin-notification']) {
      const { status, body } = await send(type, incomplete);
      expect(status).toBe(400);
      expect(body.error).toBe(MESSAGES.requestMissingFields);
      expect(body.error).toBe('Champs manquants: request_id, user_name, user_email, user_phone sont requis');
    }
    expect((await send('request-confirmation', {})).body.error).toBe(MESSAGES.requestMissingFields);
  });

  it('refuses a malformed payload with a French message and queues nothing', async () => {
    const before = (await (await server.request('/emails/outbox', { cookie: admin })).json()).total;
    const payload = { ...sampleEmailPayload('order-confirmation', 'awa@example.gn', 'Awa'), total: 'beaucoup' };
    const { status, body } = await send('order-confirmation', payload);
    expect(status).toBe(400);
    expect(body.error).toBe('Montant invalide');
    const after = (await (await server.request('/emails/outbox', { cookie: admin })).json()).total;
    expect(after).toBe(before);
  });

  it('sends an admin notification to every active admin unless told otherwise', async () => {
    const { to: _to, ...payload } = sampleEmailPayload('admin-notification', 'x@example.gn', 'X');
    const { body } = await send('admin-notification', payload);
    const message = await (await server.request(`/emails/outbox/${body.id}`, { cookie: admin })).json();
    expect(message.to).toBe(DEMO.admin);
    expect(message.text).toContain('http://localhost:3000/admin/requests');
  });

  it('never queues twice for one Idempotency-Key', async () => {
    const payload = sampleEmailPayload('payment-reminder', 'awa@example.gn', 'Awa');
    const headers = { 'Idempotency-Key': 'reminder-test-1' };
    const first = await send('payment-reminder', payload, headers);
    const second = await send('payment-reminder', payload, headers);
    expect(second.body.id).toBe(first.body.id);
  });

  it('is for admins only', async () => {
    const customer = await server.signIn(DEMO.customer);
    const payload = sampleEmailPayload('password-reset', 'awa@example.gn', 'Awa');
    expect((await server.request('/emails/password-reset', { json: payload })).status).toBe(401);
    expect((await server.request('/emails/password-reset', { cookie: customer, json: payload })).status).toBe(403);
    expect((await server.request('/emails/outbox', { cookie: customer })).status).toBe(403);
  });
});

describe('outbox without SMTP', () => {
  it('keeps a password-reset e-mail that an admin can read whole', async () => {
    const response = await server.request('/auth/password-reset/request', { json: { email: DEMO.customer } });
    expect(response.status).toBe(200);

    const page = await (await server.request('/emails/outbox?status=kept', { cookie: admin })).json();
    const summary = page.items.find(
      (m: { template: string; to: string }) => m.template === 'password-reset' && m.to === DEMO.customer,
    );
    expect(summary).toMatchObject({
      status: 'kept',
      attempts: 0,
      subject: 'Réinitialisation de votre mot de passe Livra',
      sentAt: null,
    });

    const message = await (await server.request(`/emails/outbox/${summary.id}`, { cookie: admin })).json();
    expect(message.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[\w-]+/);
    expect(message.text).toContain('Ce lien est valable 24 heures');
    expect(message.html).toContain('Choisir un nouveau mot de passe');
    expect(message.payload).toMatchObject({ user_email: DEMO.customer, user_type: 'customer' });
  });

  it('lists newest first, ten a page, and filters by status', async () => {
    for (let i = 0; i < 11; i++) await send('request-rejection', { reason: `Motif ${i}`, to: `r${i}@example.gn` });
    const first = await (await server.request('/emails/outbox', { cookie: admin })).json();
    expect(first.items).toHaveLength(10);
    expect(first.pageSize).toBe(10);
    expect(first.items[0].to).toBe('r10@example.gn');
    const times = first.items.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await (await server.request('/emails/outbox?page=2', { cookie: admin })).json();
    expect(second.page).toBe(2);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const sent = await (await server.request('/emails/outbox?status=sent', { cookie: admin })).json();
    expect(sent).toMatchObject({ total: 0, items: [] });
  });

  it('answers 404 for an unknown message and 400 for a malformed id', async () => {
    const missing = await server.request('/emails/outbox/6f1c2a9e-5b7d-4c1e-9a8f-2d6b4e0c7a51', { cookie: admin });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toBe('E-mail non trouvé');
    expect((await server.request('/emails/outbox/pas-un-id', { cookie: admin })).status).toBe(400);
  });

  it('refuses a message with no recipient', async () => {
    const { status, body } = await send('request-rejection', { reason: 'Documents incomplets' });
    expect(status).toBe(400);
    expect(body.error).toBe('Destinataire manquant : indiquez « to » ou « user_email »');
  });
});

describe('mail queued to be rendered after commit (renderLater)', () => {
  it('shows subject in the list, and HTML and text rendered on first read, then stored', async () => {
    const payload = sampleEmailPayload('order-confirmation', 'fatou.later@example.gn', 'Fatou Sylla');
    await enqueueEmail(server.deps.db, server.config, {
      template: 'order-confirmation',
      to: 'fatou.later@example.gn',
      payload,
      renderLater: true,
    });
    const [row] = await server.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'fatou.later@example.gn'));
    expect(row).toMatchObject({ html: null, text: null, locale: 'fr', status: 'kept' });
    const list = await (await server.request('/emails/outbox?recipient=fatou.later', { cookie: admin })).json();
    expect(list.items[0].subject).toBe(row.subject);
    expect(row.subject).toContain(payload.order_number);

    const message = await (await server.request(`/emails/outbox/${row.id}`, { cookie: admin })).json();
    expect(message.html).toContain('lang="fr"');
    expect(message.text).toContain('Fatou Sylla');
    const [stored] = await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
    expect(stored.html).toBe(message.html);
    expect(stored.text).toBe(message.text);
  });
});
