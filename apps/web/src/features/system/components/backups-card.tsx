import { formatDateTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { BACKUP_FREQUENCY_LABELS } from '@livra/shared/system';
import { DatabaseBackup, Download } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { backupDownloadUrl, backupNow, useBackups, useSystemAction } from '../api';

const size = (bytes: number) =>
  bytes >= 1024 ** 2
    ? `${(bytes / 1024 ** 2).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
    : `${Math.max(1, Math.round(bytes / 1024))} Ko`;

/** Backups of the embedded database; on an external PostgreSQL, only why there are none here. */
export function BackupsCard() {
  const backups = useBackups();
  const run = useSystemAction(backupNow);
  const data = backups.data;
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <h3 className="flex items-center gap-2 font-semibold">
        <DatabaseBackup aria-hidden className="size-4 text-brand-600" /> Base de données et sauvegardes
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
            {BACKUP_FREQUENCY_LABELS[data.frequency]} dans <code>{data.directory}</code>, les {data.kept} dernières
            gardées.{' '}
            {data.nextDueAt
              ? `Prochaine : ${formatDateTime(data.nextDueAt)}.`
              : 'Première sauvegarde au prochain passage.'}
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
            Sauvegarder maintenant
          </Button>
          {data.items.length === 0 ? (
            <p className="text-sm">Aucune sauvegarde pour le moment.</p>
          ) : (
            <ul className="divide-y text-sm">
              {data.items.map((item) => (
                <li key={item.name} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="block font-medium">{formatDateTime(item.createdAt)}</span>
                    <span className="block text-xs text-muted-foreground break-all">
                      {item.name} · {size(item.size)}
                    </span>
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={backupDownloadUrl(item.name)}
                      download={item.name}
                      aria-label={`Télécharger la sauvegarde ${item.name}`}
                    >
                      <Download aria-hidden /> Télécharger
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs text-muted-foreground">
            Restaurer (serveur arrêté) : <code className="break-all">{data.restoreCommand}</code> — l'ancienne base est
            gardée à côté.
          </p>
        </>
      )}
    </Card>
  );
}
