import { MESSAGES } from '@livra/shared/messages';
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
import { toast } from '@/lib/toast';
import { useCancelOrder } from '../api';

/** Cancelling asks for confirmation, and optionally why. */
export function CancelOrderButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder();

  function confirm() {
    cancel.mutate(
      { id: orderId, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(MESSAGES.orderCancelled, { description: `Commande ${orderNumber}` });
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
        Annuler la commande
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Annuler la commande {orderNumber} ?</DialogTitle>
            <DialogDescription>
              Le commerce sera prévenu. Une commande annulée ne peut pas être reprise.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="cancel-reason">Motif (facultatif)</Label>
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
                Garder ma commande
              </Button>
            </DialogClose>
            <Button variant="destructive" className="h-11" loading={cancel.isPending} onClick={confirm}>
              Annuler la commande
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
