import type { AdminBusinessRow } from '@livra/shared/admin-businesses';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNF } from '@livra/shared/money';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, CheckCircle2, Download, Plus, RefreshCw, ShoppingBag, Store } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv } from '@/lib/csv';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { adminBusinessesKey, fetchBusinessExport, useAdminBusinesses, useAdminBusinessStats } from '../admin-api';
import { BusinessDetailDialog } from '../components/admin/business-detail-dialog';
import { type BusinessDialogTarget, BusinessFormDialog } from '../components/admin/business-form-dialog';
import { type BusinessAction, BusinessTable, businessCsvColumns } from '../components/admin/business-table';
import { DeleteBusinessDialog } from '../components/admin/delete-business-dialog';
import { pageFrom, useUrlFilters } from '../use-url-filters';

/** /admin-dashboard/businesses (spec 02 §2): every business of the platform and what an admin does to them. */
export default function AdminBusinessesPage() {
  const [params] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const page = pageFrom(params);
  const filters = useUrlFilters();
  const list = useAdminBusinesses(search, page);
  const stats = useAdminBusinessStats();
  const queryClient = useQueryClient();
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const locale = useLocale();
  const message = useMessage();

  const [formTarget, setFormTarget] = useState<BusinessDialogTarget>(null);
  const [viewed, setViewed] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // A page past the end (after a search or a deletion) shows the last one instead.
  useEffect(() => {
    if (list.data && page > pageCount) filters.set({ page: String(pageCount) }, { keepPage: true });
  }, [list.data, page, pageCount, filters]);

  function onAction(action: BusinessAction, row: AdminBusinessRow) {
    if (action === 'view') setViewed(row.id);
    else if (action === 'edit') setFormTarget(row.id);
    else setDeleted(row.id);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await fetchBusinessExport(search);
      downloadCsv(t.csvFileName, toCsv(businessCsvColumns(t, locale), rows));
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  }

  const total = stats.data?.total ?? list.data?.total;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        description={total === undefined ? t.allBusinesses : t.totalCount(total)}
        actions={
          <>
            <Button
              variant="outline"
              className="h-11"
              onClick={() => void queryClient.invalidateQueries({ queryKey: adminBusinessesKey })}
              loading={list.isRefetching || stats.isRefetching}
            >
              <RefreshCw aria-hidden /> {t.refresh}
            </Button>
            <Button variant="outline" className="h-11" loading={exporting} onClick={() => void exportCsv()}>
              <Download aria-hidden /> {t.export}
            </Button>
            <Button className="h-11" onClick={() => setFormTarget('new')}>
              <Plus aria-hidden /> {t.addBusiness}
            </Button>
          </>
        }
      />

      <section aria-label={t.statsLabel} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.data ? (
          <>
            <StatCard icon={Store} label={t.totalBusinesses} value={stats.data.total} />
            <StatCard
              icon={CheckCircle2}
              label={t.activeBusinesses}
              value={stats.data.active}
              hint={t.inactiveCount(stats.data.total - stats.data.active)}
            />
            <StatCard
              icon={ShoppingBag}
              label={t.averageOrders}
              value={stats.data.averageOrders.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR')}
              hint={t.perBusiness}
            />
            <StatCard
              icon={Banknote}
              label={t.averageRevenue}
              value={formatGNF(stats.data.averageRevenue, locale)}
              hint={t.perBusiness}
            />
          </>
        ) : stats.isError ? (
          <p role="alert" className="col-span-full rounded-lg border bg-card p-4 text-sm text-destructive">
            {message(MESSAGES.statsFetchError)}
          </p>
        ) : (
          ['a', 'b', 'c', 'd'].map((key) => <StatCardSkeleton key={key} />)
        )}
      </section>

      <SearchForm
        key={search}
        initial={search}
        onSearch={(text) => filters.set({ q: text.trim() })}
        onReset={() => filters.clear()}
      />

      {list.isError && !list.data ? (
        <LoadError
          error={list.error}
          onRetry={() => void list.refetch()}
          title={message(MESSAGES.businessesLoadError)}
        />
      ) : (
        <>
          {search && list.data && (
            <p aria-live="polite" className="mb-2 text-sm text-muted-foreground">
              {t.resultsFor(list.data.total, search)}
            </p>
          )}
          <BusinessTable
            rows={list.data?.items}
            searching={search !== ''}
            onAction={onAction}
            pagination={{
              page: Math.min(page, pageCount),
              pageCount,
              onPageChange: (next) => filters.set({ page: String(next) }, { keepPage: true }),
            }}
          />
        </>
      )}

      <BusinessFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <BusinessDetailDialog
        id={viewed}
        onClose={() => setViewed(null)}
        onEdit={(id) => {
          setViewed(null);
          setFormTarget(id);
        }}
        onDelete={(id) => {
          setViewed(null);
          setDeleted(id);
        }}
      />
      <DeleteBusinessDialog id={deleted} onClose={() => setDeleted(null)} onDeleted={() => setDeleted(null)} />
    </>
  );
}

function SearchForm({
  initial,
  onSearch,
  onReset,
}: {
  initial: string;
  onSearch: (text: string) => void;
  onReset: () => void;
}) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form
      aria-label={t.searchForm}
      onSubmit={submit}
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border bg-card p-3"
    >
      <SearchInput
        label={t.searchLabel}
        className="min-w-0 flex-1 basis-56"
        value={text}
        onChange={setText}
        placeholder={t.searchPlaceholder}
        maxLength={100}
      />
      <div className="flex gap-2">
        <Button type="submit" className="h-11">
          {t.search}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-11"
          onClick={() => {
            setText('');
            onReset();
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
