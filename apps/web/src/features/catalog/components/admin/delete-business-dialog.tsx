import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAdminBusiness, useDeleteBusiness, useSwitchBusiness } from '../../admin-api';

interface DeleteBusinessDialogProps {
  id: string | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/**
 * Deleting is for a business that never had an order nor service drivers. For any other, the
 * dialog says why it stays and offers to deactivate it instead (gone from the catalog, history kept).
 */
export function DeleteBusinessDialog({ id, onClose, onDeleted }: DeleteBusinessDialogProps) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {id && <DeleteBody key={id} id={id} onClose={onClose} onDeleted={onDeleted} />}
      </DialogContent>
    </Dialog>
  );
}

function DeleteBody({ id, onClose, onDeleted }: { id: string; onClose: () => void; onDeleted: (id: string) => void }) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const message = useMessage();
  const detail = useAdminBusiness(id);
  const remove = useDeleteBusiness();
  const deactivate = useSwitchBusiness();
  // The server's refusal, if things changed since the dialog opened (an order came in).
  const [refusal, setRefusal] = useState<string | null>(null);
  const business = detail.data;

  if (!business) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{message(MESSAGES.confirmDelete)}</DialogTitle>
          <DialogDescription>{detail.isError ? errorMessage(detail.error) : t.checking}</DialogDescription>
        </DialogHeader>
        {!detail.isError && <Skeleton className="h-10 w-full" />}
      </>
    );
  }

  const blocked =
    refusal ??
    (business.orders.total > 0
      ? t.hasOrders(business.orders.total)
      : business.serviceDrivers > 0
        ? t.hasDrivers(business.serviceDrivers)
        : null);

  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(MESSAGES.businessDeleted);
        onDeleted(id);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) setRefusal(error.message);
        else toast.error(MESSAGES.deleteError, { description: errorMessage(error) });
      },
    });

  const deactivateInstead = () =>
    deactivate.mutate(
      { id, action: 'deactivate' },
      {
        onSuccess: () => {
          toast.success(MESSAGES.businessDeactivated);
          onClose();
        },
        onError: (error) => toast.error(MESSAGES.actionError, { description: errorMessage(error) }),
      },
    );

  if (blocked) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t.cannotDelete(business.name)}</DialogTitle>
          <DialogDescription>
            {blocked}
            {!business.isActive && t.alreadyInactive}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={onClose} disabled={deactivate.isPending}>
            {t.closeDialog}
          </Button>
          {business.isActive && (
            <Button className="h-11" loading={deactivate.isPending} onClick={deactivateInstead}>
              {t.deactivateBusiness}
            </Button>
          )}
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t.deleteTitle(business.name)}</DialogTitle>
        <DialogDescription>{t.deleteText}</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" className="h-11" onClick={onClose} disabled={remove.isPending}>
          {t.cancel}
        </Button>
        <Button variant="destructive" className="h-11" loading={remove.isPending} onClick={confirmDelete}>
          {t.delete}
        </Button>
      </DialogFooter>
    </>
  );
}
