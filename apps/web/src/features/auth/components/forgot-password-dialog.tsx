import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordResetSchema } from '@livra/shared/auth';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { toast } from '@/lib/toast';
import { useRequestPasswordReset } from '../api';
import { AUDIENCES, type Audience } from '../audiences';
import { EmailField } from './credential-fields';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useTexts } from '@/lib/i18n';

type Schema = typeof requestPasswordResetSchema;

interface ForgotPasswordDialogProps {
  audience: Audience;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the visitor already typed in the sign-in form. */
  email?: string;
}

/** "Mot de passe oublié ?": asks for the e-mail and sends the reset link (valid 24 h) to the audience's reset page. */
export function ForgotPasswordDialog({ audience, open, onOpenChange, email = '' }: ForgotPasswordDialogProps) {
  const { large } = AUDIENCES[audience];
  const t = useTexts('auth', AUTH_UI);
  const request = useRequestPasswordReset(audience);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(requestPasswordResetSchema),
    values: { email },
  });
  const size = large ? 'lg' : 'default';

  function change(next: boolean) {
    if (!next) setSentTo(null);
    onOpenChange(next);
  }

  const submit = form.handleSubmit(({ email: address }) =>
    request.mutate(address, {
      onSuccess: () => {
        setSentTo(address);
        toast.success(MESSAGES.resetEmailSent);
      },
      onError: (failure) => toast.error(MESSAGES.errorTitle, { description: errorMessage(failure) }),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.forgotTitle}</DialogTitle>
          <DialogDescription>{t.forgotText(audience === 'driver')}</DialogDescription>
        </DialogHeader>
        {sentTo ? (
          <div className="flex flex-col items-center gap-3 py-2 text-center">
            <MailCheck aria-hidden className="size-10 text-success" />
            <p className="text-sm">
              {t.resetSentBefore}
              <strong>{sentTo}</strong>
              {t.resetSentAfter}
            </p>
            <Button size={size} className="w-full sm:w-auto" onClick={() => change(false)}>
              {t.close}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <EmailField
              id="reset-email"
              error={form.formState.errors.email?.message}
              registration={form.register('email')}
              large={large}
            />
            <DialogFooter>
              <Button type="button" size={size} variant="outline" onClick={() => change(false)}>
                {t.cancel}
              </Button>
              <Button type="submit" size={size} loading={request.isPending}>
                {t.sendLink}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
