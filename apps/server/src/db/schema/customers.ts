import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './catalog';
import { createdAt, id, updatedAt } from './columns';

/** Saved delivery addresses; in Guinea the landmark matters more than the street. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    address: text('address').notNull(),
    landmark: text('landmark'),
    city: text('city').notNull().default('Conakry'),
    phone: text('phone'),
    instructions: text('instructions'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_addresses_user_id_idx').on(t.userId)],
);

/** Saved payment means (cash, Orange Money, MTN MoMo…); orders are still paid cash on delivery. */
export const userPaymentMethods = pgTable(
  'user_payment_methods',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** cash, orange_money, mtn_momo */
    type: text('type').notNull(),
    label: text('label').notNull(),
    phoneNumber: text('phone_number'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('user_payment_methods_user_id_idx').on(t.userId)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favorites_user_business_uq').on(t.userId, t.businessId),
    index('favorites_business_id_idx').on(t.businessId),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DD` */
    reservationDate: date('reservation_date').notNull(),
    /** `HH:mm` */
    reservationTime: text('reservation_time').notNull(),
    partySize: integer('party_size').notNull(),
    note: text('note'),
    /** pending, confirmed, declined or cancelled */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_user_id_idx').on(t.userId, t.reservationDate.desc().nullsFirst()),
    index('reservations_business_id_idx').on(t.businessId, t.reservationDate.desc().nullsFirst()),
    check('reservations_party_size_check', sql`${t.partySize} > 0`),
  ],
);

export type UserAddress = typeof userAddresses.$inferSelect;
export type UserPaymentMethod = typeof userPaymentMethods.$inferSelect;
export type Favorite = typeof favorites.$inferSelect;
export type Reservation = typeof reservations.$inferSelect;
