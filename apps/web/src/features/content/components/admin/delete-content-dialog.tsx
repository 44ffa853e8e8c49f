import type { AdminBusinessType, AdminCategory } from '@livra/shared/admin-content';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_CONTENT_UI } from '@livra/shared/ui/admin-content';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteBusinessType, useDeleteCategory } from '../../admin-api';

export type DeleteTarget = { kind: 'category'; item: AdminCategory } | { kind: 'type'; item: AdminBusinessType } | null;

/**
 * "Confirmer la suppression" (spec 02 §2): says the action is irreversible. One in use by
 * businesses cannot go: the dialog says so and how many, and only "Fermer" remains.
 */
export function DeleteContentDialog({ target, onClose }: { target: DeleteTarget; onClose: () => void }) {
  const t = useTexts('adminContent', ADMIN_CONTENT_UI);
  const message = useMessage();
  const removeCategory = useDeleteCategory();
  const removeType = useDeleteBusinessType();
  const pending = removeCategory.isPending || removeType.isPending;
  const inUse = target?.item.businessCount ?? 0;
  const blocked =
    inUse > 0 ? (target?.kind === 'category' ? t.categoryInUse(inUse) : t.businessTypeInUse(inUse, 0)) : null;

  const callbacks = (done: string) => ({
    onSuccess: () => {
      toast.success(done);
      onClose();
    },
    onError: (error: unknown) =>
      toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.contentDeleteError) }),
  });

  const confirm = () => {
    if (!target) return;
    if (target.kind === 'category') removeCategory.mutate(target.item.id, callbacks(MESSAGES.categoryDeleted));
    else removeType.mutate(target.item.id, callbacks(MESSAGES.businessTypeDeleted));
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={message(MESSAGES.confirmDelete)}
      description={
        blocked ??
        (target?.kind === 'category' ? t.deleteCategory(target.item.name) : t.deleteType(target?.item.name ?? ''))
      }
      confirmLabel={t.delete}
      onConfirm={confirm}
      pending={pending}
      disabled={blocked !== null}
    />
  );
}
