import { MESSAGES } from './messages';
import { MONEY_MAX } from './money';
import { ORDER_STATUSES } from './orders';
import { ROLES } from './roles';
import { z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * The transactional e-mails of spec 02 §7: one type per `/api/emails/{type}` path, with the
 * payload schemas shared by the server (validation, templates) and the admin "Test d'emails"
 * page (sample payloads).
 */
export const EMAIL_TYPES = [
  'request-confirmation',
  'admin-notification',
  'request-approval',
  'account-credentials',
  'password-reset',
  'order-confirmation',
  'order-status-update',
  'request-rejection',
  'payment-reminder',
  'email-verification',
  'account-notice',
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export const EMAIL_TYPE_LABELS: Record<EmailType, string> = {
  'request-confirmation': 'Confirmation de demande',
  'admin-notification': 'Notification administrateur',
  'request-approval': 'Approbation de demande',
  'account-credentials': 'Identifiants de compte',
  'password-reset': 'Réinitialisation du mot de passe',
  'order-confirmation': 'Confirmation de commande',
  'order-status-update': 'Mise à jour de commande',
  'request-rejection': 'Rejet de demande',
  'payment-reminder': 'Rappel de paiement',
  'email-verification': 'Confirmation de l’adresse e-mail',
  'account-notice': 'Avis de sécurité du compte',
};

export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'En attente',
  sending: 'En cours d’envoi',
  sent: 'Envoyé',
  failed: 'Échec',
  kept: 'Conservé (pas de SMTP)',
};

export const REQUEST_TYPES = ['partner', 'driver'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

const tooLong = CHECK_MESSAGES.fieldTooLong;
const text = (max = 200) => z.string().trim().max(max, tooLong(max));
const emailAddress = (required: string = MESSAGES.emailRequired) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(254, MESSAGES.emailInvalid)
    .pipe(z.email({ error: MESSAGES.emailInvalid }));
const link = z.url({ protocol: /^https?$/, error: CHECK_MESSAGES.linkInvalid }).max(2000, tooLong(2000));
const dateTime = z
  .string()
  .trim()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Date invalide');
const amount = z
  .number({ error: CHECK_MESSAGES.amountInvalid })
  .int(CHECK_MESSAGES.amountInvalid)
  .min(0, CHECK_MESSAGES.amountInvalid)
  .max(MONEY_MAX, CHECK_MESSAGES.amountInvalid);
/** The four fields the spec's request e-mails cannot do without, all failing with one message. */
const requestRequired = (max = 200) =>
  z
    .string({ error: MESSAGES.requestMissingFields })
    .trim()
    .min(1, MESSAGES.requestMissingFields)
    .max(max, tooLong(max));

/** Request confirmation and admin notification (spec 02 §7). */
export const requestEmailSchema = z.object({
  request_id: requestRequired(100),
  request_type: z.enum(REQUEST_TYPES).optional(),
  user_name: requestRequired(),
  user_email: emailAddress(MESSAGES.requestMissingFields),
  user_phone: requestRequired(30),
  business_name: text().optional(),
  business_type: text(100).optional(),
  business_address: text(300).optional(),
  selected_plan_name: text(100).optional(),
  selected_plan_price: amount.optional(),
  vehicle_type: text(50).optional(),
  vehicle_plate: text(30).optional(),
  notes: text(2000).optional(),
  submitted_at: dateTime.optional(),
  admin_dashboard_url: link.optional(),
});

export const requestApprovalEmailSchema = z.object({
  user_name: text().min(1, MESSAGES.nameRequired),
  user_email: emailAddress(),
  request_type: z.enum(REQUEST_TYPES),
  business_name: text().optional(),
  admin_notes: text(2000).optional(),
  dashboard_url: link.optional(),
});

export const accountCredentialsEmailSchema = z.object({
  user_name: text().min(1, MESSAGES.nameRequired),
  user_email: emailAddress(),
  password: z.string().min(1, CHECK_MESSAGES.passwordRequired).max(128),
  user_type: z.enum(ROLES),
  business_name: text().optional(),
  login_url: link.optional(),
  dashboard_url: link.optional(),
});

/** Spec 01 §7. */
export const passwordResetEmailSchema = z.object({
  user_email: emailAddress(),
  user_name: text().min(1, MESSAGES.nameRequired),
  user_type: z.enum(ROLES),
  reset_token: z.string().min(1).max(200),
  reset_url: link,
  expires_at: dateTime,
});

const orderItem = z.object({
  name: text().min(1, CHECK_MESSAGES.itemNameRequired),
  quantity: z.number().int().min(1).max(1000),
  /** Unit price in GNF. */
  price: amount,
});

/** Spec 01 §7. */
export const orderConfirmationEmailSchema = z.object({
  order_id: text(100).min(1),
  user_name: text().min(1, MESSAGES.nameRequired),
  user_email: emailAddress(),
  business_name: text().min(1),
  business_address: text(300).optional(),
  order_items: z.array(orderItem).min(1).max(200),
  subtotal: amount,
  delivery_fee: amount,
  tax: amount,
  total: amount,
  delivery_address: text(500).optional(),
  /** The landmark given with the address, shown on its own line (written in the reader's language). */
  landmark: text(300).optional(),
  estimated_delivery: dateTime.optional(),
  order_number: text(50).min(1),
  created_at: dateTime,
});

/** Spec 01 §7; `status_label` defaults to the French label of `new_status`. */
export const orderStatusUpdateEmailSchema = z.object({
  order_id: text(100).min(1),
  user_name: text().min(1, MESSAGES.nameRequired),
  user_email: emailAddress(),
  business_name: text().min(1),
  order_number: text(50).min(1),
  old_status: z.enum(ORDER_STATUSES).optional(),
  new_status: z.enum(ORDER_STATUSES),
  status_label: text(100).optional(),
  estimated_delivery: dateTime.optional(),
  driver_name: text().optional(),
  driver_phone: text(30).optional(),
  updated_at: dateTime,
});

/** Spec 02 §7 gives reason, admin_notes, rejected_by; the addressee's fields are ours. */
export const requestRejectionEmailSchema = z.object({
  reason: text(2000).min(1, CHECK_MESSAGES.reasonRequired),
  admin_notes: text(2000).optional(),
  rejected_by: text().optional(),
  user_name: text().optional(),
  user_email: emailAddress().optional(),
  request_type: z.enum(REQUEST_TYPES).optional(),
  business_name: text().optional(),
});

/** Spec 02 §7; the reminder is `final` when a day or less remains. */
export const paymentReminderEmailSchema = z.object({
  plan_name: text(100).min(1),
  plan_price: amount,
  days_remaining: z.number().int().min(0).max(366),
  reminder_type: z.enum(['first', 'final']).optional(),
  user_name: text().optional(),
  user_email: emailAddress().optional(),
  business_name: text().optional(),
  billing_url: link.optional(),
});

/** Ours (issue 9): the link that proves the address belongs to the account's owner. */
export const emailVerificationEmailSchema = z.object({
  user_email: emailAddress(),
  user_name: text().min(1, MESSAGES.nameRequired),
  verify_url: link,
  expires_at: dateTime,
});

/**
 * Ours (issue 9): what the owner of an address is told when someone used it where the answer
 * could not say so without telling everyone which addresses have accounts.
 */
export const ACCOUNT_NOTICE_KINDS = [
  'signup-existing',
  'driver-application-duplicate',
  'partner-application-duplicate',
] as const;
export type AccountNoticeKind = (typeof ACCOUNT_NOTICE_KINDS)[number];
export const accountNoticeEmailSchema = z.object({
  user_email: emailAddress(),
  user_name: text().optional(),
  kind: z.enum(ACCOUNT_NOTICE_KINDS),
  business_name: text().optional(),
  attempted_at: dateTime,
});

export const EMAIL_PAYLOAD_SCHEMAS = {
  'request-confirmation': requestEmailSchema,
  'admin-notification': requestEmailSchema,
  'request-approval': requestApprovalEmailSchema,
  'account-credentials': accountCredentialsEmailSchema,
  'password-reset': passwordResetEmailSchema,
  'order-confirmation': orderConfirmationEmailSchema,
  'order-status-update': orderStatusUpdateEmailSchema,
  'request-rejection': requestRejectionEmailSchema,
  'payment-reminder': paymentReminderEmailSchema,
  'email-verification': emailVerificationEmailSchema,
  'account-notice': accountNoticeEmailSchema,
} as const satisfies Record<EmailType, z.ZodType>;

export type EmailPayloadSchemas = typeof EMAIL_PAYLOAD_SCHEMAS;
/** A validated payload (defaults applied). */
export type EmailPayload<T extends EmailType> = z.output<EmailPayloadSchemas[T]>;
/** What a caller gives. */
export type EmailPayloadInput<T extends EmailType> = z.input<EmailPayloadSchemas[T]>;

/** The body of `POST /api/emails/{type}`: the payload, plus `to` to choose another recipient. */
export const emailRecipientSchema = z.object({ to: emailAddress().optional() });
export type EmailSendBody<T extends EmailType> = EmailPayloadInput<T> & { to?: string };

/**
 * The sample payload the admin test page shows and sends: realistic Guinean data addressed to
 * the chosen recipient. Amounts follow the spec's sample test data (plan 50 000, fee 3 000, tax 1 600).
 */
export function sampleEmailPayload<T extends EmailType>(
  type: T,
  recipientEmail: string,
  recipientName: string,
  now = new Date(),
): EmailSendBody<T> {
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const person = { user_name: recipientName, user_email: recipientEmail };
  const request = {
    request_id: 'DEM-2024-0042',
    request_type: 'partner' as const,
    ...person,
    user_phone: '+224 622 45 67 89',
    business_name: 'Restaurant Le Damier',
    business_type: 'Restaurant',
    business_address: 'Kaloum, près du marché Niger, Conakry',
    selected_plan_name: 'Standard',
    selected_plan_price: 50_000,
    notes: 'Ouvert tous les jours de 10 h à 22 h.',
    submitted_at: at(0),
  };
  const order = {
    order_id: '3f1c2a9e-5b7d-4c1e-9a8f-2d6b4e0c7a51',
    ...person,
    business_name: 'Restaurant Le Damier',
    order_number: 'LIV-24-00042',
  };
  const samples: { [K in EmailType]: EmailSendBody<K> } = {
    'request-confirmation': request,
    'admin-notification': {
      ...request,
      user_name: 'Mamadou Diallo',
      user_email: 'mamadou.diallo@example.gn',
      to: recipientEmail,
    },
    'request-approval': { ...person, request_type: 'partner', business_name: 'Restaurant Le Damier' },
    'account-credentials': {
      ...person,
      password: 'Xk7mP2qR9wLz',
      user_type: 'partner',
      business_name: 'Restaurant Le Damier',
    },
    'password-reset': {
      ...person,
      user_type: 'customer',
      reset_token: 'exemple-jeton-de-test',
      reset_url: 'http://localhost:3000/reset-password?token=exemple-jeton-de-test',
      expires_at: at(24 * 60),
    },
    'order-confirmation': {
      ...order,
      business_address: 'Kaloum, Conakry',
      order_items: [
        { name: 'Riz gras au poulet', quantity: 1, price: 5_000 },
        { name: 'Jus de bissap', quantity: 2, price: 1_500 },
      ],
      subtotal: 8_000,
      delivery_fee: 3_000,
      tax: 1_600,
      total: 12_600,
      delivery_address: 'Kipé, Ratoma, Conakry',
      landmark: 'En face de la pharmacie Kipé',
      estimated_delivery: at(40),
      created_at: at(0),
    },
    'order-status-update': {
      ...order,
      old_status: 'preparing',
      new_status: 'out_for_delivery',
      estimated_delivery: at(30),
      driver_name: 'Ibrahima Sow',
      driver_phone: '+224 664 12 34 56',
      updated_at: at(0),
    },
    'request-rejection': {
      ...person,
      request_type: 'partner',
      business_name: 'Restaurant Le Damier',
      reason: 'Documents incomplets',
      admin_notes: 'Merci de joindre une copie du registre de commerce.',
      rejected_by: 'Mariama Camara',
    },
    'payment-reminder': {
      ...person,
      business_name: 'Restaurant Le Damier',
      plan_name: 'Standard',
      plan_price: 50_000,
      days_remaining: 3,
      reminder_type: 'first',
    },
    'email-verification': {
      ...person,
      verify_url: 'http://localhost:3000/verify-email?token=exemple-jeton-de-test',
      expires_at: at(24 * 60),
    },
    'account-notice': { ...person, kind: 'signup-existing', attempted_at: at(0) },
  };
  return samples[type] as EmailSendBody<T>;
}
