import { randomUUID } from 'node:crypto';
import { MESSAGES, ROLE_IDS } from '@livra/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, carts, emailOutbox, userProfiles, users, verifications } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const newUser = (email: string) => ({
  name: 'Kadiatou Sow',
  email,
  password: 'secret12',
  phoneNumber: '+224 620 11 22 33',
});

async function errorOf(response: Response) {
  return ((await response.json()) as { error: string }).error;
}

const outboxTo = (email: string) => server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
const sessionOf = async (cookie: string) => (await (await server.request('/auth/session', { cookie })).json()).user;

describe('sign-up', () => {
  it('creates the account, a customer profile and an empty cart, mails a confirmation link, and opens no session', async () => {
    const response = await server.request('/auth/sign-up', { json: newUser('kadiatou@example.gn') });
    expect(response.status).toBe(202);
    expect((await response.json()).message).toBe(MESSAGES.signupCheckEmail);
    expect(response.headers.getSetCookie()).toEqual([]);
    const [profile] = await server.deps.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.email, 'kadiatou@example.gn'));
    expect(profile).toMatchObject({ name: 'Kadiatou Sow', roleId: ROLE_IDS.customer });
    expect(await server.deps.db.select().from(carts).where(eq(carts.userId, profile.id))).toHaveLength(1);
    const [mail] = await outboxTo('kadiatou@example.gn');
    expect(mail.template).toBe('email-verification');
    expect(mail.subject).toBe('Confirmez votre adresse e-mail Livra');

    const user = await sessionOf(await server.signIn('kadiatou@example.gn', 'secret12'));
    expect(user).toMatchObject({ email: 'kadiatou@example.gn', role: 'customer', emailVerified: false });
  });

  it('answers a taken e-mail exactly like a free one, changes nothing, and tells the owner by e-mail', async () => {
    const response = await server.request('/auth/sign-up', {
      json: { ...newUser(DEMO.customer), password: 'Usurpation-1' },
    });
    expect(response.status).toBe(202);
    expect((await response.json()).message).toBe(MESSAGES.signupCheckEmail);
    expect(response.headers.getSetCookie()).toEqual([]);
    const [notice] = await outboxTo(DEMO.customer);
    expect(notice.template).toBe('account-notice');
    expect(notice.subject).toBe('Tentative d’inscription avec votre adresse Livra');
    expect(
      (await server.request('/auth/sign-in', { json: { email: DEMO.customer, password: 'Usurpation-1' } })).status,
    ).toBe(401);
    await server.signIn(DEMO.customer);
  });

  it('takes about as long for a taken e-mail as for a free one', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      // A new password each time: the harness's hasher remembers passwords it has hashed, and
      // the point here is that both paths pay for a real hash.
      const password = `Kindia-${randomUUID()}`;
      expect((await server.request('/auth/sign-up', { json: { ...newUser(email), password } })).status).toBe(202);
      return performance.now() - started;
    };
    const free: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      free.push(await time(`timing-${i}-${Date.now()}@example.gn`));
      taken.push(await time(DEMO.partner));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2];
    // The password hash dominates both; what differs is a few queries, never a missing hash.
    expect(median(taken) / median(free)).toBeGreaterThan(0.5);
    expect(median(taken) / median(free)).toBeLessThan(2);
  });

  it('gives the spec messages for missing information, and the password rules for new passwords', async () => {
    const missing = await server.request('/auth/sign-up', { json: { password: 'secret12' } });
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toContain(MESSAGES.signupMissingInfo);

    const cases: [string, string][] = [
      ['123', MESSAGES.passwordNewTooShort],
      ['Kal0um!', MESSAGES.passwordNewTooShort],
      ['x'.repeat(129), MESSAGES.passwordTooLong],
      ['azertyuiop', MESSAGES.passwordTooCommon],
      ['11111111', MESSAGES.passwordTooCommon],
      ['abcdefgh', MESSAGES.passwordTooCommon],
      ['123456789', MESSAGES.passwordTooCommon],
    ];
    for (const [password, message] of cases) {
      const response = await server.request('/auth/sign-up', { json: { ...newUser('weak@example.gn'), password } });
      expect(response.status, password).toBe(400);
      expect(await errorOf(response), password).toBe(message);
    }
    expect(await server.deps.db.select().from(users).where(eq(users.email, 'weak@example.gn'))).toHaveLength(0);
    const longest = await server.request('/auth/sign-up', {
      json: { ...newUser('long-pass@example.gn'), password: `${'Kaloum-'.repeat(18)}xy` },
    });
    expect(longest.status).toBe(202);
  });

  it('refuses unknown and non-customer roles', async () => {
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
      expect(
        await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, 'atomic@example.gn')),
      ).toHaveLength(0);
    } finally {
      await server.deps.db.execute(sql`alter table carts drop constraint no_more_carts`);
    }
  });
});

describe('e-mail verification', () => {
  const linkOf = async (email: string) => {
    const mails = await outboxTo(email);
    const mail = mails.filter((row) => row.template === 'email-verification').at(-1)!;
    return new URL((mail.payload as { verify_url: string }).verify_url);
  };

  it('confirms the address with the mailed link, which leads to the web page', async () => {
    await server.request('/auth/sign-up', { json: newUser('verify@example.gn') });
    const link = await linkOf('verify@example.gn');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/verify-email');
    const cookie = await server.signIn('verify@example.gn', 'secret12');

    const verified = await server.request('/auth/verification/verify', {
      json: { token: link.searchParams.get('token') },
    });
    expect(verified.status).toBe(200);
    expect((await verified.json()).message).toBe(MESSAGES.emailVerified);
    expect(await sessionOf(cookie)).toMatchObject({ emailVerified: true });
    const [profile] = await server.deps.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.email, 'verify@example.gn'));
    expect(profile.isVerified).toBe(true);
  });

  it('refuses a forged, malformed or empty link with a French 400', async () => {
    for (const token of ['pas-un-jeton', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5nbiJ9.c2lnbmF0dXJl', '']) {
      const response = await server.request('/auth/verification/verify', { json: { token } });
      expect(response.status, token).toBe(400);
      expect(await errorOf(response)).toBe(MESSAGES.verificationLinkInvalid);
    }
  });

  it('resends the link to the signed-in account, and says when the address is already confirmed', async () => {
    await server.request('/auth/sign-up', { json: newUser('resend@example.gn') });
    const cookie = await server.signIn('resend@example.gn', 'secret12');
    const resent = await server.request('/auth/verification/resend', { method: 'POST', cookie });
    expect(resent.status).toBe(200);
    expect((await resent.json()).message).toBe(MESSAGES.verificationEmailSent);
    expect((await outboxTo('resend@example.gn')).filter((row) => row.template === 'email-verification')).toHaveLength(
      2,
    );

    const link = await linkOf('resend@example.gn');
    expect(
      (await server.request('/auth/verification/verify', { json: { token: link.searchParams.get('token') } })).status,
    ).toBe(200);
    const again = await server.request('/auth/verification/resend', { method: 'POST', cookie });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(MESSAGES.emailAlreadyVerified);
    expect((await server.request('/auth/verification/resend', { method: 'POST' })).status).toBe(401);
  });

  it('treats a followed password-reset link as proof of the address', async () => {
    await server.request('/auth/sign-up', { json: newUser('proof@example.gn') });
    await server.request('/auth/password-reset/request', { json: { email: 'proof@example.gn' } });
    const [mail] = (await outboxTo('proof@example.gn')).filter((row) => row.template === 'password-reset');
    const token = (mail.payload as { reset_token: string }).reset_token;
    expect(
      (await server.request('/auth/password-reset', { json: { token, newPassword: 'Nouveau-2024' } })).status,
    ).toBe(200);
    expect(await sessionOf(await server.signIn('proof@example.gn', 'Nouveau-2024'))).toMatchObject({
      emailVerified: true,
    });
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
    await server.deps.db
      .update(userProfiles)
      .set({ isActive: false })
      .where(eq(userProfiles.email, 'disabled@example.gn'));
    const response = await server.request('/auth/sign-in', {
      json: { email: 'disabled@example.gn', password: 'secret12' },
    });
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
      const attempt = () =>
        limited.request('/auth/sign-in', { json: { email: 'x@example.gn', password: 'wrong-pass' } });
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
    const wrong = await server.request('/auth/password', {
      cookie,
      json: { currentPassword: 'bad-one', newPassword: 'newpass1' },
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toBe(MESSAGES.wrongCurrentPassword);
    const right = await server.request('/auth/password', {
      cookie,
      json: { currentPassword: 'secret12', newPassword: 'newpass1' },
    });
    expect(right.status).toBe(200);
    expect((await right.json()).message).toBe(MESSAGES.passwordChanged);
    await server.signIn('change@example.gn', 'newpass1');
  });

  it('holds a changed or reset password to the new-password rules, with the real length limit', async () => {
    await server.request('/auth/sign-up', { json: newUser('rules@example.gn') });
    const cookie = await server.signIn('rules@example.gn', 'secret12');
    for (const [newPassword, message] of [
      ['motdepasse', MESSAGES.passwordTooCommon],
      ['x'.repeat(129), MESSAGES.passwordTooLong],
      ['abc1234', MESSAGES.passwordNewTooShort],
    ]) {
      const response = await server.request('/auth/password', {
        cookie,
        json: { currentPassword: 'secret12', newPassword },
      });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    const reset = await server.request('/auth/password-reset', {
      json: { token: 'whatever', newPassword: '12345678' },
    });
    expect(reset.status).toBe(400);
    expect(await errorOf(reset)).toBe(MESSAGES.passwordTooCommon);
  });

  it('still signs in an existing account whose password has the old floor of 6 characters', async () => {
    await server.request('/auth/sign-up', { json: newUser('old-floor@example.gn') });
    const hash = await (await server.deps.auth.$context).password.hash('kaloum');
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, 'old-floor@example.gn'));
    await server.deps.db.update(accounts).set({ password: hash }).where(eq(accounts.userId, user.id));
    await server.signIn('old-floor@example.gn', 'kaloum');
  });

  it('resets a password with the e-mailed link, which expires after 24 hours', async () => {
    await server.request('/auth/sign-up', { json: newUser('reset@example.gn') });
    const asked = await server.request('/auth/password-reset/request', { json: { email: 'reset@example.gn' } });
    expect(asked.status).toBe(200);
    const [mail] = (await outboxTo('reset@example.gn')).filter((row) => row.template === 'password-reset');
    const payload = mail.payload as { reset_url: string; reset_token: string; expires_at: string };
    expect(payload.reset_url).toBe(`http://localhost:3000/reset-password?token=${payload.reset_token}`);
    const ttl = new Date(payload.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(23.9 * 3_600_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3_600_000);

    const reset = await server.request('/auth/password-reset', {
      json: { token: payload.reset_token, newPassword: 'fresh123' },
    });
    expect(reset.status).toBe(200);
    await server.signIn('reset@example.gn', 'fresh123');

    const reused = await server.request('/auth/password-reset', {
      json: { token: payload.reset_token, newPassword: 'again123' },
    });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toBe(MESSAGES.resetTokenInvalid);
  });

  it('refuses an expired reset link', async () => {
    await server.request('/auth/sign-up', { json: newUser('late@example.gn') });
    await server.request('/auth/password-reset/request', { json: { email: 'late@example.gn' } });
    const [mail] = (await outboxTo('late@example.gn')).filter((row) => row.template === 'password-reset');
    const token = (mail.payload as { reset_token: string }).reset_token;
    await server.deps.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await server.request('/auth/password-reset', { json: { token, newPassword: 'fresh123' } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(MESSAGES.resetTokenInvalid);
  });

  it('takes about as long for an unknown e-mail as for a known one', async () => {
    await server.request('/auth/sign-up', { json: newUser('timed-reset@example.gn') });
    const time = async (email: string) => {
      const started = performance.now();
      expect((await server.request('/auth/password-reset/request', { json: { email } })).status).toBe(200);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time('timed-reset@example.gn'));
      unknown.push(await time(`inconnu-${i}@example.gn`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2];
    expect(median(unknown) / median(known)).toBeGreaterThan(0.7);
    expect(median(unknown) / median(known)).toBeLessThan(1.4);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const response = await server.request('/auth/password-reset/request', { json: { email: 'nobody@example.gn' } });
    expect(response.status).toBe(200);
    expect(
      await server.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'nobody@example.gn')),
    ).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with a French 400, never a 500', async () => {
    const response = await server.request('/auth/sign-in', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(MESSAGES.invalidJson);
  });

  it('answers a form body sent to a JSON route in French', async () => {
    const response = await server.request('/auth/sign-in', {
      method: 'POST',
      body: 'email=a%40b.gn&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([400, 415]).toContain(response.status);
    expect(await errorOf(response)).toMatch(/requête|Données|email/i);
  });

  it('refuses wrong types and over-long strings', async () => {
    const wrongType = await server.request('/auth/sign-in', { json: { email: 42, password: true } });
    expect(wrongType.status).toBe(400);
    const tooLong = await server.request('/auth/sign-up', {
      json: { ...newUser('long@example.gn'), name: 'a'.repeat(5000) },
    });
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
