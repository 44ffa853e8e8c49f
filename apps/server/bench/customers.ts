import { ROLE_IDS } from '@livra/shared';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '@/db/client';
import { accounts, carts, userProfiles, users } from '@/db/schema/index';
import { seedId } from '@/db/seed/random';

export const BENCH_PASSWORD = 'bench-demo-1234';

export interface BenchCustomer {
  email: string;
  /** The session cookie, once signed in. */
  cookie: string;
  /** The menu item this customer orders (one business each, spread over the catalog). */
  menuItemId: string;
}

const emailOf = (i: number) => `client.bench.${String(i).padStart(4, '0')}@livra.gn`;

/**
 * `count` customer accounts written straight into the database, as sign-up would leave them
 * (account, credential, profile, empty cart). scrypt is slow: the hash is made once and shared.
 */
export async function createBenchCustomers(db: Db, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: seedId(`bench-customer:${i}`),
    email: emailOf(i),
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
