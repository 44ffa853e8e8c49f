import {
  ADMIN_EXPORT_MAX,
  type AdminUser,
  type AdminUserChange,
  type AdminUserDeletion,
  type AdminUserFilters,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserStats,
  DELETED_USER_EMAIL_DOMAIN,
  DELETED_USER_NAME,
  MESSAGES,
  ROLE_IDS,
  roleFromId,
} from '@livra/shared';
import { type SQL, and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { EventBus } from '@/events/bus';
import type { Deps } from '@/http/context';
import { drivers, sessions, userProfiles, users } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import { recordAudit } from '@/lib/audit';
import { AppError, forbidden, notFound } from '@/lib/errors';
import { periodStartSql } from '@/lib/period-start';
import { anonymiseAccount } from './anonymise';

/**
 * Columns of `user_profiles` written out with their table: inside the subqueries below a bare
 * `"id"` would be the subquery's own table's (Drizzle leaves single-table queries unqualified).
 */
const profileId = sql.raw('"user_profiles"."id"');
const profileEmail = sql.raw('"user_profiles"."email"');

/** An account deleted with its history kept: its e-mail is `<id>@supprime.livra.invalid`. */
const isDeleted = sql<boolean>`(${profileEmail} = ${profileId}::text || ${`@${DELETED_USER_EMAIL_DOMAIN}`})`;

/** Orders the user placed, and what they paid (completed payments: cash counts once received). */
const totalOrders = sql<number>`(select count(*) from orders o where o.user_id = ${profileId})`.mapWith(Number);
const totalSpent = sql<number>`(select coalesce(sum(o.grand_total), 0) from orders o
  where o.user_id = ${profileId} and o.payment_status = 'completed')`.mapWith(Number);

/**
 * What deleting the account must not rewrite: orders placed, reservations booked, businesses
 * owned, deliveries made, admin actions recorded. With any of these the account is anonymised.
 */
const hasHistory = sql<boolean>`(
  exists (select 1 from orders o where o.user_id = ${profileId})
  or exists (select 1 from reservations r where r.user_id = ${profileId})
  or exists (select 1 from businesses b where b.owner_id = ${profileId})
  or exists (select 1 from drivers d join orders o on o.driver_id = d.id where d.user_id = ${profileId})
  or exists (select 1 from audit_log a where a.actor_id = ${profileId})
)`;

const rowColumns = {
  profile: userProfiles,
  totalOrders,
  totalSpent,
  deleted: isDeleted,
  hasHistory,
};

type Row = {
  profile: typeof userProfiles.$inferSelect;
  totalOrders: number;
  totalSpent: number;
  deleted: boolean;
  hasHistory: boolean;
};

function toAdminUser({ profile, ...figures }: Row): AdminUser {
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    address: profile.address,
    profileImage: profile.profileImage,
    role: roleFromId(profile.roleId),
    isActive: profile.isActive,
    isVerified: profile.isVerified,
    dateOfBirth: profile.dateOfBirth,
    gender: profile.gender,
    createdAt: profile.createdAt.toISOString(),
    totalOrders: figures.totalOrders,
    totalSpent: figures.totalSpent,
    deleted: Boolean(figures.deleted),
    hasHistory: Boolean(figures.hasHistory),
  };
}

/** `%text%` on name or e-mail, accents and case aside, LIKE's wildcards taken literally. */
function filtersWhere(filters: AdminUserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  const search = filters.search?.trim();
  if (search) {
    const pattern = searchText(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    conditions.push(
      sql`(${searchText(userProfiles.name)} like ${pattern} or ${searchText(userProfiles.email)} like ${pattern})`,
    );
  }
  if (filters.role) conditions.push(eq(userProfiles.roleId, ROLE_IDS[filters.role]));
  if (filters.status) conditions.push(eq(userProfiles.isActive, filters.status === 'active'));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first; equal times by id, so pages never overlap. */
const newestFirst = [desc(userProfiles.createdAt), desc(userProfiles.id)];

export async function listUsers(db: Db, query: AdminUserListQuery): Promise<AdminUserPage> {
  const where = filtersWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(userProfiles)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(userProfiles).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** The whole filtered list for a CSV file (at most ADMIN_EXPORT_MAX rows). */
export async function exportUsers(db: Db, filters: AdminUserFilters): Promise<{ items: AdminUser[] }> {
  const rows = await db
    .select(rowColumns)
    .from(userProfiles)
    .where(filtersWhere(filters))
    .orderBy(...newestFirst)
    .limit(ADMIN_EXPORT_MAX);
  return { items: rows.map(toAdminUser) };
}

/** The stat cards. Deleted accounts are counted apart, not among the users. */
export async function userStats(db: Db, now: Date = new Date()): Promise<AdminUserStats> {
  const live = sql`not ${isDeleted}`;
  const ofRole = (role: keyof typeof ROLE_IDS) =>
    sql`count(*) filter (where ${live} and ${userProfiles.roleId} = ${ROLE_IDS[role]})`.mapWith(Number);
  const [row] = await db
    .select({
      total: sql`count(*) filter (where ${live})`.mapWith(Number),
      active: sql`count(*) filter (where ${live} and ${userProfiles.isActive})`.mapWith(Number),
      inactive: sql`count(*) filter (where ${live} and not ${userProfiles.isActive})`.mapWith(Number),
      newThisMonth:
        sql`count(*) filter (where ${live} and ${userProfiles.createdAt} >= ${periodStartSql('month', now)})`.mapWith(
          Number,
        ),
      deleted: sql`count(*) filter (where ${isDeleted})`.mapWith(Number),
      customer: ofRole('customer'),
      partner: ofRole('partner'),
      driver: ofRole('driver'),
      admin: ofRole('admin'),
    })
    .from(userProfiles);
  const { customer, partner, driver, admin, ...totals } = row;
  return { ...totals, byRole: { customer, partner, driver, admin } };
}

async function loadUser(db: Db | Tx, userId: string, lock = false): Promise<AdminUser> {
  const query = db.select(rowColumns).from(userProfiles).where(eq(userProfiles.id, userId));
  const [row] = lock ? await query.for('update', { of: userProfiles }) : await query;
  if (!row) throw notFound(MESSAGES.userNotFound, 'user_not_found');
  return toAdminUser(row);
}

/** Everything an admin may change on an account, but never on their own, nor on a deleted one. */
function assertChangeable(user: AdminUser, adminId: string, ownMessage: string) {
  if (user.id === adminId) throw forbidden(ownMessage, 'own_account');
  if (user.deleted) throw new AppError(409, 'user_deleted', MESSAGES.userDeletedAlready);
}

/**
 * Activates or deactivates an account. A deactivated user cannot sign in (the sign-in hook
 * refuses them) and their open sessions end at once: the rows are deleted, and this instance's
 * session cache forgets them once committed (the others hear it from the database's trigger),
 * so their next request is anonymous.
 */
export async function setUserActive(
  { db, events, sessions: sessionCache }: Pick<Deps, 'db' | 'events' | 'sessions'>,
  adminId: string,
  userId: string,
  isActive: boolean,
): Promise<AdminUserChange> {
  const change = await db.transaction(async (tx) => {
    const before = await loadUser(tx, userId, true);
    assertChangeable(before, adminId, MESSAGES.ownAccountDeactivate);
    const message = isActive ? MESSAGES.userActivated : MESSAGES.userDeactivated;
    if (before.isActive === isActive) return { user: before, message };
    await tx.update(userProfiles).set({ isActive }).where(eq(userProfiles.id, userId));
    // A service driver's row follows the account: an inactive account takes no delivery.
    if (!isActive) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.update(drivers).set({ isAvailable: false }).where(eq(drivers.userId, userId));
      await endOpenPages(events, tx, userId);
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: isActive ? 'user.activate' : 'user.deactivate',
      entity: 'user',
      entityId: userId,
      before: { isActive: before.isActive },
      after: { isActive },
      details: { email: before.email, role: before.role },
    });
    return { user: { ...before, isActive }, message };
  });
  sessionCache.forgetUser(userId);
  return change;
}

/**
 * Deletes an account. One with a history (orders, reservations, businesses, deliveries, admin
 * actions) is anonymised instead, so every order and every figure stays true; one without is
 * erased with everything that was only its own (profile, sessions, addresses, cart…).
 */
export async function deleteUser(
  { db, events, sessions: sessionCache }: Pick<Deps, 'db' | 'events' | 'sessions'>,
  adminId: string,
  userId: string,
): Promise<AdminUserDeletion> {
  const deletion = await db.transaction(async (tx): Promise<AdminUserDeletion> => {
    const user = await loadUser(tx, userId, true);
    assertChangeable(user, adminId, MESSAGES.ownAccountDelete);
    const before = {
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      role: user.role,
      isActive: user.isActive,
      totalOrders: user.totalOrders,
    };
    await endOpenPages(events, tx, userId);
    if (user.hasHistory) {
      await anonymiseAccount(tx, userId);
      await recordAudit(tx, {
        actorId: adminId,
        action: 'user.anonymise',
        entity: 'user',
        entityId: userId,
        before,
        after: { name: DELETED_USER_NAME, isActive: false },
      });
      return { outcome: 'anonymised', message: MESSAGES.userAnonymised };
    }
    await eraseAccount(tx, userId);
    await recordAudit(tx, { actorId: adminId, action: 'user.delete', entity: 'user', entityId: userId, before });
    return { outcome: 'erased', message: MESSAGES.userErased };
  });
  // Its sessions are gone: forgotten here at once, on the other instances through the trigger.
  sessionCache.forgetUser(userId);
  return deletion;
}

/**
 * The user's open pages hear at once that their session is over (their realtime stream closes,
 * the web app signs out); sent only if the transaction commits.
 */
function endOpenPages(events: EventBus, tx: Tx, userId: string) {
  return events.publish(tx, { type: 'session_ended', userIds: [userId], data: {} });
}

/** An account with no history: its driver row (never delivered) goes with it, the rest cascades. */
async function eraseAccount(tx: Tx, userId: string) {
  await tx.delete(drivers).where(eq(drivers.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
