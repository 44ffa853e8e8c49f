import {
  CATALOG_TEXTS,
  MESSAGES,
  type AdminBusinessCreate,
  type AdminBusinessDetail,
  type AdminBusinessUpdate,
} from '@livra/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import {
  businesses,
  businessTypeMenuTemplates,
  businessTypes,
  categories,
  menuCategories,
  menuItems,
  type Business,
} from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { deleteUpload } from '@/lib/uploads';
import { BUSINESS_EVENT } from '@/modules/partners/settings.service';
import { newBusinessDefaults } from '@/modules/system/settings.service';
import { businessLinks, findPartner, getAdminBusiness, isRealBusiness } from './admin-businesses.views';
import { invalidateCatalog } from './catalog-cache';

/**
 * What an admin changes on a business. Each change is one transaction with its one audit entry;
 * once it is stored the public catalog caches are emptied, so customers see it at once, and the
 * owner's open dashboard pages are told to refresh.
 */

type ServiceDeps = Pick<Deps, 'db' | 'events'>;

/** The fields an admin edits, as the audit log keeps them. */
const AUDITED_FIELDS = [
  'name',
  'ownerId',
  'businessTypeId',
  'categoryId',
  'address',
  'region',
  'phone',
  'email',
  'description',
  'cuisineType',
  'openingHours',
  'deliveryTime',
  'deliveryFee',
  'isActive',
  'isOpen',
] as const satisfies readonly (keyof Business)[];
type AuditedField = (typeof AUDITED_FIELDS)[number];

function audited(business: Business): Record<AuditedField, unknown> {
  return Object.fromEntries(AUDITED_FIELDS.map((field) => [field, business[field]])) as Record<AuditedField, unknown>;
}

/** Equal values, whatever the order of their keys (jsonb gives opening hours back in its own order). */
function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([key, inner]) => [key, canonical(inner)]),
        )
      : value;
  return JSON.stringify(canonical(a) ?? null) === JSON.stringify(canonical(b) ?? null);
}

async function lockBusiness(tx: Tx, id: string): Promise<Business> {
  const [business] = await tx
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), isRealBusiness))
    .for('update');
  if (!business) throw notFound(CATALOG_TEXTS.businessNotFound, 'business_not_found');
  return business;
}

/** The owner must be a partner (spec 02 §7: "verify partner"), the type and category must exist. */
async function checkReferences(
  tx: Tx,
  changes: { ownerId?: string; businessTypeId?: number; categoryId?: string | null },
) {
  if (changes.ownerId !== undefined && !(await findPartner(tx, changes.ownerId)))
    throw badRequest(MESSAGES.notAPartner, 'not_a_partner');
  if (changes.businessTypeId !== undefined) {
    const [type] = await tx
      .select({ id: businessTypes.id })
      .from(businessTypes)
      .where(eq(businessTypes.id, changes.businessTypeId));
    if (!type) throw badRequest(CATALOG_TEXTS.unknownBusinessType, 'unknown_business_type');
  }
  if (changes.categoryId) {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, changes.categoryId));
    if (!category) throw badRequest(CATALOG_TEXTS.categoryNotFound, 'unknown_category');
  }
}

async function tellOwners(deps: ServiceDeps, tx: Tx, businessId: string, ownerIds: (string | null)[]) {
  const userIds = [...new Set(ownerIds.filter((id): id is string => Boolean(id)))];
  if (userIds.length > 0) await deps.events.publish(tx, { type: BUSINESS_EVENT, userIds, data: { businessId } });
}

/**
 * The add dialog (spec 02 §5, §7): the form's fields, the chosen partner as owner, rating,
 * reviews, orders and revenue at 0, no logo. Like a business created from an application, it
 * starts with the menu categories of its type's templates.
 */
export async function createAdminBusiness(
  deps: ServiceDeps,
  actorId: string,
  input: AdminBusinessCreate,
): Promise<AdminBusinessDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    await checkReferences(tx, input);
    const defaults = await newBusinessDefaults(tx);
    const [business] = await tx
      .insert(businesses)
      .values({
        ...input,
        deliveryFee: input.deliveryFee ?? defaults.deliveryFee,
        deliveryTime: input.deliveryTime ?? defaults.deliveryTime,
        rating: 0,
        reviewCount: 0,
        totalOrders: 0,
        totalRevenue: 0,
        logo: null,
        requestStatus: null,
      })
      .returning();
    const templates = await tx
      .select()
      .from(businessTypeMenuTemplates)
      .where(eq(businessTypeMenuTemplates.businessTypeId, input.businessTypeId))
      .orderBy(asc(businessTypeMenuTemplates.sortOrder), asc(businessTypeMenuTemplates.categoryName));
    if (templates.length > 0) {
      await tx.insert(menuCategories).values(
        templates.map((template) => ({
          businessId: business.id,
          name: template.categoryName,
          description: template.categoryDescription,
          sortOrder: template.sortOrder,
        })),
      );
    }
    await recordAudit(tx, {
      actorId,
      action: 'business.create',
      entity: 'business',
      entityId: business.id,
      after: audited(business),
      details: { menuCategories: templates.length },
    });
    await tellOwners(deps, tx, business.id, [business.ownerId]);
    return getAdminBusiness(tx, business.id);
  });
  invalidateCatalog();
  return detail;
}

/** The edit dialog: the fields given change, the others keep their value. */
export async function updateAdminBusiness(
  deps: ServiceDeps,
  actorId: string,
  id: string,
  changes: AdminBusinessUpdate,
  action = 'business.update',
): Promise<AdminBusinessDetail> {
  const detail = await deps.db.transaction(async (tx) => {
    const current = await lockBusiness(tx, id);
    const changed = Object.fromEntries(
      Object.entries(changes).filter(
        ([field, value]) => value !== undefined && !sameValue(value, current[field as AuditedField]),
      ),
    ) as AdminBusinessUpdate;
    // Nothing differs from what is stored: nothing to write, nothing to record.
    if (Object.keys(changed).length === 0) return getAdminBusiness(tx, id);

    await checkReferences(tx, changed);
    const [updated] = await tx
      .update(businesses)
      .set({ ...changed, updatedAt: new Date() })
      .where(eq(businesses.id, id))
      .returning();
    const fields = Object.keys(changed) as AuditedField[];
    await recordAudit(tx, {
      actorId,
      action,
      entity: 'business',
      entityId: id,
      before: Object.fromEntries(fields.map((field) => [field, current[field]])),
      after: Object.fromEntries(fields.map((field) => [field, updated[field]])),
    });
    await tellOwners(deps, tx, id, [current.ownerId, updated.ownerId]);
    return getAdminBusiness(tx, id);
  });
  invalidateCatalog();
  return detail;
}

/** Activate (listed again) or deactivate (gone from the catalog, takes no order). */
export function setBusinessActive(deps: ServiceDeps, actorId: string, id: string, isActive: boolean) {
  return updateAdminBusiness(deps, actorId, id, { isActive }, isActive ? 'business.activate' : 'business.deactivate');
}

/** Open (takes orders) or close (takes none until opened again). */
export function setBusinessOpen(deps: ServiceDeps, actorId: string, id: string, isOpen: boolean) {
  return updateAdminBusiness(deps, actorId, id, { isOpen }, isOpen ? 'business.open' : 'business.close');
}

/**
 * Deletes a business that never had an order (its menu, favourites, reservations and
 * subscriptions go with it). One with orders must stay so that order history and revenue stay
 * true: the answer (409) says to deactivate it instead. One with service drivers is refused too,
 * so no driver is left attached to nothing.
 */
export async function deleteAdminBusiness(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
  actorId: string,
  id: string,
): Promise<void> {
  const files = await deps.db.transaction(async (tx) => {
    const business = await lockBusiness(tx, id);
    const links = await businessLinks(tx, id);
    if (links.orders > 0) throw conflict(MESSAGES.businessHasOrders(links.orders), 'business_has_orders');
    if (links.drivers > 0) throw conflict(MESSAGES.businessHasDrivers(links.drivers), 'business_has_drivers');
    const itemImages = await tx.select({ image: menuItems.image }).from(menuItems).where(eq(menuItems.businessId, id));
    await tx.delete(businesses).where(eq(businesses.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'business.delete',
      entity: 'business',
      entityId: id,
      before: audited(business),
    });
    await tellOwners(deps, tx, id, [business.ownerId]);
    return [business.logo, business.coverImage, ...itemImages.map((item) => item.image)];
  });
  invalidateCatalog();
  // Files go once the row is gone for good; a failure here leaves a file, never a broken page.
  await Promise.all(files.map((file) => deleteUpload(deps.config, file))).catch(() => undefined);
}
