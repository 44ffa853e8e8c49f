import { adminDriverPasswordSchema, type AdminDriver } from '@livra/shared/admin-drivers';
import { MESSAGES } from '@livra/shared/messages';
import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
import { useEffect } from 'react';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useResetDriverPassword } from '../../admin-api';
import { PasswordField } from './password-field';

interface Values {
  password: string;
}

const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  const parsed = adminDriverPasswordSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const message = parsed.error.issues[0].message;
  return { values: {}, errors: { password: { type: 'validation', message } } };
};

interface DriverPasswordDialogProps {
  driver: AdminDriver | null;
  onOpenChange: (open: boolean) => void;
}

/** The admin gives a driver a new password (spec 02 §7); the driver's open sessions end. */
export function DriverPasswordDialog({ driver, onOpenChange }: DriverPasswordDialogProps) {
  const reset = useResetDriverPassword();
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const form = useForm<Values>({ resolver, defaultValues: { password: '' } });
  useEffect(() => {
    if (driver) form.reset({ password: '' });
  }, [driver, form]);

  const submit = form.handleSubmit(({ password }) => {
    if (!driver) return;
    reset.mutate(
      { id: driver.id, password },
      {
        onSuccess: () => {
          toast.success(MESSAGES.passwordReset);
          onOpenChange(false);
        },
        onError: (failure) => toast.error(MESSAGES.errorTitle, { description: errorMessage(failure) }),
      },
    );
  });

  return (
    <Dialog open={driver !== null} onOpenChange={(next) => !reset.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t.newPassword}</DialogTitle>
          <DialogDescription>{t.passwordText(driver?.name ?? '')}</DialogDescription>
        </DialogHeader>
        <form id="driver-password-form" onSubmit={submit} noValidate>
          <PasswordField
            id="driver-new-password"
            label={t.newPassword}
            error={form.formState.errors.password?.message}
            registration={form.register('password')}
            onGenerate={(password) =>
              form.setValue('password', password, { shouldValidate: form.formState.isSubmitted })
            }
          />
        </form>
        <DialogFooter>
          <Button variant="outline" className="h-11" onClick={() => onOpenChange(false)} disabled={reset.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" form="driver-password-form" className="h-11" loading={reset.isPending}>
            {t.reset}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
