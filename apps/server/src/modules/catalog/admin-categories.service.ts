import {
  MESSAGES,
  CATALOG_TEXTS,
  type AdminCategory,
  type AdminCategoryCreate,
  type AdminCategoryUpdate,
} from '@livra/shared';
import { and, count, eq, max, ne } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { searchText } from '@/db/schema/columns';
import { businesses, categories, type Category } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { conflict, notFound } from '@/lib/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { deleteUpload, saveImageUpload } from '@/lib/uploads';
import { getAdminCategory } from './admin-content.views';
import { invalidateCatalog } from './catalog-cache';

/**
 * What an admin changes on the browse categories. Each change is one transaction with its one
 * audit entry; once it is stored the public catalog caches are emptied on every instance
 * (invalidateCatalog), so home, /categories and the filters show it at once.
 */

type ServiceDeps = Pick<Deps, 'db' | 'config'>;

const AUDITED_FIELDS = [
  'name',
  'icon',
  'color',
  'link',
  'description',
  'image',
  'isActive',
] as const satisfies readonly (keyof Category)[];
type AuditedField = (typeof AUDITED_FIELDS)[number];

const audited = (category: Category) =>
  Object.fromEntries(AUDITED_FIELDS.map((field) => [field, category[field]])) as Record<AuditedField, unknown>;

async function lockCategory(tx: Tx, id: string): Promise<Category> {
  const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!category) throw notFound(CATALOG_TEXTS.categoryNotFound, 'category_not_found');
  return category;
}

/** Two categories may not share a name, whatever the case or accents (`Grillades`, `grillades`). */
async function refuseTakenName(tx: Tx, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(searchText(categories.name), searchText(name)), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(MESSAGES.categoryNameTaken, 'category_name_taken');
}

/** Two admins saving the same name at once: the unique index refuses the second, with the same words. */
async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.categoryNameTaken, 'category_name_taken');
    throw error;
  }
}

/** Add dialog: a new category goes last in the display order. */
export async function createCategory(
  deps: ServiceDeps,
  actorId: string,
  input: AdminCategoryCreate,
): Promise<AdminCategory> {
  const category = await namedOnce(() =>
    deps.db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const [{ last }] = await tx.select({ last: max(categories.sortOrder) }).from(categories);
      const [created] = await tx
        .insert(categories)
        .values({
          name: input.name,
          icon: input.icon,
          color: input.color,
          link: input.link ?? null,
          description: input.description ?? null,
          image: input.image ?? null,
          isActive: input.isActive,
          sortOrder: (last ?? 0) + 1,
        })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: 'category.create',
        entity: 'category',
        entityId: created.id,
        after: audited(created),
      });
      return getAdminCategory(tx, created.id);
    }),
  );
  invalidateCatalog();
  return category;
}

/** Edit dialog: the fields given change, the others keep their value. */
export async function updateCategory(
  deps: ServiceDeps,
  actorId: string,
  id: string,
  changes: AdminCategoryUpdate,
  action = 'category.update',
): Promise<AdminCategory> {
  let wrote = false;
  let replacedImage: string | null = null;
  const category = await namedOnce(() =>
    deps.db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      const changed = Object.fromEntries(
        Object.entries(changes).filter(
          ([field, value]) => value !== undefined && value !== current[field as AuditedField],
        ),
      ) as AdminCategoryUpdate;
      const fields = Object.keys(changed) as AuditedField[];
      // Nothing differs from what is stored: nothing to write, nothing to record.
      if (fields.length === 0) return getAdminCategory(tx, id);
      if (changed.name !== undefined) await refuseTakenName(tx, changed.name, id);
      const [updated] = await tx.update(categories).set(changed).where(eq(categories.id, id)).returning();
      await recordAudit(tx, {
        actorId,
        action,
        entity: 'category',
        entityId: id,
        before: Object.fromEntries(fields.map((field) => [field, current[field]])),
        after: Object.fromEntries(fields.map((field) => [field, updated[field]])),
      });
      wrote = true;
      if ('image' in changed) replacedImage = current.image;
      return getAdminCategory(tx, id);
    }),
  );
  if (wrote) invalidateCatalog();
  // An uploaded image removed or replaced by another address: its file goes (seed images stay).
  await deleteUpload(deps.config, replacedImage).catch(() => undefined);
  return category;
}

/** Shown in the catalog (active) or hidden from it (its businesses stay, without it on /categories). */
export function setCategoryActive(deps: ServiceDeps, actorId: string, id: string, isActive: boolean) {
  return updateCategory(deps, actorId, id, { isActive }, isActive ? 'category.activate' : 'category.deactivate');
}

/**
 * Deletes a category no business uses; one in use is refused (409) with how many use it, so no
 * business silently loses its category: the admin moves them, or deactivates the category.
 */
export async function deleteCategory(deps: ServiceDeps, actorId: string, id: string): Promise<void> {
  const image = await deps.db.transaction(async (tx) => {
    const category = await lockCategory(tx, id);
    const [{ used }] = await tx.select({ used: count() }).from(businesses).where(eq(businesses.categoryId, id));
    if (Number(used) > 0) throw conflict(MESSAGES.categoryInUse(Number(used)), 'category_in_use');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      entity: 'category',
      entityId: id,
      before: audited(category),
    });
    return category.image;
  });
  invalidateCatalog();
  await deleteUpload(deps.config, image).catch(() => undefined);
}

/**
 * The category's image, uploaded like a business logo (JPG, PNG, WebP or GIF, 5 Mo at most,
 * checked by its bytes). The old file goes once the new one is stored; the new one if the
 * database refuses.
 */
export async function setCategoryImage(
  deps: ServiceDeps,
  actorId: string,
  id: string,
  file: File,
): Promise<AdminCategory> {
  const url = await saveImageUpload(deps.config, file);
  let previous: string | null = null;
  let category: AdminCategory;
  try {
    category = await deps.db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      previous = current.image;
      await tx.update(categories).set({ image: url }).where(eq(categories.id, id));
      await recordAudit(tx, {
        actorId,
        action: 'category.image',
        entity: 'category',
        entityId: id,
        before: { image: previous },
        after: { image: url },
      });
      return getAdminCategory(tx, id);
    });
  } catch (error) {
    await deleteUpload(deps.config, url);
    throw error;
  }
  invalidateCatalog();
  await deleteUpload(deps.config, previous).catch(() => undefined);
  return category;
}
