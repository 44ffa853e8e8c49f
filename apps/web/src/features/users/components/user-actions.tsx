import type { AdminUser } from '@livra/shared/admin-users';
import { DELETED_USER_NAME } from '@livra/shared/admin-users';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_USERS_UI } from '@livra/shared/ui/admin-users';
import { Power, PowerOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteUser, useSetUserActive } from '../api';

const showError = (error: unknown) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });

/**
 * Activate / deactivate and delete, for one row. The admin's own account and deleted accounts
 * offer none (the server refuses them too).
 */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  const [confirm, setConfirm] = useState<'deactivate' | 'delete' | null>(null);
  const setActive = useSetUserActive();
  const remove = useDeleteUser();

  if (user.deleted) return <span className="text-xs text-muted-foreground">{t.accountDeleted}</span>;
  if (isSelf) return <span className="text-xs text-muted-foreground">{t.yourAccount}</span>;

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
          aria-label={t.deactivateName(user.name)}
          title={t.deactivate}
          onClick={() => setConfirm('deactivate')}
        >
          <PowerOff aria-hidden className="text-amber-700" />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.activateName(user.name)}
          title={t.activate}
          loading={setActive.isPending}
          onClick={activate}
        >
          {!setActive.isPending && <Power aria-hidden className="text-success" />}
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t.deleteName(user.name)}
        title={t.delete}
        onClick={() => setConfirm('delete')}
      >
        <Trash2 aria-hidden className="text-destructive" />
      </Button>

      <ConfirmDialog
        open={confirm === 'deactivate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t.deactivateTitle(user.name)}
        description={t.deactivateText}
        confirmLabel={t.deactivate}
        pending={setActive.isPending}
        onConfirm={deactivate}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t.deleteTitle(user.name)}
        description={<DeletionText user={user} />}
        confirmLabel={user.hasHistory ? t.anonymise : t.deleteForGood}
        pending={remove.isPending}
        onConfirm={erase}
      />
    </div>
  );
}

function DeletionText({ user }: { user: AdminUser }) {
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  if (!user.hasHistory) return <>{t.eraseText}</>;
  const history = user.totalOrders > 0 ? t.ordersCount(user.totalOrders) : t.otherHistory;
  return (
    <>
      {t.anonymiseLead(history)}
      <strong>{t.anonymised}</strong>
      {t.anonymiseRest(DELETED_USER_NAME)}
    </>
  );
}
