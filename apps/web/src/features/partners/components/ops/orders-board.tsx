import { FINAL_ORDER_STATUSES, ORDER_STATUSES, type OrderStatus } from '@livra/shared/orders';
import { PARTNER_ORDER_FILTERS, type PartnerOrderFilter, type PartnerOrderList } from '@livra/shared/partner-ops';
import { BellRing, ClipboardList } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { ChoiceChips, type Choice } from '@/components/ui/choice-chips';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { useLiveEvent } from '@/lib/realtime';
import { cn, placeholderKeys } from '@/lib/utils';
import { opsKey, usePartnerOrders } from './api';
import { OrderDetail } from './order-detail';
import { OrderRow, OrderRowSkeleton } from './order-row';
import { Pager } from './pager';
import { usePartnerOpsTexts } from './texts';

/** The URL holds the filter, the page and the open order, so "back" on a phone closes the order. */
function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter = PARTNER_ORDER_FILTERS.includes(raw as PartnerOrderFilter) ? (raw as PartnerOrderFilter) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('order');
  const update = (changes: Record<string, string | null>, push = false) =>
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: !push, preventScrollReset: true },
    );
  return { filter, page, openId, update };
}

export function OrdersBoard({ businessId }: { businessId: string }) {
  const t = usePartnerOpsTexts();
  const { filter, page, openId, update } = useBoardParams();
  const orders = usePartnerOrders(businessId, filter, page);
  const queryClient = useQueryClient();
  // A new order or a step taken elsewhere: the list and the open order follow; a driver's new position: that order.
  useLiveEvent('order', () => {
    void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'orders') });
    void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'order') });
  });
  useLiveEvent(
    'driver_position',
    ({ orderId }) => void queryClient.invalidateQueries({ queryKey: opsKey(businessId, 'order', orderId) }),
  );
  const data = orders.data;
  const pendingCount = data?.counts.pending ?? 0;

  return (
    <div className="space-y-4">
      <FilterChips value={filter} counts={data?.counts} onChange={(next) => update({ status: next, page: null })} />
      {/* Not a live region: each new order is announced once by its toast (NewOrderAlerts), and the
          count changing after every step the partner takes would repeat it. */}
      {pendingCount > 0 && filter !== 'pending' && (
        <div className="flex items-center gap-3 rounded-lg border border-brand-300 bg-brand-50 p-3 text-brand-800">
          <BellRing aria-hidden className="size-5 shrink-0 text-brand-600" />
          <p className="min-w-0 flex-1 text-sm font-semibold">{t.pendingConfirmation(pendingCount)}</p>
          <Button size="sm" className="h-11" onClick={() => update({ status: 'pending', page: null })}>
            {t.see}
          </Button>
        </div>
      )}

      {orders.isError && !data ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : !data ? (
        <ul className="space-y-2" aria-label={t.loadingOrders}>
          {placeholderKeys(6).map((key) => (
            <OrderRowSkeleton key={key} />
          ))}
        </ul>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={filter ? t.noOrdersWith(t.filterLabels[filter]) : t.noOrdersYet}
          description={filter ? undefined : t.noOrdersHint}
        />
      ) : (
        <div className={cn('space-y-4 transition-opacity', orders.isPlaceholderData && 'opacity-60')}>
          <ul className="space-y-2">
            {data.items.map((order) => (
              <OrderRow key={order.id} order={order} onOpen={() => update({ order: order.id }, true)} />
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            onChange={(next) => update({ page: String(next) })}
          />
        </div>
      )}

      <Dialog open={openId !== null} onOpenChange={(open) => !open && update({ order: null })}>
        <DialogContent className="max-w-2xl grid-cols-[minmax(0,1fr)] gap-0 p-0 sm:p-0">
          <DialogTitle className="sr-only">{t.orderDetail}</DialogTitle>
          <DialogDescription className="sr-only">{t.orderDetailHint}</DialogDescription>
          {openId && <OrderDetail businessId={businessId} orderId={openId} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function FilterChips({
  value,
  counts,
  onChange,
}: {
  value: PartnerOrderFilter | null;
  counts: PartnerOrderList['counts'] | undefined;
  onChange: (filter: PartnerOrderFilter | null) => void;
}) {
  const t = usePartnerOpsTexts();
  const count = (filter: PartnerOrderFilter | null) => {
    if (!counts) return undefined;
    const statuses: readonly OrderStatus[] =
      filter === null
        ? ORDER_STATUSES
        : filter === 'active'
          ? ORDER_STATUSES.filter((s) => !FINAL_ORDER_STATUSES.includes(s))
          : [filter];
    return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  };
  // Statuses with no order now are left out (less to scan), unless chosen.
  const chips = ([null, ...PARTNER_ORDER_FILTERS] as (PartnerOrderFilter | null)[]).filter(
    (filter) => filter === null || filter === 'active' || filter === value || !counts || (count(filter) ?? 0) > 0,
  );
  const choices: Choice<PartnerOrderFilter | null>[] = chips.map((filter) => {
    const n = count(filter);
    return {
      key: filter ?? 'all',
      value: filter,
      label: (
        <>
          {filter ? t.filterLabels[filter] : t.all}
          {n !== undefined && (
            <span
              className={cn('rounded-full px-1.5 text-xs tabular-nums', value === filter ? 'bg-black/25' : 'bg-muted')}
            >
              {n}
            </span>
          )}
        </>
      ),
    };
  });
  const pendingWaiting = (count('pending') ?? 0) > 0;
  return (
    // One scrolling row on phones: the chips never push the list down the screen.
    <ChoiceChips
      label={t.filterByStatus}
      choices={choices}
      value={value}
      onChange={onChange}
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      chipClassName={(selected, choice) =>
        cn(
          'inline-flex h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
          selected ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
          choice.value === 'pending' && !selected && pendingWaiting && 'border-brand-400 text-brand-700',
        )
      }
    />
  );
}
