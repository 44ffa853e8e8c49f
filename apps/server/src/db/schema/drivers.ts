import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { businesses } from './catalog';
import { createdAt, id, money, tz, updatedAt } from './columns';
import { orders } from './orders';

/**
 * A driver, from application (request_status pending, no user) to approved account (user_id set).
 * Service drivers belong to one business; independent drivers work for all.
 */
export const drivers = pgTable(
  'drivers',
  {
    id: id(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().unique(),
    /** independent or service */
    driverType: text('driver_type').notNull().default('independent'),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    avatarUrl: text('avatar_url'),
    vehicleType: text('vehicle_type').notNull().default('Moto'),
    vehiclePlate: text('vehicle_plate'),
    totalDeliveries: integer('total_deliveries').notNull().default(0),
    totalEarnings: money('total_earnings').notNull().default(0),
    rating: real('rating').notNull().default(0),
    /** pending, approved or rejected */
    requestStatus: text('request_status').notNull().default('pending'),
    experienceYears: integer('experience_years').notNull().default(0),
    availabilityHours: text('availability_hours'),
    preferredZones: text('preferred_zones').array().notNull().default(sql`'{}'::text[]`),
    notes: text('notes'),
    requestNotes: text('request_notes'),
    adminNotes: text('admin_notes'),
    applicationDate: tz('application_date').notNull().defaultNow(),
    /** The language the driver applied in, for their e-mails and their account. */
    applicantLocale: text('applicant_locale').notNull().default('fr'),
    lastActive: tz('last_active'),
    /** Ready to take a delivery now (set while a work session is active). */
    isAvailable: boolean('is_available').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('drivers_business_id_idx').on(t.businessId),
    index('drivers_request_status_idx').on(t.requestStatus),
    index('drivers_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const driverDocuments = pgTable(
  'driver_documents',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    /** driving_licence, id_card, insurance, technical_inspection, other */
    type: text('type').notNull(),
    fileUrl: text('file_url').notNull(),
    /** pending, approved or rejected */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('driver_documents_driver_id_idx').on(t.driverId)],
);

export const workSessions = pgTable(
  'work_sessions',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    /** active or ended */
    status: text('status').notNull().default('active'),
    startedAt: tz('started_at').notNull().defaultNow(),
    endedAt: tz('ended_at'),
  },
  (t) => [
    index('work_sessions_driver_status_idx').on(t.driverId, t.status),
    // A driver has at most one open session.
    uniqueIndex('work_sessions_one_active_uq').on(t.driverId).where(sql`${t.status} = 'active'`),
  ],
);

export const driverLocations = pgTable(
  'driver_locations',
  {
    id: id(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** metres */
    accuracy: real('accuracy'),
    recordedAt: tz('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('driver_locations_driver_recorded_idx').on(t.driverId, t.recordedAt.desc().nullsFirst()),
    index('driver_locations_order_id_idx').on(t.orderId),
  ],
);

export type Driver = typeof drivers.$inferSelect;
export type DriverDocument = typeof driverDocuments.$inferSelect;
export type WorkSession = typeof workSessions.$inferSelect;
export type DriverLocation = typeof driverLocations.$inferSelect;
