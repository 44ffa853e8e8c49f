import { MESSAGES } from '@livra/shared';
import type { Config } from '@/config';
import type { Deps } from '@/http/context';
import { AppError } from './errors';

interface Rule {
  max: number;
  windowSeconds: number;
}

/** Each named limit counts per client address and, where the request names one, per e-mail. */
interface Limit {
  ip: Rule;
  email: Rule;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every throttle of the server, in one table. Per e-mail, a few mails an hour (each one
 * lands in someone's inbox); per address more, since many phones share one carrier-grade
 * NAT address in Guinea. Counted in PostgreSQL, across instances (lib/rate-limit.ts).
 */
export function limitTable(config: Config) {
  const perMinute = (max: number): Rule => ({ max, windowSeconds: MINUTE });
  const perHour = (max: number): Rule => ({ max, windowSeconds: HOUR });
  const mailForm: Limit = { ip: perHour(config.ipRequestsPerHour), email: perHour(config.emailRequestsPerHour) };
  return {
    signIn: { ip: perMinute(config.signInAttemptsPerMinute), email: perMinute(config.signInAttemptsPerMinute) },
    signUp: mailForm,
    passwordReset: mailForm,
    /** Partner and driver applications together. */
    application: mailForm,
    newsletter: mailForm,
    /** For the e-mail verification resend route (not wired on this branch). */
    verificationResend: mailForm,
    /** Status lookups need an e-mail plus a reference or phone: this makes guessing phones hopeless. */
    requestStatus: { ip: perMinute(30), email: perHour(4 * config.emailRequestsPerHour) },
  } satisfies Record<string, Limit>;
}

export type LimitName = keyof ReturnType<typeof limitTable>;

/**
 * Counts one attempt of `name` for this address and e-mail, and refuses it (429) once either
 * is over its limit. Refused attempts count too, so hammering never reopens the window.
 */
export async function enforceLimit(deps: Deps, name: LimitName, who: { ip: string; email?: string }) {
  const limit = limitTable(deps.config)[name];
  const hits = [{ key: `${name}:ip:${who.ip}`, rule: limit.ip }];
  if (who.email) hits.push({ key: `${name}:email:${who.email.toLowerCase()}`, rule: limit.email });
  const rates = await deps.rateCounter.hit(hits.map(({ key, rule }) => ({ key, windowSeconds: rule.windowSeconds })));
  if (hits.some(({ key, rule }) => (rates.get(key) ?? 0) > rule.max)) {
    throw new AppError(429, 'rate_limited', MESSAGES.tooManyRequests);
  }
}
