import type { AdminOrderListItem, AdminOrdersFilters } from '@livra/shared/admin-orders';
import { formatDateTime, PERIOD_LABELS, PERIODS, periodStart, type Period } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { formatGNFFull } from '@livra/shared/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@livra/shared/orders';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ClipboardList, Download, Eye } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { downloadCsv, toCsv } from '@/lib/csv';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { adminOrdersExportQuery, useAdminOrders } from './api';
import { AdminOrderDetailView } from './admin-order-detail';
import { orderCsvColumns } from './order-csv';

const PERIOD_CHOICES = ['', ...PERIODS, 'custom'] as const;
type PeriodChoice = (typeof PERIOD_CHOICES)[number];
const PERIOD_CHOICE_LABELS: Record<PeriodChoice, string> = {
  '': 'Toutes les dates',
  ...PERIOD_LABELS,
  custom: 'Dates choisies…',
};
/** Full search runs from 2 characters, 300 ms after the last key (spec 02 §5, §9). */
const SEARCH_MIN = 2;
const SEARCH_DEBOUNCE_MS = 300;
const day = (date: Date) => format(date, 'yyyy-MM-dd');
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

const columns: DataColumn<AdminOrderListItem>[] = [
  {
    id: 'number',
    header: 'Commande',
    cell: (order) => (
      <span className="block">
        <span className="font-mono font-semibold">{order.orderNumber}</span>
        <time dateTime={order.createdAt} className="block text-xs whitespace-nowrap text-muted-foreground">
          {formatDateTime(order.createdAt)}
        </time>
      </span>
    ),
  },
  {
    id: 'customer',
    header: 'Client',
    cell: (order) => (
      <span className="block max-w-56">
        <span className="block truncate font-medium">{order.customerName}</span>
        {order.customerEmail && (
          <span className="block truncate text-xs text-muted-foreground">{order.customerEmail}</span>
        )}
      </span>
    ),
  },
  {
    id: 'business',
    header: 'Commerce',
    cell: (order) => <span className="block max-w-48 truncate">{order.businessName}</span>,
  },
  {
    id: 'total',
    header: 'Total',
    numeric: true,
    cell: (order) => <span className="whitespace-nowrap">{formatGNFFull(order.grandTotal)}</span>,
  },
  { id: 'status', header: 'Statut', cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    id: 'driver',
    header: 'Livreur',
    cell: (order) =>
      order.driverName ?? (
        <span className="text-muted-foreground">{order.deliveryMethod === 'pickup' ? 'Retrait' : '—'}</span>
      ),
  },
];

/** Every order of the platform: filters, search, the table, pages, export, and the open order. */
export function AdminOrdersBoard() {
  const { status, period, search, page, openId, filters, range, update } = useBoardParams();
  const orders = useAdminOrders({ ...filters, page });
  const data = orders.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const open = (id: string | null) => update({ order: id }, id !== null);
  // The box answers every key; the list follows 300 ms after the last one.
  const [text, setText] = useState(search);
  const latestUpdate = useRef(update);
  latestUpdate.current = update;
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => latestUpdate.current({ q: text, page: null }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);

  const withActions: DataColumn<AdminOrderListItem>[] = [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      cell: (order) => (
        <Button variant="outline" size="sm" className="h-10" onClick={() => open(order.id)}>
          <Eye aria-hidden />
          Voir<span className="sr-only"> la commande {order.orderNumber}</span>
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? `${data.total.toLocaleString('fr-FR')} commande${data.total > 1 ? 's' : ''}` : '\u00a0'}
        </p>
        <ExportButton filters={filters} />
      </div>
      {orders.isError && !data ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <div className={cn('transition-opacity', orders.isPlaceholderData && 'opacity-60')}>
          <DataTable
            caption="Commandes"
            columns={withActions}
            rows={data?.items}
            rowKey={(order) => order.id}
            search={{ label: 'Rechercher par numéro, client ou commerce', value: text, onChange: setText }}
            filters={
              <Filters
                status={status}
                period={period}
                range={range}
                onChange={(changes) => update({ ...changes, page: null })}
              />
            }
            empty={
              <EmptyState
                icon={ClipboardList}
                title="Aucune commande"
                description="Aucune commande ne correspond à ces filtres."
              />
            }
            pagination={{
              page: Math.min(page, pageCount),
              pageCount,
              onPageChange: (next) => update({ page: String(next) }),
            }}
          />
        </div>
      )}

      <Dialog open={openId !== null} onOpenChange={(isOpen) => !isOpen && open(null)}>
        <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)] gap-0 p-0 sm:p-0">
          <DialogTitle className="sr-only">Détail de la commande</DialogTitle>
          <DialogDescription className="sr-only">
            Articles, totaux, client, adresse, livreur, historique des statuts et actions
          </DialogDescription>
          {openId && <AdminOrderDetailView orderId={openId} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface FiltersProps {
  status: OrderStatus | undefined;
  period: PeriodChoice;
  range: { from?: string; to?: string };
  onChange: (changes: Record<string, string | null>) => void;
}

function Filters({ status, period, range, onChange }: FiltersProps) {
  const id = useId();
  return (
    <>
      <div className="grid min-w-40 flex-1 basis-40 gap-1.5 sm:flex-none">
        <label htmlFor={`${id}-status`} className="text-xs font-medium text-muted-foreground">
          Statut
        </label>
        <Select id={`${id}-status`} value={status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">Tous les statuts</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid min-w-40 flex-1 basis-40 gap-1.5 sm:flex-none">
        <label htmlFor={`${id}-period`} className="text-xs font-medium text-muted-foreground">
          Période
        </label>
        <Select
          id={`${id}-period`}
          value={period}
          onChange={(event) => onChange({ period: event.target.value, from: null, to: null })}
        >
          {PERIOD_CHOICES.map((value) => (
            <option key={value} value={value}>
              {PERIOD_CHOICE_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      {period === 'custom' && (
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <div className="grid min-w-36 flex-1 gap-1.5">
            <label htmlFor={`${id}-from`} className="text-xs font-medium text-muted-foreground">
              Du
            </label>
            <Input
              id={`${id}-from`}
              type="date"
              value={range.from ?? ''}
              max={range.to}
              onChange={(event) => onChange({ from: event.target.value })}
            />
          </div>
          <div className="grid min-w-36 flex-1 gap-1.5">
            <label htmlFor={`${id}-to`} className="text-xs font-medium text-muted-foreground">
              Au
            </label>
            <Input
              id={`${id}-to`}
              type="date"
              value={range.to ?? ''}
              min={range.from}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </div>
        </div>
      )}
    </>
  );
}

/** « Exporter »: the whole filtered list (not only this page), fetched on demand, saved as CSV. */
function ExportButton({ filters }: { filters: AdminOrdersFilters }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    try {
      const { items, total } = await queryClient.fetchQuery(adminOrdersExportQuery(filters));
      if (items.length === 0) {
        toast.info('Aucune commande à exporter');
        return;
      }
      downloadCsv(`commandes-${day(new Date())}.csv`, toCsv(orderCsvColumns, items));
      toast.success(
        items.length < total
          ? `${items.length.toLocaleString('fr-FR')} commandes exportées sur ${total.toLocaleString('fr-FR')} (limite de l’export)`
          : `${items.length.toLocaleString('fr-FR')} commande${items.length > 1 ? 's' : ''} exportée${items.length > 1 ? 's' : ''}`,
      );
    } catch (error) {
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="outline" loading={pending} onClick={() => void run()}>
      <Download aria-hidden />
      Exporter
    </Button>
  );
}
