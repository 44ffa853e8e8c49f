import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordResetSchema } from '@livra/shared/auth';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { fieldProps, FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useRequestPasswordReset } from '../api';

type Schema = typeof requestPasswordResetSchema;

/** "Mot de passe oublié ?": asks for the e-mail and sends the reset link (valid 24 h). */
export function ForgotPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const error = form.formState.errors.email?.message;

  function change(next: boolean) {
    if (!next) {
      setSentTo(null);
      form.reset();
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        toast.success(MESSAGES.resetEmailSent);
      },
      onError: (failure) => toast.error(MESSAGES.errorTitle, { description: errorMessage(failure) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mot de passe oublié</DialogTitle>
          <DialogDescription>Indiquez l'e-mail de votre compte : nous vous enverrons un lien valable 24 heures.</DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <div className="flex flex-col items-center gap-3 py-2 text-center">
            <MailCheck aria-hidden className="size-10 text-success" />
            <p className="text-sm">
              Si un compte existe pour <strong>{sentTo}</strong>, un e-mail de réinitialisation vient d'être envoyé. Pensez à vérifier vos
              courriers indésirables.
            </p>
            <Button className="w-full sm:w-auto" onClick={() => change(false)}>
              Fermer
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id="reset-email" label="Email" error={error}>
              <Input
                {...fieldProps('reset-email', error)}
                type="email"
                inputMode="email"
                autoComplete="email"
                {...form.register('email')}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => change(false)}>
                Annuler
              </Button>
              <Button type="submit" loading={request.isPending}>
                Envoyer le lien
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
