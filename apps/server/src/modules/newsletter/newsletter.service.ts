import { MESSAGES } from '@livra/shared';
import type { Db } from '@/db/client';
import { newsletterSubscribers } from '@/db/schema/index';

/** Subscribes an address; a second subscription of the same address is not an error. */
export async function subscribe(db: Db, email: string): Promise<{ created: boolean; message: string }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0
    ? { created: true, message: MESSAGES.newsletterSubscribed }
    : { created: false, message: MESSAGES.newsletterAlreadySubscribed };
}
