import { formatDate } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import { subscriptionHistoryLine } from '@livra/shared/subscription-history';
import type { PartnerBusinessSummary } from '@livra/shared/partners';
import type { BillingPlanView, BusinessBilling, PartnerSubscriptionView, PlanType } from '@livra/shared/subscriptions';
import { ADMIN_BILLING_UI } from '@livra/shared/ui/admin-billing';
import { Banknote, Check, History, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { PartnerPage } from '@/features/partners/components/partner-page';
import { useBilling } from '../api';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';

export default function BillingPage() {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  return (
    <PartnerPage title={t.title} description={t.description}>
      {(business) => <Billing business={business} />}
    </PartnerPage>
  );
}

function Billing({ business }: { business: PartnerBusinessSummary }) {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  const locale = useLocale();
  const billing = useBilling(business.id);
  if (billing.isError) return <LoadError error={billing.error} onRetry={() => void billing.refetch()} />;
  if (!billing.data) return <BillingSkeleton />;
  const { subscription, requestedPlan, history, plans } = billing.data;
  const currentPlanId = subscription?.plan.id ?? requestedPlan?.id;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        {subscription ? <CurrentSubscription subscription={subscription} /> : <NoSubscription billing={billing.data} />}
        <Card className="bg-muted/60">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Banknote aria-hidden className="size-5 text-success" />
              {t.howToPay}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">{t.texts.cashPayment}</CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <History aria-hidden className="size-5 text-brand-600" />
            {t.history}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {history.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.noEvents}</p>
          ) : (
            <ol className="divide-y">
              {history.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:gap-4"
                >
                  <time dateTime={entry.createdAt} className="w-28 shrink-0 text-sm text-muted-foreground tabular-nums">
                    {formatDate(entry.createdAt, locale)}
                  </time>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold">{t.events[entry.type] ?? entry.typeLabel}</p>
                    <p className="text-sm text-muted-foreground">
                      {subscriptionHistoryLine(entry, t.historyLines, locale)}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="plans" className="space-y-3">
        <h2 id="plans" className="text-lg font-bold">
          {t.plans}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} current={plan.id === currentPlanId} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t.changePlan}</p>
      </section>
    </div>
  );
}

function CurrentSubscription({ subscription }: { subscription: PartnerSubscriptionView }) {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  const locale = useLocale();
  const { plan, daysRemaining } = subscription;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardDescription>{t.currentPlan}</CardDescription>
          <CardTitle className="text-2xl">{plan.name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {t.planTypes[plan.planType as PlanType] ?? plan.planTypeLabel}
          </p>
        </div>
        <SubscriptionStatusBadge
          status={subscription.status}
          label={t.statuses[subscription.status] ?? subscription.statusLabel}
        />
      </CardHeader>
      <CardContent className="space-y-4">
        {subscription.status === 'active' && daysRemaining !== null && <Deadline days={daysRemaining} />}
        <HeldNotice subscription={subscription} />
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Fact label={t.monthlyAmount}>{formatGNFFull(subscription.monthlyAmount, locale)}</Fact>
          <Fact label={t.totalPaid}>{formatGNFFull(subscription.totalPaid, locale)}</Fact>
          <Fact label={t.start}>{subscription.startDate ? formatDate(subscription.startDate, locale) : '—'}</Fact>
          <Fact label={t.end}>{subscription.endDate ? formatDate(subscription.endDate, locale) : '—'}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Why the business is not listed and until when, for a suspended, inactive or expired subscription. */
function HeldNotice({ subscription }: { subscription: PartnerSubscriptionView }) {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  const locale = useLocale();
  const { status, suspendedUntil, statusReason, endDate } = subscription;
  if (status !== 'suspended' && status !== 'inactive' && status !== 'expired') return null;
  const headline =
    status === 'suspended'
      ? t.suspended(suspendedUntil ? formatDate(suspendedUntil, locale) : null)
      : status === 'inactive'
        ? t.deactivated
        : t.expired(endDate ? formatDate(endDate, locale) : null);
  const help =
    status === 'suspended' ? t.texts.suspendedEnds : status === 'inactive' ? t.texts.inactiveHelp : t.texts.expiredHelp;
  return (
    <div role="status" className="space-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{headline}</p>
      {statusReason && <p>{t.reason(statusReason)}</p>}
      <p>
        {t.texts.heldEffect} {help}
      </p>
    </div>
  );
}

function Deadline({ days }: { days: number }) {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  const late = days < 0;
  const soon = days <= 7;
  const text = late ? t.overdue(-days) : days === 0 ? t.dueToday : t.dueIn(days);
  return (
    <p
      className={cn(
        'rounded-md px-3 py-2 text-sm font-semibold',
        late ? 'bg-red-50 text-red-700' : soon ? 'bg-brand-50 text-brand-700' : 'bg-success-soft text-success',
      )}
    >
      {text}
    </p>
  );
}

function NoSubscription({ billing }: { billing: BusinessBilling }) {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  const locale = useLocale();
  return (
    <EmptyState
      icon={Receipt}
      title={t.texts.noSubscription}
      description={
        billing.requestedPlan
          ? t.requestedPlan(billing.requestedPlan.name, formatGNFFull(billing.requestedPlan.price, locale))
          : t.activatedOnPayment
      }
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function PlanCard({ plan, current }: { plan: BillingPlanView; current: boolean }) {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  const locale = useLocale();
  // The reference plans' stored French words, in English when English is chosen.
  const words = useMessage();
  return (
    <Card className={cn('flex h-full flex-col', current && 'border-brand-400 ring-2 ring-brand-200')}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{plan.name}</CardTitle>
          {current && <Badge variant="brand">{t.yourPlan}</Badge>}
        </div>
        <p className="text-xl font-bold tabular-nums">
          {formatGNFFull(plan.price, locale)}{' '}
          <span className="text-sm font-normal text-muted-foreground">{t.perMonth}</span>
        </p>
        {plan.description && <CardDescription>{words(plan.description)}</CardDescription>}
      </CardHeader>
      <CardContent>
        <ul className="space-y-1.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {words(feature)}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function BillingSkeleton() {
  return (
    <div className="space-y-6">
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
