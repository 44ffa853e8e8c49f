import { HOLDING_SUBSCRIPTION_STATUSES } from '@livra/shared';
import { sql, type SQL } from 'drizzle-orm';
import { businesses, partnerSubscriptions } from '@/db/schema/index';

/**
 * The status of a business's newest subscription (null without one), for queries over
 * `businesses`: one index probe per business (partner_subscriptions_business_latest_idx).
 */
export const latestSubscriptionStatus: SQL<string | null> = sql`(
  select ${partnerSubscriptions.status} from ${partnerSubscriptions}
  where ${partnerSubscriptions.businessId} = ${businesses.id}
  order by ${partnerSubscriptions.createdAt} desc, ${partnerSubscriptions.id} desc
  limit 1
)`;

/**
 * The business is suspended by its subscription (suspended, inactive or expired): hidden from
 * customers and refusing orders. A business without a subscription, or whose newest one is
 * active or pending, is not held. `isListed` (catalog.service.ts) includes it.
 */
export const heldBySubscription: SQL<boolean> = sql`coalesce(${latestSubscriptionStatus} in (${sql.join(
  HOLDING_SUBSCRIPTION_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}), false)`;
