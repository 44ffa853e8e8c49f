import { MESSAGES } from './messages';
import { ROLES, type Role } from './roles';
import { LOCALES } from './locale';
import { PASSWORD_MAX, PASSWORD_NEW_MIN, isWeakPassword } from './passwords';
import { requiredText, z } from './zod';

/** The floor shown in the forms for new passwords. */
export const PASSWORD_MIN = PASSWORD_NEW_MIN;

/** An e-mail address as every form takes it: trimmed, lower-cased, with the spec's messages. */
export const emailAddressSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));
/** A password chosen now (sign-up, change, reset): 8 to 128 characters, not a weak one. */
const password = z
  .string({ error: MESSAGES.passwordNewTooShort })
  // One message at a time: a short or long password is not also called weak.
  .min(PASSWORD_NEW_MIN, { error: MESSAGES.passwordNewTooShort, abort: true })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong, abort: true })
  .refine((value) => !isWeakPassword(value), MESSAGES.passwordTooCommon);

export const signUpSchema = z.object({
  name: requiredText(MESSAGES.signupMissingInfo, 100),
  email: z
    .string({ error: MESSAGES.signupMissingInfo })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.signupMissingInfo)
    .max(254, MESSAGES.emailInvalid)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  password,
  role: z
    .string({ error: MESSAGES.signupMissingInfo })
    .trim()
    .min(1, MESSAGES.signupMissingInfo)
    .max(50)
    .default('customer'),
  phoneNumber: z.string().trim().max(30).optional(),
  address: z.string().trim().max(300).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailAddressSchema,
  // Any stored password (the spec's floor was 6) may still sign in.
  password: z
    .string({ error: MESSAGES.invalidCredentials })
    .min(1, MESSAGES.invalidCredentials)
    .max(PASSWORD_MAX, MESSAGES.passwordTooLong),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, MESSAGES.wrongCurrentPassword).max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  newPassword: password,
});

export const requestPasswordResetSchema = z.object({ email: emailAddressSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, MESSAGES.resetTokenInvalid).max(200),
  newPassword: password,
});

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: MESSAGES.verificationLinkInvalid })
    .min(1, MESSAGES.verificationLinkInvalid)
    .max(2000, MESSAGES.verificationLinkInvalid),
});

export const newsletterSchema = z.object({ email: emailAddressSchema });

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The signed-in user as the web app sees it (spec 01 §3 "Session user"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  profileImage: z.string().nullable(),
  /** The address was proven by its confirmation link (issue 9); the web app shows a banner until then. */
  emailVerified: z.boolean().optional(),
  /** A password an admin generated: the web app asks for a new one before anything else. */
  mustChangePassword: z.boolean().optional(),
  /** The language chosen on the profile (docs/decisions/009-languages.md). */
  locale: z.enum(LOCALES).optional(),
  driverId: z.uuid().nullish(),
  vehicleType: z.string().nullish(),
  vehiclePlate: z.string().nullish(),
  businessId: z.uuid().nullish(),
  businessName: z.string().nullish(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
