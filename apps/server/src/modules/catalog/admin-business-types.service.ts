import {
  MESSAGES,
  type AdminBusinessType,
  type AdminBusinessTypeCreate,
  type AdminBusinessTypeUpdate,
  type MenuTemplateView,
} from '@livra/shared';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { searchText } from '@/db/schema/columns';
import { businesses, businessTypeMenuTemplates, businessTypes, type BusinessType } from '@/db/schema/index';
import type { Deps } from '@/http/context';
import { recordAudit } from '@/lib/audit';
import { conflict, notFound } from '@/lib/errors';
import { isUniqueViolation } from '@/lib/pg-errors';
import { isRealBusiness } from './admin-businesses.views';
import { getAdminBusinessType } from './admin-content.views';
import { invalidateCatalog } from './catalog-cache';

/**
 * What an admin changes on the business types and their menu templates (the menu categories a
 * new partner's business starts with, see menu-templates.service.ts). Each change is one
 * transaction with its one audit entry; then the public catalog caches are emptied on every
 * instance, so the home page, the filters and the application forms show it at once.
 */

type ServiceDeps = Pick<Deps, 'db'>;

const AUDITED_FIELDS = [
  'name',
  'icon',
  'color',
  'description',
  'image',
  'features',
] as const satisfies readonly (keyof BusinessType)[];
type AuditedField = (typeof AUDITED_FIELDS)[number];
type Audited = Record<AuditedField | 'templates', unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

async function lockType(tx: Tx, id: number): Promise<BusinessType> {
  const [type] = await tx.select().from(businessTypes).where(eq(businessTypes.id, id)).for('update');
  if (!type) throw notFound(MESSAGES.businessTypeNotFound, 'business_type_not_found');
  return type;
}

async function templatesOf(tx: Tx, id: number): Promise<MenuTemplateView[]> {
  return tx
    .select({
      categoryName: businessTypeMenuTemplates.categoryName,
      categoryDescription: businessTypeMenuTemplates.categoryDescription,
      sortOrder: businessTypeMenuTemplates.sortOrder,
      isRequired: businessTypeMenuTemplates.isRequired,
    })
    .from(businessTypeMenuTemplates)
    .where(eq(businessTypeMenuTemplates.businessTypeId, id))
    .orderBy(asc(businessTypeMenuTemplates.sortOrder), asc(businessTypeMenuTemplates.categoryName));
}

/** The templates sent, in the order they will be read back (so an unchanged list is seen as such). */
function ordered(templates: MenuTemplateView[]): MenuTemplateView[] {
  return [...templates].sort((a, b) => a.sortOrder - b.sortOrder || a.categoryName.localeCompare(b.categoryName));
}

async function replaceTemplates(tx: Tx, id: number, templates: MenuTemplateView[]) {
  await tx.delete(businessTypeMenuTemplates).where(eq(businessTypeMenuTemplates.businessTypeId, id));
  if (templates.length > 0)
    await tx
      .insert(businessTypeMenuTemplates)
      .values(templates.map((template) => ({ ...template, businessTypeId: id })));
}

async function refuseTakenName(tx: Tx, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: businessTypes.id })
    .from(businessTypes)
    .where(
      and(eq(searchText(businessTypes.name), searchText(name)), exceptId ? ne(businessTypes.id, exceptId) : undefined),
    )
    .limit(1);
  if (taken) throw conflict(MESSAGES.businessTypeNameTaken, 'business_type_name_taken');
}

async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.businessTypeNameTaken, 'business_type_name_taken');
    throw error;
  }
}

function audited(type: BusinessType, templates: MenuTemplateView[]): Audited {
  return { ...Object.fromEntries(AUDITED_FIELDS.map((field) => [field, type[field]])), templates } as Audited;
}

export async function createBusinessType(
  deps: ServiceDeps,
  actorId: string,
  input: AdminBusinessTypeCreate,
): Promise<AdminBusinessType> {
  const type = await namedOnce(() =>
    deps.db.transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const [created] = await tx
        .insert(businessTypes)
        .values({
          name: input.name,
          icon: input.icon,
          color: input.color,
          description: input.description ?? null,
          image: input.image ?? null,
          features: input.features,
        })
        .returning();
      const templates = ordered(input.templates);
      await replaceTemplates(tx, created.id, templates);
      await recordAudit(tx, {
        actorId,
        action: 'business_type.create',
        entity: 'business_type',
        entityId: String(created.id),
        after: audited(created, templates),
      });
      return getAdminBusinessType(tx, created.id);
    }),
  );
  invalidateCatalog();
  return type;
}

/** Edit dialog: the fields given change; `templates`, when given, replaces the whole list. */
export async function updateBusinessType(
  deps: ServiceDeps,
  actorId: string,
  id: number,
  changes: AdminBusinessTypeUpdate,
): Promise<AdminBusinessType> {
  let wrote = false;
  const type = await namedOnce(() =>
    deps.db.transaction(async (tx) => {
      const current = await lockType(tx, id);
      const currentTemplates = await templatesOf(tx, id);
      const before: Partial<Audited> = {};
      const after: Partial<Audited> = {};
      const { templates, ...fields } = changes;
      const changed: Partial<Pick<BusinessType, AuditedField>> = {};
      for (const [field, value] of Object.entries(fields) as [AuditedField, unknown][]) {
        if (value === undefined || same(value, current[field])) continue;
        Object.assign(changed, { [field]: value });
        before[field] = current[field];
        after[field] = value;
      }
      const nextTemplates = templates && ordered(templates);
      if (nextTemplates && !same(nextTemplates, currentTemplates)) {
        before.templates = currentTemplates;
        after.templates = nextTemplates;
      }
      if (Object.keys(after).length === 0) return getAdminBusinessType(tx, id);

      if (typeof changed.name === 'string') await refuseTakenName(tx, changed.name, id);
      // Templates alone changed: the type's row still records when it was last edited.
      await tx
        .update(businessTypes)
        .set({ ...changed, updatedAt: sql`now()` })
        .where(eq(businessTypes.id, id));
      if (nextTemplates && after.templates) await replaceTemplates(tx, id, nextTemplates);
      await recordAudit(tx, {
        actorId,
        action: 'business_type.update',
        entity: 'business_type',
        entityId: String(id),
        before,
        after,
      });
      wrote = true;
      return getAdminBusinessType(tx, id);
    }),
  );
  if (wrote) invalidateCatalog();
  return type;
}

/**
 * Deletes a type no business and no pending application uses (its templates go with it). One in
 * use is refused (409) saying how many use it: a business must not lose its type unnoticed.
 */
export async function deleteBusinessType(deps: ServiceDeps, actorId: string, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const type = await lockType(tx, id);
    const [real] = await tx
      .select({ total: count() })
      .from(businesses)
      .where(and(eq(businesses.businessTypeId, id), isRealBusiness));
    const [pending] = await tx
      .select({ total: count() })
      .from(businesses)
      .where(and(eq(businesses.businessTypeId, id), eq(businesses.requestStatus, 'pending')));
    const [used, waiting] = [Number(real.total), Number(pending.total)];
    if (used + waiting > 0) throw conflict(MESSAGES.businessTypeInUse(used, waiting), 'business_type_in_use');
    const templates = await templatesOf(tx, id);
    await tx.delete(businessTypes).where(eq(businessTypes.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'business_type.delete',
      entity: 'business_type',
      entityId: String(id),
      before: audited(type, templates),
    });
  });
  invalidateCatalog();
}
