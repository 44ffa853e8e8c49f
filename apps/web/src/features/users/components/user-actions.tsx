import type { AdminUser } from '@livra/shared/admin-users';
import { DELETED_USER_NAME } from '@livra/shared/admin-users';
import { MESSAGES } from '@livra/shared/messages';
import { Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useDeleteUser, useSetUserActive } from '../api';

const showError = (error: unknown) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });

/**
 * Activate / deactivate and delete, for one row. The admin's own account and deleted accounts
 * offer none (the server refuses them too).
 */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [confirm, setConfirm] = useState<'deactivate' | 'delete' | null>(null);
  const setActive = useSetUserActive();
  const remove = useDeleteUser();

  if (user.deleted) return <span className="text-xs text-muted-foreground">Compte supprimé</span>;
  if (isSelf) return <span className="text-xs text-muted-foreground">Votre compte</span>;

  const activate = () =>
    setActive.mutate(
      { user, active: true },
      { onSuccess: ({ message }) => toast.success(message), onError: showError },
    );
  const deactivate = () =>
    setActive.mutate(
      { user, active: false },
      {
        onSuccess: ({ message }) => {
          setConfirm(null);
          toast.success(message);
        },
        onError: showError,
      },
    );
  const erase = () =>
    remove.mutate(user, {
      onSuccess: ({ message }) => {
        setConfirm(null);
        toast.success(message);
      },
      onError: showError,
    });

  return (
    <div className="flex items-center justify-end gap-1">
      {user.isActive ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Désactiver ${user.name}`}
          title="Désactiver"
          onClick={() => setConfirm('deactivate')}
        >
          <PowerOff aria-hidden className="text-amber-700" />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Activer ${user.name}`}
          title="Activer"
          loading={setActive.isPending}
          onClick={activate}
        >
          {!setActive.isPending && <Power aria-hidden className="text-success" />}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Supprimer ${user.name}`}
        title="Supprimer"
        onClick={() => setConfirm('delete')}
      >
        <Trash2 aria-hidden className="text-destructive" />
      </Button>

      <ConfirmDialog
        open={confirm === 'deactivate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Désactiver ${user.name} ?`}
        description="Ce compte ne pourra plus se connecter et ses sessions ouvertes seront fermées immédiatement. Vous pourrez le réactiver à tout moment."
        confirmLabel="Désactiver"
        pending={setActive.isPending}
        onConfirm={deactivate}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Supprimer ${user.name} ?`}
        description={<DeletionText user={user} />}
        confirmLabel={user.hasHistory ? 'Anonymiser le compte' : 'Supprimer définitivement'}
        pending={remove.isPending}
        onConfirm={erase}
      />
    </div>
  );
}

function DeletionText({ user }: { user: AdminUser }) {
  if (!user.hasHistory)
    return <>Le compte et ses données seront effacés définitivement. Cette action est irréversible.</>;
  const orders =
    user.totalOrders > 0
      ? `${user.totalOrders} commande${user.totalOrders > 1 ? 's' : ''}`
      : 'un historique (commerce, livraisons, réservations ou actions d’administration)';
  return (
    <>
      Ce compte a {orders} : il sera <strong>anonymisé</strong> plutôt qu’effacé, pour que les commandes et le chiffre
      d’affaires restent exacts. Son nom devient « {DELETED_USER_NAME} », son e-mail, son téléphone, son adresse et sa
      photo sont effacés, et il ne pourra plus jamais se connecter. Cette action est irréversible.
    </>
  );
}
