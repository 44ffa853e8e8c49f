import {
  MESSAGES,
  PARTNER_OPS_TEXTS,
  type PartnerMenuItem,
  type menuItemCreateSchema,
  type menuItemUpdateSchema,
  type z,
} from '@livra/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { menuCategories, menuItems, type MenuItem } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { badRequest, notFound } from '@/lib/errors';
import { deleteUpload, saveImageUpload } from '@/lib/uploads';
import { menuWrite } from './partner-menu.service';
import { requireOwnedBusiness } from './partners.service';

/**
 * Articles of one of the partner's businesses. Orders keep their own copy of each line's name
 * and price, so deleting an article never changes a past order (its link becomes null).
 */

type MenuDeps = Pick<Deps, 'db' | 'events'>;
type ItemInput = z.output<typeof menuItemCreateSchema>;
type ItemUpdate = z.output<typeof menuItemUpdateSchema>;

const toView = (item: MenuItem): PartnerMenuItem => ({
  id: item.id,
  name: item.name,
  description: item.description,
  price: item.price,
  image: item.image,
  menuCategoryId: item.menuCategoryId,
  isAvailable: item.isAvailable,
  isPopular: item.isPopular,
  createdAt: item.createdAt.toISOString(),
});

/** The whole menu, in the order customers see it: category order, then the order entered. */
export async function listMenuItems(db: Db, partnerUserId: string, businessId: string): Promise<PartnerMenuItem[]> {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  const rows = await db
    .select({ item: menuItems })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.menuCategoryId))
    .where(eq(menuItems.businessId, businessId))
    .orderBy(
      sql`${menuCategories.sortOrder} asc nulls last`,
      asc(menuItems.createdAt),
      asc(menuItems.name),
      asc(menuItems.id),
    );
  return rows.map((row) => toView(row.item));
}

async function requireItem(db: Db | Tx, businessId: string, itemId: string): Promise<MenuItem> {
  const [item] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, itemId), eq(menuItems.businessId, businessId)));
  if (!item) throw notFound(MESSAGES.menuItemNotFound, 'menu_item_not_found');
  return item;
}

/** An article may only go in a category of the same business. */
async function checkCategory(tx: Tx, businessId: string, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [category] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.businessId, businessId)));
  if (!category) throw badRequest(PARTNER_OPS_TEXTS.itemCategoryUnknown, 'category_unknown');
}

export async function createMenuItem(deps: MenuDeps, partnerUserId: string, businessId: string, input: ItemInput) {
  return menuWrite(deps, partnerUserId, businessId, async (tx) => {
    await checkCategory(tx, businessId, input.menuCategoryId);
    const [created] = await tx
      .insert(menuItems)
      .values({
        businessId,
        name: input.name,
        description: input.description ?? null,
        price: input.price,
        menuCategoryId: input.menuCategoryId ?? null,
        isAvailable: input.isAvailable ?? true,
        isPopular: input.isPopular ?? false,
      })
      .returning();
    return toView(created);
  });
}

/** Saves the fields given; a field left out keeps its value. */
export async function updateMenuItem(
  deps: MenuDeps,
  partnerUserId: string,
  businessId: string,
  itemId: string,
  changes: ItemUpdate,
) {
  return menuWrite(deps, partnerUserId, businessId, async (tx) => {
    await requireItem(tx, businessId, itemId);
    await checkCategory(tx, businessId, changes.menuCategoryId);
    const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [updated] = await tx
      .update(menuItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(menuItems.id, itemId))
      .returning();
    return toView(updated);
  });
}

export async function deleteMenuItem(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
  partnerUserId: string,
  businessId: string,
  itemId: string,
) {
  const removed = await menuWrite(deps, partnerUserId, businessId, async (tx) => {
    const item = await requireItem(tx, businessId, itemId);
    await tx.delete(menuItems).where(eq(menuItems.id, itemId));
    return item;
  });
  await deleteUpload(deps.config, removed.image);
}

/**
 * Stores a new photo and points the article at it, then removes the old file. Ownership is
 * checked before the file is written; if the database refuses, the new file is removed.
 */
export async function replaceMenuItemPhoto(
  deps: Pick<Deps, 'db' | 'events' | 'config'>,
  partnerUserId: string,
  businessId: string,
  itemId: string,
  file: File,
): Promise<PartnerMenuItem> {
  await requireOwnedBusiness(deps.db, partnerUserId, businessId);
  await requireItem(deps.db, businessId, itemId);
  const url = await saveImageUpload(deps.config, file);
  let previous: string | null = null;
  let view: PartnerMenuItem;
  try {
    view = await menuWrite(deps, partnerUserId, businessId, async (tx) => {
      previous = (await requireItem(tx, businessId, itemId)).image;
      const [updated] = await tx
        .update(menuItems)
        .set({ image: url, updatedAt: new Date() })
        .where(eq(menuItems.id, itemId))
        .returning();
      return toView(updated);
    });
  } catch (error) {
    await deleteUpload(deps.config, url);
    throw error;
  }
  await deleteUpload(deps.config, previous);
  return view;
}
