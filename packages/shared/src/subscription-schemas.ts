import { SUBSCRIPTION_STATUSES } from './subscriptions';
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
  monthlyAmount: gnf(),
  totalPaid: gnf(),
  plan: billingPlanViewSchema,
});

export const subscriptionHistoryEntrySchema = z.object({
  id: z.uuid(),
  type: z.string(),
  typeLabel: z.string(),
  message: z.string(),
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
