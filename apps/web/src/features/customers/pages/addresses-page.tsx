import { CUSTOMER_MESSAGES, type CustomerAddress } from '@livra/shared/customers';
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

const failed = (error: unknown) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });

export default function AddressesPage() {
  const addresses = useAddresses();
  const [editing, setEditing] = useState<CustomerAddress | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const remove = useDeleteAddress();

  const openDialog = (address: CustomerAddress | null) => {
    setEditing(address);
    setDialogOpen(true);
  };

  const addButton = (
    <Button className="h-11" onClick={() => openDialog(null)}>
      <Plus aria-hidden />
      Ajouter une adresse
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Mes adresses"
        description="Vos adresses de livraison, avec un point de repère pour le livreur."
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
        <EmptyState
          icon={MapPin}
          title="Aucune adresse enregistrée"
          description="Enregistrez votre maison ou votre bureau pour commander plus vite. La première adresse devient votre adresse principale."
          action={addButton}
        />
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
        title="Supprimer cette adresse ?"
        description={
          deleting?.isDefault
            ? `« ${deleting.label} » est votre adresse principale : une autre adresse le deviendra.`
            : `« ${deleting?.label ?? ''} » ne sera plus proposée à la commande.`
        }
        confirmLabel="Supprimer"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(CUSTOMER_MESSAGES.addressDeleted);
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
              Principale
            </Badge>
          )}
        </div>
        {address.landmark && (
          <p className="flex items-start gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
            <Landmark aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span>
              <span className="sr-only">Point de repère : </span>
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
            Modifier
          </Button>
          {!address.isDefault && (
            <Button
              variant="ghost"
              className="h-11 px-3"
              aria-label={`Faire de « ${address.label} » l'adresse par défaut`}
              loading={setDefault.isPending}
              onClick={() =>
                setDefault.mutate(address.id, {
                  onSuccess: () => toast.success(CUSTOMER_MESSAGES.addressDefaultSet),
                  onError: failed,
                })
              }
            >
              {!setDefault.isPending && <Star aria-hidden />}
              Par défaut
            </Button>
          )}
          <Button variant="ghost" className="h-11 px-3 text-destructive hover:bg-red-50" onClick={onDelete}>
            <Trash2 aria-hidden />
            Supprimer
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
