import { ROLE_IDS } from '@livra/shared';
import { createHmac, randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { SESSION_COOKIE_PREFIX } from '@/auth/better-auth';
import type { Db } from '@/db/client';
import { accounts, carts, sessions, userProfiles, users } from '@/db/schema/index';
import { seedId } from '@/db/seed/random';

export const BENCH_PASSWORD = 'bench-demo-1234';

export interface BenchCustomer {
  email: string;
  /** The session cookie, once signed in. */
  cookie: string;
  /** The menu item this customer orders (one business each, spread over the catalog). */
  menuItemId: string;
}

const emailOf = (prefix: string, i: number) => `client.${prefix}.${String(i).padStart(4, '0')}@livra.gn`;

/**
 * `count` customer accounts written straight into the database, as sign-up would leave them
 * (account, credential, profile, empty cart). scrypt is slow: the hash is made once and shared.
 * `prefix` keeps the customers of two scenarios apart (`client.<prefix>.0001@livra.gn`).
 */
export async function createBenchCustomers(db: Db, count: number, prefix = 'bench'): Promise<string[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: seedId(`${prefix}-customer:${i}`),
    email: emailOf(prefix, i),
    name: `Client Bench ${i + 1}`,
  }));
  await db.insert(users).values(rows.map((r) => ({ ...r, emailVerified: true })));
  await db
    .insert(accounts)
    .values(rows.map((r) => ({ accountId: r.id, providerId: 'credential', userId: r.id, password: passwordHash })));
  await db.insert(userProfiles).values(
    rows.map((r, i) => ({
      ...r,
      roleId: ROLE_IDS.customer,
      isVerified: true,
      phoneNumber: `+224 62${String(i).padStart(7, '0')}`,
    })),
  );
  await db.insert(carts).values(rows.map((r) => ({ userId: r.id })));
  return rows.map((r) => r.email);
}

/**
 * Signs every customer in once through the real sign-in route (a few at a time: each costs a
 * scrypt verification) and gives each one item to order, spread over `orderable`.
 */
export async function signInCustomers(
  baseUrl: string,
  emails: string[],
  orderable: { menuItemId: string }[],
): Promise<BenchCustomer[]> {
  const customers: BenchCustomer[] = [];
  const queue = emails.map((email, i) => ({ email, menuItemId: orderable[(i * 7) % orderable.length].menuItemId }));
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: next.email, password: BENCH_PASSWORD }),
      });
      if (response.status !== 200)
        throw new Error(`Connexion de ${next.email} impossible : ${response.status} ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .filter((pair) => !pair.endsWith('='))
        .join('; ');
      customers.push({ ...next, cookie });
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return customers;
}

/**
 * A session per user written straight into the database, with the cookie better-auth would
 * have set (the token, signed with the app's secret): thousands of customers signed in without
 * thousands of scrypt verifications, which the sign-in route makes on purpose slow.
 */
export async function createBenchSessions(db: Db, userIds: string[], secret: string): Promise<string[]> {
  // better-call's signCookieValue: the token, a dot, the base64 HMAC-SHA256 of the token; URI-encoded.
  const signed = (token: string) =>
    encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
  const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const rows = userIds.map((userId) => ({ userId, token: randomBytes(24).toString('base64url'), expiresAt }));
  for (let from = 0; from < rows.length; from += 1_000)
    await db.insert(sessions).values(rows.slice(from, from + 1_000));
  return rows.map((row) => `${SESSION_COOKIE_PREFIX}.session_token=${signed(row.token)}`);
}
