import { MESSAGES } from './messages';
import { SUBSCRIPTION_REASON_MAX, SUBSCRIPTION_STATUSES } from './subscriptions';
import { gnf, timestamp, z } from './zod';

// --- Responses: what the API answers about a business's subscription (subscriptions.ts infers their types). ---

/** A subscription plan, as chosen when applying and compared on the billing page. */
export const billingPlanViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  planType: z.string(),
  planTypeLabel: z.string(),
  /** GNF per month. */
  price: gnf(),
  description: z.string().nullable(),
  features: z.array(z.string()),
});

export const partnerSubscriptionViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  statusLabel: z.string(),
  startDate: timestamp().nullable(),
  endDate: timestamp().nullable(),
  /** Whole days until the end date (negative once passed); null without an end date. */
  daysRemaining: z.number().int().nullable(),
  suspendedUntil: timestamp().nullable(),
  /** Why it is suspended or inactive, as the admin gave it. */
  statusReason: z.string().nullable(),
  monthlyAmount: gnf(),
  totalPaid: gnf(),
  plan: billingPlanViewSchema,
});

/**
 * What a history entry is about, as values: the page writes its line in the reader's language
 * (`subscription-history.ts`). Which fields an entry has depends on its type.
 */
export const subscriptionHistoryDetailsSchema = z.object({
  /** activated: the plan's name, and whether it came with the partner account's creation. */
  plan: z.string().optional(),
  withAccount: z.boolean().optional(),
  /** payment: the amount received. */
  amount: gnf().optional(),
  /** reminder: the first or the final one, the address it went to, the days left; and expired: the end date. */
  reminder: z.enum(['first', 'final']).optional(),
  to: z.string().optional(),
  days: z.number().int().optional(),
  endDate: timestamp().optional(),
  /** suspended: until when (with `days`); suspended and deactivated: the admin's reason. */
  until: timestamp().optional(),
  reason: z.string().nullable().optional(),
  /** reactivated: by the end of its suspension rather than by an admin. */
  resumed: z.boolean().optional(),
});

export const subscriptionHistoryEntrySchema = z.object({
  id: z.uuid(),
  type: z.string(),
  /** The type in French (the page names it by its type, in its language). */
  typeLabel: z.string(),
  /** The line in French, as stored (the one shown when `details` is null: entries from before they were kept). */
  message: z.string(),
  details: subscriptionHistoryDetailsSchema.nullable(),
  createdAt: timestamp(),
});

/** GET /api/partner/businesses/{id}/subscription */
export const businessBillingSchema = z.object({
  business: z.object({ id: z.uuid(), name: z.string() }),
  /** The newest subscription of the business, or null if it never had one. */
  subscription: partnerSubscriptionViewSchema.nullable(),
  /** The plan chosen when applying, shown while no subscription exists yet. */
  requestedPlan: billingPlanViewSchema.nullable(),
  /** Everything that happened to the business's subscriptions, newest first. */
  history: z.array(subscriptionHistoryEntrySchema),
  /** Active plans, to compare. */
  plans: z.array(billingPlanViewSchema),
});

// --- Admin (spec 02 §2 « Subscriptions panel », §4) ---

export const subscriptionStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  pending: z.number().int(),
  suspended: z.number().int(),
  inactive: z.number().int(),
  expired: z.number().int(),
});

/** A row of the admin list: Business, Plan, Statut, Montant, Période. */
export const adminSubscriptionSchema = z.object({
  id: z.uuid(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  statusLabel: z.string(),
  business: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  plan: z.object({ id: z.uuid(), name: z.string(), planType: z.string(), planTypeLabel: z.string(), price: gnf() }),
  monthlyAmount: gnf(),
  totalPaid: gnf(),
  startDate: timestamp().nullable(),
  endDate: timestamp().nullable(),
  suspendedUntil: timestamp().nullable(),
  statusReason: z.string().nullable(),
  createdAt: timestamp(),
});

/** What an action answers: the spec's success message and the subscription as it now is. */
export const subscriptionActionResultSchema = z.object({
  message: z.string(),
  subscription: adminSubscriptionSchema,
});

const reason = z
  .string()
  .trim()
  .max(SUBSCRIPTION_REASON_MAX, MESSAGES.subscriptionReasonTooLong)
  .nullish()
  .transform((value) => value || null);

/** POST /api/admin/subscriptions/{id}/suspend. `days` is read by `suspensionDays`: anything but 1–30 means 7. */
export const suspendSubscriptionSchema = z.object({
  days: z.union([z.number(), z.string().max(20), z.null()]).optional(),
  reason,
});

/** POST /api/admin/subscriptions/{id}/deactivate */
export const deactivateSubscriptionSchema = z.object({ reason });
