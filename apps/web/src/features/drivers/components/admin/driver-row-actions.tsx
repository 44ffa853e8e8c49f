import type { AdminDriver } from '@livra/shared/admin-drivers';
import { MESSAGES } from '@livra/shared/messages';
import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
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
import { useTexts } from '@/lib/i18n';
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
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const hasAccount = driver.userId !== null;
  const busy = setActive.isPending || verify.isPending || resetEmail.isPending;

  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" onClick={() => onView(driver)} aria-label={t.view(driver.name)}>
        <Eye aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => onEdit(driver)} aria-label={t.edit(driver.name)}>
        <Pencil aria-hidden />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t.moreActions(driver.name)} disabled={busy}>
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
            {driver.isActive ? t.deactivate : t.activate}
          </DropdownMenuItem>
          {!driver.isVerified && (
            <DropdownMenuItem
              onSelect={() =>
                verify.mutate(driver.id, { onSuccess: (result) => toast.success(result.message), onError: failed })
              }
            >
              <BadgeCheck aria-hidden /> {t.verify}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={!hasAccount} onSelect={() => onPassword(driver)}>
            <KeyRound aria-hidden /> {t.newPassword}
          </DropdownMenuItem>
          <DropdownMenuItem
            disabled={!hasAccount}
            onSelect={() =>
              resetEmail.mutate(driver.id, { onSuccess: (result) => toast.success(result.message), onError: failed })
            }
          >
            <Mail aria-hidden /> {t.sendResetEmail}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-destructive [&_svg]:text-destructive" onSelect={() => onDelete(driver)}>
            <Trash2 aria-hidden /> {t.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
