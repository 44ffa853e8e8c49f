import { adminPageQuery } from './admin-lists';
import { blankAsAbsent, booleanQueryParam } from './catalog-schemas';
import { DEFAULT_DRIVER_TYPE, DEFAULT_VEHICLE_TYPE, DRIVER_TYPES, VEHICLE_TYPES } from './drivers';
import { MESSAGES } from './messages';
import { isWeakPassword, PASSWORD_MAX, PASSWORD_NEW_MIN } from './passwords';
import { PHONE_PATTERN, REQUEST_TEXTS } from './requests';
import { gnf, timestamp, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * The admin's drivers (spec 02 §2, §3, §4, §5): the list, its filters and figures, and the
 * add / edit forms whose rules are checked in the spec's order.
 */

/** Status badge (spec 02 §4): an inactive driver is Inactif; otherwise Vérifié or En attente. */
export const ADMIN_DRIVER_STATUSES = ['inactive', 'verified', 'pending'] as const;
export type AdminDriverStatus = (typeof ADMIN_DRIVER_STATUSES)[number];
export const ADMIN_DRIVER_STATUS_LABELS: Record<AdminDriverStatus, string> = {
  inactive: 'Inactif',
  verified: 'Vérifié',
  pending: 'En attente',
};

export function adminDriverStatus(driver: { isActive: boolean; isVerified: boolean }): AdminDriverStatus {
  if (!driver.isActive) return 'inactive';
  return driver.isVerified ? 'verified' : 'pending';
}

/** The table shows the last 8 characters of a driver's id (spec 02 §2). */
export const shortDriverId = (id: string) => id.slice(-8);

const NAME_MAX = 100;
const PHONE_MAX = 30;
const PLATE_MAX = 20;
const tooLong = CHECK_MESSAGES.fieldTooLong;

/** A driver id in a path: blank is "invalid", anything but a UUID is "wrong format" (spec 02 §5). */
export const adminDriverIdParam = z
  .string({ error: MESSAGES.driverIdInvalid })
  .trim()
  .min(1, MESSAGES.driverIdInvalid)
  .pipe(z.uuid({ error: MESSAGES.driverIdFormat }));

// --- List -----------------------------------------------------------------------------------

export const adminDriverFilters = {
  /** Name, e-mail or phone. */
  q: z.string().trim().max(100, tooLong(100)).optional(),
  driverType: blankAsAbsent(z.enum(DRIVER_TYPES, { error: MESSAGES.driverTypeFilter }).optional()),
  verified: blankAsAbsent(booleanQueryParam(MESSAGES.driverBooleanFilter).optional()),
  active: blankAsAbsent(booleanQueryParam(MESSAGES.driverBooleanFilter).optional()),
  businessId: blankAsAbsent(z.uuid({ error: REQUEST_TEXTS.businessInvalid }).optional()),
};
export const adminDriverExportQuerySchema = z.object(adminDriverFilters);
export const adminDriverListQuerySchema = z.object({ ...adminDriverFilters, ...adminPageQuery });
export type AdminDriverFilters = z.input<typeof adminDriverExportQuerySchema>;

export const adminDriverSchema = z.object({
  id: z.uuid(),
  /** The sign-in account; null once a driver with deliveries was anonymised. */
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  driverType: z.enum(DRIVER_TYPES),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  avatarUrl: z.string().nullable(),
  vehicleType: z.string(),
  vehiclePlate: z.string().nullable(),
  documentsCount: z.number().int(),
  totalDeliveries: z.number().int(),
  totalEarnings: gnf(),
  rating: z.number(),
  activeSessions: z.number().int(),
  createdAt: timestamp(),
  lastActive: timestamp().nullable(),
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;

/**
 * Figures of every approved driver (spec 02 §3 "Driver statistics"). `pendingVerification`
 * counts the active drivers not yet verified: the ones whose badge says En attente.
 */
export const adminDriverStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  verified: z.number().int(),
  independent: z.number().int(),
  service: z.number().int(),
  pendingVerification: z.number().int(),
  inactive: z.number().int(),
});
export type AdminDriverStats = z.infer<typeof adminDriverStatsSchema>;

/** A business a service driver can belong to (filter and form). */
export const adminDriverBusinessSchema = z.object({ id: z.uuid(), name: z.string(), isActive: z.boolean() });
export type AdminDriverBusiness = z.infer<typeof adminDriverBusinessSchema>;
export const adminDriverBusinessQuerySchema = z.object({ q: z.string().trim().max(100, tooLong(100)).optional() });

// --- Add and edit (spec 02 §5) -------------------------------------------------------------

/**
 * The password rule of a password chosen now. The spec asks for 6 characters; a decision of
 * issue 9 (packages/shared/src/passwords.ts) raised new passwords to 8 and refuses weak ones,
 * so an admin-chosen driver password follows that rule too.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_NEW_MIN) return MESSAGES.passwordNewTooShort;
  if (password.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  if (isWeakPassword(password)) return MESSAGES.passwordTooCommon;
  return null;
}

const looseText = z.string().optional();
const blankAsNull = (value: unknown) => (value === '' ? null : value);

const driverFields = {
  name: looseText,
  email: looseText,
  phone: looseText,
  driverType: z.enum(DRIVER_TYPES, { error: REQUEST_TEXTS.driverTypeInvalid }),
  businessId: z.preprocess(blankAsNull, z.uuid({ error: REQUEST_TEXTS.businessInvalid }).nullable().optional()),
  vehicleType: z.enum(VEHICLE_TYPES, { error: REQUEST_TEXTS.vehicleTypeInvalid }),
  vehiclePlate: z.string().nullable().optional(),
};

type Issue = { path: string; message: string };
type LooseDriver = {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  driverType?: string;
  businessId?: string | null;
  vehiclePlate?: string | null;
};

/**
 * Spec 02 §5, "checked in this order", values trimmed: name, e-mail, phone, password, then the
 * business of a service driver. Only the first problem is told, as the spec's form did.
 * `partial` (edit): a field left out keeps its stored value and is not checked, but a field
 * sent empty is. The shape rules the spec leaves out (e-mail and phone format, lengths) follow
 * their field's "required" check.
 */
function firstProblem(value: LooseDriver, mode: 'create' | 'edit'): Issue | null {
  const given = (field: keyof LooseDriver) => mode === 'create' || value[field] !== undefined;
  const text = (field: 'name' | 'email' | 'phone' | 'password') => (value[field] ?? '').trim();
  if (given('name')) {
    if (!text('name')) return { path: 'name', message: MESSAGES.nameRequired };
    if (text('name').length > NAME_MAX) return { path: 'name', message: tooLong(NAME_MAX) };
  }
  if (given('email')) {
    const email = text('email');
    if (!email) return { path: 'email', message: MESSAGES.emailRequired };
    if (email.length > 254 || !z.email().safeParse(email).success)
      return { path: 'email', message: MESSAGES.emailInvalid };
  }
  if (given('phone')) {
    const phone = text('phone');
    if (!phone) return { path: 'phone', message: MESSAGES.phoneRequired };
    if (phone.length > PHONE_MAX || !PHONE_PATTERN.test(phone))
      return { path: 'phone', message: MESSAGES.phoneInvalid };
  }
  if (mode === 'create') {
    // Not trimmed: spaces a user typed in a password are part of it.
    const problem = newPasswordProblem(value.password ?? '');
    if (problem) return { path: 'password', message: problem };
  }
  // On edit the stored type may be service: the service checks the business against it.
  if (value.driverType === 'service' && given('businessId') && !value.businessId)
    return { path: 'businessId', message: MESSAGES.selectBusinessForService };
  if ((value.vehiclePlate ?? '').trim().length > PLATE_MAX)
    return { path: 'vehiclePlate', message: tooLong(PLATE_MAX) };
  return null;
}

function inOrder(mode: 'create' | 'edit') {
  return (value: LooseDriver, ctx: z.RefinementCtx) => {
    const problem = firstProblem(value, mode);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  };
}

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null;

export const adminDriverCreateSchema = z
  .object({
    ...driverFields,
    password: looseText,
    driverType: driverFields.driverType.default(DEFAULT_DRIVER_TYPE),
    vehicleType: driverFields.vehicleType.default(DEFAULT_VEHICLE_TYPE),
  })
  .superRefine(inOrder('create'))
  .transform((value) => ({
    name: (value.name ?? '').trim(),
    email: (value.email ?? '').trim().toLowerCase(),
    phone: (value.phone ?? '').trim(),
    password: value.password ?? '',
    driverType: value.driverType,
    // An independent driver works for every business: a business picked before switching type is dropped.
    businessId: value.driverType === 'service' ? (value.businessId ?? null) : null,
    vehicleType: value.vehicleType,
    vehiclePlate: trimmedOrNull(value.vehiclePlate),
  }));
export type AdminDriverCreateInput = z.input<typeof adminDriverCreateSchema>;
export type AdminDriverCreate = z.output<typeof adminDriverCreateSchema>;

/** Edit: the add form's fields but the password (reset apart), each optional. */
export const adminDriverUpdateSchema = z
  .object({
    ...driverFields,
    driverType: driverFields.driverType.optional(),
    vehicleType: driverFields.vehicleType.optional(),
  })
  .superRefine(inOrder('edit'))
  .transform((value) => ({
    name: value.name?.trim(),
    email: value.email?.trim().toLowerCase(),
    phone: value.phone?.trim(),
    driverType: value.driverType,
    businessId: value.businessId,
    vehicleType: value.vehicleType,
    vehiclePlate: value.vehiclePlate === undefined ? undefined : trimmedOrNull(value.vehiclePlate),
  }));
export type AdminDriverUpdateInput = z.input<typeof adminDriverUpdateSchema>;
export type AdminDriverUpdate = z.output<typeof adminDriverUpdateSchema>;

export const driverActiveSchema = z.object({
  isActive: z.boolean({ error: CHECK_MESSAGES.activeFlagInvalid }),
});

export const adminDriverPasswordSchema = z
  .object({ password: z.string({ error: MESSAGES.passwordNewTooShort }) })
  .superRefine((value, ctx) => {
    const problem = newPasswordProblem(value.password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type AdminDriverPassword = z.infer<typeof adminDriverPasswordSchema>;

// --- Answers --------------------------------------------------------------------------------

export const adminDriverResultSchema = z.object({ driver: adminDriverSchema, message: z.string() });
export type AdminDriverResult = z.infer<typeof adminDriverResultSchema>;

/** Delete erases a driver without deliveries; one with deliveries is deactivated and anonymised. */
export const adminDriverDeleteResultSchema = z.object({
  outcome: z.enum(['deleted', 'anonymised']),
  message: z.string(),
});
export type AdminDriverDeleteResult = z.infer<typeof adminDriverDeleteResultSchema>;
