import { ADMIN_PAGE_SIZE } from '@livra/shared/admin-lists';
import { formatDateTime } from '@livra/shared/dates';
import type { Locale, Translation } from '@livra/shared/locale';
import { AUDIT_SYSTEM_ACTOR, type AuditEntryView } from '@livra/shared/system';
import { ADMIN_SYSTEM_UI } from '@livra/shared/ui/admin-system';
import { Eye, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLocale, useTexts } from '@/lib/i18n';
import { type AuditFilters, NO_AUDIT_FILTERS, useAudit, useAuditFacets } from '../api';

const objectOf = (entry: AuditEntryView) => (entry.entityId ? `${entry.entity} · ${entry.entityId}` : entry.entity);
/** In the table, long ids (UUIDs, file names) end with their last 8 characters; the dialog has them whole. */
const shortObjectOf = (entry: AuditEntryView) =>
  entry.entityId && entry.entityId.length > 12 ? `${entry.entity} · …${entry.entityId.slice(-8)}` : objectOf(entry);

type Texts = Translation<typeof ADMIN_SYSTEM_UI>;

function columns(onOpen: (entry: AuditEntryView) => void, t: Texts, locale: Locale): DataColumn<AuditEntryView>[] {
  return [
    {
      id: 'date',
      header: t.date,
      cell: (entry) => (
        <time dateTime={entry.createdAt} className="whitespace-nowrap tabular-nums">
          {formatDateTime(entry.createdAt, locale)}
        </time>
      ),
    },
    {
      id: 'actor',
      header: t.author,
      cell: (entry) => (
        <div className="min-w-0">
          <p className="font-medium">{entry.actorName}</p>
          {entry.actorEmail && <p className="text-xs text-muted-foreground break-all">{entry.actorEmail}</p>}
        </div>
      ),
    },
    { id: 'action', header: t.action, cell: (entry) => <code className="text-xs">{entry.action}</code> },
    {
      id: 'object',
      header: t.object,
      cell: (entry) => (
        <span className="text-xs whitespace-nowrap" title={objectOf(entry)}>
          {shortObjectOf(entry)}
        </span>
      ),
    },
    {
      id: 'details',
      header: t.details,
      cell: (entry) => (
        <Button variant="outline" size="sm" aria-label={t.viewDetailOf(entry.action)} onClick={() => onOpen(entry)}>
          <Eye aria-hidden /> {t.view}
        </Button>
      ),
    },
  ];
}

function JsonBlock({ title, value }: { title: string; value: Record<string, unknown> | null }) {
  return (
    <div className="min-w-0 space-y-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      {value && Object.keys(value).length > 0 ? (
        <pre className="max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre">
          {JSON.stringify(value, null, 2)}
        </pre>
      ) : (
        <p className="text-sm text-muted-foreground">—</p>
      )}
    </div>
  );
}

function DetailsDialog({ entry, onClose }: { entry: AuditEntryView | null; onClose: () => void }) {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const locale = useLocale();
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.detailTitle}</DialogTitle>
          <DialogDescription>
            {entry &&
              t.detailLine(entry.action, entry.actorName, formatDateTime(entry.createdAt, locale), objectOf(entry))}
          </DialogDescription>
        </DialogHeader>
        {entry && (
          <div className="grid gap-4 sm:grid-cols-2">
            <JsonBlock title={t.before} value={entry.before} />
            <JsonBlock title={t.after} value={entry.after} />
            {entry.details && (
              <div className="sm:col-span-2">
                <JsonBlock title={t.information} value={entry.details} />
              </div>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Every admin action, filterable by author, action, object and date, 10 a page. */
export function AuditLog() {
  const t = useTexts('adminSystem', ADMIN_SYSTEM_UI);
  const locale = useLocale();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const list = useAudit(filters, page);
  const facets = useAuditFacets();
  const change = (key: keyof AuditFilters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };
  const field = 'grid min-w-0 flex-1 basis-40 gap-1 text-sm font-medium';
  return (
    <section aria-labelledby="system-audit" className="min-w-0 space-y-3">
      <h2 id="system-audit" className="text-lg font-bold">
        {t.auditLog}
        {list.data && <span className="ml-2 text-sm font-normal text-muted-foreground">({list.data.total})</span>}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <label className={field}>
          {t.author}
          <Select value={filters.actor} onChange={change('actor')}>
            <option value="">{t.all}</option>
            <option value={AUDIT_SYSTEM_ACTOR}>{t.systemActor}</option>
            {facets.data?.actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name} ({actor.email})
              </option>
            ))}
          </Select>
        </label>
        <label className={field}>
          {t.action}
          <Select value={filters.action} onChange={change('action')}>
            <option value="">{t.allFeminine}</option>
            {facets.data?.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </Select>
        </label>
        <label className={field}>
          {t.object}
          <Select value={filters.entity} onChange={change('entity')}>
            <option value="">{t.all}</option>
            {facets.data?.entities.map((entity) => (
              <option key={entity} value={entity}>
                {entity}
              </option>
            ))}
          </Select>
        </label>
        <label className={field}>
          {t.from}
          <Input
            type="date"
            className="min-w-0"
            value={filters.from}
            onChange={change('from')}
            max={filters.to || undefined}
          />
        </label>
        <label className={field}>
          {t.to}
          <Input
            type="date"
            className="min-w-0"
            value={filters.to}
            onChange={change('to')}
            min={filters.from || undefined}
          />
        </label>
      </div>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t.auditCaption}
          columns={columns(setOpen, t, locale)}
          rows={list.data?.items}
          rowKey={(entry) => entry.id}
          empty={<EmptyState icon={ScrollText} title={t.noActions} description={t.noActionsForFilters} />}
          pagination={
            list.data && {
              page,
              pageCount: Math.max(1, Math.ceil(list.data.total / ADMIN_PAGE_SIZE)),
              onPageChange: setPage,
            }
          }
        />
      )}
      <DetailsDialog entry={open} onClose={() => setOpen(null)} />
    </section>
  );
}
