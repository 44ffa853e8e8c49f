import {
  DEFAULT_DRIVER_TYPE,
  DEFAULT_VEHICLE_TYPE,
  DRIVER_EXPERIENCE_MAX,
  DRIVER_NAME_MIN,
  DRIVER_TYPES,
  VEHICLE_TYPES,
  REQUEST_STATUSES,
} from './drivers';
import { emailAddressSchema } from './auth';
import { REQUEST_TYPES } from './emails';
import { billingPlanViewSchema } from './subscription-schemas';
import { MESSAGES } from './messages';
import { CHECK_MESSAGES } from './messages-checks';
import { REGIONS } from './regions';
import { gnf, optionalText, requiredText, timestamp, z } from './zod';
import { registerCheckCatalogue } from './check-catalogues';

/**
 * Partner and driver applications (spec 01 §2, §5; spec 02 §3, §7). The driver rules and
 * messages are the spec's (in MESSAGES); the partner form and the status lookup have no words
 * in the spec, so the texts below are ours.
 */
export const REQUEST_TEXTS = {
  businessNameRequired: 'Le nom du commerce est requis',
  businessTypeRequired: 'Le type de commerce est requis',
  addressRequired: "L'adresse est requise",
  regionRequired: 'La région est requise',
  regionInvalid: `Région non desservie : ${REGIONS.join(' / ')}`,
  descriptionRequired: 'Décrivez votre commerce en quelques mots',
  planRequired: 'Veuillez choisir une formule',
  planUnknown: "Cette formule n'est plus disponible, choisissez-en une autre",
  vehicleTypeInvalid: `Type de véhicule invalide : ${VEHICLE_TYPES.join(' / ')}`,
  driverTypeInvalid: 'Type de chauffeur invalide : indépendant ou de service',
  businessInvalid: 'Commerce invalide : choisissez-le dans la liste',
  zoneInvalid: 'Zone préférée invalide',
  partnerRequestDuplicate:
    'Une demande de partenariat pour ce commerce est déjà en cours avec cet email. Suivez-la sur la page « Suivi de ma demande ».',
  driverEmailTaken: 'Un chauffeur ou une demande de chauffeur utilise déjà cet email',
  driverPhoneTaken: 'Un chauffeur ou une demande de chauffeur utilise déjà ce numéro de téléphone',
  referenceInvalid: 'La référence de la demande est invalide',
  lookupNeedsProof: 'Indiquez la référence de votre demande ou votre numéro de téléphone',
  requestTypeInvalid: 'Type de demande invalide : partner (partenaire) ou driver (chauffeur)',
  requestNotFound:
    'Aucune demande trouvée avec ces informations. Vérifiez votre email et votre référence ou téléphone.',
} as const;
registerCheckCatalogue('request', REQUEST_TEXTS);

/** Optional leading +, then at least 8 digits, spaces, hyphens or parentheses (spec 01 §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{8,}$/;
const PHONE_MAX = 30;

/** Only the digits of a phone number: `+224 622-12-34-56` and `+224622123456` are the same line. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

const tooLong = CHECK_MESSAGES.fieldTooLong;

/**
 * One message per field (required, else the shape rule), every field checked: refinements
 * rather than aborting checks, so the whole form's messages come out of one parse.
 */
const personName = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .refine((value) => value.length > 0, MESSAGES.nameRequired)
  .refine((value) => value.length === 0 || value.length >= DRIVER_NAME_MIN, MESSAGES.nameTooShort)
  .refine((value) => value.length <= 100, tooLong(100));

const emailAddress = emailAddressSchema;

const phoneNumber = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .refine((value) => value.length > 0, MESSAGES.phoneRequired)
  .refine(
    (value) => value.length === 0 || (value.length <= PHONE_MAX && PHONE_PATTERN.test(value)),
    MESSAGES.phoneInvalid,
  );

/** Missing means the default; present but empty means the field was cleared: "required". */
function choice<const T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) {
  return z.enum(values, { error: (issue) => (issue.input === '' || issue.input == null ? required : invalid) });
}

/** A number typed in a form may arrive as text; empty text means "not given". */
const fromFormNumber = (value: unknown) =>
  typeof value === 'string'
    ? value.trim() === ''
      ? undefined
      : /^-?\d+(\.\d+)?$/.test(value.trim())
        ? Number(value)
        : value
    : value;

/** Empty optional text is stored as nothing. */
const optionalNullable = (max: number) =>
  optionalText(max)
    .nullable()
    .transform((value) => value || null);

// --- Driver application (spec 01 §5) ------------------------------------------------------

export const driverApplicationSchema = z
  .object({
    name: personName,
    email: emailAddress,
    phone: phoneNumber,
    vehicleType: choice(VEHICLE_TYPES, MESSAGES.vehicleTypeRequired, REQUEST_TEXTS.vehicleTypeInvalid).default(
      DEFAULT_VEHICLE_TYPE,
    ),
    vehiclePlate: optionalNullable(20),
    driverType: choice(DRIVER_TYPES, MESSAGES.driverTypeRequired, REQUEST_TEXTS.driverTypeInvalid).default(
      DEFAULT_DRIVER_TYPE,
    ),
    /** Only for a service driver: the one business they deliver for. */
    businessId: z
      .preprocess(
        (value) => (value === '' ? null : value),
        z.uuid({ error: REQUEST_TEXTS.businessInvalid }).nullable().optional(),
      )
      .transform((value) => value ?? null),
    experienceYears: z
      .preprocess(
        fromFormNumber,
        z
          .number({ error: MESSAGES.experienceRange })
          .int(MESSAGES.experienceRange)
          .min(0, MESSAGES.experienceRange)
          .max(DRIVER_EXPERIENCE_MAX, MESSAGES.experienceRange)
          .optional(),
      )
      .transform((value) => value ?? 0),
    availabilityHours: optionalNullable(100),
    /** Spec: a list, empty by default, with no input in the form. */
    preferredZones: z
      .array(requiredText(REQUEST_TEXTS.zoneInvalid, 100), { error: REQUEST_TEXTS.zoneInvalid })
      .max(20)
      .default([]),
    notes: optionalNullable(1000),
  })
  .refine(
    (value: { driverType?: unknown; businessId?: unknown } | null) =>
      !(value && typeof value === 'object' && value.driverType === 'service' && !value.businessId),
    // Checked even when other fields fail, so this message joins the others in one answer.
    { message: MESSAGES.selectBusinessForService, path: ['businessId'], when: () => true },
  )
  // An independent driver works for every business: a business picked before switching type is dropped.
  .transform((value) => ({ ...value, businessId: value.driverType === 'service' ? value.businessId : null }));

export type DriverApplicationInput = z.input<typeof driverApplicationSchema>;
export type DriverApplication = z.output<typeof driverApplicationSchema>;

export const driverApplicationResultSchema = z.object({ id: z.uuid(), message: z.string() });
export type DriverApplicationResult = z.infer<typeof driverApplicationResultSchema>;

// --- Partner application ------------------------------------------------------------------

export const partnerApplicationSchema = z.object({
  ownerName: personName,
  email: emailAddress,
  phone: phoneNumber,
  businessName: requiredText(REQUEST_TEXTS.businessNameRequired, 120),
  businessTypeId: z.preprocess(
    fromFormNumber,
    z
      .number({ error: REQUEST_TEXTS.businessTypeRequired })
      .int(REQUEST_TEXTS.businessTypeRequired)
      .min(1, REQUEST_TEXTS.businessTypeRequired)
      .max(1_000_000, REQUEST_TEXTS.businessTypeRequired),
  ),
  address: requiredText(REQUEST_TEXTS.addressRequired, 300),
  region: choice(REGIONS, REQUEST_TEXTS.regionRequired, REQUEST_TEXTS.regionInvalid),
  description: requiredText(REQUEST_TEXTS.descriptionRequired, 1000),
  planId: z.uuid({ error: REQUEST_TEXTS.planRequired }),
  notes: optionalNullable(1000),
});

export type PartnerApplicationInput = z.input<typeof partnerApplicationSchema>;
export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

export const partnerApplicationResultSchema = z.object({ id: z.uuid(), requestStatus: z.enum(REQUEST_STATUSES) });
export type PartnerApplicationResult = z.infer<typeof partnerApplicationResultSchema>;

/** A subscription plan a partner chooses when applying (GET /api/subscription-plans). */
export const subscriptionPlanViewSchema = billingPlanViewSchema;
export type SubscriptionPlanView = z.infer<typeof subscriptionPlanViewSchema>;

/** A listed business a service driver can pick. */
export const applicationBusinessOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  region: z.string(),
});
export type ApplicationBusinessOption = z.infer<typeof applicationBusinessOptionSchema>;

export const applicationBusinessQuerySchema = z.object({
  q: z.string().trim().max(100, tooLong(100)).optional(),
});

// --- Status lookup ------------------------------------------------------------------------

/**
 * An applicant proves who they are with their e-mail AND either the reference of the request
 * (shown on the confirmation page and in the e-mail) or the phone number they applied with:
 * an e-mail alone would let anyone read someone else's application.
 */
export const requestStatusQuerySchema = z
  .object({
    email: emailAddress,
    type: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(['partner', 'driver'], { error: REQUEST_TEXTS.requestTypeInvalid }).optional(),
    ),
    reference: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.uuid({ error: REQUEST_TEXTS.referenceInvalid }).optional(),
    ),
    phone: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z
        .string()
        .refine((value) => value.length <= PHONE_MAX && PHONE_PATTERN.test(value), MESSAGES.phoneInvalid)
        .optional(),
    ),
  })
  .refine(
    (value: { reference?: unknown; phone?: unknown } | null) => !value || Boolean(value.reference || value.phone),
    {
      message: REQUEST_TEXTS.lookupNeedsProof,
      path: ['reference'],
      when: () => true,
    },
  );

export type RequestStatusQuery = z.input<typeof requestStatusQuerySchema>;

/** Where one application stands, as its applicant may see it. */
export const requestStatusViewSchema = z.object({
  id: z.uuid(),
  type: z.enum(REQUEST_TYPES),
  status: z.enum(REQUEST_STATUSES),
  submittedAt: timestamp(),
  /** When an admin last changed it (approval or rejection); null while pending. */
  decidedAt: timestamp().nullable(),
  /** Business name (partner) or applicant name (driver). */
  name: z.string(),
  /** The business applied for (partner), or the one a service driver would deliver for. */
  businessName: z.string().nullable(),
  businessType: z.string().nullable(),
  address: z.string().nullable(),
  region: z.enum(REGIONS).nullable(),
  planName: z.string().nullable(),
  planPrice: gnf().nullable(),
  vehicleType: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  driverType: z.enum(DRIVER_TYPES).nullable(),
  /** The admin's reason, only once the application is rejected. */
  adminNotes: z.string().nullable(),
  /** An approved application whose account has been created (credentials sent by e-mail). */
  accountCreated: z.boolean(),
});
export type RequestStatusView = z.infer<typeof requestStatusViewSchema>;

export const requestStatusResultSchema = z.object({ requests: z.array(requestStatusViewSchema) });
export type RequestStatusResult = z.infer<typeof requestStatusResultSchema>;

/** Every message of a failed parse, once each and in order (the web's validation toast). */
export function collectMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
