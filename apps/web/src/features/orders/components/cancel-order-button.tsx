import { MESSAGES } from '@livra/shared/messages';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api';

/** Cancelling asks for confirmation, and optionally why. */
export function CancelOrderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();
  const t = useTexts('orders', ORDERS_UI);

  function confirm() {
    cancel.mutate(
      { id: orderId, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(MESSAGES.orderCancelled, { description: t.orderNumber(orderNumber) });
        },
        onError: (error) =>
          toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.orderCancelError) }),
      },
    );
  }

  return (
    <>
      <Button variant="outline" className="h-11 text-destructive" onClick={() => setOpen(true)}>
        <XCircle aria-hidden />
        {t.cancelOrder}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.cancelTitle(orderNumber)}</DialogTitle>
            <DialogDescription>{t.cancelText}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="cancel-reason">{t.reasonOptional}</Label>
            <Textarea
              id="cancel-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" className="h-11">
                {t.keepOrder}
              </Button>
            </DialogClose>
            <Button variant="destructive" className="h-11" loading={cancel.isPending} onClick={confirm}>
              {t.cancelOrder}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
