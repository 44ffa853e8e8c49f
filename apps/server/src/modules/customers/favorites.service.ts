import { MESSAGES, type FavoriteBusiness } from '@livra/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, businessTypes, favorites } from '@/db/schema/index';
import { notFound } from '@/lib/errors';
import { isForeignKeyViolation } from '@/lib/pg-errors';
import { businessCardColumns, isListed } from '@/modules/catalog/catalog.service';

/**
 * The customer's favourite businesses as cards (the home page's shape), newest favourite
 * first. A business that stops being listed drops out of the list without being forgotten.
 */
export async function listFavorites(db: Db, userId: string): Promise<FavoriteBusiness[]> {
  return db
    .select(businessCardColumns)
    .from(favorites)
    .innerJoin(businesses, eq(businesses.id, favorites.businessId))
    .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
    .where(and(eq(favorites.userId, userId), isListed))
    .orderBy(desc(favorites.createdAt));
}

/** Idempotent: adding a favourite twice keeps one. Only listed businesses can be added. */
export async function addFavorite(db: Db, userId: string, businessId: string): Promise<void> {
  const [business] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isListed));
  if (!business) throw notFound(MESSAGES.businessNotFound, 'business_not_found');
  try {
    await db.insert(favorites).values({ userId, businessId }).onConflictDoNothing();
  } catch (error) {
    // Deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw notFound(MESSAGES.businessNotFound, 'business_not_found');
    throw error;
  }
}

/** Idempotent: removing a favourite that is not there is not an error. */
export async function removeFavorite(db: Db, userId: string, businessId: string): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.businessId, businessId)));
}
