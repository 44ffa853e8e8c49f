import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, money, updatedAt } from './columns';

/** Fixed ids (spec): 1 customer, 2 partner, 3 admin, 4 driver. Rows come from migration 0002. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
});

/** The profile of a user account; its id is the `users.id` it belongs to. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    profileImage: text('profile_image'),
    roleId: integer('role_id')
      .notNull()
      .default(1)
      .references(() => roles.id),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Set when an admin created the account with a generated password; cleared by a password change. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The interface and e-mail language (docs/decisions/009-languages.md): `fr` or `en`. */
    locale: text('locale').notNull().default('fr'),
    /** `YYYY-MM-DD` */
    dateOfBirth: date('date_of_birth'),
    gender: text('gender'),
    totalOrders: integer('total_orders').notNull().default(0),
    totalSpent: money('total_spent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_profiles_role_id_idx').on(t.roleId),
    index('user_profiles_email_idx').on(t.email),
    index('user_profiles_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export type Role = typeof roles.$inferSelect;
export type UserProfile = typeof userProfiles.$inferSelect;
