import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { formatDateTime } from '@livra/shared/dates';
import type { OutboxSummary } from '@livra/shared/email-test';
import { EMAIL_STATUSES, EMAIL_TYPES, type EmailType } from '@livra/shared/emails';
import type { Locale, Translation } from '@livra/shared/locale';
import { ADMIN_EMAILS_UI } from '@livra/shared/ui/admin-emails';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { useLocale, useTexts } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type OutboxFilters, useOutbox } from '../api';
import { OutboxStatusBadge } from './outbox-status-badge';

const SEARCH_DEBOUNCE_MS = 300;

const columns = (
  onOpen: (id: string) => void,
  t: Translation<typeof ADMIN_EMAILS_UI>,
  locale: Locale,
): DataColumn<OutboxSummary>[] => [
  {
    id: 'createdAt',
    header: t.date,
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, locale)}</time>,
    className: 'whitespace-nowrap',
  },
  { id: 'to', header: t.recipient, cell: (row) => <span className="break-all">{row.to}</span> },
  {
    id: 'template',
    header: t.typeAndSubject,
    cell: (row) => (
      <span className="grid min-w-48 gap-0.5">
        <span className="flex flex-wrap items-center gap-1 font-medium">
          {t.types[row.template as EmailType] ?? row.templateLabel}
          {row.isTest && <Badge variant="outline">{t.testBadge}</Badge>}
        </span>
        <span className="text-sm text-muted-foreground">{row.subject}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: t.status,
    cell: (row) => (
      <span className="grid min-w-40 justify-items-start gap-1 text-sm">
        <OutboxStatusBadge status={row.status} label={t.statuses[row.status] ?? row.statusLabel} />
        <span className="text-muted-foreground">{t.attempts(row.attempts)}</span>
        {row.lastError && <span className="break-words text-destructive">{t.lastErrorOf(row.lastError)}</span>}
      </span>
    ),
  },
  {
    id: 'open',
    header: t.preview,
    cell: (row) => (
      <Button variant="outline" size="sm" aria-label={t.readEmail(row.subject, row.to)} onClick={() => onOpen(row.id)}>
        {t.read}
      </Button>
    ),
  },
];

/** Every e-mail of the platform: sent, kept (no SMTP), queued or failed, with its preview. */
export function OutboxReader({ onOpen }: { onOpen: (id: string) => void }) {
  const t = useTexts('adminEmails', ADMIN_EMAILS_UI);
  const locale = useLocale();
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
        {t.status}
        <Select
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxFilters['status']);
            setPage(1);
          }}
        >
          <option value="all">{t.allStatuses}</option>
          {EMAIL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </Select>
      </label>
      <label className="grid min-w-0 flex-1 basis-40 gap-1 text-sm font-medium sm:max-w-64">
        {t.type}
        <Select
          value={template}
          onChange={(event) => {
            setTemplate(event.target.value as OutboxFilters['template']);
            setPage(1);
          }}
        >
          <option value="all">{t.allTypes}</option>
          {EMAIL_TYPES.map((value) => (
            <option key={value} value={value}>
              {t.types[value]}
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
          {t.outbox}
          {outbox.data && <span className="ml-2 text-sm font-normal text-muted-foreground">({outbox.data.total})</span>}
        </h2>
        <p className="text-sm text-muted-foreground">{t.outboxText}</p>
      </div>
      {outbox.isError ? (
        <LoadError error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : (
        <DataTable
          caption={t.outboxCaption}
          columns={columns(onOpen, t, locale)}
          rows={outbox.data?.items}
          rowKey={(row) => row.id}
          search={{
            label: t.searchRecipient,
            value: search,
            onChange: (text) => {
              setSearch(text);
              setPage(1);
            },
          }}
          filters={filters}
          empty={<EmptyState icon={Inbox} title={t.noEmails} description={t.noEmailsHint} />}
          pagination={pagination}
        />
      )}
    </section>
  );
}
