import type { EmailTestHistoryEntry } from '@livra/shared/email-test';
import { formatDateTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { CheckCircle2, Clock, History, Trash2, XCircle } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useClearTestHistory, useTestHistory } from '../api';

export function TestResultBadge({ entry }: { entry: Pick<EmailTestHistoryEntry, 'result' | 'resultLabel'> }) {
  if (entry.result === 'success')
    return (
      <Badge variant="success">
        <CheckCircle2 aria-hidden /> {entry.resultLabel}
      </Badge>
    );
  if (entry.result === 'failure')
    return (
      <Badge variant="destructive">
        <XCircle aria-hidden /> {entry.resultLabel}
      </Badge>
    );
  return (
    <Badge variant="secondary">
      <Clock aria-hidden /> {entry.resultLabel}
    </Badge>
  );
}

const columns = (onOpen: (id: string) => void): DataColumn<EmailTestHistoryEntry>[] => [
  { id: 'type', header: 'Type', cell: (row) => <span className="font-medium">{row.typeLabel}</span> },
  { id: 'result', header: 'Résultat', cell: (row) => <TestResultBadge entry={row} /> },
  {
    id: 'message',
    header: 'Message',
    cell: (row) => <span className="block min-w-56 text-sm">{row.message}</span>,
  },
  {
    id: 'time',
    header: 'Heure',
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    id: 'open',
    header: 'Aperçu',
    cell: (row) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Lire l'e-mail « ${row.typeLabel} » envoyé à ${row.to}`}
        onClick={() => onOpen(row.id)}
      >
        Lire
      </Button>
    ),
  },
];

/** The admin's recent tests, with each one's outbox status followed live, and « Effacer les résultats ». */
export function TestHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const history = useTestHistory();
  const clear = useClearTestHistory();
  const empty = (
    <EmptyState icon={History} title="Aucun test" description="Les e-mails de test envoyés apparaîtront ici." />
  );
  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
    });

  return (
    <section aria-labelledby="email-test-history" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="email-test-history" className="text-lg font-bold">
          Historique des tests
        </h2>
        <Button
          variant="outline"
          onClick={clearAll}
          loading={clear.isPending}
          disabled={!history.data || history.data.length === 0}
        >
          <Trash2 aria-hidden /> {MESSAGES.emailTestClear}
        </Button>
      </div>
      {history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <DataTable
          caption="Historique des e-mails de test"
          columns={columns(onOpen)}
          rows={history.data}
          rowKey={(row) => row.id}
          empty={empty}
        />
      )}
    </section>
  );
}
