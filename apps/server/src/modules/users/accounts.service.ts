import { randomInt, randomUUID } from 'node:crypto';
import { isWeakPassword, MESSAGES, ROLE_IDS, type Role } from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { accounts, carts, userProfiles, users } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { AppError } from '@/lib/errors';

const LETTERS = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*?';
/** Spec 02 §9: generated passwords are 12 characters. */
export const GENERATED_PASSWORD_LENGTH = 12;

/**
 * A password for an account an admin creates (spec 02 §9: 12 letters and digits, drivers' also
 * symbols). Look-alike characters (0/O, 1/l/I) are left out: it is read from a screen and typed
 * on a phone. At least one letter and one digit (and symbol), and never a weak one.
 */
export function generatePassword(withSymbols = false): string {
  const pools = withSymbols ? [LETTERS, DIGITS, SYMBOLS] : [LETTERS, DIGITS];
  const all = pools.join('');
  for (;;) {
    const chars = pools.map(pick);
    while (chars.length < GENERATED_PASSWORD_LENGTH) chars.push(pick(all));
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (!isWeakPassword(password)) return password;
  }
}

function pick(pool: string): string {
  return pool[randomInt(pool.length)];
}

/** scrypt is slow: hash before opening the transaction that stores the account. */
export async function hashPassword(deps: Pick<Deps, 'auth'>, password: string): Promise<string> {
  return (await deps.auth.$context).password.hash(password);
}

export interface NewAccount {
  name: string;
  email: string;
  phoneNumber?: string | null;
  role: Role;
  passwordHash: string;
  /** True for a generated password: the user must choose their own at first sign-in. */
  mustChangePassword: boolean;
  profile?: Partial<
    Pick<
      typeof userProfiles.$inferInsert,
      'address' | 'dateOfBirth' | 'gender' | 'isActive' | 'isVerified' | 'profileImage' | 'locale'
    >
  >;
}

/**
 * Creates a sign-in account (better-auth's user and credential rows) with its profile, inside the
 * caller's transaction, for accounts an admin creates (partners, drivers). The e-mail is taken as
 * confirmed: the admin vouches for it, and the credentials are sent to it. A taken address is a
 * 409 with the spec's message.
 */
export async function insertAccount(tx: Tx, account: NewAccount): Promise<{ userId: string }> {
  const email = account.email.trim().toLowerCase();
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new AppError(409, 'email_taken', MESSAGES.emailTaken);
  const userId = randomUUID();
  await tx.insert(users).values({ id: userId, name: account.name, email, emailVerified: true });
  await tx
    .insert(accounts)
    .values({ accountId: userId, providerId: 'credential', userId, password: account.passwordHash });
  await tx.insert(userProfiles).values({
    ...account.profile,
    id: userId,
    name: account.name,
    email,
    phoneNumber: account.phoneNumber ?? null,
    roleId: ROLE_IDS[account.role],
    mustChangePassword: account.mustChangePassword,
  });
  if (account.role === 'customer') await tx.insert(carts).values({ userId });
  return { userId };
}
