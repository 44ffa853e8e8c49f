import { businessCardSchema } from './catalog-schemas';
import { MESSAGES } from './messages';
import { LOCALES } from './locale';
import { REGIONS } from './regions';
import { optionalText, requiredText, timestamp, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';
import { CUSTOMER_MESSAGES, GENDERS } from './messages-customers';

export { CUSTOMER_MESSAGES, GENDER_LABELS, GENDERS, type Gender, UPLOAD_MESSAGES } from './messages-customers';

// --- Profile -------------------------------------------------------------------------------

export const MIN_CUSTOMER_AGE = 13;
const MAX_AGE = 120;

/** Left out stays left out (a PATCH keeps the stored value); empty or null means "clear it". */
const emptyToNull = <T extends string>(value: T | null | undefined) =>
  value === undefined ? undefined : value || null;

/** Optional text where an empty string means "clear it" (null). */
export const clearable = (max: number) => optionalText(max).nullable().transform(emptyToNull);

/** Same rule as the driver application (spec 01 §5): optional +, then ≥ 8 digits, spaces, hyphens or parentheses. */
const PHONE_PATTERN = /^\+?[\d\s\-()]{8,}$/;
export const optionalPhone = z
  .string()
  .trim()
  .max(30, MESSAGES.phoneInvalid)
  .refine((value) => value === '' || PHONE_PATTERN.test(value), MESSAGES.phoneInvalid)
  .nullable()
  .optional()
  .transform(emptyToNull);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (2024-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today as `YYYY-MM-DD` in Guinea (Africa/Conakry is UTC all year, no daylight saving). */
export function todayInGuinea(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `date` moved by whole days, as `YYYY-MM-DD`. */
export function shiftIsoDate(date: string, days: number): string {
  const result = new Date(`${date}T00:00:00Z`);
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
}

/** One message at a time: the first rule broken is the one the customer needs to read. */
const birthDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), { error: CUSTOMER_MESSAGES.birthDateInvalid, abort: true })
  .refine((value) => value === '' || value <= todayInGuinea(), {
    error: CUSTOMER_MESSAGES.birthDateFuture,
    abort: true,
  })
  .refine((value) => value === '' || value <= yearsAgo(MIN_CUSTOMER_AGE), {
    error: CUSTOMER_MESSAGES.tooYoung,
    abort: true,
  })
  .refine((value) => value === '' || value >= yearsAgo(MAX_AGE), CUSTOMER_MESSAGES.birthDateInvalid)
  .nullable()
  .optional()
  .transform(emptyToNull);

function yearsAgo(years: number): string {
  const today = todayInGuinea();
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

/** PATCH /api/me/profile: every field optional; an empty or null optional field is cleared. */
export const profileUpdateSchema = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, { error: MESSAGES.nameRequired, abort: true })
    .min(2, MESSAGES.nameTooShort)
    .max(100, CHECK_MESSAGES.fieldTooLong(100))
    .optional(),
  phoneNumber: optionalPhone,
  address: clearable(300),
  dateOfBirth: birthDate,
  gender: z
    .enum([...GENDERS, ''], { error: CUSTOMER_MESSAGES.genderInvalid })
    .nullable()
    .optional()
    .transform(emptyToNull),
  /** The interface and e-mail language (docs/decisions/009-languages.md). */
  locale: z.enum(LOCALES, { error: CUSTOMER_MESSAGES.localeInvalid }).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const customerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  profileImage: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  gender: z.enum(GENDERS).nullable(),
  isVerified: z.boolean(),
  locale: z.enum(LOCALES),
  createdAt: timestamp(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** What the photo upload accepts (checked again on the server by the file's first bytes). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

// --- Addresses -----------------------------------------------------------------------------

export const ADDRESS_LIMIT = 20;

export const addressSchema = z.object({
  label: requiredText(CUSTOMER_MESSAGES.addressLabelRequired, 50),
  address: requiredText(CUSTOMER_MESSAGES.addressRequired, 300),
  landmark: clearable(300),
  city: z.enum(REGIONS, { error: CUSTOMER_MESSAGES.cityInvalid }),
  phone: optionalPhone,
  instructions: clearable(500),
});
export type AddressInput = z.input<typeof addressSchema>;

export const addressUpdateSchema = addressSchema.partial();

export const customerAddressSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  address: z.string(),
  landmark: z.string().nullable(),
  city: z.string(),
  phone: z.string().nullable(),
  instructions: z.string().nullable(),
  isDefault: z.boolean(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

// --- Favourites ----------------------------------------------------------------------------

/** A business card, the shape of the home page's popular restaurants. */
export const favoriteBusinessSchema = businessCardSchema.extend({ address: z.string().nullable() });
export type FavoriteBusiness = z.infer<typeof favoriteBusinessSchema>;
