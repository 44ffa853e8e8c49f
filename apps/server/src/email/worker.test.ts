import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { enqueueEmail } from './outbox';
import { startSmtpReceiver, unusedPort, type SmtpReceiver } from './testing/smtp-receiver';
import { retryDelayMs, startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker';

// Short back-off so a retry is due within the test; the poll timer stays out of the way.
const FAST = { backoffBaseMs: 50, backoffMaxMs: 200, pollIntervalMs: 60_000 };
// For tests that count attempts: the queued mail's NOTIFY may start a run of its own before the
// test's drain, and on a loaded machine the drain came more than 50 ms after it and retried early.
const COUNTED = { backoffBaseMs: 400, backoffMaxMs: 800 };

// One server for the file: each test starts its own workers against its own SMTP receiver and
// begins with an empty outbox. The server's SMTP address only makes queued mail `pending` (sent by
// a worker) rather than `kept`; the workers are given the test's address.
let server: TestServer;
let receiver: SmtpReceiver | undefined;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  server = await createTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
});
afterAll(() => server?.close());

beforeEach(() => server.deps.db.delete(emailOutbox));
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await receiver?.close();
  receiver = undefined;
});

function startWorker(smtpUrl: string, options: Partial<OutboxWorkerOptions> = {}) {
  const worker = startOutboxWorker(
    { ...server.deps, config: { ...server.deps.config, smtpUrl } },
    { ...FAST, ...options },
  );
  workers.push(worker);
  return worker;
}

async function setUp(smtpUrl: string, options: Partial<OutboxWorkerOptions> = {}) {
  return { server, worker: startWorker(smtpUrl, options) };
}

const rowsOf = (s: TestServer) => s.deps.db.select().from(emailOutbox);

function sample(to: string) {
  return {
    template: 'request-rejection' as const,
    to,
    payload: { reason: 'Documents incomplets', user_name: 'Awa Camara', request_type: 'partner' as const },
  };
}

describe('outbox worker against a real SMTP server', () => {
  it('delivers the password-reset e-mail once, in French, with the link to our page valid 24 hours', async () => {
    receiver = await startSmtpReceiver();
    const { server, worker } = await setUp(receiver.url);

    const response = await server.request('/auth/password-reset/request', { json: { email: DEMO.customer } });
    expect(response.status).toBe(200);
    // The NOTIFY of the enqueue wakes the worker: no drain, no timer.
    const [mail] = await receiver.waitFor(1);
    await worker.drain();
    await worker.drain();

    expect(receiver.messages).toHaveLength(1);
    expect(mail.to).toEqual([DEMO.customer]);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Livra');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(mail.text).toContain(`http://localhost:3000/reset-password?token=${token}`);
    expect(mail.html).toContain(`href="http://localhost:3000/reset-password?token=${token}"`);
    expect(mail.text).toContain('Ce lien est valable 24 heures');
    const [row] = await rowsOf(server);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, template: 'password-reset' });
    expect(mail.messageId).toBe(`<${row.id}@livra.gn>`);

    // The link in the mail really resets the password.
    const reset = await server.request('/auth/password-reset', { json: { token, newPassword: 'nouveau123' } });
    expect(reset.status).toBe(200);
    await server.signIn(DEMO.customer, 'nouveau123');
  });

  it('links a driver to the driver reset page', async () => {
    receiver = await startSmtpReceiver();
    const { server } = await setUp(receiver.url);
    await server.request('/auth/password-reset/request', {
      json: { email: DEMO.driver, redirectTo: '/driver/reset-password' },
    });
    const [mail] = await receiver.waitFor(1);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/driver\/reset-password\?token=[\w-]+/);
    expect(mail.text).toContain('compte livreur');
  });

  it('keeps the message pending while SMTP is down, then delivers it exactly once when it is back', async () => {
    const port = await unusedPort();
    const { server, worker } = await setUp(`smtp://127.0.0.1:${port}`, COUNTED);
    await enqueueEmail(server.deps.db, server.config, sample('awa@example.gn'));

    const failedAt = Date.now();
    await worker.drain();
    let [row] = await rowsOf(server);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    // The retry waits the back-off after the failed attempt (not "later than now": under load the
    // 50 ms may already have passed when this line runs).
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(failedAt + COUNTED.backoffBaseMs);

    await new Promise((resolve) => setTimeout(resolve, COUNTED.backoffBaseMs + 20));
    await worker.drain();
    [row] = await rowsOf(server);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });

    receiver = await startSmtpReceiver({ port });
    await new Promise((resolve) => setTimeout(resolve, COUNTED.backoffMaxMs + 20));
    await worker.drain();
    await worker.drain();
    expect(receiver.messages).toHaveLength(1);
    expect(receiver.messages[0].subject).toBe('Votre demande de partenariat n’a pas été approuvée');
    [row] = await rowsOf(server);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('retries when the server answers with an error, and records what it said', async () => {
    receiver = await startSmtpReceiver({ failFirst: 1 });
    const { server, worker } = await setUp(receiver.url, COUNTED);
    await enqueueEmail(server.deps.db, server.config, sample('awa@example.gn'));
    await worker.drain();
    let [row] = await rowsOf(server);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('451');
    expect(receiver.messages).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, COUNTED.backoffBaseMs + 20));
    await worker.drain();
    [row] = await rowsOf(server);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(receiver.messages).toHaveLength(1);
  });

  it('queues one message for a dedupe key given twice', async () => {
    receiver = await startSmtpReceiver();
    const { server, worker } = await setUp(receiver.url);
    const message = { ...sample('awa@example.gn'), dedupeKey: 'request-rejection:42' };
    await server.deps.db.transaction((tx) => enqueueEmail(tx, server.config, message));
    await server.deps.db.transaction((tx) => enqueueEmail(tx, server.config, message));
    await worker.drain();
    expect(await rowsOf(server)).toHaveLength(1);
    expect(receiver.messages).toHaveLength(1);
  });

  it('never queues a message whose transaction rolled back', async () => {
    receiver = await startSmtpReceiver();
    const { server, worker } = await setUp(receiver.url);
    await expect(
      server.deps.db.transaction(async (tx) => {
        await enqueueEmail(tx, server.config, sample('awa@example.gn'));
        throw new Error('la commande a échoué');
      }),
    ).rejects.toThrow('la commande a échoué');
    await worker.drain();
    expect(await rowsOf(server)).toHaveLength(0);
    expect(receiver.messages).toHaveLength(0);
  });

  it('two workers never send the same message', async () => {
    receiver = await startSmtpReceiver();
    const { server, worker } = await setUp(receiver.url);
    const other = startWorker(receiver.url, { batchSize: 3 });
    for (let i = 0; i < 12; i++) await enqueueEmail(server.deps.db, server.config, sample(`client${i}@example.gn`));
    await Promise.all([worker.drain(), other.drain(), worker.drain(), other.drain()]);
    const recipients = receiver.messages.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(Array.from({ length: 12 }, (_, i) => `client${i}@example.gn`).sort());
    expect((await rowsOf(server)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('retries a message left "sending" by a worker that died, once its lease has run out', async () => {
    receiver = await startSmtpReceiver();
    const { server, worker } = await setUp(receiver.url);
    // As a worker leaves it when it dies mid-send: claimed, its lease still running.
    await server.deps.db.transaction(async (tx) => {
      await enqueueEmail(tx, server.config, sample('awa@example.gn'));
      await tx
        .update(emailOutbox)
        .set({ status: 'sending', attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'` });
    });
    const [row] = await rowsOf(server);
    await worker.drain();
    expect(receiver.messages).toHaveLength(0);

    await server.deps.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, row.id));
    await worker.drain();
    expect(receiver.messages).toHaveLength(1);
    expect((await rowsOf(server))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('renders a message queued without its HTML (renderLater) before sending it, in its language, and keeps it', async () => {
    receiver = await startSmtpReceiver();
    const { server, worker } = await setUp(receiver.url);
    await server.deps.db.transaction((tx) =>
      enqueueEmail(tx, server.config, { ...sample('awa@example.gn'), locale: 'en', renderLater: true }),
    );
    let [row] = await rowsOf(server);
    expect(row).toMatchObject({ html: null, text: null, locale: 'en' });
    expect(row.subject).not.toBe('Votre demande de partenariat n’a pas été approuvée');
    await worker.drain();
    expect(receiver.messages).toHaveLength(1);
    const [mail] = receiver.messages;
    expect(mail.subject).toBe(row.subject);
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).toContain('Documents incomplets');
    [row] = await rowsOf(server);
    expect(row.status).toBe('sent');
    expect(row.html).toContain('lang="en"');
    expect(row.text).toContain('Documents incomplets');
  });

  it('gives up as failed after the last allowed attempt', async () => {
    const port = await unusedPort();
    const worker = startWorker(`smtp://127.0.0.1:${port}`, { maxAttempts: 1 });
    await enqueueEmail(server.deps.db, server.config, sample('awa@example.gn'));
    await worker.drain();
    expect((await rowsOf(server))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

describe('retry delay', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5_000, 600_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20, 5_000, 600_000)).toBe(600_000);
  });
});
