import { adminDateRangeQuery, adminPageQuery } from './admin-lists';
import { DRIVER_TYPES, REQUEST_STATUSES } from './drivers';
import { gnf, optionalText, timestamp, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * The admin requests page (spec 02 §2, §4, §7; issue 11): partner applications (businesses with a
 * request_status) and driver applications, their filters, statistics, decisions and the
 * credentials of the accounts created from them.
 */

const tooLong = CHECK_MESSAGES.fieldTooLong;

/** `?status=` takes a request status, or `all` / nothing for every status (spec 02 §7). */
export const requestStatusFilter = z
  .enum([...REQUEST_STATUSES, 'all'], { error: CHECK_MESSAGES.requestStatusFilterInvalid })
  .optional()
  .transform((value) => (value === 'all' ? undefined : value));

const searchParam = z.string().trim().max(100, tooLong(100)).optional();

/** Filters of one tab's list; its `/export` takes the same without the paging. */
export const adminRequestFiltersSchema = z.object({
  status: requestStatusFilter,
  search: searchParam,
  ...adminDateRangeQuery,
});
export const adminRequestListQuerySchema = adminRequestFiltersSchema.extend(adminPageQuery);
export type AdminRequestFilters = z.input<typeof adminRequestFiltersSchema>;

/** Total, En attente, Approuvées, Rejetées. */
export const requestStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type RequestStats = z.infer<typeof requestStatsSchema>;

/** A partner application as the admin reads it. */
export const partnerRequestViewSchema = z.object({
  id: z.uuid(),
  /** The business's name. */
  name: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  ownerPhone: z.string().nullable(),
  businessTypeId: z.number().int().nullable(),
  businessType: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  region: z.string(),
  requestStatus: z.enum(REQUEST_STATUSES),
  /** The applicant's own notes. */
  requestNotes: z.string().nullable(),
  /** The admin's approval notes or rejection reason. */
  adminNotes: z.string().nullable(),
  planId: z.uuid().nullable(),
  planName: z.string().nullable(),
  planPrice: gnf().nullable(),
  /** The partner account exists (owner_id set). */
  hasAccount: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type PartnerRequestView = z.infer<typeof partnerRequestViewSchema>;

/** A driver application as the admin reads it. */
export const driverRequestViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  vehicleType: z.string(),
  vehiclePlate: z.string().nullable(),
  driverType: z.enum(DRIVER_TYPES),
  businessId: z.uuid().nullable(),
  businessName: z.string().nullable(),
  experienceYears: z.number().int(),
  availabilityHours: z.string().nullable(),
  preferredZones: z.array(z.string()),
  notes: z.string().nullable(),
  requestNotes: z.string().nullable(),
  adminNotes: z.string().nullable(),
  requestStatus: z.enum(REQUEST_STATUSES),
  isVerified: z.boolean(),
  /** The driver's account exists (user_id set). */
  hasAccount: z.boolean(),
  applicationDate: timestamp(),
  createdAt: timestamp(),
});
export type DriverRequestView = z.infer<typeof driverRequestViewSchema>;

/** Approve: optional notes for the applicant (spec 02 §5). */
export const approveRequestSchema = z.object({
  notes: optionalText(1000).nullable(),
});
export type ApproveRequestInput = z.input<typeof approveRequestSchema>;

/** Reject: an optional reason, told to the applicant (spec 02 §5). */
export const rejectRequestSchema = z.object({
  reason: optionalText(1000).nullable(),
});
export type RejectRequestInput = z.input<typeof rejectRequestSchema>;

/** What the credentials dialog shows once, and what the e-mail sends. */
export const accountCredentialsSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  dashboardUrl: z.string(),
});
export type AccountCredentials = z.infer<typeof accountCredentialsSchema>;

export const partnerAccountResultSchema = z.object({
  request: partnerRequestViewSchema,
  credentials: accountCredentialsSchema,
  /** The subscription started with the plan chosen in the application (none if that plan is gone). */
  subscriptionId: z.uuid().nullable(),
  menuCategories: z.number().int(),
});
export type PartnerAccountResult = z.infer<typeof partnerAccountResultSchema>;

export const driverAccountResultSchema = z.object({
  request: driverRequestViewSchema,
  credentials: accountCredentialsSchema,
});
export type DriverAccountResult = z.infer<typeof driverAccountResultSchema>;
