import { MESSAGES } from '@livra/shared/messages';
import {
  DRIVER_ASSIGNABLE_ORDER_STATUSES,
  ORDER_LIFECYCLE,
  ORDER_STATUSES,
  isFinalOrderStatus,
  mayChangeOrderStatus,
  type OrderStatus,
} from '@livra/shared/orders';
import { PARTNER_OPS_TEXTS, type PartnerOrderDetail } from '@livra/shared/partner-ops';
import { Ban, Bike, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useCancelOrder, useSetOrderStatus } from './api';
import { AssignDriverPanel } from './assign-driver-panel';
import { nextStep } from './order-steps';
import { usePartnerOpsMessage, usePartnerOpsTexts } from './texts';

/** The other statuses the partner may pick; cancelling has its own panel, which asks the reason. */
const settable = (from: OrderStatus, to: OrderStatus) =>
  mayChangeOrderStatus('partner', from, to) && !ORDER_LIFECYCLE[to].effects.storesCancellationReason;

/** The error toast, its reason in the chosen language. */
function useShowError() {
  const translate = usePartnerOpsMessage();
  return (error: unknown) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) });
}

/**
 * The next step as one big button (a retried tap is harmless: the server ignores the same
 * status twice), then giving the delivery to a driver, any other status, and cancelling.
 */
export function OrderActions({ businessId, order }: { businessId: string; order: PartnerOrderDetail }) {
  const t = usePartnerOpsTexts();
  const translate = usePartnerOpsMessage();
  const showError = useShowError();
  const statusLabel = (status: OrderStatus) => t.orderStatusLabels[status];
  const setStatus = useSetOrderStatus();
  const [panel, setPanel] = useState<'none' | 'driver' | 'cancel'>('none');
  const otherId = useId();
  const next = nextStep(order.status, order.deliveryMethod, t);
  const canAssign = order.deliveryMethod === 'delivery' && DRIVER_ASSIGNABLE_ORDER_STATUSES.includes(order.status);

  function change(status: OrderStatus) {
    setStatus.mutate(
      { businessId, orderId: order.id, status },
      {
        onSuccess: (saved) => toast.success(translate(PARTNER_OPS_TEXTS.statusUpdated(statusLabel(saved.status)))),
        onError: showError,
      },
    );
  }

  if (isFinalOrderStatus(order.status)) {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        {t.orderFinal(statusLabel(order.status))}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      {next && (
        <Button
          size="lg"
          className="h-auto min-h-14 w-full px-4 whitespace-normal text-base max-sm:min-h-14 sm:text-lg"
          loading={setStatus.isPending}
          onClick={() => change(next.status)}
        >
          <Check aria-hidden className="size-5!" />
          {next.label}
        </Button>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {canAssign && (
          <Button
            variant="outline"
            className="h-12"
            aria-expanded={panel === 'driver'}
            onClick={() => setPanel(panel === 'driver' ? 'none' : 'driver')}
          >
            <Bike aria-hidden />
            {order.driver ? t.changeDriver : t.assignDriver}
          </Button>
        )}
        <Button
          variant="outline"
          className="h-12 border-red-200 text-red-700 hover:bg-red-50"
          aria-expanded={panel === 'cancel'}
          onClick={() => setPanel(panel === 'cancel' ? 'none' : 'cancel')}
        >
          <Ban aria-hidden />
          {t.cancelOrder}
        </Button>
      </div>

      {panel === 'driver' && (
        <AssignDriverPanel businessId={businessId} order={order} onDone={() => setPanel('none')} />
      )}
      {panel === 'cancel' && <CancelPanel businessId={businessId} orderId={order.id} onDone={() => setPanel('none')} />}

      <div className="flex items-center gap-2">
        <label htmlFor={otherId} className="shrink-0 text-sm text-muted-foreground">
          {t.otherStatus}
        </label>
        <Select
          id={otherId}
          className="flex-1"
          value={order.status}
          disabled={setStatus.isPending}
          onChange={(event) => change(event.target.value as OrderStatus)}
        >
          {ORDER_STATUSES.filter((status) => status === order.status || settable(order.status, status)).map(
            (status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ),
          )}
        </Select>
      </div>
    </div>
  );
}

/** A reason is required (the customer reads it): one tap on a usual reason, or typed. */
function CancelPanel({ businessId, orderId, onDone }: { businessId: string; orderId: string; onDone: () => void }) {
  const t = usePartnerOpsTexts();
  const showError = useShowError();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit() {
    if (!reason.trim()) {
      setError(t.texts.cancelReasonRequired);
      return;
    }
    cancel.mutate(
      { businessId, orderId, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.orderCancelled);
          onDone();
        },
        onError: showError,
      },
    );
  }

  return (
    <div className="space-y-3 rounded-lg border border-red-200 bg-red-50/50 p-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {t.whyCancel}
      </label>
      <div className="flex flex-wrap gap-2">
        {t.quickReasons.map((quick) => (
          <button
            key={quick}
            type="button"
            onClick={() => {
              setReason(quick);
              setError(null);
            }}
            className="min-h-11 rounded-full border bg-card px-3 text-sm hover:bg-muted"
          >
            {quick}
          </button>
        ))}
      </div>
      <Textarea
        id={id}
        value={reason}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        placeholder={t.cancelPlaceholder}
        className="min-h-20"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" className="h-11" onClick={onDone}>
          {t.keepOrder}
        </Button>
        <Button variant="destructive" className="h-11" loading={cancel.isPending} onClick={submit}>
          {t.confirmCancel}
        </Button>
      </div>
    </div>
  );
}
