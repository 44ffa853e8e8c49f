import { formatDateTime } from '@livra/shared/dates';
import type { AdminSubscription } from '@livra/shared/subscriptions';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubscriptionHistory } from '../api';

/** What happened to one subscription, newest first. */
export function HistoryDialog({
  subscription,
  onClose,
}: {
  subscription: AdminSubscription | null;
  onClose: () => void;
}) {
  const history = useSubscriptionHistory(subscription?.id);
  return (
    <Dialog open={subscription !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Historique de l'abonnement</DialogTitle>
          <DialogDescription>
            {subscription && `${subscription.business.name} — formule ${subscription.plan.name}`}
          </DialogDescription>
        </DialogHeader>
        {history.isError ? (
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        ) : !history.data ? (
          <div role="status" aria-label="Chargement…" className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun événement pour cet abonnement.</p>
        ) : (
          <ol className="divide-y">
            {history.data.map((entry) => (
              <li key={entry.id} className="py-3 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="text-sm font-semibold">{entry.typeLabel}</p>
                  <time dateTime={entry.createdAt} className="text-xs text-muted-foreground tabular-nums">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                <p className="text-sm text-muted-foreground break-words">{entry.message}</p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
