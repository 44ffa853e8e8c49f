import { formatDateTime } from '@livra/shared/dates';
import { subscriptionHistoryLine } from '@livra/shared/subscription-history';
import type { AdminSubscription } from '@livra/shared/subscriptions';
import { ADMIN_SUBSCRIPTIONS_UI } from '@livra/shared/ui/admin-subscriptions';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { useSubscriptionHistory } from '../api';

/** What happened to one subscription, newest first. */
export function HistoryDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscription | null;
  onClose: () => void;
}) {
  const t = useTexts('adminSubscriptions', ADMIN_SUBSCRIPTIONS_UI);
  const locale = useLocale();
  const history = useSubscriptionHistory(subscription?.id);
  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.historyTitle}</DialogTitle>
          <DialogDescription>
            {subscription && t.historyOfPlan(subscription.business.name, subscription.plan.name)}
          </DialogDescription>
        </DialogHeader>
        {history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : !history.data ? (
          <div role="status" aria-label={t.loading} className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noEvents}</p>
        ) : (
          <ol className="divide-y">
            {history.data.map((entry) => (
              <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="text-sm font-semibold">{t.events[entry.type] ?? entry.typeLabel}</p>
                  <time dateTime={entry.createdAt} className="text-xs text-muted-foreground tabular-nums">
                    {formatDateTime(entry.createdAt, locale)}
                  </time>
                </div>
                <p className="text-sm text-muted-foreground break-words">
                  {subscriptionHistoryLine(entry, t.historyLines, locale)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
