import { businessBadge, shortAddress, type AdminBusinessRow } from '@livra/shared/admin-businesses';
import { formatDate } from '@livra/shared/dates';
import type { Locale, Translation } from '@livra/shared/locale';
import { formatGNF } from '@livra/shared/money';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { Eye, type LucideIcon, Mail, MapPin, Pencil, Phone, Star, Store, Trash2 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn, type DataTablePagination } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import type { CsvColumn } from '@/lib/csv';
import { useLocale, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';
import { BusinessLogo } from './business-logo';
import { BusinessStatusBadge } from './business-status-badge';

export type BusinessAction = 'view' | 'edit' | 'delete';

type Texts = Translation<typeof ADMIN_BUSINESSES_UI>;

/** One decimal, French style `4,6` (English `4.6`). */
export const formatRating = (rating: number, locale: Locale = 'fr') =>
  rating.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Cells a little closer together, so the eight columns fit beside the sidebar at 1280 px. */
const TIGHT = 'px-2 tracking-normal';

/** The columns of spec 02 §2. */
function columns(
  onAction: (action: BusinessAction, row: AdminBusinessRow) => void,
  t: Texts,
  locale: Locale,
): DataColumn<AdminBusinessRow>[] {
  return [
    {
      id: 'business',
      header: t.business,
      cell: (row) => (
        <div className="flex min-w-32 items-center gap-2.5">
          <BusinessLogo src={row.logo} className="size-9" />
          <div className="min-w-0">
            <p className="font-semibold">{row.name}</p>
            <p className="text-xs text-muted-foreground">{row.category ?? t.noCategory}</p>
          </div>
        </div>
      ),
    },
    {
      id: 'type',
      header: t.type,
      className: TIGHT,
      cell: (row) => <span className="text-xs">{row.businessType ?? '—'}</span>,
    },
    {
      id: 'contact',
      header: t.contact,
      className: TIGHT,
      cell: (row) => (
        <ul className="w-40 space-y-0.5 text-xs">
          {row.phone && (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              {row.phone}
            </li>
          )}
          {row.email && (
            <li className="flex items-center gap-1.5" title={row.email}>
              <Mail aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              <span className="truncate">{row.email}</span>
            </li>
          )}
          {row.address && (
            <li className="flex items-center gap-1.5" title={row.address}>
              <MapPin aria-hidden className="size-3 shrink-0 text-muted-foreground" />
              {shortAddress(row.address)}
            </li>
          )}
        </ul>
      ),
    },
    { id: 'status', header: t.status, className: TIGHT, cell: (row) => <BusinessStatusBadge business={row} /> },
    {
      id: 'performance',
      header: t.performance,
      className: TIGHT,
      cell: (row) => (
        <div className="whitespace-nowrap text-xs">
          <p className="flex items-center gap-1 text-sm font-semibold">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
            {formatRating(row.rating, locale)}
          </p>
          <p className="text-muted-foreground">{t.reviews(row.reviewCount)}</p>
          <p className="text-muted-foreground">{t.ordersCount(row.totalOrders)}</p>
        </div>
      ),
    },
    {
      id: 'revenue',
      header: t.revenue,
      numeric: true,
      className: TIGHT,
      cell: (row) => <span className="whitespace-nowrap font-semibold">{formatGNF(row.totalRevenue, locale)}</span>,
    },
    { id: 'joined', header: t.joined, className: TIGHT, cell: (row) => formatDate(row.createdAt, locale) },
    {
      id: 'actions',
      header: t.actions,
      className: 'pr-2 pl-1 tracking-normal',
      cell: (row) => (
        <div className="flex">
          {ROW_ACTIONS.map(({ action, verb, icon: Icon, className }) => (
            <Button
              key={action}
              variant="ghost"
              size="icon"
              className={`size-8 ${className ?? ''}`}
              aria-label={t.actionOn(t[verb], row.name)}
              onClick={() => onAction(action, row)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </div>
      ),
    },
  ];
}

const ROW_ACTIONS: {
  action: BusinessAction;
  verb: 'view' | 'edit' | 'delete';
  icon: LucideIcon;
  className?: string;
}[] = [
  { action: 'view', verb: 'view', icon: Eye },
  { action: 'edit', verb: 'edit', icon: Pencil },
  { action: 'delete', verb: 'delete', icon: Trash2, className: 'text-destructive hover:text-destructive' },
];

/** The CSV file: one line per business, amounts as plain integers, full addresses. */
export const businessCsvColumns = (t: Texts, locale: Locale): CsvColumn<AdminBusinessRow>[] => [
  { header: t.business, value: (row) => row.name },
  { header: t.category, value: (row) => row.category },
  { header: t.type, value: (row) => row.businessType },
  { header: t.owner, value: (row) => row.ownerName },
  { header: t.ownerEmail, value: (row) => row.ownerEmail },
  { header: t.phone, value: (row) => row.phone },
  { header: t.email, value: (row) => row.email },
  { header: t.address, value: (row) => row.address },
  { header: t.region, value: (row) => row.region },
  { header: t.status, value: (row) => t.badges[businessBadge(row)] },
  { header: t.rating, value: (row) => formatRating(row.rating, locale) },
  { header: t.reviewsHeader, value: (row) => row.reviewCount },
  { header: t.orders, value: (row) => row.totalOrders },
  { header: t.revenueCsv, value: (row) => row.totalRevenue },
  { header: t.joined, value: (row) => formatDate(row.createdAt, locale) },
];

interface BusinessTableProps {
  rows: AdminBusinessRow[] | undefined;
  pagination: DataTablePagination;
  searching: boolean;
  onAction: (action: BusinessAction, row: AdminBusinessRow) => void;
}

/** The table from 768 px; on a phone, one card per business with the same figures and actions. */
export function BusinessTable({ rows, pagination, searching, onAction }: BusinessTableProps) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const locale = useLocale();
  const empty = (
    <EmptyState
      icon={Store}
      title={searching ? t.noMatch : t.noBusinesses}
      description={searching ? t.noMatchHint : undefined}
    />
  );
  return (
    <div className="min-w-0 space-y-3">
      <div className="hidden md:block">
        <DataTable
          caption={t.caption}
          columns={columns(onAction, t, locale)}
          rows={rows}
          rowKey={(row) => row.id}
          empty={empty}
        />
      </div>
      <div className="md:hidden">
        {rows === undefined ? (
          <div role="status" aria-busy="true" aria-label={t.loading} className="grid gap-3">
            {placeholderKeys(3).map((key) => (
              <Skeleton key={key} className="h-44 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          empty
        ) : (
          <ul aria-label={t.caption} className="grid gap-3">
            {rows.map((row) => (
              <BusinessCard key={row.id} row={row} onAction={onAction} />
            ))}
          </ul>
        )}
      </div>
      <Pagination {...pagination} />
    </div>
  );
}

function BusinessCard({
  row,
  onAction,
}: {
  row: AdminBusinessRow;
  onAction: (action: BusinessAction, row: AdminBusinessRow) => void;
}) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const locale = useLocale();
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-3 shadow-xs">
      <div className="flex items-start gap-3">
        <BusinessLogo src={row.logo} className="size-11" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-tight">{row.name}</p>
          <p className="text-xs text-muted-foreground">
            {[row.businessType, row.category].filter(Boolean).join(' · ') || t.noCategory}
          </p>
          <p className="text-xs text-muted-foreground">{t.joinedOn(formatDate(row.createdAt, locale))}</p>
        </div>
        <BusinessStatusBadge business={row} />
      </div>
      <ul className="grid gap-0.5 text-xs">
        {row.phone && (
          <li className="flex items-center gap-1.5">
            <Phone aria-hidden className="size-3 shrink-0 text-muted-foreground" />
            {row.phone}
          </li>
        )}
        {row.email && (
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail aria-hidden className="size-3 shrink-0 text-muted-foreground" />
            <span className="truncate">{row.email}</span>
          </li>
        )}
        {row.address && (
          <li className="flex items-center gap-1.5">
            <MapPin aria-hidden className="size-3 shrink-0 text-muted-foreground" />
            {shortAddress(row.address)}
          </li>
        )}
      </ul>
      <dl className="grid grid-cols-3 gap-2 rounded-md bg-muted/60 p-2 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t.rating}</dt>
          <dd className="inline-flex items-center gap-1 font-bold tabular-nums">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-500" />
            {formatRating(row.rating, locale)}
          </dd>
          <dd className="text-xs text-muted-foreground">{t.reviews(row.reviewCount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.orders}</dt>
          <dd className="font-bold tabular-nums">{row.totalOrders}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t.revenue}</dt>
          <dd className="font-bold tabular-nums">{formatGNF(row.totalRevenue, locale)}</dd>
        </div>
      </dl>
      <div className="grid grid-cols-3 gap-2">
        <Button
          variant="outline"
          className="h-11 px-2"
          aria-label={t.actionOn(t.view, row.name)}
          onClick={() => onAction('view', row)}
        >
          {t.view}
        </Button>
        <Button
          variant="outline"
          className="h-11 px-2"
          aria-label={t.actionOn(t.edit, row.name)}
          onClick={() => onAction('edit', row)}
        >
          {t.edit}
        </Button>
        <Button
          variant="outline"
          className="h-11 px-2 text-destructive"
          aria-label={t.actionOn(t.delete, row.name)}
          onClick={() => onAction('delete', row)}
        >
          {t.delete}
        </Button>
      </div>
    </li>
  );
}
