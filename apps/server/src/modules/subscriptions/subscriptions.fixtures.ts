import type { AdminSubscription, SubscriptionActionResult } from '@livra/shared';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, businesses, partnerSubscriptions } from '@/db/schema/index';
import type { TestServer } from '@/test/harness';

/** Seeded subscriptions (db/seed/extras.ts) by the business they belong to. */
export const SEEDED = {
  /** active, ends 5 days after seeding; the demo partner's business */
  maquis: 'Le Maquis de Kaloum',
  /** active, ends 2 days after seeding */
  fatou: 'Chez Fatou – Saveurs de Guinée',
  /** active, ends 20 days after seeding */
  cafe: 'Café de Kaloum',
  /** pending */
  taouyah: 'Pharmacie de Taouyah',
  /** suspended for 4 more days, « Retard de paiement » */
  milo: 'Le Maquis du Milo',
  /** inactive, « Commerce fermé temporairement », ends in 25 days */
  wax: 'Wax et Pagnes de Kankan',
  /** expired 10 days before seeding */
  rio: 'Restaurant Rio Nunez',
} as const;

export async function businessIdOf(server: TestServer, name: string): Promise<string> {
  const [row] = await server.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  if (!row) throw new Error(`Commerce de démonstration introuvable : ${name}`);
  return row.id;
}

/** The newest subscription of a business, as stored. */
export async function subscriptionOf(server: TestServer, businessName: string) {
  const [row] = await server.deps.db
    .select({ subscription: partnerSubscriptions })
    .from(partnerSubscriptions)
    .innerJoin(businesses, eq(businesses.id, partnerSubscriptions.businessId))
    .where(eq(businesses.name, businessName))
    .orderBy(desc(partnerSubscriptions.createdAt))
    .limit(1);
  if (!row) throw new Error(`Abonnement de démonstration introuvable : ${businessName}`);
  return row.subscription;
}

/** Calls an admin action; answers the status and the parsed body. */
export async function adminAction(
  server: TestServer,
  cookie: string,
  id: string,
  action: 'suspend' | 'deactivate' | 'reactivate',
  json: Record<string, unknown> = {},
) {
  const response = await server.request(`/admin/subscriptions/${id}/${action}`, { cookie, json });
  const body = (await response.json()) as SubscriptionActionResult & { error?: string };
  return { status: response.status, body };
}

/** Audit entries written about one subscription, newest first. */
export function auditOf(server: TestServer, subscriptionId: string, action?: string) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'subscription'),
        eq(auditLog.entityId, subscriptionId),
        action ? eq(auditLog.action, action) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt));
}

/** Is the business in the public catalog (listing and business page)? */
export async function isListedInCatalog(server: TestServer, businessName: string): Promise<boolean> {
  const id = await businessIdOf(server, businessName);
  const page = await server.request(`/businesses/${id}`);
  const search = await server.request(`/search?q=${encodeURIComponent(businessName)}`);
  const found = ((await search.json()) as { businesses: { id: string }[] }).businesses.some((b) => b.id === id);
  if ((page.status === 200) !== found) throw new Error(`Page (${page.status}) et recherche (${found}) divergent`);
  return found;
}

export type { AdminSubscription };
