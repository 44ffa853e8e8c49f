import type { AdminDriver } from '@livra/shared/admin-drivers';
import { MESSAGES } from '@livra/shared/messages';
import { BadgeCheck, Eye, KeyRound, Mail, MoreHorizontal, Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useSendDriverResetEmail, useSetDriverActive, useVerifyDriver } from '../../admin-api';

interface DriverRowActionsProps {
  driver: AdminDriver;
  onView: (driver: AdminDriver) => void;
  onEdit: (driver: AdminDriver) => void;
  onPassword: (driver: AdminDriver) => void;
  onDelete: (driver: AdminDriver) => void;
}

const failed = (failure: unknown) => toast.error(MESSAGES.errorTitle, { description: errorMessage(failure) });

/** View, edit, and the other actions in a menu: (de)activate, verify, password, reset e-mail, delete. */
export function DriverRowActions({ driver, onView, onEdit, onPassword, onDelete }: DriverRowActionsProps) {
  const setActive = useSetDriverActive();
  const verify = useVerifyDriver();
  const resetEmail = useSendDriverResetEmail();
  const hasAccount = driver.userId !== null;
  const busy = setActive.isPending || verify.isPending || resetEmail.isPending;

  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" onClick={() => onView(driver)} aria-label={`Voir ${driver.name}`}>
        <Eye aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => onEdit(driver)} aria-label={`Modifier ${driver.name}`}>
        <Pencil aria-hidden />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Autres actions pour ${driver.name}`} disabled={busy}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem
            onSelect={() =>
              setActive.mutate(
                { id: driver.id, isActive: !driver.isActive },
                { onSuccess: (result) => toast.success(result.message), onError: failed },
              )
            }
          >
            {driver.isActive ? <PowerOff aria-hidden /> : <Power aria-hidden />}
            {driver.isActive ? 'Désactiver' : 'Activer'}
          </DropdownMenuItem>
          {!driver.isVerified && (
            <DropdownMenuItem
              onSelect={() =>
                verify.mutate(driver.id, { onSuccess: (result) => toast.success(result.message), onError: failed })
              }
            >
              <BadgeCheck aria-hidden /> Vérifier
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={!hasAccount} onSelect={() => onPassword(driver)}>
            <KeyRound aria-hidden /> Nouveau mot de passe
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={!hasAccount}
            onSelect={() =>
              resetEmail.mutate(driver.id, { onSuccess: (result) => toast.success(result.message), onError: failed })
            }
          >
            <Mail aria-hidden /> Envoyer l’e-mail de réinitialisation
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive [&_svg]:text-destructive" onSelect={() => onDelete(driver)}>
            <Trash2 aria-hidden /> Supprimer
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
