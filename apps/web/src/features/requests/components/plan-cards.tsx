import { formatGNFFull } from '@livra/shared/money';
import type { SubscriptionPlanView } from '@livra/shared/requests';
import { Check } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn, placeholderKeys } from '@/lib/utils';
import { useLocale, useMessage } from '@/lib/i18n';
import { usePlans } from '../api';
import { useRequestsTexts } from '../texts';

/** The plans with their monthly GNF price; the middle one is the one most businesses pick. */
export function PlanCards({
  selectedId,
  onChoose,
}: {
  selectedId?: string;
  onChoose: (plan: SubscriptionPlanView) => void;
}) {
  const plans = usePlans();
  const t = useRequestsTexts();
  const locale = useLocale();
  // The reference plans' stored French words, in English when English is chosen.
  const words = useMessage();
  if (plans.isError) return <LoadError error={plans.error} onRetry={() => void plans.refetch()} />;
  if (plans.isPending) {
    return (
      <div className="grid gap-3 lg:grid-cols-3">
        {placeholderKeys(3).map((key) => (
          <Skeleton key={key} className="h-64" />
        ))}
      </div>
    );
  }
  if (plans.data.length === 0) return <EmptyState title={t.noPlans} />;
  const highlighted = plans.data.length === 3 ? plans.data[1].id : undefined;

  return (
    <ul className="grid gap-3 sm:gap-4 lg:grid-cols-3">
      {plans.data.map((plan) => {
        const selected = plan.id === selectedId;
        return (
          <li
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-xl border bg-card p-5 shadow-xs',
              plan.id === highlighted && 'border-primary shadow-lg',
              selected && 'ring-2 ring-brand-500/25',
            )}
          >
            {plan.id === highlighted && (
              <span className="absolute top-0 right-3 -translate-y-1/2 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                {t.mostChosen}
              </span>
            )}
            <h3 className="text-lg font-bold">{plan.name}</h3>
            {plan.description && <p className="mt-1 text-sm text-muted-foreground">{words(plan.description)}</p>}
            <p className="mt-4">
              <span className="text-2xl font-extrabold">{formatGNFFull(plan.price, locale)}</span>
              <span className="text-sm text-muted-foreground"> {t.perMonth}</span>
            </p>
            <ul className="mt-4 grid flex-1 gap-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                  {words(feature)}
                </li>
              ))}
            </ul>
            <Button
              type="button"
              className="mt-5"
              variant={selected || plan.id === highlighted ? 'default' : 'outline'}
              aria-pressed={selected}
              onClick={() => onChoose(plan)}
            >
              {selected ? t.planChosen : t.choosePlan}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
