import type { CustomerAddress } from '@livra/shared/customers';
import { MESSAGES } from '@livra/shared/messages';
import { Landmark, MapPin, MessageSquareText, Pencil, Phone, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn, placeholderKeys } from '@/lib/utils';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '../api';
import { AddressDialog } from '../components/address-dialog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';
import { useCustomerMessage } from '../messages';

export default function AddressesPage() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<CustomerAddress | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const remove = useDeleteAddress();
  const customerMessage = useCustomerMessage();
  const failed = (error: unknown) =>
    toast.error(MESSAGES.errorTitle, { description: customerMessage(errorMessage(error)) });
  const t = useTexts('customers', CUSTOMERS_UI);

  const openDialog = (address: CustomerAddress | null) => {
    setEditing(address);
    setDialogOpen(true);
  };

  const addButton = (
    <Button className="h-11" onClick={() => openDialog(null)}>
      <Plus aria-hidden />
      {t.addAddress}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t.myAddresses}
        description={t.addressesIntro}
        actions={addresses.data && addresses.data.length > 0 ? addButton : undefined}
      />
      {addresses.isError ? (
        <LoadError error={addresses.error} onRetry={() => void addresses.refetch()} />
      ) : !addresses.data ? (
        <div className="grid gap-4 md:grid-cols-2">
          {placeholderKeys(2).map((key) => (
            <Skeleton key={key} className="h-44 rounded-lg" />
          ))}
        </div>
      ) : addresses.data.length === 0 ? (
        <EmptyState icon={MapPin} title={t.noAddresses} description={t.noAddressesText} action={addButton} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {addresses.data.map((address) => (
            <li key={address.id} className="h-full">
              <AddressCard address={address} onEdit={() => openDialog(address)} onDelete={() => setDeleting(address)} />
            </li>
          ))}
        </ul>
      )}
      <AddressDialog open={dialogOpen} onOpenChange={setDialogOpen} address={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t.deleteAddressTitle}
        description={
          deleting?.isDefault ? t.deleteDefaultAddress(deleting.label) : t.deleteAddress(deleting?.label ?? '')
        }
        confirmLabel={t.delete}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t.toasts.addressDeleted);
              setDeleting(null);
            },
            onError: failed,
          })
        }
      />
    </>
  );
}

function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: CustomerAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const setDefault = useSetDefaultAddress();
  const customerMessage = useCustomerMessage();
  const failed = (error: unknown) =>
    toast.error(MESSAGES.errorTitle, { description: customerMessage(errorMessage(error)) });
  const t = useTexts('customers', CUSTOMERS_UI);
  return (
    <Card className={cn('h-full', address.isDefault && 'border-brand-300 ring-1 ring-brand-200')}>
      <CardContent className="flex h-full flex-col gap-3 pt-4 sm:pt-5">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <MapPin aria-hidden className="size-4 text-brand-600" />
            {address.label}
          </h2>
          {address.isDefault && (
            <Badge variant="brand">
              <Star aria-hidden className="fill-current" />
              {t.main}
            </Badge>
          )}
        </div>
        {address.landmark && (
          <p className="flex items-start gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
            <Landmark aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              <span className="sr-only">{t.landmarkPrefix}</span>
              {address.landmark}
            </span>
          </p>
        )}
        <p className="text-sm">
          {address.address}
          {/* Many addresses already end with their city. */}
          {!address.address.includes(address.city) && <span className="text-muted-foreground"> · {address.city}</span>}
        </p>
        {(address.phone || address.instructions) && (
          <div className="space-y-1 text-sm text-muted-foreground">
            {address.phone && (
              <p className="flex items-center gap-2">
                <Phone aria-hidden className="size-3.5" />
                {address.phone}
              </p>
            )}
            {address.instructions && (
              <p className="flex items-start gap-2">
                <MessageSquareText aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {address.instructions}
              </p>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Button variant="outline" className="h-11" onClick={onEdit}>
            <Pencil aria-hidden />
            {t.edit}
          </Button>
          {!address.isDefault && (
            <Button
              variant="ghost"
              className="h-11 px-3"
              aria-label={t.makeDefault(address.label)}
              loading={setDefault.isPending}
              onClick={() =>
                setDefault.mutate(address.id, {
                  onSuccess: () => toast.success(t.toasts.addressDefaultSet),
                  onError: failed,
                })
              }
            >
              {!setDefault.isPending && <Star aria-hidden />}
              {t.byDefault}
            </Button>
          )}
          <Button variant="ghost" className="h-11 px-3 text-destructive hover:bg-red-50" onClick={onDelete}>
            <Trash2 aria-hidden />
            {t.delete}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
