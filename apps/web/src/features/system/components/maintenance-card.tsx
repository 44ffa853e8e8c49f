import { MESSAGES } from '@livra/shared/messages';
import { NOTIFICATION_RETENTION_DAYS } from '@livra/shared/system';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { Wrench } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { purgeExpired, retryFailedEmails, useMaintenance, useSystemAction } from '../api';

const done = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
};

/** Retry failed e-mails; purge expired sessions and old notifications. */
export function MaintenanceCard() {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const maintenance = useMaintenance();
  const retry = useSystemAction(retryFailedEmails);
  const purge = useSystemAction(purgeExpired);
  const data = maintenance.data;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        <Wrench aria-hidden className="size-4 text-brand-600" /> {t.maintenance}
      </h3>
      {maintenance.isError ? (
        <LoadError error={maintenance.error} onRetry={() => void maintenance.refetch()} />
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          <div className="space-y-2">
            <p className="text-sm">
              {t.failedEmails}
              <strong className="tabular-nums">{data.failedEmails}</strong>
            </p>
            <Button
              variant="outline"
              loading={retry.isPending}
              disabled={data.failedEmails === 0}
              onClick={() => retry.mutate(undefined, done)}
            >
              {t.retryFailed}
            </Button>
          </div>
          <div className="space-y-2">
            <p className="text-sm">
              {t.expiredSessions}
              <strong className="tabular-nums">{data.expiredSessions}</strong>
              {t.oldNotifications}
              <strong className="tabular-nums">{data.oldNotifications}</strong>
            </p>
            <p className="text-xs text-muted-foreground">{t.retentionHint(NOTIFICATION_RETENTION_DAYS)}</p>
            <Button
              variant="outline"
              loading={purge.isPending}
              disabled={data.expiredSessions + data.oldNotifications === 0}
              onClick={() => purge.mutate(undefined, done)}
            >
              {t.purge}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
