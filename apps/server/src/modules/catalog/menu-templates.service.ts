import { asc, eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { businessTypeMenuTemplates, menuCategories } from '@/db/schema/index';

/**
 * Gives a new business the menu categories its type starts with (business_type_menu_templates,
 * spec 02 §3, §7), in the templates' order, inside the caller's transaction: a business and its
 * starting menu exist together or not at all. A type without templates (or no type) gives none.
 * Answers how many categories were created.
 */
export async function createMenuFromTemplates(
  tx: Tx,
  businessId: string,
  businessTypeId: number | null,
): Promise<number> {
  if (businessTypeId === null) return 0;
  const templates = await tx
    .select({
      name: businessTypeMenuTemplates.categoryName,
      description: businessTypeMenuTemplates.categoryDescription,
      sortOrder: businessTypeMenuTemplates.sortOrder,
    })
    .from(businessTypeMenuTemplates)
    .where(eq(businessTypeMenuTemplates.businessTypeId, businessTypeId))
    .orderBy(asc(businessTypeMenuTemplates.sortOrder), asc(businessTypeMenuTemplates.categoryName));
  if (templates.length === 0) return 0;
  await tx.insert(menuCategories).values(
    templates.map((template) => ({
      businessId,
      name: template.name,
      description: template.description,
      sortOrder: template.sortOrder,
      isActive: true,
    })),
  );
  return templates.length;
}
