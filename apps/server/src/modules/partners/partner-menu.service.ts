import {
  PARTNER_OPS_TEXTS,
  type PartnerMenuCategory,
  type menuCategoryCreateSchema,
  type menuCategoryUpdateSchema,
  type z,
} from '@livra/shared';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { menuCategories, menuItems, type MenuCategory } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import type { Deps } from '@/http/context';
import { badRequest, conflict, notFound } from '@/lib/errors';
import { invalidateCatalog } from '@/modules/catalog/catalog-cache';
import { requireOwnedBusiness } from './partners.service';

/**
 * Menu categories of one of the partner's businesses. Every write runs in a transaction with
 * the business row locked (names stay unique, sort orders do not interleave), then empties the
 * public catalog caches so customers see the change at once.
 */

type MenuDeps = Pick<Deps, 'db' | 'events'>;
type CategoryInput = z.output<typeof menuCategoryCreateSchema>;
type CategoryUpdate = z.output<typeof menuCategoryUpdateSchema>;

/** Tells the partner's other open pages (another phone, another tab) that the menu changed. */
export const MENU_EVENT = 'partner_menu';

export async function publishMenuChange(deps: MenuDeps, tx: Tx, partnerUserId: string, businessId: string) {
  await deps.events.publish(tx, { type: MENU_EVENT, userIds: [partnerUserId], data: { businessId } });
}

/** Runs a menu change for an owned business, then makes it public at once. */
export async function menuWrite<T>(
  deps: MenuDeps,
  partnerUserId: string,
  businessId: string,
  write: (tx: Tx) => Promise<T>,
) {
  const result = await deps.db.transaction(async (tx) => {
    await requireOwnedBusiness(tx, partnerUserId, businessId, { lock: true });
    const value = await write(tx);
    await publishMenuChange(deps, tx, partnerUserId, businessId);
    return value;
  });
  invalidateCatalog();
  return result;
}

export async function listMenuCategories(
  db: Db | Tx,
  partnerUserId: string,
  businessId: string,
): Promise<PartnerMenuCategory[]> {
  await requireOwnedBusiness(db, partnerUserId, businessId);
  const rows = await db
    .select({
      id: menuCategories.id,
      name: menuCategories.name,
      description: menuCategories.description,
      sortOrder: menuCategories.sortOrder,
      isActive: menuCategories.isActive,
      // Tables named outright: in a one-table query drizzle would leave "id" unqualified.
      itemCount:
        sql<number>`(select count(*) from menu_items mi where mi.menu_category_id = "menu_categories"."id")`.mapWith(
          Number,
        ),
    })
    .from(menuCategories)
    .where(eq(menuCategories.businessId, businessId))
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name), asc(menuCategories.id));
  return rows;
}

async function categoryView(tx: Tx, category: MenuCategory): Promise<PartnerMenuCategory> {
  const [{ itemCount }] = await tx
    .select({ itemCount: count() })
    .from(menuItems)
    .where(eq(menuItems.menuCategoryId, category.id));
  const { id, name, description, sortOrder, isActive } = category;
  return { id, name, description, sortOrder, isActive, itemCount: Number(itemCount) };
}

/** One of this business's categories, or 404. */
export async function requireCategory(db: Db | Tx, businessId: string, categoryId: string): Promise<MenuCategory> {
  const [category] = await db
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.businessId, businessId)));
  if (!category) throw notFound(PARTNER_OPS_TEXTS.categoryNotFound, 'category_not_found');
  return category;
}

/** Names are unique per menu, whatever the case or accents ("Boissons" = "boissons"). */
async function refuseTakenName(tx: Tx, businessId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(
      and(eq(menuCategories.businessId, businessId), sql`${searchText(menuCategories.name)} = ${searchText(name)}`),
    );
  if (taken && taken.id !== exceptId) throw conflict(PARTNER_OPS_TEXTS.categoryNameTaken, 'category_name_taken');
}

/** A new category goes last. */
export async function createMenuCategory(
  deps: MenuDeps,
  partnerUserId: string,
  businessId: string,
  input: CategoryInput,
) {
  return menuWrite(deps, partnerUserId, businessId, async (tx) => {
    const name = input.name.trim();
    await refuseTakenName(tx, businessId, name);
    const [{ last }] = await tx
      .select({ last: sql<number | null>`max(${menuCategories.sortOrder})` })
      .from(menuCategories)
      .where(eq(menuCategories.businessId, businessId));
    const [created] = await tx
      .insert(menuCategories)
      .values({
        businessId,
        name,
        description: input.description?.trim() || null,
        isActive: input.isActive ?? true,
        sortOrder: last === null ? 0 : Number(last) + 1,
      })
      .returning();
    return categoryView(tx, created);
  });
}

export async function updateMenuCategory(
  deps: MenuDeps,
  partnerUserId: string,
  businessId: string,
  categoryId: string,
  changes: CategoryUpdate,
) {
  return menuWrite(deps, partnerUserId, businessId, async (tx) => {
    await requireCategory(tx, businessId, categoryId);
    if (changes.name) await refuseTakenName(tx, businessId, changes.name, categoryId);
    const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [updated] = await tx
      .update(menuCategories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(menuCategories.id, categoryId))
      .returning();
    return categoryView(tx, updated);
  });
}

/** `ids` must be exactly this menu's categories, each once: their new order, first to last. */
export async function reorderMenuCategories(deps: MenuDeps, partnerUserId: string, businessId: string, ids: string[]) {
  await menuWrite(deps, partnerUserId, businessId, async (tx) => {
    const existing = await tx
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(eq(menuCategories.businessId, businessId));
    const known = new Set(existing.map((row) => row.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest(PARTNER_OPS_TEXTS.reorderInvalid, 'reorder_invalid');
    }
    const position = sql.join(
      ids.map((id, index) => sql`when ${menuCategories.id} = ${id} then ${index}::int`),
      sql` `,
    );
    await tx
      .update(menuCategories)
      .set({ sortOrder: sql`case ${position} end`, updatedAt: new Date() })
      .where(inArray(menuCategories.id, ids));
  });
  return listMenuCategories(deps.db, partnerUserId, businessId);
}

/**
 * Deletes an empty category. One that still holds articles is refused rather than emptied:
 * its articles would otherwise reappear under "Autres" on the public page without the partner
 * deciding it (hiding the category is the way to take it off the menu).
 */
export async function deleteMenuCategory(
  deps: MenuDeps,
  partnerUserId: string,
  businessId: string,
  categoryId: string,
) {
  await menuWrite(deps, partnerUserId, businessId, async (tx) => {
    await requireCategory(tx, businessId, categoryId);
    const [{ items }] = await tx
      .select({ items: count() })
      .from(menuItems)
      .where(eq(menuItems.menuCategoryId, categoryId));
    if (Number(items) > 0) throw conflict(PARTNER_OPS_TEXTS.categoryNotEmpty(Number(items)), 'category_not_empty');
    await tx.delete(menuCategories).where(eq(menuCategories.id, categoryId));
  });
}
