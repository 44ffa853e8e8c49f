import { MESSAGES } from '@livra/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { uniqueContact } from '@/modules/requests/requests.fixtures';

/**
 * Every throttle, at small limits: 3 sign-ins a minute, and per hour 2 mails or forms per
 * e-mail and 4 per address. Each test comes from its own socket address, so they never share
 * an address counter.
 */
let server: TestServer;
let plans: { id: string }[];
beforeAll(async () => {
  server = await createTestServer({ signInAttemptsPerMinute: 3, emailRequestsPerHour: 2, ipRequestsPerHour: 4 });
  plans = (await (await server.request('/subscription-plans')).json()).plans;
});
afterAll(() => server?.close());

let address = 0;
const newAddress = () => `198.51.100.${++address}`;
let mailbox = 0;
const newEmail = () => `limite${++mailbox}@example.gn`;

async function statuses(count: number, send: (attempt: number) => Promise<Response>) {
  const result: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) result.push((await send(attempt)).status);
  return result;
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(429);
  expect(((await response.json()) as { error: string }).error).toBe(MESSAGES.tooManyRequests);
}

describe('sign-in', () => {
  it('is not escaped by rotating X-Forwarded-For when no proxy is trusted', async () => {
    const from = newAddress();
    const attempt = (i: number) =>
      server.request('/auth/sign-in', {
        json: { email: newEmail(), password: 'wrong-pass' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: from,
      });
    expect(await statuses(3, attempt)).toEqual([401, 401, 401]);
    await expectRefused(await attempt(99));
  });

  it('is limited per e-mail across addresses, at the driver sign-in too', async () => {
    const email = newEmail();
    const attempt = (path: string) =>
      server.request(path, { json: { email, password: 'wrong-pass' }, remoteAddress: newAddress() });
    expect((await attempt('/auth/sign-in')).status).toBe(401);
    expect((await attempt('/auth/driver/sign-in')).status).toBe(401);
    expect((await attempt('/auth/sign-in')).status).toBe(401);
    await expectRefused(await attempt('/auth/driver/sign-in'));
  });
});

describe('sign-up', () => {
  const signUp = (email: string, remoteAddress: string) =>
    server.request('/auth/sign-up', {
      json: { name: 'Kadiatou Sow', email, password: 'Kankan-Soir-26' },
      remoteAddress,
    });

  it('is limited per e-mail, from any address', async () => {
    const email = newEmail();
    expect((await signUp(email, newAddress())).status).toBe(202);
    // A taken e-mail (whatever the answer to it) still counts.
    expect((await signUp(email, newAddress())).status).not.toBe(429);
    await expectRefused(await signUp(email, newAddress()));
  });

  it('is limited per address, whatever the e-mails', async () => {
    const from = newAddress();
    expect(await statuses(4, () => signUp(newEmail(), from))).toEqual([202, 202, 202, 202]);
    await expectRefused(await signUp(newEmail(), from));
  });
});

describe('password-reset mails', () => {
  const resetMails = () =>
    server.deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'password-reset'), eq(emailOutbox.toAddress, DEMO.partner)));
  const ask = (email: string, remoteAddress: string) =>
    server.request('/auth/password-reset/request', { json: { email }, remoteAddress });

  it('go out at most twice an hour to one address, and the refusal says nothing of the account', async () => {
    expect((await ask(DEMO.partner, newAddress())).status).toBe(200);
    expect((await ask(DEMO.partner, newAddress())).status).toBe(200);
    await expectRefused(await ask(DEMO.partner, newAddress()));
    expect(await resetMails()).toHaveLength(2);
    // An address with no account is refused just the same.
    const nobody = newEmail();
    await ask(nobody, newAddress());
    await ask(nobody, newAddress());
    await expectRefused(await ask(nobody, newAddress()));
  });

  it('are limited per address, whatever the e-mails', async () => {
    const from = newAddress();
    expect(await statuses(4, () => ask(newEmail(), from))).toEqual([200, 200, 200, 200]);
    await expectRefused(await ask(newEmail(), from));
  });
});

describe('applications', () => {
  const partner = (contact: { email: string; phone: string }, n: number) => ({
    ownerName: 'Fanta Condé',
    ...contact,
    businessName: `Chez Fanta ${n}`,
    businessTypeId: 1,
    address: 'Marché de Madina, Matam',
    region: 'Conakry',
    description: 'Riz sauce arachide.',
    planId: plans[1]!.id,
  });

  it('partner and driver together are limited per e-mail', async () => {
    const contact = uniqueContact('fanta');
    expect(
      (await server.request('/requests/partner', { json: partner(contact, 1), remoteAddress: newAddress() })).status,
    ).toBe(201);
    expect(
      (
        await server.request('/requests/driver', {
          json: { name: 'Fanta Condé', ...contact },
          remoteAddress: newAddress(),
        })
      ).status,
    ).toBe(201);
    await expectRefused(
      await server.request('/requests/partner', { json: partner(contact, 2), remoteAddress: newAddress() }),
    );
  });

  it('are limited per address, whatever the e-mails', async () => {
    const from = newAddress();
    const apply = (n: number) =>
      server.request('/requests/partner', { json: partner(uniqueContact('awa'), n + 10), remoteAddress: from });
    expect(await statuses(4, apply)).toEqual([201, 201, 201, 201]);
    await expectRefused(
      await server.request('/requests/driver', {
        json: { name: 'Awa Camara', ...uniqueContact('awa') },
        remoteAddress: from,
      }),
    );
  });
});

describe('request status lookups', () => {
  it('are limited per e-mail across addresses (4 × the mail limit an hour)', async () => {
    const email = newEmail();
    const lookup = () =>
      server.request(`/requests/status?email=${email}&phone=%2B224600000000`, { remoteAddress: newAddress() });
    expect(await statuses(8, lookup)).toEqual(Array(8).fill(404));
    await expectRefused(await lookup());
  });
});

describe('newsletter', () => {
  const subscribe = (email: string, remoteAddress: string) =>
    server.request('/newsletter', { json: { email }, remoteAddress });

  it('is limited per e-mail and per address', async () => {
    const email = newEmail();
    expect((await subscribe(email, newAddress())).status).toBe(201);
    expect((await subscribe(email, newAddress())).status).toBe(200);
    await expectRefused(await subscribe(email, newAddress()));

    const from = newAddress();
    expect(await statuses(4, () => subscribe(newEmail(), from))).toEqual([201, 201, 201, 201]);
    await expectRefused(await subscribe(newEmail(), from));
  });
});
