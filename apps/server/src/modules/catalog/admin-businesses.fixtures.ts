import { ROLE_IDS } from '@livra/shared';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, businesses, userProfiles, users } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';

/** Helpers of the admin businesses tests. */

export const ADMIN_BUSINESSES = '/admin/businesses';

export async function profileByEmail(server: TestServer, email: string) {
  const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, email));
  if (!profile) throw new Error(`Profil de démonstration introuvable : ${email}`);
  return profile;
}

export async function seededBusiness(server: TestServer, name: string) {
  const [business] = await server.deps.db.select().from(businesses).where(eq(businesses.name, name));
  if (!business) throw new Error(`Commerce de démonstration introuvable : ${name}`);
  return business;
}

export function auditOf(server: TestServer, entityId: string) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'business'), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
}

let counter = 0;
/** A partner account of its own (profile only: enough to own a business and be searched). */
export async function insertPartnerProfile(server: TestServer, name: string, extra: { isActive?: boolean } = {}) {
  const n = `${Date.now()}-${++counter}`;
  const email = `partenaire.${n}@exemple.gn`;
  const [user] = await server.deps.db.insert(users).values({ name, email }).returning();
  await server.deps.db
    .insert(userProfiles)
    .values({ id: user.id, name, email, roleId: ROLE_IDS.partner, isActive: extra.isActive ?? true });
  return { id: user.id, name, email };
}
