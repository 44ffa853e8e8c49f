import { MESSAGES } from './messages';
import { ROLES, type Role } from './roles';
import { requiredText, z } from './zod';

export const PASSWORD_MIN = 6;

const email = z.string({ error: MESSAGES.emailRequired }).trim().toLowerCase().min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid).pipe(z.email({ error: MESSAGES.emailInvalid }));
const password = z.string({ error: MESSAGES.passwordTooShort }).min(PASSWORD_MIN, MESSAGES.passwordTooShort).max(128);

export const signUpSchema = z.object({
  name: requiredText(MESSAGES.signupMissingInfo, 100),
  email: z.string({ error: MESSAGES.signupMissingInfo }).trim().toLowerCase().min(1, MESSAGES.signupMissingInfo)
    .max(254, MESSAGES.emailInvalid).pipe(z.email({ error: MESSAGES.emailInvalid })),
  password,
  role: z.string({ error: MESSAGES.signupMissingInfo }).trim().min(1, MESSAGES.signupMissingInfo).max(50).default('customer'),
  phoneNumber: z.string().trim().max(30).optional(),
  address: z.string().trim().max(300).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password: z.string({ error: MESSAGES.invalidCredentials }).min(1, MESSAGES.invalidCredentials).max(128),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, MESSAGES.wrongCurrentPassword).max(128),
  newPassword: password,
});

export const requestPasswordResetSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, MESSAGES.resetTokenInvalid).max(200),
  newPassword: password,
});

export const newsletterSchema = z.object({ email });

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
  driverId: z.uuid().nullish(),
  vehicleType: z.string().nullish(),
  vehiclePlate: z.string().nullish(),
  businessId: z.uuid().nullish(),
  businessName: z.string().nullish(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
