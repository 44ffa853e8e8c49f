import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drivers, sessions, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { createSessionCache, sessionCookieOf } from './session-cache';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const sessionUser = async (cookie: string) =>
  (await (await server.request('/auth/session', { cookie })).json()).user as Record<string, unknown> | null;

async function signUpAndIn(email: string) {
  const response = await server.request('/auth/sign-up', {
    json: { name: 'Mariama Bah', email, password: 'secret12', phoneNumber: '+224 620 11 22 33' },
  });
  expect(response.status).toBe(202);
  const cookie = await server.signIn(email, 'secret12');
  const [{ id }] = await server.deps.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .where(eq(userProfiles.email, email));
  return { cookie, id };
}

describe('the session cache', () => {
  it('answers the requests after the first without asking better-auth again', async () => {
    const { cookie } = await signUpAndIn('cache.hit@example.gn');
    const lookups = vi.spyOn(server.deps.auth.api, 'getSession');
    try {
      expect(await sessionUser(cookie)).toMatchObject({ email: 'cache.hit@example.gn' });
      expect((await server.request('/cart', { cookie })).status).toBe(200);
      expect(await sessionUser(cookie)).toMatchObject({ email: 'cache.hit@example.gn' });
      expect(lookups.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      lookups.mockRestore();
    }
  });

  it('forgets a session deleted in the database, by any path, before its next request', async () => {
    const { cookie, id } = await signUpAndIn('cache.revoked@example.gn');
    expect(await sessionUser(cookie)).not.toBeNull();
    // Not through a service: the trigger announces it (at once on PGlite, within moments on PostgreSQL).
    await server.deps.db.delete(sessions).where(eq(sessions.userId, id));
    await expect.poll(() => sessionUser(cookie), { timeout: 2_000 }).toBeNull();
  });

  it('shows a change made by someone else to the profile or the driver record', async () => {
    const { cookie, id } = await signUpAndIn('cache.changed@example.gn');
    expect(await sessionUser(cookie)).toMatchObject({ name: 'Mariama Bah', role: 'customer' });
    await server.deps.db.update(userProfiles).set({ name: 'Mariama Diallo' }).where(eq(userProfiles.id, id));
    await expect.poll(async () => (await sessionUser(cookie))?.name, { timeout: 2_000 }).toBe('Mariama Diallo');
    // Counters the order path bumps are not part of the session user: no announcement needed.
    await server.deps.db
      .update(userProfiles)
      .set({ totalOrders: sql`${userProfiles.totalOrders} + 1` })
      .where(eq(userProfiles.id, id));
    expect(await sessionUser(cookie)).toMatchObject({ name: 'Mariama Diallo' });

    const driver = await server.signIn(DEMO.driver);
    const before = await sessionUser(driver);
    expect(before?.vehiclePlate).toBeDefined();
    await server.deps.db
      .update(drivers)
      .set({ vehiclePlate: 'RC-0000-ZZ' })
      .where(eq(drivers.id, before?.driverId as string));
    await expect.poll(async () => (await sessionUser(driver))?.vehiclePlate, { timeout: 2_000 }).toBe('RC-0000-ZZ');
  });

  it('shows the user their own change on their very next request', async () => {
    const { cookie } = await signUpAndIn('cache.own@example.gn');
    expect(await sessionUser(cookie)).toMatchObject({ locale: 'fr' });
    const changed = await server.request('/me/profile', { method: 'PATCH', cookie, json: { locale: 'en' } });
    expect(changed.status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ locale: 'en' });
  });

  it('signs out at once: the cookie opens nothing, even while cached', async () => {
    const { cookie } = await signUpAndIn('cache.out@example.gn');
    expect(await sessionUser(cookie)).not.toBeNull();
    expect((await server.request('/auth/sign-out', { method: 'POST', cookie })).status).toBe(200);
    expect(await sessionUser(cookie)).toBeNull();
    expect((await server.request('/cart', { cookie })).status).toBe(401);
  });
});

describe('createSessionCache', () => {
  const user = (id: string) => ({ userId: id, user: null, expiresAt: new Date(Date.now() + 60_000) });

  it('keeps an answer until its time is up, and never past the session’s end', async () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 100, now: () => now });
    const load = vi.fn(async () => user('u1'));
    await cache.resolve('k', load);
    await cache.resolve('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 101;
    await cache.resolve('k', load);
    expect(load).toHaveBeenCalledTimes(2);

    const ending = vi.fn(async () => ({ ...user('u2'), expiresAt: new Date(now + 10) }));
    await cache.resolve('short', ending);
    now += 11;
    await cache.resolve('short', ending);
    expect(ending).toHaveBeenCalledTimes(2);
  });

  it('does not keep a load that began before the user was forgotten, nor an invalid cookie', async () => {
    const cache = createSessionCache();
    let release: () => void = () => undefined;
    const slow = cache.resolve(
      'k',
      () =>
        new Promise((resolve) => {
          release = () => resolve(user('u1'));
        }),
    );
    cache.forgetUser('u1');
    release();
    await slow;
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.resolve('bad', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets one user’s cookies, or everyone’s with *', async () => {
    const cache = createSessionCache();
    await cache.resolve('a1', async () => user('a'));
    await cache.resolve('a2', async () => user('a'));
    await cache.resolve('b1', async () => user('b'));
    cache.forgetUser('a');
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')?.userId]).toEqual([undefined, undefined, 'b']);
    cache.forgetUser('*');
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries when full', async () => {
    const cache = createSessionCache({ maxEntries: 2 });
    for (const key of ['x', 'y', 'z']) await cache.resolve(key, async () => user(key));
    expect([cache.get('x'), cache.get('y')?.userId, cache.get('z')?.userId]).toEqual([undefined, 'y', 'z']);
  });

  it('reads the session cookie, secure or not, among the others', () => {
    expect(sessionCookieOf('a=1; livra.session_token=abc.def; b=2')).toBe('livra.session_token=abc.def');
    expect(sessionCookieOf('__Secure-livra.session_token=abc')).toBe('__Secure-livra.session_token=abc');
    expect(sessionCookieOf('livra.session_data=xyz')).toBeUndefined();
    expect(sessionCookieOf(undefined)).toBeUndefined();
  });
});
