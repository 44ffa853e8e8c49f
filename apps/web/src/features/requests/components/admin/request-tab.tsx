import { MESSAGES } from '@livra/shared/messages';
import { Inbox } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { useMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { placeholderKeys } from '@/lib/utils';
import {
  EMPTY_FILTERS,
  fetchRequestExport,
  type RequestFilterValues,
  type RequestKind,
  useRequestList,
  useRequestStats,
} from '../../admin-api';
import { RequestFilters } from './request-filters';
import { RequestStatCards } from './request-stat-cards';
import { useRequestsAdminTexts } from './texts';
import { useWideScreen } from './use-wide-screen';

interface RequestTabProps<Row> {
  kind: RequestKind;
  /** Names the table for screen readers. */
  caption: string;
  searchLabel: string;
  columns: DataColumn<Row>[];
  /** The export's columns (more than the table shows), French headers, amounts as integers. */
  csvColumns: CsvColumn<Row>[];
  fileName: string;
  rowKey: (row: Row) => string;
  /** One request as a card, for phones (the table needs a tablet's width). */
  card: (row: Row) => ReactNode;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One tab of the requests page: the four figures, the filter card, the table (cards on a phone)
 * with the shared pagination, and the CSV of the whole filtered list (fetched when asked for).
 */
export function RequestTab<Row>(props: RequestTabProps<Row>) {
  const { kind, caption, searchLabel, columns, csvColumns, fileName, rowKey, card } = props;
  const t = useRequestsAdminTexts();
  const message = useMessage();
  const wide = useWideScreen();
  const [filters, setFilters] = useState<RequestFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useRequestList(kind, filters, page);
  const stats = useRequestStats(kind);

  const changeFilters = useCallback((next: RequestFilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  // A decision may empty the last page: go back to the new last one.
  useEffect(() => {
    if (list.data && page > pageCount) setPage(pageCount);
  }, [list.data, page, pageCount]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = (await fetchRequestExport(kind, filters)) as Row[];
      downloadCsv(`${fileName}-${today()}.csv`, toCsv(csvColumns, rows));
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const rows = list.data?.items as Row[] | undefined;
  const pagination = { page: Math.min(page, pageCount), pageCount, onPageChange: setPage };
  const empty = (
    <EmptyState
      icon={Inbox}
      title={t.noRequests}
      description={filters === EMPTY_FILTERS ? t.noRequestsYet : t.noRequestsMatch}
    />
  );

  return (
    <div className="grid min-w-0 gap-4">
      <RequestStatCards stats={stats.data} />
      <RequestFilters
        value={filters}
        onChange={changeFilters}
        searchLabel={searchLabel}
        onExport={() => void exportCsv()}
        exporting={exporting}
      />
      {list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} title={message(MESSAGES.dataLoadError)} />
      ) : wide ? (
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          empty={empty}
          pagination={pagination}
        />
      ) : (
        <div className="grid gap-3">
          {rows === undefined ? (
            <div role="status" aria-busy="true" aria-label={t.loading} className="grid gap-3">
              {placeholderKeys(3).map((key) => (
                <Skeleton key={key} className="h-40 w-full" />
              ))}
            </div>
          ) : rows.length === 0 ? (
            empty
          ) : (
            <ul aria-label={caption} className="grid gap-3">
              {rows.map((row) => (
                <li key={rowKey(row)} className="grid gap-3 rounded-lg border bg-card p-4 shadow-xs">
                  {card(row)}
                </li>
              ))}
            </ul>
          )}
          <Pagination {...pagination} />
        </div>
      )}
    </div>
  );
}
