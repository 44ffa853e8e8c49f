import { MESSAGES } from '@livra/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, emailOutbox, userProfiles, users, verifications } from '../../db/schema/index';
import { cookieFrom, createTestServer, DEMO, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const newUser = (email: string) => ({ name: 'Kadiatou Sow', email, password: 'secret12', phoneNumber: '+224 620 11 22 33' });

async function errorOf(response: Response) {
  return ((await response.json()) as { error: string }).error;
}

describe('sign-up', () => {
  it('creates the account, a customer profile and an empty cart, and signs in', async () => {
    const response = await server.request('/auth/sign-up', { json: newUser('kadiatou@example.gn') });
    expect(response.status).toBe(201);
    const { user } = await response.json();
    expect(user).toMatchObject({ name: 'Kadiatou Sow', email: 'kadiatou@example.gn', role: 'customer' });
    const session = await server.request('/auth/session', { cookie: cookieFrom(response) });
    expect((await session.json()).user.email).toBe('kadiatou@example.gn');
    const [cart] = await server.deps.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(cart).toBeDefined();
  });

  it('refuses an e-mail already used', async () => {
    const response = await server.request('/auth/sign-up', { json: newUser(DEMO.customer) });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toBe(MESSAGES.emailTaken);
  });

  it('gives the spec messages for missing information, short passwords and unknown roles', async () => {
    const missing = await server.request('/auth/sign-up', { json: { password: 'secret12' } });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toContain(MESSAGES.signupMissingInfo);

    const short = await server.request('/auth/sign-up', { json: { ...newUser('short@example.gn'), password: '123' } });
    expect(await errorOf(short)).toBe(MESSAGES.passwordTooShort);

    const role = await server.request('/auth/sign-up', { json: { ...newUser('role@example.gn'), role: 'pirate' } });
    expect(role.status).toBe(400);
    expect(await errorOf(role)).toBe("Rôle 'pirate' non trouvé dans la base de données");

    const admin = await server.request('/auth/sign-up', { json: { ...newUser('boss@example.gn'), role: 'admin' } });
    expect(admin.status).toBe(403);
  });

  it('leaves nothing behind when a step fails', async () => {
    // Make the last step (the cart) fail inside the transaction.
    await server.deps.db.execute(sql`alter table carts add constraint no_more_carts check (false) not valid`);
    try {
      const response = await server.request('/auth/sign-up', { json: newUser('atomic@example.gn') });
      expect(response.status).toBe(500);
      expect(await errorOf(response)).toBe(MESSAGES.serverError);
      expect(await server.deps.db.select().from(users).where(eq(users.email, 'atomic@example.gn'))).toHaveLength(0);
      expect(await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, 'atomic@example.gn'))).toHaveLength(0);
    } finally {
      await server.deps.db.execute(sql`alter table carts drop constraint no_more_carts`);
    }
  });
});

describe('sign-in and sign-out', () => {
  it('signs in a demo account and reports the session user', async () => {
    const cookie = await server.signIn(DEMO.partner);
    const { user } = await (await server.request('/auth/session', { cookie })).json();
    expect(user).toMatchObject({ email: DEMO.partner, role: 'partner' });
  });

  it('gives driver details to a driver session', async () => {
    const cookie = await server.signIn(DEMO.driver);
    const { user } = await (await server.request('/auth/session', { cookie })).json();
    expect(user.role).toBe('driver');
    expect(user.driverId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a wrong password with "Identifiants invalides"', async () => {
    const response = await server.request('/auth/sign-in', { json: { email: DEMO.customer, password: 'nope-nope' } });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toBe(MESSAGES.invalidCredentials);
  });

  it('signs out: the cookie no longer opens a session', async () => {
    const cookie = await server.signIn(DEMO.customer);
    const out = await server.request('/auth/sign-out', { method: 'POST', cookie });
    expect(out.status).toBe(200);
    const { user } = await (await server.request('/auth/session', { cookie })).json();
    expect(user).toBeNull();
  });

  it('refuses a deactivated account, and ends its open sessions', async () => {
    await server.request('/auth/sign-up', { json: newUser('disabled@example.gn') });
    const cookie = await server.signIn('disabled@example.gn', 'secret12');
    await server.deps.db.update(userProfiles).set({ isActive: false }).where(eq(userProfiles.email, 'disabled@example.gn'));
    const response = await server.request('/auth/sign-in', { json: { email: 'disabled@example.gn', password: 'secret12' } });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe(MESSAGES.accountDisabled);
    expect((await (await server.request('/auth/session', { cookie })).json()).user).toBeNull();
  });

  it('gives an account without a profile a customer profile at sign-in', async () => {
    await server.request('/auth/sign-up', { json: newUser('orphan@example.gn') });
    await server.deps.db.delete(userProfiles).where(eq(userProfiles.email, 'orphan@example.gn'));
    const cookie = await server.signIn('orphan@example.gn', 'secret12');
    const { user } = await (await server.request('/auth/session', { cookie })).json();
    expect(user).toMatchObject({ email: 'orphan@example.gn', role: 'customer' });
  });

  it('limits sign-in attempts', async () => {
    const limited = await createTestServer({ signInAttemptsPerMinute: 3 });
    try {
      const attempt = () => limited.request('/auth/sign-in', { json: { email: 'x@example.gn', password: 'wrong-pass' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked.status).toBe(429);
      expect(await errorOf(blocked)).toBe(MESSAGES.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});

describe('passwords', () => {
  it('changes the password only with the right current one', async () => {
    await server.request('/auth/sign-up', { json: newUser('change@example.gn') });
    const cookie = await server.signIn('change@example.gn', 'secret12');
    const wrong = await server.request('/auth/password', { cookie, json: { currentPassword: 'bad-one', newPassword: 'newpass1' } });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toBe(MESSAGES.wrongCurrentPassword);
    const right = await server.request('/auth/password', { cookie, json: { currentPassword: 'secret12', newPassword: 'newpass1' } });
    expect(right.status).toBe(200);
    expect((await right.json()).message).toBe(MESSAGES.passwordChanged);
    await server.signIn('change@example.gn', 'newpass1');
  });

  it('resets a password with the e-mailed link, which expires after 24 hours', async () => {
    await server.request('/auth/sign-up', { json: newUser('reset@example.gn') });
    const asked = await server.request('/auth/password-reset/request', { json: { email: 'reset@example.gn' } });
    expect(asked.status).toBe(200);
    const [mail] = await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'reset@example.gn'));
    const payload = mail.payload as { reset_url: string; reset_token: string; expires_at: string };
    expect(payload.reset_url).toBe(`http://localhost:3000/reset-password?token=${payload.reset_token}`);
    const ttl = new Date(payload.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3_600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3_600_000);

    const reset = await server.request('/auth/password-reset', { json: { token: payload.reset_token, newPassword: 'fresh123' } });
    expect(reset.status).toBe(200);
    await server.signIn('reset@example.gn', 'fresh123');

    const reused = await server.request('/auth/password-reset', { json: { token: payload.reset_token, newPassword: 'again123' } });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toBe(MESSAGES.resetTokenInvalid);
  });

  it('refuses an expired reset link', async () => {
    await server.request('/auth/sign-up', { json: newUser('late@example.gn') });
    await server.request('/auth/password-reset/request', { json: { email: 'late@example.gn' } });
    const [mail] = await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'late@example.gn'));
    const token = (mail.payload as { reset_token: string }).reset_token;
    await server.deps.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await server.request('/auth/password-reset', { json: { token, newPassword: 'fresh123' } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(MESSAGES.resetTokenInvalid);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const response = await server.request('/auth/password-reset/request', { json: { email: 'nobody@example.gn' } });
    expect(response.status).toBe(200);
    expect(await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'nobody@example.gn'))).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a French 400, never a 500', async () => {
    const response = await server.request('/auth/sign-in', {
      method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(MESSAGES.invalidJson);
  });

  it('answers a form body sent to a JSON route in French', async () => {
    const response = await server.request('/auth/sign-in', {
      method: 'POST', body: 'email=a%40b.gn&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([400, 415]).toContain(response.status);
    expect(await errorOf(response)).toMatch(/requête|Données|email/i);
  });

  it('refuses wrong types and over-long strings', async () => {
    const wrongType = await server.request('/auth/sign-in', { json: { email: 42, password: true } });
    expect(wrongType.status).toBe(400);
    const tooLong = await server.request('/auth/sign-up', { json: { ...newUser('long@example.gn'), name: 'a'.repeat(5000) } });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatch(/ne doit pas dépasser/);
  });

  it('answers unknown API paths with a French 404', async () => {
    const response = await server.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe(MESSAGES.notFound);
  });
});

describe('health and docs', () => {
  it('checks the database', async () => {
    const response = await server.request('/health');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document and browsable docs', async () => {
    const doc = await (await server.request('/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/auth/sign-in'].post['x-roles']).toEqual(['public']);
    const page = await server.request('/docs');
    expect(await page.text()).toContain('swagger-ui');
    expect((await server.request('/docs/swagger-ui-bundle.js')).status).toBe(200);
  });
});
