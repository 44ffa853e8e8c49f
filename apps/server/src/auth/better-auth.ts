import { MESSAGES, ROLE_IDS } from '@livra/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import { accounts, carts, sessions, userProfiles, users, verifications } from '@/db/schema/index';

export const SESSION_COOKIE_PREFIX = 'livra';
export const RESET_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** A confirmation link stays valid a day: mail reaches slow networks late. */
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface ResetPasswordRequest {
  user: { id: string; email: string; name: string };
  token: string;
  /** The `redirectTo` given by our route, carried through better-auth as its callback URL. */
  url: string;
}

export interface VerificationEmailRequest {
  user: { id: string; email: string; name: string };
  token: string;
}

/** The mails better-auth asks for, queued by our modules; and what a proven address changes. */
export interface AuthMail {
  resetPassword(request: ResetPasswordRequest): Promise<void>;
  verificationEmail(request: VerificationEmailRequest): Promise<void>;
  /** The address was proven (confirmation link, or a reset link it received). */
  emailProven(userId: string): Promise<void>;
}

/** How passwords are hashed and checked: better-auth's scrypt unless a test harness passes its own. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

/**
 * better-auth owns passwords (scrypt), sessions and reset tokens. It is used through
 * `auth.api` from our own routes only, so every auth route is declared, validated and
 * documented like the rest of the API.
 */
export function createAuth(db: Db, config: Config, mail: AuthMail, password?: PasswordHasher) {
  return betterAuth({
    appName: 'Livra',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.appUrl.startsWith('https://'),
    },
    // better-auth's limiter only guards its HTTP handler, which is never mounted (we call
    // auth.api from our own routes); those routes are throttled by lib/limits.ts, in PostgreSQL.
    rateLimit: { enabled: false },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    emailAndPassword: {
      enabled: true,
      // Sign-up is our own transaction (account, profile and cart together).
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(password ? { password } : {}),
      sendResetPassword: async ({ user, url, token }) => mail.resetPassword({ user, url, token }),
      // Following a reset link proves the address as well as a confirmation link does.
      onPasswordReset: async ({ user }) => mail.emailProven(user.id),
    },
    // Tokens are better-auth's signed ones; our sign-up and resend routes ask for the mail.
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => mail.verificationEmail({ user, token }),
      afterEmailVerification: async (user) => mail.emailProven(user.id),
    },
    databaseHooks: {
      session: {
        create: {
          // Runs on every sign-in: refuses disabled accounts, and gives an account
          // without a profile the customer profile the spec asks for.
          before: async (session) => {
            const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.id, session.userId));
            if (profile && !profile.isActive) {
              throw new APIError('FORBIDDEN', { message: MESSAGES.accountDisabled, code: 'account_disabled' });
            }
            if (!profile) await createMissingProfile(db, session.userId);
            return { data: session };
          },
        },
      },
    },
  });
}

async function createMissingProfile(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(userProfiles)
      .values({ id: user.id, name: user.name, email: user.email, roleId: ROLE_IDS.customer })
      .onConflictDoNothing();
    await tx.insert(carts).values({ userId: user.id }).onConflictDoNothing();
  });
}

export type Auth = ReturnType<typeof createAuth>;
