import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { type CsvColumn, downloadCsv, toCsv } from '@/lib/csv';
import { cn, placeholderKeys } from '@/lib/utils';
import { Button } from './button';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';
import { COMMON_UI } from '@livra/shared/ui/common';
import { useTexts } from '@/lib/i18n';

export interface DataColumn<Row> {
  id: string;
  /** French; also the CSV header. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The exported value (amounts as integers); a column without it is not exported. */
  csv?: CsvColumn<Row>['value'];
  /** Figures line up on the right. */
  numeric?: boolean;
  className?: string;
}

export interface DataTablePagination {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers (shown to them only). */
  caption: string;
  columns: DataColumn<Row>[];
  /** `undefined` while loading. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** Filter controls (selects, tabs…) beside the search box. */
  filters?: ReactNode;
  pagination?: DataTablePagination;
  /** Adds an « Exporter » button that saves the rows as `<exportName>.csv`. */
  exportName?: string;
  /** The rows to export when they are more than those shown (every page). */
  exportRows?: readonly Row[];
}

/**
 * The list of a back-office page: toolbar (search, filters, export), the table, pagination. On a
 * 360 px phone the table scrolls inside its own box, so the page itself never scrolls sideways.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const t = useTexts('common', COMMON_UI);
  const { caption, columns, rows, rowKey, empty, search, filters, pagination, exportName, exportRows } = props;
  const exported = exportRows ?? rows ?? [];
  const exportCsv = () =>
    exportName &&
    downloadCsv(
      `${exportName}.csv`,
      toCsv(
        columns.flatMap((c) => (c.csv ? [{ header: c.header, value: c.csv }] : [])),
        exported,
      ),
    );

  return (
    <div className="min-w-0 space-y-3">
      {(search || filters || exportName) && (
        <div className="flex flex-wrap items-end gap-2">
          {search && (
            <SearchInput
              label={search.label}
              className="min-w-0 flex-1 basis-48"
              value={search.value}
              onChange={search.onChange}
              placeholder={search.label}
            />
          )}
          {filters}
          {exportName && (
            <Button variant="outline" className="ml-auto" onClick={exportCsv} disabled={exported.length === 0}>
              <Download aria-hidden /> {t.export}
            </Button>
          )}
        </div>
      )}
      {rows === undefined ? (
        <TableSkeleton columns={columns.length} />
      ) : rows.length === 0 ? (
        empty
      ) : (
        <Table label={caption}>
          <TableCaption className="sr-only">{caption}</TableCaption>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column.id} scope="col" className={cn(column.numeric && 'text-right', column.className)}>
                  {column.header}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(column.numeric && 'text-right tabular-nums', column.className)}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}

function TableSkeleton({ columns }: { columns: number }) {
  const t = useTexts('common', COMMON_UI);
  return (
    <div role="status" aria-busy="true" aria-label={t.loading} className="space-y-2 rounded-lg border bg-card p-3">
      {placeholderKeys(4).map((row) => (
        <div key={row} className="flex gap-3">
          {placeholderKeys(columns).map((cell) => (
            <Skeleton key={cell} className="h-5 flex-1" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Pages a list held in the browser: the rows of the current page and the props of `pagination`. */
export function useClientPages<Row>(rows: readonly Row[] | undefined, pageSize: number) {
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  const current = Math.min(page, pageCount);
  return {
    pageRows: rows?.slice((current - 1) * pageSize, current * pageSize),
    pagination: { page: current, pageCount, onPageChange: setPage } satisfies DataTablePagination,
  };
}
