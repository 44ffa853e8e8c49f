import {
  CATALOG_TEXTS,
  OTHER_MENU_SECTION,
  type BusinessDetail,
  type MenuItemView,
  type MenuSection,
} from '@livra/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, businessTypes, categories, menuCategories, menuItems } from '@/db/schema/index';
import { AppError, notFound } from '@/lib/errors';
import { heldBySubscription } from '@/modules/subscriptions/subscriptions.views';
import { businessCardColumns, isListed, toCard } from './catalog.service';

/**
 * A listed business with its whole menu, as the /services/{id} page shows it: active menu
 * categories in `sort_order` then name, items without a category last under "Autres".
 * Unavailable items are included (flagged) so customers see them, but cannot order them.
 * Items of a hidden (inactive) menu category stay hidden with it.
 */
export async function getBusinessDetail(db: Db, id: string): Promise<BusinessDetail> {
  const [[business], sections, items] = await Promise.all([
    db
      .select({
        ...businessCardColumns,
        phone: businesses.phone,
        email: businesses.email,
        openingHours: businesses.openingHours,
        businessTypeId: businesses.businessTypeId,
        categoryId: categories.id,
        categoryName: categories.name,
      })
      .from(businesses)
      .leftJoin(businessTypes, eq(businessTypes.id, businesses.businessTypeId))
      .leftJoin(categories, eq(categories.id, businesses.categoryId))
      .where(and(eq(businesses.id, id), isListed)),
    db
      .select({
        id: menuCategories.id,
        name: menuCategories.name,
        description: menuCategories.description,
        isActive: menuCategories.isActive,
      })
      .from(menuCategories)
      .where(eq(menuCategories.businessId, id))
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.name)),
    db
      .select({
        id: menuItems.id,
        name: menuItems.name,
        description: menuItems.description,
        price: menuItems.price,
        image: menuItems.image,
        isAvailable: menuItems.isAvailable,
        isPopular: menuItems.isPopular,
        menuCategoryId: menuItems.menuCategoryId,
      })
      .from(menuItems)
      .where(eq(menuItems.businessId, id))
      // The order the partner entered them in, which is how the seed and the menu editor list them.
      .orderBy(asc(menuItems.createdAt), asc(menuItems.name)),
  ]);
  if (!business) throw await whyNotListed(db, id);

  const { categoryId, categoryName, ...rest } = business;
  return {
    ...toCard(rest),
    category: categoryId && categoryName ? { id: categoryId, name: categoryName } : null,
    menu: groupMenu(sections, items),
  };
}

/**
 * Why a business is not shown, as a customer following an old link expects to read it: unknown
 * (or an application never approved) 404; suspended by its subscription, back when it is paid, 404
 * with its own message; deactivated by an admin, gone from the catalogue, 410.
 */
async function whyNotListed(db: Db, id: string): Promise<AppError> {
  const [row] = await db
    .select({ isActive: businesses.isActive, requestStatus: businesses.requestStatus, held: heldBySubscription })
    .from(businesses)
    .where(eq(businesses.id, id));
  const approved = row && (row.requestStatus === null || row.requestStatus === 'approved');
  if (!approved) return notFound(CATALOG_TEXTS.businessNotFound, 'business_not_found');
  if (!row.isActive) return new AppError(410, 'business_closed', CATALOG_TEXTS.businessClosed);
  if (row.held) return notFound(CATALOG_TEXTS.businessSuspended, 'business_suspended');
  return notFound(CATALOG_TEXTS.businessNotFound, 'business_not_found');
}

type SectionRow = { id: string; name: string; description: string | null; isActive: boolean };
type ItemRow = MenuItemView & { menuCategoryId: string | null };

export function groupMenu(sections: SectionRow[], items: ItemRow[]): MenuSection[] {
  const byId = new Map(sections.map((section) => [section.id, section]));
  const grouped = new Map<string, MenuItemView[]>();
  const others: MenuItemView[] = [];
  for (const { menuCategoryId, ...item } of items) {
    const section = menuCategoryId ? byId.get(menuCategoryId) : undefined;
    if (!section) others.push(item);
    else if (section.isActive) {
      const list = grouped.get(section.id);
      if (list) list.push(item);
      else grouped.set(section.id, [item]);
    }
  }
  // Only active sections with items were grouped; the others drop out here.
  const menu: MenuSection[] = sections.flatMap((section) => {
    const sectionItems = grouped.get(section.id);
    return sectionItems
      ? [{ id: section.id, name: section.name, description: section.description, items: sectionItems }]
      : [];
  });
  if (others.length > 0) menu.push({ id: null, name: OTHER_MENU_SECTION, description: null, items: others });
  return menu;
}
