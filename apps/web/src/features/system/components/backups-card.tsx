import { formatDateTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import type { Locale, Translation } from '@livra/shared/locale';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { DatabaseBackup, Download } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLocale, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { backupDownloadUrl, backupNow, useBackups, useSystemAction } from '../api';

const size = (bytes: number, t: Translation<typeof ADMIN_SYSTEM_UI>, locale: Locale) =>
  bytes >= 1024 ** 2
    ? t.megabytes((bytes / 1024 ** 2).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }))
    : t.kilobytes(Math.max(1, Math.round(bytes / 1024)));

/** Backups of the embedded database; on an external PostgreSQL, only why there are none here. */
export function BackupsCard() {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const locale = useLocale();
  const backups = useBackups();
  const run = useSystemAction(backupNow);
  const data = backups.data;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        <DatabaseBackup aria-hidden className="size-4 text-brand-600" /> {t.backups}
      </h3>
      {backups.isError ? (
        <LoadError error={backups.error} onRetry={() => void backups.refetch()} />
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : data.mode === 'external' ? (
        <p className="text-sm text-muted-foreground">{data.message}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {t.backupPlanLead(t.frequencies[data.frequency])}
            <code>{data.directory}</code>
            {t.backupPlanKept(data.kept)}
            {data.nextDueAt ? t.nextBackup(formatDateTime(data.nextDueAt, locale)) : t.firstBackup}
          </p>
          <Button
            className="self-start"
            loading={run.isPending}
            onClick={() =>
              run.mutate(undefined, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
              })
            }
          >
            {t.backupNow}
          </Button>
          {data.items.length === 0 ? (
            <p className="text-sm">{t.noBackups}</p>
          ) : (
            <ul className="divide-y text-sm">
              {data.items.map((item) => (
                <li key={item.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="block font-medium">{formatDateTime(item.createdAt, locale)}</span>
                    <span className="block text-xs text-muted-foreground break-all">
                      {item.name} · {size(item.size, t, locale)}
                    </span>
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={backupDownloadUrl(item.name)}
                      download={item.name}
                      aria-label={t.downloadBackup(item.name)}
                    >
                      <Download aria-hidden /> {t.download}
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">
            {t.restoreLead}
            <code className="break-all">{data.restoreCommand}</code>
            {t.restoreRest}
          </p>
        </>
      )}
    </Card>
  );
}
