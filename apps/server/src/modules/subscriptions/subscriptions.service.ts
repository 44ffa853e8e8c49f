import {
  PLAN_TYPE_LABELS,
  subscriptionEventLabel,
  subscriptionStatusLabel,
  type BillingPlanView,
  type BusinessBilling,
  type PartnerSubscriptionView,
  type PlanType,
  type SubscriptionStatus,
} from '@livra/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  partnerSubscriptions,
  subscriptionNotifications,
  subscriptionPlans,
  type PartnerSubscription,
  type SubscriptionPlan,
} from '@/db/schema/index';
import { requireOwnedBusiness } from '@/modules/partners/partners.service';

const HISTORY_LIMIT = 50;
const DAY_MS = 86_400_000;

/**
 * A partner's billing for one of their businesses: the newest subscription with its plan,
 * what happened to the business's subscriptions (newest first), and the plans on offer.
 * Reading only: activating, suspending and recording payments are admin actions.
 */
export async function getBusinessBilling(
  db: Db,
  partnerUserId: string,
  businessId: string,
  now: Date,
): Promise<BusinessBilling> {
  const business = await requireOwnedBusiness(db, partnerUserId, businessId);
  const [[current], history, plans] = await Promise.all([
    db
      .select({ subscription: partnerSubscriptions, plan: subscriptionPlans })
      .from(partnerSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, partnerSubscriptions.planId))
      .where(eq(partnerSubscriptions.businessId, businessId))
      .orderBy(desc(partnerSubscriptions.createdAt), desc(partnerSubscriptions.id))
      .limit(1),
    db
      .select({
        id: subscriptionNotifications.id,
        type: subscriptionNotifications.type,
        message: subscriptionNotifications.message,
        details: subscriptionNotifications.details,
        createdAt: subscriptionNotifications.createdAt,
      })
      .from(subscriptionNotifications)
      .innerJoin(partnerSubscriptions, eq(partnerSubscriptions.id, subscriptionNotifications.subscriptionId))
      .where(eq(partnerSubscriptions.businessId, businessId))
      .orderBy(desc(subscriptionNotifications.createdAt), desc(subscriptionNotifications.id))
      .limit(HISTORY_LIMIT),
    listActivePlans(db),
  ]);
  const requestedPlan =
    !current && business.selectedPlanId ? (plans.find((plan) => plan.id === business.selectedPlanId) ?? null) : null;
  return {
    business: { id: business.id, name: business.name },
    subscription: current ? toSubscriptionView(current.subscription, current.plan, now) : null,
    requestedPlan,
    history: history.map((entry) => ({
      ...entry,
      details: entry.details ?? null,
      typeLabel: subscriptionEventLabel(entry.type),
      createdAt: entry.createdAt.toISOString(),
    })),
    plans,
  };
}

/** The plans partners can choose, cheapest first. */
export async function listActivePlans(db: Db): Promise<BillingPlanView[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.price));
  return rows.map(toPlanView);
}

function toPlanView(plan: SubscriptionPlan): BillingPlanView {
  return {
    id: plan.id,
    name: plan.name,
    planType: plan.planType,
    planTypeLabel: PLAN_TYPE_LABELS[plan.planType as PlanType] ?? plan.planType,
    price: plan.price,
    description: plan.description,
    features: plan.features,
  };
}

function toSubscriptionView(
  subscription: PartnerSubscription,
  plan: SubscriptionPlan,
  now: Date,
): PartnerSubscriptionView {
  const { endDate } = subscription;
  return {
    id: subscription.id,
    status: subscription.status as SubscriptionStatus,
    statusLabel: subscriptionStatusLabel(subscription.status),
    startDate: subscription.startDate?.toISOString() ?? null,
    endDate: endDate?.toISOString() ?? null,
    daysRemaining: endDate ? Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS) : null,
    suspendedUntil: subscription.suspendedUntil?.toISOString() ?? null,
    statusReason: subscription.statusReason,
    monthlyAmount: subscription.monthlyAmount,
    totalPaid: subscription.totalPaid,
    plan: toPlanView(plan),
  };
}
