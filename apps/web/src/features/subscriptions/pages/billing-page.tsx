import { formatDate } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import type { PartnerBusinessSummary } from '@livra/shared/partners';
import {
  SUBSCRIPTION_TEXTS,
  type BillingPlanView,
  type BusinessBilling,
  type PartnerSubscriptionView,
} from '@livra/shared/subscriptions';
import { Banknote, Check, History, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { PartnerPage } from '@/features/partners/components/partner-page';
import { useBilling } from '../api';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';

export default function BillingPage() {
  return (
    <PartnerPage title="Facturation" description="Votre abonnement Livra, son échéance et son historique.">
      {(business) => <Billing business={business} />}
    </PartnerPage>
  );
}

function Billing({ business }: { business: PartnerBusinessSummary }) {
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
              Comment payer ?
            </CardTitle>
          </CardHeader>
          <CardContent className="text-sm text-muted-foreground">{SUBSCRIPTION_TEXTS.cashPayment}</CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <History aria-hidden className="size-5 text-brand-600" />
            Historique
          </CardTitle>
        </CardHeader>
        <CardContent>
          {history.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aucun événement pour le moment.</p>
          ) : (
            <ol className="divide-y">
              {history.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:gap-4"
                >
                  <time dateTime={entry.createdAt} className="w-28 shrink-0 text-sm text-muted-foreground tabular-nums">
                    {formatDate(entry.createdAt)}
                  </time>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold">{entry.typeLabel}</p>
                    <p className="text-sm text-muted-foreground">{entry.message}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="plans" className="space-y-3">
        <h2 id="plans" className="text-lg font-bold">
          Les formules Livra
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} current={plan.id === currentPlanId} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">Pour changer de formule, adressez-vous à l'équipe Livra.</p>
      </section>
    </div>
  );
}

function CurrentSubscription({ subscription }: { subscription: PartnerSubscriptionView }) {
  const { plan, daysRemaining } = subscription;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardDescription>Formule actuelle</CardDescription>
          <CardTitle className="text-2xl">{plan.name}</CardTitle>
          <p className="text-sm text-muted-foreground">{plan.planTypeLabel}</p>
        </div>
        <SubscriptionStatusBadge status={subscription.status} label={subscription.statusLabel} />
      </CardHeader>
      <CardContent className="space-y-4">
        {subscription.status === 'active' && daysRemaining !== null && <Deadline days={daysRemaining} />}
        <HeldNotice subscription={subscription} />
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <Fact label="Montant mensuel">{formatGNFFull(subscription.monthlyAmount)}</Fact>
          <Fact label="Total payé">{formatGNFFull(subscription.totalPaid)}</Fact>
          <Fact label="Début">{subscription.startDate ? formatDate(subscription.startDate) : '—'}</Fact>
          <Fact label="Échéance">{subscription.endDate ? formatDate(subscription.endDate) : '—'}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Why the business is not listed and until when, for a suspended, inactive or expired subscription. */
function HeldNotice({ subscription }: { subscription: PartnerSubscriptionView }) {
  const { status, suspendedUntil, statusReason, endDate } = subscription;
  if (status !== 'suspended' && status !== 'inactive' && status !== 'expired') return null;
  const headline =
    status === 'suspended'
      ? `Abonnement suspendu${suspendedUntil ? ` jusqu'au ${formatDate(suspendedUntil)}` : ''}.`
      : status === 'inactive'
        ? 'Abonnement désactivé.'
        : `Abonnement expiré${endDate ? ` le ${formatDate(endDate)}` : ''}.`;
  const help =
    status === 'suspended'
      ? SUBSCRIPTION_TEXTS.suspendedEnds
      : status === 'inactive'
        ? SUBSCRIPTION_TEXTS.inactiveHelp
        : SUBSCRIPTION_TEXTS.expiredHelp;
  return (
    <div role="status" className="space-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-semibold">{headline}</p>
      {statusReason && <p>Motif : {statusReason}</p>}
      <p>
        {SUBSCRIPTION_TEXTS.heldEffect} {help}
      </p>
    </div>
  );
}

function Deadline({ days }: { days: number }) {
  const late = days < 0;
  const soon = days <= 7;
  const text = late
    ? `Échéance dépassée depuis ${-days} jour${-days > 1 ? 's' : ''}`
    : days === 0
      ? "Échéance aujourd'hui"
      : `Échéance dans ${days} jour${days > 1 ? 's' : ''}`;
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
  return (
    <EmptyState
      icon={Receipt}
      title={SUBSCRIPTION_TEXTS.noSubscription}
      description={
        billing.requestedPlan
          ? `Formule choisie lors de votre demande : ${billing.requestedPlan.name} (${formatGNFFull(billing.requestedPlan.price)} par mois). L'équipe Livra l'active à réception du premier paiement.`
          : "L'équipe Livra active votre formule à réception du premier paiement."
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
  return (
    <Card className={cn('flex h-full flex-col', current && 'border-brand-400 ring-2 ring-brand-200')}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{plan.name}</CardTitle>
          {current && <Badge variant="brand">Votre formule</Badge>}
        </div>
        <p className="text-xl font-bold tabular-nums">
          {formatGNFFull(plan.price)} <span className="text-sm font-normal text-muted-foreground">/ mois</span>
        </p>
        {plan.description && <CardDescription>{plan.description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <ul className="space-y-1.5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
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
