import { changePasswordSchema, emailAddressSchema } from './auth';
import { GENDERS, profileUpdateSchema } from './customers';
import { MESSAGES } from './messages';
import { REGIONS } from './regions';
import { PHONE_PATTERN, partnerApplicationSchema, REQUEST_TEXTS } from './requests';
import { optionalText, requiredText, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * « Ajouter un Partenaire » (spec 02 §2 New-partner dialog, §5 rules): the partner's account and
 * profile, their business and its password, created together by an admin. The password follows
 * the rules of every new password (passwords.ts), stronger than the spec's 6 characters.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A number typed in a form may arrive as text. */
const formInteger = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;

const website = z.preprocess(
  emptyToUndefined,
  z
    .url({ protocol: /^https?$/, error: MESSAGES.websiteInvalid })
    .max(300, CHECK_MESSAGES.fieldTooLong(300))
    .optional(),
);

/**
 * Required text with its own "required" message, then the shape rule. Refinements rather than
 * aborting checks: an aborted field would stop the passwords' comparison below from running.
 */
const requiredPhone = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .refine((value) => value.length > 0, required)
    .refine((value) => value.length === 0 || (value.length <= 30 && PHONE_PATTERN.test(value)), MESSAGES.phoneInvalid);

const requiredEmail = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .refine((value) => value.length > 0, required)
    .refine((value) => value.length === 0 || emailAddressSchema.safeParse(value).success, MESSAGES.emailInvalid);

export const newPartnerSchema = z
  .object({
    // The partner
    name: partnerApplicationSchema.shape.ownerName,
    email: emailAddressSchema,
    phoneNumber: partnerApplicationSchema.shape.phone,
    dateOfBirth: profileUpdateSchema.shape.dateOfBirth,
    gender: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(GENDERS, { error: 'Le genre doit être homme, femme ou autre' }).optional(),
    ),
    bio: optionalText(1000),
    address: optionalText(300),
    city: z.enum(REGIONS, { error: REQUEST_TEXTS.regionInvalid }).default('Conakry'),
    postalCode: optionalText(20),
    country: optionalText(60),
    website,
    socialMedia: optionalText(300),
    isActive: z.boolean().default(true),
    isVerified: z.boolean().default(false),
    // Their business
    businessName: requiredText(REQUEST_TEXTS.businessNameRequired, 120),
    businessTypeId: z.preprocess(
      formInteger,
      z
        .number({ error: REQUEST_TEXTS.businessTypeRequired })
        .int(REQUEST_TEXTS.businessTypeRequired)
        .min(1, REQUEST_TEXTS.businessTypeRequired)
        .max(1_000_000, REQUEST_TEXTS.businessTypeRequired),
    ),
    businessPhone: requiredPhone(MESSAGES.newPartnerBusinessPhoneRequired),
    businessEmail: requiredEmail(MESSAGES.newPartnerBusinessEmailRequired),
    businessDescription: requiredText(MESSAGES.newPartnerBusinessDescriptionRequired, 1000),
    businessAddress: requiredText(MESSAGES.newPartnerBusinessAddressRequired, 300),
    // Sign-in
    password: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string({ error: MESSAGES.passwordsDontMatch }).max(200),
  })
  .refine(
    (value: { password?: unknown; confirmPassword?: unknown } | null) =>
      !value || value.password === value.confirmPassword,
    { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'], when: () => true },
  );

export type NewPartnerInput = z.input<typeof newPartnerSchema>;
export type NewPartner = z.output<typeof newPartnerSchema>;

export const newPartnerResultSchema = z.object({
  userId: z.uuid(),
  businessId: z.uuid(),
  menuCategories: z.number().int(),
});
export type NewPartnerResult = z.infer<typeof newPartnerResultSchema>;
