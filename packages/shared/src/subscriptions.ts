import type { z } from 'zod';
import type {
  adminSubscriptionSchema,
  subscriptionActionResultSchema,
  subscriptionStatsSchema,
  billingPlanViewSchema,
  businessBillingSchema,
  partnerSubscriptionViewSchema,
  subscriptionHistoryDetailsSchema,
  subscriptionHistoryEntrySchema,
} from './subscription-schemas';
import { registerCheckCatalogue } from './check-catalogues';
/** Partner subscriptions (spec 02 §3, §4): monthly plans paid in GNF, their status and history. */
export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'inactive', 'suspended', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Actif',
  pending: 'En attente',
  inactive: 'Inactif',
  suspended: 'Suspendu',
  expired: 'Expiré',
};

export function subscriptionStatusLabel(status: string): string {
  return SUBSCRIPTION_STATUS_LABELS[status as SubscriptionStatus] ?? status;
}

/**
 * A subscription in one of these states suspends its business: not listed in the catalog and
 * search, no order can be placed with it. The business's newest subscription decides.
 */
export const HOLDING_SUBSCRIPTION_STATUSES = [
  'suspended',
  'inactive',
  'expired',
] as const satisfies readonly SubscriptionStatus[];

/** What an admin may do to a subscription, by its status (spec 02 §4). */
export const SUBSCRIPTION_ACTIONS = ['suspend', 'deactivate', 'reactivate'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];
export const SUBSCRIPTION_ACTIONS_BY_STATUS: Record<SubscriptionStatus, readonly SubscriptionAction[]> = {
  active: ['suspend', 'deactivate'],
  inactive: ['reactivate'],
  suspended: ['reactivate'],
  pending: [],
  expired: [],
};

/** Suspension length (spec 02 §5, §9): 1 to 30 days, 7 when empty or invalid. */
export const SUSPENSION_MIN_DAYS = 1;
export const SUSPENSION_MAX_DAYS = 30;
export const SUSPENSION_DEFAULT_DAYS = 7;

/** The days of a suspension as the spec reads them: a whole number from 1 to 30, otherwise 7. */
export function suspensionDays(value: unknown): number {
  const days =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  return Number.isInteger(days) && days >= SUSPENSION_MIN_DAYS && days <= SUSPENSION_MAX_DAYS
    ? days
    : SUSPENSION_DEFAULT_DAYS;
}

/** Longest reason an admin may give for a suspension or a deactivation. */
export const SUBSCRIPTION_REASON_MAX = 500;

/**
 * Payment reminders (spec 02 §4): the first goes when the end date is this many days away or
 * less, the final one when 1 day or less remains.
 */
export const FIRST_REMINDER_DAYS = 7;
export const FINAL_REMINDER_DAYS = 1;

export const PLAN_TYPES = ['basic', 'standard', 'premium'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  basic: 'Basique',
  standard: 'Standard',
  premium: 'Premium',
};

/** Kinds of entries in a subscription's history (subscription_notifications.type). */
export const SUBSCRIPTION_EVENT_LABELS: Record<string, string> = {
  activated: 'Activation',
  reactivated: 'Réactivation',
  payment: 'Paiement reçu',
  reminder: 'Rappel de paiement',
  suspended: 'Suspension',
  deactivated: 'Désactivation',
  expired: 'Expiration',
};

export function subscriptionEventLabel(type: string): string {
  return SUBSCRIPTION_EVENT_LABELS[type] ?? 'Information';
}

// Texts of the billing and payment result pages (ours: the spec shows none).
export const SUBSCRIPTION_TEXTS = {
  noSubscription: "Ce commerce n'a pas encore d'abonnement actif.",
  cashPayment:
    "Le paiement de l'abonnement se règle directement auprès de l'équipe Livra, qui l'enregistre ici. Aucun paiement en ligne n'est demandé.",
  paymentSuccessTitle: 'Paiement réussi',
  paymentPendingTitle: 'Paiement en attente',
  paymentFailedTitle: 'Paiement non abouti',
  paymentUnknownTitle: 'Résultat de paiement inconnu',
  referenceLabel: 'Référence',
  // What a held subscription does to the business (ours, issue 11).
  heldEffect:
    "Pendant ce temps, votre commerce n'apparaît plus dans le catalogue ni dans la recherche, et ne reçoit plus de commandes.",
  suspendedEnds: 'Il réapparaîtra de lui-même à la fin de la suspension.',
  inactiveHelp: "Contactez l'équipe Livra pour le réactiver.",
  expiredHelp: "Réglez votre abonnement auprès de l'équipe Livra pour le renouveler.",
} as const;
registerCheckCatalogue('subscription', SUBSCRIPTION_TEXTS);

/** What a payment result page may be told through its query string. */
export const PAYMENT_RESULT_STATUSES = ['success', 'pending', 'failed'] as const;
export type PaymentResultStatus = (typeof PAYMENT_RESULT_STATUSES)[number];

/**
 * Reads `?status=success|pending|failed&reference=…` of a payment result page. Anything else
 * is "unknown" rather than an error: these are landing pages, a mistyped link must still
 * show something honest. The reference is shown back, so only plain characters are kept.
 */
export function parsePaymentResult(params: URLSearchParams): {
  status: PaymentResultStatus | null;
  reference: string | null;
} {
  const status = params.get('status');
  const reference = params.get('reference')?.trim() ?? '';
  return {
    status: (PAYMENT_RESULT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as PaymentResultStatus)
      : null,
    reference: /^[A-Za-z0-9._-]{1,64}$/.test(reference) ? reference : null,
  };
}

// --- What the API answers ------------------------------------------------------------------

// The shapes are zod schemas in subscription-schemas.ts; their types, inferred here.
export type BillingPlanView = z.infer<typeof billingPlanViewSchema>;
export type PartnerSubscriptionView = z.infer<typeof partnerSubscriptionViewSchema>;
export type SubscriptionHistoryEntry = z.infer<typeof subscriptionHistoryEntrySchema>;
export type SubscriptionHistoryDetails = z.infer<typeof subscriptionHistoryDetailsSchema>;
export type BusinessBilling = z.infer<typeof businessBillingSchema>;
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;
export type SubscriptionActionResult = z.infer<typeof subscriptionActionResultSchema>;
