import { eq, like } from 'drizzle-orm';
import { emailOutbox } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';

/** A new applicant each call: unique e-mail and phone, so tests never collide with each other. */
let counter = 0;
export function uniqueContact(prefix: string) {
  counter += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(counter).padStart(3, '0');
  return { email: `${prefix}.${n}@exemple.gn`, phone: `+224 6${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}` };
}

export async function errorOf(response: Response) {
  return ((await response.json()) as { error: string }).error;
}

/** The e-mails queued for one request, by template. */
export async function requestEmails(server: TestServer, requestId: string) {
  const rows = await server.deps.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `%${requestId}`));
  return {
    confirmation: rows.filter((row) => row.template === 'request-confirmation'),
    admin: rows.filter((row) => row.template === 'admin-notification'),
    all: rows,
  };
}

export async function outboxCount(server: TestServer, template: string) {
  return (
    await server.deps.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.template, template))
  ).length;
}
