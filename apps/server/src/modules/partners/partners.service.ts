import { MESSAGES, type PartnerBusinessSummary } from '@livra/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, businessTypes, type Business } from '@/db/schema/index';
import { notFound } from '@/lib/errors';

/**
 * The one ownership check of the partner side: the business exists and its owner_id is this
 * partner. Anything else (unknown id, someone else's business) is the same 404, so a partner
 * cannot learn which ids exist. Every partner route goes through it before touching a business.
 * Inside a transaction, `lock` holds the row (FOR UPDATE) until it ends, so two saves do not interleave.
 */
export async function requireOwnedBusiness(
  db: Db | Tx,
  partnerUserId: string,
  businessId: string,
  options: { lock?: boolean } = {},
): Promise<Business> {
  const query = db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, partnerUserId)));
  const [business] = options.lock ? await query.for('update') : await query;
  if (!business) throw notFound(MESSAGES.businessNotFound, 'business_not_found');
  return business;
}

/** The partner's businesses, by name, for the dashboard's business switcher. */
export async function listOwnedBusinesses(db: Db | Tx, partnerUserId: string): Promise<PartnerBusinessSummary[]> {
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      type: businessTypes.name,
      isOpen: businesses.isOpen,
      isActive: businesses.isActive,
      logo: businesses.logo,
      rating: businesses.rating,
    })
    .from(businesses)
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .where(eq(businesses.ownerId, partnerUserId))
    .orderBy(asc(businesses.name), asc(businesses.id));
  return rows.map((row) => ({ ...row, rating: roundRating(row.rating) }));
}

/** Ratings are shown to one decimal (spec 01 §9). */
export const roundRating = (rating: number) => Math.round(rating * 10) / 10;
