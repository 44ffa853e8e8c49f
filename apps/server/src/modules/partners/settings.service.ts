import type { BusinessUpdate, PartnerBusinessProfile } from '@livra/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, businessTypes, type Business } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { deleteUpload, saveImageUpload } from '@/lib/uploads';
import { requireOwnedBusiness, roundRating } from './partners.service';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';

/** Tells the partner's other open pages (another phone, another tab) that the business changed. */
export const BUSINESS_EVENT = 'partner_business';

/** The business's profile and settings, as its owner edits them. */
export async function getBusinessProfile(
  db: Db | Tx,
  partnerUserId: string,
  businessId: string,
): Promise<PartnerBusinessProfile> {
  const business = await requireOwnedBusiness(db, partnerUserId, businessId);
  return toProfile(db, business);
}

/**
 * Saves the fields given (a field left out keeps its value) in one transaction. Opening or
 * closing here is what checkout reads: a closed business takes no new orders.
 * Public pages see the change at once: the catalog caches are emptied once it is stored.
 */
export async function updateBusinessProfile(
  deps: Pick<Deps, 'db' | 'events'>,
  partnerUserId: string,
  businessId: string,
  changes: BusinessUpdate,
): Promise<PartnerBusinessProfile> {
  const profile = await deps.db.transaction(async (tx) => {
    await requireOwnedBusiness(tx, partnerUserId, businessId, { lock: true });
    const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [updated] = await tx
      .update(businesses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(businesses.id, businessId))
      .returning();
    await deps.events.publish(tx, { type: BUSINESS_EVENT, userIds: [partnerUserId], data: { businessId } });
    return toProfile(tx, updated);
  });
  invalidateCatalog();
  return profile;
}

export type BusinessImageKind = 'logo' | 'cover';
const IMAGE_COLUMN = { logo: 'logo', cover: 'coverImage' } as const;

/**
 * Stores a new logo or cover, points the business at it, then removes the old file. Ownership
 * is checked before the file is written; if the database refuses, the new file is removed, so
 * no orphan and no broken picture is left.
 */
export async function replaceBusinessImage(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
  partnerUserId: string,
  businessId: string,
  kind: BusinessImageKind,
  file: File,
): Promise<string> {
  await requireOwnedBusiness(deps.db, partnerUserId, businessId);
  const column = IMAGE_COLUMN[kind];
  const url = await saveImageUpload(deps.config, file);
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      previous = (await requireOwnedBusiness(tx, partnerUserId, businessId, { lock: true }))[column];
      await tx
        .update(businesses)
        .set({ [column]: url, updatedAt: new Date() })
        .where(eq(businesses.id, businessId));
      await deps.events.publish(tx, { type: BUSINESS_EVENT, userIds: [partnerUserId], data: { businessId } });
    });
  } catch (error) {
    await deleteUpload(deps.config, url);
    throw error;
  }
  await deleteUpload(deps.config, previous);
  invalidateCatalog();
  return url;
}

async function toProfile(db: Db | Tx, business: Business): Promise<PartnerBusinessProfile> {
  const [type] = business.businessTypeId
    ? await db
        .select({ name: businessTypes.name })
        .from(businessTypes)
        .where(eq(businessTypes.id, business.businessTypeId))
    : [];
  return {
    id: business.id,
    name: business.name,
    description: business.description,
    phone: business.phone,
    email: business.email,
    address: business.address,
    region: business.region,
    cuisineType: business.cuisineType,
    businessType: type?.name ?? null,
    deliveryFee: business.deliveryFee,
    deliveryTime: business.deliveryTime,
    isOpen: business.isOpen,
    isActive: business.isActive,
    openingHours: business.openingHours ?? null,
    logo: business.logo,
    coverImage: business.coverImage,
    rating: roundRating(business.rating),
    reviewCount: business.reviewCount,
  };
}
