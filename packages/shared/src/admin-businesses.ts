import { adminPageQuery } from './admin-lists';
import { openingHoursViewSchema } from './catalog-schemas';
import { CATALOG_TEXTS } from './catalog';
import { clearable, optionalPhone } from './customers';
import { MESSAGES } from './messages';
import { businessUpdateSchema, deliveryFeeSchema, deliveryTimeSchema, openingHoursSchema } from './partner-schemas';
import { PARTNER_TEXTS } from './partners';
import { REGIONS } from './regions';
import { REQUEST_TEXTS } from './requests';
import { gnf, pageOf, requiredText, timestamp, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * The admin businesses page (spec 02 §2, §4, §5): the list of real businesses (not applications
 * still pending or refused), its stats, one business in detail, the partner search of the add
 * dialog, and the add / edit bodies. The server routes and the web forms check with the same rules.
 */

/** Spec 02 §5 / §9: the partner search of the add dialog shows at most 10 partners. */
export const PARTNER_SEARCH_LIMIT = 10;
/** Spec 02 §9: addresses are shown cut at 30 characters in the table. */
export const ADDRESS_DISPLAY_MAX = 30;
const SEARCH_MAX = 100;

/** Spec 02 §4: inactive → Inactif; active and open → Ouvert; active and closed → Fermé. */
export type BusinessBadge = 'inactive' | 'open' | 'closed';
export const BUSINESS_BADGE_LABELS: Record<BusinessBadge, string> = {
  inactive: 'Inactif',
  open: 'Ouvert',
  closed: 'Fermé',
};
export function businessBadge(business: { isActive: boolean; isOpen: boolean }): BusinessBadge {
  if (!business.isActive) return 'inactive';
  return business.isOpen ? 'open' : 'closed';
}

/** `Kaloum, avenue de la République…`: at most 30 characters, then an ellipsis. */
export function shortAddress(address: string | null | undefined, max = ADDRESS_DISPLAY_MAX): string {
  const text = address?.trim() ?? '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

// --- Queries ---------------------------------------------------------------------------------

const searchParam = z
  .string()
  .trim()
  .max(SEARCH_MAX, MESSAGES.businessSearchTooLong)
  .optional()
  .transform((value) => value || undefined);

/** `?search=` on name or address, and the page. */
export const adminBusinessListQuerySchema = z.object({ search: searchParam, ...adminPageQuery });
/** The export takes the list's filters, without the page. */
export const adminBusinessExportQuerySchema = z.object({ search: searchParam });
/** `?search=` on a partner's name or e-mail; blank gives no partner (spec 02 §5). */
export const partnerSearchQuerySchema = z.object({ search: searchParam });

// --- Bodies ----------------------------------------------------------------------------------

const businessFields = {
  /** The partner who owns it (spec 02 §5: 'Veuillez sélectionner un partenaire'). */
  ownerId: z.uuid({ error: MESSAGES.selectPartner }),
  name: requiredText(PARTNER_TEXTS.nameRequired, 100),
  /** Spec 02 §5: an integer id. */
  businessTypeId: z
    .number({ error: REQUEST_TEXTS.businessTypeRequired })
    .int(CATALOG_TEXTS.unknownBusinessType)
    .positive(CATALOG_TEXTS.unknownBusinessType)
    .max(1_000_000, CATALOG_TEXTS.unknownBusinessType),
  address: requiredText(REQUEST_TEXTS.addressRequired, 300),
  region: z.enum(REGIONS, { error: PARTNER_TEXTS.regionInvalid }),
  categoryId: z.uuid({ error: CATALOG_TEXTS.invalidCategoryId }).nullable(),
  cuisineType: clearable(100),
  phone: optionalPhone,
  description: clearable(1000),
  email: businessUpdateSchema.shape.email,
  openingHours: openingHoursSchema.nullable(),
  deliveryTime: deliveryTimeSchema,
  deliveryFee: deliveryFeeSchema,
  isActive: z.boolean({ error: CHECK_MESSAGES.businessActiveFlagInvalid }),
  isOpen: z.boolean({ error: PARTNER_TEXTS.isOpenInvalid }),
};

const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? PARTNER_TEXTS.fieldNotEditable((issue.keys ?? []).join(', '))
      : MESSAGES.invalidInput,
};

/** POST /api/admin/businesses: the add dialog (spec 02 §2, §5), with the spec's defaults. */
export const adminBusinessCreateSchema = z
  .object(
    {
      ...businessFields,
      region: businessFields.region.default('Conakry'),
      categoryId: businessFields.categoryId.optional().default(null),
      openingHours: businessFields.openingHours.optional().default(null),
      // Left out: the platform's defaults (System page settings), read by the server.
      deliveryTime: businessFields.deliveryTime.optional(),
      deliveryFee: businessFields.deliveryFee.optional(),
      isActive: businessFields.isActive.default(true),
      isOpen: businessFields.isOpen.default(true),
    },
    unknownKeys,
  )
  .strict();
export type AdminBusinessCreateInput = z.input<typeof adminBusinessCreateSchema>;
export type AdminBusinessCreate = z.output<typeof adminBusinessCreateSchema>;

/** PATCH /api/admin/businesses/{id}: every field of the add dialog, each optional. */
export const adminBusinessUpdateSchema = z
  .object(
    Object.fromEntries(Object.entries(businessFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof businessFields]: z.ZodOptional<(typeof businessFields)[K]>;
    },
    unknownKeys,
  )
  .strict();
export type AdminBusinessUpdateInput = z.input<typeof adminBusinessUpdateSchema>;
export type AdminBusinessUpdate = z.output<typeof adminBusinessUpdateSchema>;

// --- Answers ---------------------------------------------------------------------------------

/** One row of the table (spec 02 §2) and of the CSV export. */
export const adminBusinessRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  category: z.string().nullable(),
  businessTypeId: z.number().int().nullable(),
  businessType: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  region: z.string(),
  isActive: z.boolean(),
  isOpen: z.boolean(),
  /** Rounded to one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
  totalOrders: z.number().int(),
  totalRevenue: gnf(),
  createdAt: timestamp(),
  ownerId: z.uuid().nullable(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
});

export const adminBusinessPageSchema = pageOf(adminBusinessRowSchema);
export const adminBusinessExportSchema = z.object({ items: z.array(adminBusinessRowSchema) });

/** The four cards, over every business (not the page). */
export const adminBusinessStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** Orders per business, one decimal. */
  averageOrders: z.number(),
  /** Revenue per business, whole GNF. */
  averageRevenue: gnf(),
});

/** A partner as the add dialog lists them (spec 02 §3, partner profile search result). */
export const partnerCandidateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  profileImage: z.string().nullable(),
  isActive: z.boolean(),
});
export const partnerCandidateListSchema = z.object({ partners: z.array(partnerCandidateSchema) });

export const adminBusinessDetailSchema = adminBusinessRowSchema.extend({
  description: z.string().nullable(),
  cuisineType: z.string().nullable(),
  deliveryTime: z.string(),
  deliveryFee: gnf(),
  openingHours: openingHoursViewSchema.nullable(),
  categoryId: z.uuid().nullable(),
  coverImage: z.string().nullable(),
  updatedAt: timestamp(),
  owner: partnerCandidateSchema.nullable(),
  menu: z.object({
    categories: z.number().int(),
    items: z.number().int(),
    availableItems: z.number().int(),
  }),
  orders: z.object({
    total: z.number().int(),
    delivered: z.number().int(),
    cancelled: z.number().int(),
    /** Not yet delivered nor cancelled. */
    inProgress: z.number().int(),
    /** Grand totals of the orders whose payment is completed (spec 02 §9). */
    revenue: gnf(),
    lastOrderAt: timestamp().nullable(),
  }),
  /** Its latest subscription, if any. */
  subscription: z
    .object({
      id: z.uuid(),
      status: z.string(),
      planName: z.string(),
      monthlyAmount: gnf(),
      startDate: timestamp().nullable(),
      endDate: timestamp().nullable(),
      suspendedUntil: timestamp().nullable(),
    })
    .nullable(),
  /** Service drivers attached to it. */
  serviceDrivers: z.number().int(),
});

export type AdminBusinessRow = z.infer<typeof adminBusinessRowSchema>;
export type AdminBusinessPage = z.infer<typeof adminBusinessPageSchema>;
export type AdminBusinessStats = z.infer<typeof adminBusinessStatsSchema>;
export type AdminBusinessDetail = z.infer<typeof adminBusinessDetailSchema>;
export type PartnerCandidate = z.infer<typeof partnerCandidateSchema>;
