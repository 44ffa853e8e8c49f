import {
  MESSAGES,
  CATALOG_TEXTS,
  type AdminBusinessType,
  type AdminCategory,
  type AdminContentStats,
  type MenuTemplateView,
} from '@livra/shared';
import { and, asc, count, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { businesses, businessTypeMenuTemplates, businessTypes, categories } from '@/db/schema/index';
import { notFound } from '@/lib/errors';
import { contains, isRealBusiness } from './admin-businesses.views';

/**
 * What the admin content page reads: every category (hidden ones too) and every business type
 * with its menu templates, each with how many businesses use it. A "business" is a real one, as
 * on the businesses page: applications still pending or refused are not counted.
 */

const businessCount = sql<number>`cast(${count(businesses.id)} as int)`;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  icon: categories.icon,
  color: categories.color,
  link: categories.link,
  description: categories.description,
  image: categories.image,
  isActive: categories.isActive,
  sortOrder: categories.sortOrder,
  businessCount,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
};

type Dated<T> = Omit<T, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };
const dated = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The name or the description contains the text, case and accents ignored; no text: every row. */
function matching(search: string | undefined, name: AnyColumn, description: AnyColumn): SQL | undefined {
  return search ? or(contains(name, search), contains(description, search)) : undefined;
}

/** Every category in its display order, optionally those whose name or description contains the text. */
export async function listAdminCategories(db: Db | Tx, search?: string, id?: string): Promise<AdminCategory[]> {
  const rows: Dated<AdminCategory>[] = await db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(businesses, and(eq(businesses.categoryId, categories.id), isRealBusiness))
    .where(and(matching(search, categories.name, categories.description), id ? eq(categories.id, id) : undefined))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map(dated);
}

export async function getAdminCategory(db: Db | Tx, id: string): Promise<AdminCategory> {
  const [category] = await listAdminCategories(db, undefined, id);
  if (!category) throw notFound(CATALOG_TEXTS.categoryNotFound, 'category_not_found');
  return category;
}

async function templatesOf(db: Db | Tx, typeIds: number[]): Promise<Map<number, MenuTemplateView[]>> {
  const byType = new Map<number, MenuTemplateView[]>();
  if (typeIds.length === 0) return byType;
  const rows = await db
    .select({
      businessTypeId: businessTypeMenuTemplates.businessTypeId,
      categoryName: businessTypeMenuTemplates.categoryName,
      categoryDescription: businessTypeMenuTemplates.categoryDescription,
      sortOrder: businessTypeMenuTemplates.sortOrder,
      isRequired: businessTypeMenuTemplates.isRequired,
    })
    .from(businessTypeMenuTemplates)
    .where(inArray(businessTypeMenuTemplates.businessTypeId, typeIds))
    .orderBy(asc(businessTypeMenuTemplates.sortOrder), asc(businessTypeMenuTemplates.categoryName));
  for (const { businessTypeId, ...template } of rows) {
    byType.set(businessTypeId, [...(byType.get(businessTypeId) ?? []), template]);
  }
  return byType;
}

/** Every business type with its menu templates (in their order), optionally filtered like the categories. */
export async function listAdminBusinessTypes(db: Db | Tx, search?: string, id?: number): Promise<AdminBusinessType[]> {
  const rows = await db
    .select({
      id: businessTypes.id,
      name: businessTypes.name,
      icon: businessTypes.icon,
      color: businessTypes.color,
      description: businessTypes.description,
      image: businessTypes.image,
      features: businessTypes.features,
      businessCount,
      createdAt: businessTypes.createdAt,
      updatedAt: businessTypes.updatedAt,
    })
    .from(businessTypes)
    .leftJoin(businesses, and(eq(businesses.businessTypeId, businessTypes.id), isRealBusiness))
    .where(
      and(
        matching(search, businessTypes.name, businessTypes.description),
        id !== undefined ? eq(businessTypes.id, id) : undefined,
      ),
    )
    .groupBy(businessTypes.id)
    .orderBy(asc(businessTypes.id));
  const templates = await templatesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...dated(row), templates: templates.get(row.id) ?? [] }));
}

export async function getAdminBusinessType(db: Db | Tx, id: number): Promise<AdminBusinessType> {
  const [type] = await listAdminBusinessTypes(db, undefined, id);
  if (!type) throw notFound(MESSAGES.businessTypeNotFound, 'business_type_not_found');
  return type;
}

/** The four cards: categories (all, active), business types, businesses. */
export async function adminContentStats(db: Db): Promise<AdminContentStats> {
  const [[categoryCounts], [typeCounts], [businessCounts]] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`cast(count(*) filter (where ${categories.isActive}) as int)`,
      })
      .from(categories),
    db.select({ total: count() }).from(businessTypes),
    db.select({ total: count() }).from(businesses).where(isRealBusiness),
  ]);
  return {
    totalCategories: Number(categoryCounts.total),
    activeCategories: Number(categoryCounts.active),
    businessTypes: Number(typeCounts.total),
    totalBusinesses: Number(businessCounts.total),
  };
}
