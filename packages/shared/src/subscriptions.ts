import type { z } from 'zod';
import type {
  billingPlanViewSchema,
  businessBillingSchema,
  partnerSubscriptionViewSchema,
  subscriptionHistoryEntrySchema,
} from './subscription-schemas';
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
} as const;

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
export type BusinessBilling = z.infer<typeof businessBillingSchema>;
