import type { AdminOrderDetail } from '@livra/shared/admin-orders';
import { MESSAGES } from '@livra/shared/messages';
import { isFinalOrderStatus, ORDER_STATUSES, type OrderStatus, orderStatusLabel } from '@livra/shared/orders';
import { ORDERS_ADMIN_UI } from '@livra/shared/ui/orders-admin';
import { Ban, Bike, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { useLocale, useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCancelAdminOrder, useSetAdminOrderStatus } from './api';
import { DriverPicker } from './driver-picker';
import { useResettableState } from '@/lib/use-resettable-state';

const showError = (error: unknown, fallback: string) =>
  toast.error(MESSAGES.errorTitle, { description: errorMessage(error, fallback) });

/**
 * The admin's hand on an order (spec 02 §4): any status (a select of every status; cancelling asks
 * a reason, leaving a finished order asks a confirmation), the driver, the cancellation. A paid
 * delivery stays as it is: its cash is counted in the totals (the server refuses it too).
 */
export function AdminOrderActions({ order }: { order: AdminOrderDetail }) {
  const setStatus = useSetAdminOrderStatus();
  // The order moved (this change, or another): the select shows where it is now.
  const [chosen, setChosen] = useResettableState<OrderStatus>(order.status);
  const [note, setNote] = useState('');
  const [dialog, setDialog] = useState<'none' | 'cancel' | 'reopen'>('none');
  const [picking, setPicking] = useState(false);
  const id = useId();
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);
  const locale = useLocale();
  const message = useMessage();
  const paid = order.status === 'delivered' && order.paymentStatus === 'completed';
  const canAssign = order.deliveryMethod === 'delivery' && !isFinalOrderStatus(order.status);

  function apply() {
    if (chosen === order.status) return;
    if (chosen === 'cancelled') setDialog('cancel');
    else if (isFinalOrderStatus(order.status) && dialog === 'none') setDialog('reopen');
    else send();
  }

  function send() {
    setStatus.mutate(
      { id: order.id, status: chosen, note: note.trim() || undefined },
      {
        onSuccess: (saved) => {
          toast.success(t.statusChanged(orderStatusLabel(saved.status, locale)));
          setNote('');
          setDialog('none');
        },
        onError: (error) => showError(error, MESSAGES.orderStatusError),
      },
    );
  }

  if (paid) {
    return (
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        {message(MESSAGES.orderDeliveredPaid)}
      </p>
    );
  }

  return (
    <div className="space-y-4">
      <form
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            {t.status}
          </label>
          <Select
            id={`${id}-status`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as OrderStatus)}
            disabled={setStatus.isPending}
          >
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabel(status, locale)}
                {status === order.status ? t.current : ''}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {t.note} <span className="font-normal text-muted-foreground">{t.optionalFeminine}</span>
          </label>
          <Input
            id={`${id}-note`}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t.notePlaceholder}
          />
        </div>
        <Button
          type="submit"
          className="h-11 sm:h-10"
          disabled={chosen === order.status}
          loading={setStatus.isPending && dialog === 'none'}
        >
          <Check aria-hidden />
          {t.apply}
        </Button>
      </form>

      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {canAssign && (
          <Button variant="outline" className="h-11" aria-expanded={picking} onClick={() => setPicking(!picking)}>
            <Bike aria-hidden />
            {order.driver ? t.changeDriver : t.assignDriver}
          </Button>
        )}
        {order.status !== 'cancelled' && (
          <Button
            variant="outline"
            className="h-11 border-red-200 text-red-700 hover:bg-red-50"
            onClick={() => setDialog('cancel')}
          >
            <Ban aria-hidden />
            {t.cancelOrder}
          </Button>
        )}
      </div>
      {picking && canAssign && <DriverPicker order={order} onDone={() => setPicking(false)} />}

      <CancelDialog
        order={order}
        open={dialog === 'cancel'}
        onOpenChange={(open) => {
          setDialog(open ? 'cancel' : 'none');
          if (!open && chosen === 'cancelled') setChosen(order.status);
        }}
      />
      <ConfirmDialog
        open={dialog === 'reopen'}
        onOpenChange={(open) => setDialog(open ? 'reopen' : 'none')}
        title={t.reopenTitle(orderStatusLabel(order.status, locale))}
        description={t.reopenText(order.orderNumber, orderStatusLabel(chosen, locale))}
        confirmLabel={t.confirm}
        pending={setStatus.isPending}
        onConfirm={send}
      />
    </div>
  );
}

/** The confirmation of a cancellation, with the reason the customer will read. */
function CancelDialog({
  order,
  open,
  onOpenChange,
}: {
  order: AdminOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelAdminOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const t = useTexts('ordersAdmin', ORDERS_ADMIN_UI);

  function submit() {
    if (!reason.trim()) {
      setError(t.cancelReasonRequired);
      return;
    }
    cancel.mutate(
      { id: order.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(MESSAGES.adminOrderCancelled);
          setReason('');
          onOpenChange(false);
        },
        onError: (failure) => showError(failure, MESSAGES.orderCancelError),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t.cancelTitle(order.orderNumber)}</DialogTitle>
          <DialogDescription>{t.cancelText}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          <div className="flex flex-wrap gap-2">
            {Object.values(t.quickReasons).map((quick) => (
              <button
                key={quick}
                type="button"
                onClick={() => {
                  setReason(quick);
                  setError(null);
                }}
                className="min-h-10 rounded-full border bg-card px-3 text-sm hover:bg-muted"
              >
                {quick}
              </button>
            ))}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={id} className="text-sm font-medium">
              {t.cancelReason}
            </label>
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
              className="min-h-20"
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            {t.keepOrder}
          </Button>
          <Button variant="destructive" className="h-11" loading={cancel.isPending} onClick={submit}>
            {t.confirmCancel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
