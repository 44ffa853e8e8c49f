import type { RequestStatus } from '@livra/shared/drivers';
import { Check, Eye, Trash2, UserPlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRequestsAdminTexts } from './texts';

export type RequestDialog = 'details' | 'approve' | 'reject' | 'delete';

interface RequestRowActionsProps {
  row: { requestStatus: RequestStatus; hasAccount: boolean };
  /** In the table, Détails and Supprimer are icons named for screen readers: the row must fit. */
  place: 'table' | 'card' | 'dialog';
  onOpen: (dialog: RequestDialog) => void;
  onCreateAccount: () => void;
  creating: boolean;
  /** Driver requests without an account may be deleted; partner requests may not. */
  deletable?: boolean;
}

/** What an admin may do with one application, as its status allows (spec 02 §2, §4). */
export function RequestRowActions({
  row,
  place,
  onOpen,
  onCreateAccount,
  creating,
  deletable,
}: RequestRowActionsProps) {
  const t = useRequestsAdminTexts();
  const iconOnly = place === 'table';
  const iconProps = (label: string) =>
    iconOnly ? { size: 'icon' as const, 'aria-label': label, title: label } : { size: 'sm' as const };
  return (
    <>
      {place !== 'dialog' && (
        <Button
          variant="ghost"
          className={iconOnly ? 'size-9' : undefined}
          {...iconProps(t.details)}
          onClick={() => onOpen('details')}
        >
          <Eye aria-hidden /> {!iconOnly && t.details}
        </Button>
      )}
      {row.requestStatus === 'pending' && (
        <>
          <Button size="sm" variant="outline" onClick={() => onOpen('approve')}>
            <Check aria-hidden /> {t.approve}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onOpen('reject')}>
            <X aria-hidden /> {t.reject}
          </Button>
        </>
      )}
      {row.requestStatus === 'approved' && !row.hasAccount && (
        <Button size="sm" onClick={onCreateAccount} loading={creating}>
          <UserPlus aria-hidden /> {t.createAccount}
        </Button>
      )}
      {deletable && !row.hasAccount && (
        <Button
          variant="ghost"
          className={`text-destructive hover:bg-danger-soft ${iconOnly ? 'size-9' : ''}`}
          {...iconProps(t.delete)}
          onClick={() => onOpen('delete')}
        >
          <Trash2 aria-hidden /> {!iconOnly && t.delete}
        </Button>
      )}
    </>
  );
}
