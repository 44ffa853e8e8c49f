import { adminPageQuery } from './admin-lists';
import { blankAsAbsent } from './catalog-schemas';
import { USERS_MESSAGES } from './messages-users';
import { ROLES } from './roles';
import { gnf, pageOf, timestamp, uuid, z } from './zod';
import { CHECK_MESSAGES } from './messages-checks';

/**
 * The users page of the back-office (spec 02 §2 "User Management", issue 11): every profile,
 * 10 a page, newest first, searched by name or e-mail, filtered by role and status.
 */

/** A deleted account that had a history keeps its row under this name (its orders stay true). */
export const DELETED_USER_NAME = 'Utilisateur supprimé';
/**
 * Its e-mail becomes `<id>@` this domain: unique, and never delivered (`.invalid` is reserved for
 * that, RFC 2606), so no mail and no sign-in can reach the person any more.
 */
export const DELETED_USER_EMAIL_DOMAIN = 'supprime.livra.invalid';
export const deletedUserEmail = (userId: string) => `${userId}@${DELETED_USER_EMAIL_DOMAIN}`;

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const userIdParam = uuid(USERS_MESSAGES.userIdInvalid);

const SEARCH_MAX = 100;

/** `?search=&role=&status=`: the filters of the list and of its export. */
export const adminUserFiltersSchema = z.object({
  search: blankAsAbsent(z.string().trim().max(SEARCH_MAX, CHECK_MESSAGES.fieldTooLong(SEARCH_MAX)).optional()),
  role: blankAsAbsent(z.enum(ROLES, { error: USERS_MESSAGES.userRoleInvalid }).optional()),
  status: blankAsAbsent(z.enum(USER_STATUSES, { error: USERS_MESSAGES.userStatusInvalid }).optional()),
});
export type AdminUserFilters = z.output<typeof adminUserFiltersSchema>;

export const adminUserListQuerySchema = adminUserFiltersSchema.extend(adminPageQuery);
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** One profile as the users table shows it. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  profileImage: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  dateOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  createdAt: timestamp(),
  /** Orders the user placed. */
  totalOrders: z.number().int(),
  /** Grand totals of those orders whose payment was received. */
  totalSpent: gnf(),
  /** The account was deleted and kept anonymised: nothing can be done to it any more. */
  deleted: z.boolean(),
  /**
   * Deleting it would keep it anonymised rather than erase it: it has orders, businesses,
   * deliveries or admin actions that must stay true.
   */
  hasHistory: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;
export const adminUserExportSchema = z.object({ items: z.array(adminUserSchema) });

/** The stat cards: accounts per role and status, and new this month (deleted accounts apart). */
export const adminUserStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  newThisMonth: z.number().int(),
  deleted: z.number().int(),
  byRole: z.object({
    customer: z.number().int(),
    partner: z.number().int(),
    driver: z.number().int(),
    admin: z.number().int(),
  }),
});
export type AdminUserStats = z.infer<typeof adminUserStatsSchema>;

/** What a change answers: the user as they are now, and the sentence to show. */
export const adminUserChangeSchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;

export const adminUserDeletionSchema = z.object({
  /** `erased`: gone for good; `anonymised`: kept under DELETED_USER_NAME with its history. */
  outcome: z.enum(['erased', 'anonymised']),
  message: z.string(),
});
export type AdminUserDeletion = z.infer<typeof adminUserDeletionSchema>;
