import type { EmailTestHistoryEntry } from '@livra/shared/email-test';
import { formatDateTime } from '@livra/shared/dates';
import type { Locale, Translation } from '@livra/shared/locale';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_EMAILS_UI } from '@livra/shared/ui/admin-emails';
import { CheckCircle2, Clock, History, Trash2, XCircle } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useClearTestHistory, useTestHistory } from '../api';

export function TestResultBadge({ entry }: { entry: Pick<EmailTestHistoryEntry, 'result' | 'resultLabel'> }) {
  const t = useTexts('adminEmails', ADMIN_EMAILS_UI);
  const label = t.results[entry.result] ?? entry.resultLabel;
  if (entry.result === 'success')
    return (
      <Badge variant="success">
        <CheckCircle2 aria-hidden /> {label}
      </Badge>
    );
  if (entry.result === 'failure')
    return (
      <Badge variant="destructive">
        <XCircle aria-hidden /> {label}
      </Badge>
    );
  return (
    <Badge variant="secondary">
      <Clock aria-hidden /> {label}
    </Badge>
  );
}

type Texts = Translation<typeof ADMIN_EMAILS_UI>;

/**
 * The history line in the chosen language: the server words it in French; what it says of a sent
 * or kept mail is rebuilt here, and a line carrying the transport's error stays as the server gave it.
 */
function lineOf(row: EmailTestHistoryEntry, t: Texts): string {
  if (row.status === 'sent') return t.test.delivered(row.to);
  if (row.status === 'kept') return t.test.kept(row.to);
  return row.message;
}

const columns = (onOpen: (id: string) => void, t: Texts, locale: Locale): DataColumn<EmailTestHistoryEntry>[] => [
  {
    id: 'type',
    header: t.type,
    cell: (row) => <span className="font-medium">{t.types[row.type] ?? row.typeLabel}</span>,
  },
  { id: 'result', header: t.result, cell: (row) => <TestResultBadge entry={row} /> },
  {
    id: 'message',
    header: t.message,
    cell: (row) => <span className="block min-w-56 text-sm">{lineOf(row, t)}</span>,
  },
  {
    id: 'time',
    header: t.time,
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time>,
    className: 'whitespace-nowrap',
  },
  {
    id: 'open',
    header: t.preview,
    cell: (row) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={t.readEmail(t.types[row.type] ?? row.typeLabel, row.to)}
        onClick={() => onOpen(row.id)}
      >
        {t.read}
      </Button>
    ),
  },
];

/** The admin's recent tests, with each one's outbox status followed live, and « Effacer les résultats ». */
export function TestHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useTexts('adminEmails', ADMIN_EMAILS_UI);
  const locale = useLocale();
  const message = useMessage();
  const history = useTestHistory();
  const clear = useClearTestHistory();
  const empty = <EmptyState icon={History} title={t.noTests} description={t.noTestsHint} />;
  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: (answer) => toast.success(locale === 'en' ? t.test.cleared : answer.message),
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
    });

  return (
    <section aria-labelledby="email-test-history" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="email-test-history" className="text-lg font-bold">
          {t.historyHeading}
        </h2>
        <Button
          variant="outline"
          onClick={clearAll}
          loading={clear.isPending}
          disabled={!history.data || history.data.length === 0}
        >
          <Trash2 aria-hidden /> {message(MESSAGES.emailTestClear)}
        </Button>
      </div>
      {history.isError ? (
        <LoadError error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <DataTable
          caption={t.historyCaption}
          columns={columns(onOpen, t, locale)}
          rows={history.data}
          rowKey={(row) => row.id}
          empty={empty}
        />
      )}
    </section>
  );
}
