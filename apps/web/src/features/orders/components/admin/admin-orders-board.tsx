import { MESSAGES } from '@livra/shared/messages';
import type { AdminOrderListItem, AdminOrdersFilters } from '@livra/shared/admin-orders';
import { formatDateTime, type Period, periodStart } from '@livra/shared/dates';
import { formatGNFFull } from '@livra/shared/money';
import type { Locale, Translation } from '@livra/shared/locale';
import { ORDER_STATUSES, type OrderStatus } from '@livra/shared/orders';
import { ORDERS_ADMIN_UI } from '@livra/shared/ui/orders-admin';
import { format } from 'date-fns';
import { Bike, ClipboardList } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { cn, placeholderKeys } from '@/lib/utils';
import { AdminOrderDetailView } from './admin-order-detail';
import { day, ExportButton, Filters, PERIOD_CHOICES, type PeriodChoice, SearchBox } from './admin-orders-toolbar';
import { useAdminOrders } from './api';
import { useResettableState } from '@/lib/use-resettable-state';

/** Full search runs from 2 characters, 300 ms after the last key (spec 02 §5, §9). */
const SEARCH_MIN = 2;
const SEARCH_DEBOUNCE_MS = 300;
const isDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The URL holds the filters, the page and the open order: a link or "back" restores them. */
function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = ORDER_STATUSES.includes(rawStatus as OrderStatus) ? (rawStatus as OrderStatus) : undefined;
  const rawPeriod = params.get('period') ?? '';
  const period = (PERIOD_CHOICES as readonly string[]).includes(rawPeriod) ? (rawPeriod as PeriodChoice) : '';
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('order');
  const range =
    period === 'custom'
      ? { from: isDay(params.get('from')), to: isDay(params.get('to')) }
      : period
        ? { from: day(periodStart(period as Period)), to: undefined }
        : { from: undefined, to: undefined };
  const filters: AdminOrdersFilters = {
    status,
    search: search.trim().length >= SEARCH_MIN ? search.trim() : undefined,
    ...range,
  };
  const update = (changes: Record<string, string | null>, push = false) =>
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: !push, preventScrollReset: true },
    );
  return { status, period, search, page, openId, filters, range, update };
}

/** The order number opens the order: in the table, and over the whole card on a phone (`stretch`). */
function OpenButton({ order, onOpen, stretch }: { order: AdminOrderListItem; onOpen: () => void; stretch?: boolean }) {
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t.viewOrder(order.orderNumber)}
      className={cn(
        'rounded-sm font-mono font-semibold text-primary underline-offset-4 hover:underline',
        stretch && 'after:absolute after:inset-0 after:rounded-lg',
      )}
    >
      {order.orderNumber}
    </button>
  );
}

type Texts = Translation<typeof ORDERS_ADMIN_UI>;

const driverOf = (order: AdminOrderListItem, t: Texts) =>
  order.driverName ?? (
    <span className="text-muted-foreground">{order.deliveryMethod === 'pickup' ? t.pickupShort : '—'}</span>
  );

function tableColumns(open: (id: string) => void, t: Texts, locale: Locale): DataColumn<AdminOrderListItem>[] {
  return [
    {
      id: 'number',
      header: t.order,
      cell: (order) => (
        <span className="block">
          <OpenButton order={order} onOpen={() => open(order.id)} />
          <time dateTime={order.createdAt} className="block text-xs whitespace-nowrap text-muted-foreground">
            {format(new Date(order.createdAt), 'dd/MM/yyyy HH:mm')}
          </time>
        </span>
      ),
    },
    {
      id: 'customer',
      header: t.customer,
      cell: (order) => (
        <span className="block max-w-40">
          <span className="block truncate font-medium">{order.customerName}</span>
          {order.customerEmail && (
            <span className="block truncate text-xs text-muted-foreground">{order.customerEmail}</span>
          )}
        </span>
      ),
    },
    {
      id: 'business',
      header: t.business,
      cell: (order) => <span className="block max-w-36 truncate">{order.businessName}</span>,
    },
    {
      id: 'total',
      header: t.total,
      numeric: true,
      cell: (order) => <span className="whitespace-nowrap">{formatGNFFull(order.grandTotal, locale)}</span>,
    },
    { id: 'status', header: t.status, cell: (order) => <OrderStatusBadge status={order.status} /> },
    {
      id: 'driver',
      header: t.driver,
      cell: (order) => <span className="block max-w-28 truncate">{driverOf(order, t)}</span>,
    },
  ];
}

/** On a phone each order is a card: everything the table row shows, and a tap opens it. */
function OrderCards({ orders, open }: { orders: AdminOrderListItem[]; open: (id: string) => void }) {
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  const locale = useLocale();
  return (
    <ul className="space-y-2" aria-label={t.orders}>
      {orders.map((order) => (
        <li key={order.id} className="relative space-y-1.5 rounded-lg border bg-card p-3 text-sm hover:bg-muted/50">
          <div className="flex items-start justify-between gap-2">
            <OpenButton order={order} onOpen={() => open(order.id)} stretch />
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="truncate">
            <span className="font-medium">{order.customerName}</span>
            <span className="text-muted-foreground"> · {order.businessName}</span>
          </p>
          <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
            <span className="text-sm font-semibold whitespace-nowrap text-foreground tabular-nums">
              {formatGNFFull(order.grandTotal, locale)}
            </span>
          </div>
          <p className="truncate text-xs text-muted-foreground">
            <Bike aria-hidden className="mr-1 inline size-3.5 align-[-2px]" />
            <span className="sr-only">{t.driverPrefix}</span>
            {driverOf(order, t)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Every order of the platform: filters, search, the table (cards on a phone), pages, export, and the open order. */
export function AdminOrdersBoard() {
  const { status, period, search, page, openId, filters, range, update } = useBoardParams();
  const orders = useAdminOrders({ ...filters, page });
  const data = orders.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const open = (id: string | null) => update({ order: id }, id !== null);
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  const locale = useLocale();
  const message = useMessage();
  // The box answers every key; the list follows 300 ms after the last one.
  const [text, setText] = useResettableState(search);
  const latestUpdate = useRef(update);
  latestUpdate.current = update;
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => latestUpdate.current({ q: text, page: null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  const empty = <EmptyState icon={ClipboardList} title={t.noOrders} description={t.noMatch} />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? t.orderCount(data.total) : '\u00a0'}
        </p>
        <ExportButton filters={filters} />
      </div>
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-end">
        <SearchBox value={text} onChange={setText} />
        <Filters
          status={status}
          period={period}
          range={range}
          onChange={(changes) => update({ ...changes, page: null })}
        />
      </div>
      {orders.isError && !data ? (
        <LoadError
          error={orders.error}
          onRetry={() => void orders.refetch()}
          title={message(MESSAGES.ordersLoadError)}
        />
      ) : (
        <div className={cn('space-y-3 transition-opacity', orders.isPlaceholderData && 'opacity-60')}>
          <div className="hidden md:block">
            <DataTable
              caption={t.orders}
              columns={tableColumns(open, t, locale)}
              rows={data?.items}
              rowKey={(order) => order.id}
              empty={empty}
            />
          </div>
          <div className="md:hidden">
            {!data ? (
              <div role="status" aria-label={t.loading} className="space-y-2">
                {placeholderKeys(4).map((key) => (
                  <Skeleton key={key} className="h-28 w-full" />
                ))}
              </div>
            ) : data.items.length === 0 ? (
              empty
            ) : (
              <OrderCards orders={data.items} open={open} />
            )}
          </div>
          <Pagination
            page={Math.min(page, pageCount)}
            pageCount={pageCount}
            onPageChange={(next) => update({ page: String(next) })}
          />
        </div>
      )}

      <Dialog open={openId !== null} onOpenChange={(isOpen) => !isOpen && open(null)}>
        <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)] gap-0 p-0 sm:p-0">
          <DialogTitle className="sr-only">{t.detailTitle}</DialogTitle>
          <DialogDescription className="sr-only">{t.detailDescription}</DialogDescription>
          {openId && <AdminOrderDetailView orderId={openId} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
