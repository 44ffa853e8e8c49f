import { sql } from 'drizzle-orm';
import type { SubscriptionHistoryDetails } from '@livra/shared';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './catalog';
import { createdAt, id, money, tz, updatedAt } from './columns';

/** Monthly plans for partners (GNF per month); rows come from migration 0002. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    name: text('name').notNull().unique(),
    /** basic, standard or premium */
    planType: text('plan_type').notNull(),
    price: money('price').notNull(),
    description: text('description'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('subscription_plans_price_check', sql`${t.price} >= 0`)],
);

export const partnerSubscriptions = pgTable(
  'partner_subscriptions',
  {
    id: id(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** active, pending, inactive, suspended or expired */
    status: text('status').notNull().default('pending'),
    startDate: tz('start_date'),
    endDate: tz('end_date'),
    monthlyAmount: money('monthly_amount').notNull().default(0),
    totalPaid: money('total_paid').notNull().default(0),
    suspendedUntil: tz('suspended_until'),
    /** Why it is suspended or inactive (the admin's reason), shown to the partner; null otherwise. */
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The newest subscription of a business decides whether it is listed (subscriptions.views.ts).
    index('partner_subscriptions_business_latest_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    index('partner_subscriptions_status_idx').on(t.status),
    index('partner_subscriptions_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** History of what happened to a subscription (activation, suspension, reminders…). */
export const subscriptionNotifications = pgTable(
  'subscription_notifications',
  {
    id: id(),
    subscriptionId: uuid('subscription_id').notNull(),
    type: text('type').notNull(),
    /** The line in French, as written (what a row without details shows in every language). */
    message: text('message').notNull(),
    /** The entry's values, from which each reader's page writes the line in its language. */
    details: jsonb('details').$type<SubscriptionHistoryDetails>(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'subscription_notifications_subscription_id_fk',
      columns: [t.subscriptionId],
      foreignColumns: [partnerSubscriptions.id],
    }).onDelete('cascade'),
    index('subscription_notifications_subscription_idx').on(t.subscriptionId, t.createdAt.desc().nullsFirst()),
  ],
);

export type SubscriptionPlan = typeof subscriptionPlans.$inferSelect;
export type PartnerSubscription = typeof partnerSubscriptions.$inferSelect;
