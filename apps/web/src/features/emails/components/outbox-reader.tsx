import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { formatDateTime } from '@livra/shared/dates';
import type { OutboxSummary } from '@livra/shared/email-test';
import { EMAIL_STATUS_LABELS, EMAIL_STATUSES, EMAIL_TYPE_LABELS, EMAIL_TYPES } from '@livra/shared/emails';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type OutboxFilters, useOutbox } from '../api';
import { OutboxStatusBadge } from './outbox-status-badge';

const SEARCH_DEBOUNCE_MS = 300;

const columns = (onOpen: (id: string) => void): DataColumn<OutboxSummary>[] => [
  {
    id: 'createdAt',
    header: 'Date',
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    className: 'whitespace-nowrap',
  },
  { id: 'to', header: 'Destinataire', cell: (row) => <span className="break-all">{row.to}</span> },
  {
    id: 'template',
    header: 'Type et objet',
    cell: (row) => (
      <span className="grid min-w-48 gap-0.5">
        <span className="flex flex-wrap items-center gap-1 font-medium">
          {row.templateLabel}
          {row.isTest && <Badge variant="outline">Test</Badge>}
        </span>
        <span className="text-sm text-muted-foreground">{row.subject}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Statut',
    cell: (row) => (
      <span className="grid min-w-40 justify-items-start gap-1 text-sm">
        <OutboxStatusBadge status={row.status} label={row.statusLabel} />
        <span className="text-muted-foreground">
          {row.attempts} tentative{row.attempts > 1 ? 's' : ''}
        </span>
        {row.lastError && <span className="break-words text-destructive">Dernière erreur : {row.lastError}</span>}
      </span>
    ),
  },
  {
    id: 'open',
    header: 'Aperçu',
    cell: (row) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Lire l'e-mail « ${row.subject} » envoyé à ${row.to}`}
        onClick={() => onOpen(row.id)}
      >
        Lire
      </Button>
    ),
  },
];

/** Every e-mail of the platform: sent, kept (no SMTP), queued or failed, with its preview. */
export function OutboxReader({ onOpen }: { onOpen: (id: string) => void }) {
  const [status, setStatus] = useState<OutboxFilters['status']>('all');
  const [template, setTemplate] = useState<OutboxFilters['template']>('all');
  const [search, setSearch] = useState('');
  const recipient = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const outbox = useOutbox({ status, template, recipient }, page);
  const pagination = outbox.data && {
    page,
    pageCount: Math.max(1, Math.ceil(outbox.data.total / ADMIN_PAGE_SIZE)),
    onPageChange: setPage,
  };

  const filters = (
    <>
      <label className="grid min-w-0 flex-1 basis-40 gap-1 text-sm font-medium sm:max-w-56">
        Statut
        <Select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxFilters['status']);
            setPage(1);
          }}
        >
          <option value="all">Tous les statuts</option>
          {EMAIL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {EMAIL_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
      <label className="grid min-w-0 flex-1 basis-40 gap-1 text-sm font-medium sm:max-w-64">
        Type
        <Select
          value={template}
          onChange={(event) => {
            setTemplate(event.target.value as OutboxFilters['template']);
            setPage(1);
          }}
        >
          <option value="all">Tous les types</option>
          {EMAIL_TYPES.map((value) => (
            <option key={value} value={value}>
              {EMAIL_TYPE_LABELS[value]}
            </option>
          ))}
        </Select>
      </label>
    </>
  );

  return (
    <section aria-labelledby="outbox-reader" className="min-w-0 space-y-3">
      <div className="space-y-1">
        <h2 id="outbox-reader" className="text-lg font-bold">
          Boîte d'envoi
          {outbox.data && <span className="ml-2 text-sm font-normal text-muted-foreground">({outbox.data.total})</span>}
        </h2>
        <p className="text-sm text-muted-foreground">
          Chaque e-mail de la plateforme, envoyé ou non : sans serveur SMTP, les e-mails sont conservés ici et se lisent
          avec « Lire ».
        </p>
      </div>
      {outbox.isError ? (
        <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : (
        <DataTable
          caption="Boîte d'envoi des e-mails"
          columns={columns(onOpen)}
          rows={outbox.data?.items}
          rowKey={(row) => row.id}
          search={{
            label: 'Rechercher un destinataire',
            value: search,
            onChange: (text) => {
              setSearch(text);
              setPage(1);
            },
          }}
          filters={filters}
          empty={<EmptyState icon={Inbox} title="Aucun e-mail" description="Aucun e-mail pour ces filtres." />}
          pagination={pagination}
        />
      )}
    </section>
  );
}
