import { clearable } from './customers';
import { MESSAGES } from './messages';
import { PARTNER_TEXTS } from './partners';
import { requiredText, timestamp, z } from './zod';

/**
 * The admin content page (spec 02 §2 "Content Management", §3): browse categories and business
 * types with their menu templates. The server routes and the web forms check with the same rules.
 */

export const CATEGORY_NAME_MAX = 60;
export const BUSINESS_TYPE_NAME_MAX = 60;
export const FEATURES_MAX = 12;
export const TEMPLATES_MAX = 30;
export const TEMPLATE_ORDER_MAX = 999;

const ICON_PATTERN = /^[a-z][a-z0-9-]*$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** A page or a file of the site itself (`/restaurants?type=1`, `/uploads/….jpg`), never another host. */
const SITE_PATH_PATTERN = /^\/(?!\/)[^\s\\]*$/;

const searchParam = z
  .string()
  .trim()
  .max(100, MESSAGES.contentSearchTooLong)
  .optional()
  .transform((value) => value || undefined);

/** `?search=` on the name or the description. */
export const adminContentQuerySchema = z.object({ search: searchParam });

const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? PARTNER_TEXTS.fieldNotEditable((issue.keys ?? []).join(', '))
      : MESSAGES.invalidInput,
};

const icon = (required: string) => requiredText(required, 50).regex(ICON_PATTERN, MESSAGES.contentIconInvalid);
const color = z
  .string({ error: MESSAGES.contentColorInvalid })
  .trim()
  .regex(COLOR_PATTERN, MESSAGES.contentColorInvalid)
  .transform((value) => value.toUpperCase());
const sitePath = (message: string) =>
  clearable(300).refine((value) => value == null || SITE_PATH_PATTERN.test(value), message);

// --- Categories ------------------------------------------------------------------------------

const categoryFields = {
  name: requiredText(MESSAGES.categoryNameRequired, CATEGORY_NAME_MAX),
  icon: icon(MESSAGES.categoryIconRequired),
  color,
  link: sitePath(MESSAGES.categoryLinkInvalid),
  description: clearable(500),
  image: sitePath(MESSAGES.contentImageInvalid),
  isActive: z.boolean({ error: MESSAGES.categoryActiveInvalid }),
};

/** POST /api/admin/content/categories. */
export const adminCategoryCreateSchema = z
  .object({ ...categoryFields, isActive: categoryFields.isActive.default(true) }, unknownKeys)
  .strict();
export type AdminCategoryCreateInput = z.input<typeof adminCategoryCreateSchema>;
export type AdminCategoryCreate = z.output<typeof adminCategoryCreateSchema>;

/** PATCH /api/admin/content/categories/{id}: each field optional. */
export const adminCategoryUpdateSchema = z
  .object(
    Object.fromEntries(Object.entries(categoryFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof categoryFields]: z.ZodOptional<(typeof categoryFields)[K]>;
    },
    unknownKeys,
  )
  .strict();
export type AdminCategoryUpdate = z.output<typeof adminCategoryUpdateSchema>;

export const adminCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  link: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** Businesses (not pending applications) in this category, active or not. */
  businessCount: z.number().int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ items: z.array(adminCategorySchema) });

// --- Business types and their menu templates -------------------------------------------------

export const businessTypeIdParam = z.coerce
  .number({ error: MESSAGES.businessTypeIdInvalid })
  .int(MESSAGES.businessTypeIdInvalid)
  .positive(MESSAGES.businessTypeIdInvalid)
  .max(2_147_483_647, MESSAGES.businessTypeIdInvalid);

/** One menu category a new business of the type starts with (spec 02 §3). */
export const menuTemplateSchema = z
  .object(
    {
      categoryName: requiredText(MESSAGES.templateNameRequired, 80),
      categoryDescription: clearable(300).default(null),
      sortOrder: z
        .number({ error: MESSAGES.templateOrderInvalid })
        .int(MESSAGES.templateOrderInvalid)
        .min(0, MESSAGES.templateOrderInvalid)
        .max(TEMPLATE_ORDER_MAX, MESSAGES.templateOrderInvalid),
      isRequired: z.boolean({ error: MESSAGES.templateRequiredInvalid }).default(false),
    },
    unknownKeys,
  )
  .strict();
export type MenuTemplateInput = z.input<typeof menuTemplateSchema>;

const sameKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

function firstDuplicate(values: string[]): number {
  const seen = new Set<string>();
  return values.findIndex((value) => {
    const key = sameKey(value);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

const businessTypeFields = {
  name: requiredText(MESSAGES.businessTypeNameRequired, BUSINESS_TYPE_NAME_MAX),
  icon: icon(MESSAGES.categoryIconRequired),
  color,
  description: clearable(500),
  image: sitePath(MESSAGES.contentImageInvalid),
  features: z
    .array(
      z
        .string({ error: MESSAGES.businessTypeFeatureInvalid })
        .trim()
        .min(1, MESSAGES.businessTypeFeatureInvalid)
        .max(40, MESSAGES.businessTypeFeatureInvalid),
      {
        error: MESSAGES.businessTypeFeatureInvalid,
      },
    )
    .max(FEATURES_MAX, MESSAGES.businessTypeFeaturesTooMany)
    .superRefine((features, ctx) => {
      const index = firstDuplicate(features);
      if (index >= 0) ctx.addIssue({ code: 'custom', message: MESSAGES.businessTypeFeaturesDuplicate, path: [index] });
    }),
  /** The whole list: what is sent replaces what was stored. */
  templates: z
    .array(menuTemplateSchema, { error: MESSAGES.invalidInput })
    .max(TEMPLATES_MAX, MESSAGES.templatesTooMany)
    .superRefine((templates, ctx) => {
      const index = firstDuplicate(templates.map((template) => template.categoryName));
      if (index >= 0)
        ctx.addIssue({ code: 'custom', message: MESSAGES.templateNameDuplicate, path: [index, 'categoryName'] });
    }),
};

/** POST /api/admin/content/business-types. */
export const adminBusinessTypeCreateSchema = z
  .object(
    {
      ...businessTypeFields,
      features: businessTypeFields.features.default([]),
      templates: businessTypeFields.templates.default([]),
    },
    unknownKeys,
  )
  .strict();
export type AdminBusinessTypeCreateInput = z.input<typeof adminBusinessTypeCreateSchema>;
export type AdminBusinessTypeCreate = z.output<typeof adminBusinessTypeCreateSchema>;

/** PATCH /api/admin/content/business-types/{id}: each field optional; `templates` replaces the list. */
export const adminBusinessTypeUpdateSchema = z
  .object(
    Object.fromEntries(Object.entries(businessTypeFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof businessTypeFields]: z.ZodOptional<(typeof businessTypeFields)[K]>;
    },
    unknownKeys,
  )
  .strict();
export type AdminBusinessTypeUpdate = z.output<typeof adminBusinessTypeUpdateSchema>;

export const menuTemplateViewSchema = z.object({
  categoryName: z.string(),
  categoryDescription: z.string().nullable(),
  sortOrder: z.number().int(),
  isRequired: z.boolean(),
});
export type MenuTemplateView = z.infer<typeof menuTemplateViewSchema>;

export const adminBusinessTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  features: z.array(z.string()),
  /** Businesses (not pending applications) of this type, active or not. */
  businessCount: z.number().int(),
  templates: z.array(menuTemplateViewSchema),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type AdminBusinessType = z.infer<typeof adminBusinessTypeSchema>;
export const adminBusinessTypeListSchema = z.object({ items: z.array(adminBusinessTypeSchema) });

/** The four cards of the page. */
export const adminContentStatsSchema = z.object({
  totalCategories: z.number().int(),
  activeCategories: z.number().int(),
  businessTypes: z.number().int(),
  /** Every business (not pending or refused applications), as on the businesses page. */
  totalBusinesses: z.number().int(),
});
export type AdminContentStats = z.infer<typeof adminContentStatsSchema>;
