import {
  PLAN_TYPE_LABELS,
  type ApplicationBusinessOption,
  type PlanType,
  type SubscriptionPlanView,
} from '@livra/shared';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { businesses, drivers, orders, subscriptionPlans } from '@/db/schema/index';
import { searchText } from '@/db/schema/columns';
import { isListed } from '@/modules/catalog/catalog.service';

export const BUSINESS_OPTIONS_LIMIT = 20;

/** The plans a partner may choose when applying: active ones, in their display order. */
export async function listActivePlans(db: Db): Promise<SubscriptionPlanView[]> {
  const rows = await db
    .select({
      id: subscriptionPlans.id,
      name: subscriptionPlans.name,
      planType: subscriptionPlans.planType,
      price: subscriptionPlans.price,
      description: subscriptionPlans.description,
      features: subscriptionPlans.features,
    })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.price));
  return rows.map((row) => ({ ...row, planTypeLabel: PLAN_TYPE_LABELS[row.planType as PlanType] ?? row.planType }));
}

/** Escapes LIKE wildcards so a typed `%` or `_` is matched as itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Businesses a service driver may apply to deliver for: listed ones only, matched on their
 * name (accents and case ignored, on the trigram index), alphabetical, a short list.
 */
export async function listApplicationBusinesses(
  db: Db,
  query: string | undefined,
): Promise<ApplicationBusinessOption[]> {
  const text = query?.trim();
  return db
    .select({ id: businesses.id, name: businesses.name, address: businesses.address, region: businesses.region })
    .from(businesses)
    .where(text ? and(isListed, like(searchText(businesses.name), searchText(`%${likeLiteral(text)}%`))) : isListed)
    .orderBy(asc(businesses.name))
    .limit(BUSINESS_OPTIONS_LIMIT);
}

/**
 * The driver page's figures, from stored data rather than slogans: active verified drivers,
 * deliveries made, and the drivers' average rating (weighted by their deliveries).
 */
export async function driverFigures(db: Db) {
  const [row] = await db
    .select({
      activeDrivers: sql<number>`cast(count(*) filter (where ${drivers.isActive} and ${drivers.isVerified}) as int)`,
      averageRating: sql<
        number | null
      >`round(cast(sum(${drivers.rating} * ${drivers.totalDeliveries}) / nullif(sum(${drivers.totalDeliveries}) filter (where ${drivers.rating} > 0), 0) as numeric), 1)`,
    })
    .from(drivers);
  const [delivered] = await db
    .select({ deliveries: sql<number>`cast(count(*) as int)` })
    .from(orders)
    .where(eq(orders.status, 'delivered'));
  return {
    activeDrivers: Number(row?.activeDrivers ?? 0),
    deliveries: Number(delivered?.deliveries ?? 0),
    averageRating: row?.averageRating === null || row?.averageRating === undefined ? null : Number(row.averageRating),
  };
}
