import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser } from '@livra/shared/auth';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useForm } from 'react-hook-form';
import { InputField, PHONE_INPUT } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useSignUp } from '@/lib/auth-actions';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { showFormFailure } from '../form-failure';
import { signUpFormSchema, type SignUpFormInput } from '../schemas';
import { EmailField, PasswordField } from './credential-fields';
import { FormError } from './form-error';

export function SignUpForm({ onSignedUp }: { onSignedUp: (user: SessionUser) => void }) {
  const signUp = useSignUp();
  const t = useTexts('auth', AUTH_UI);
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<SignUpFormInput, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', phoneNumber: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ name, email, password, phoneNumber }) =>
    signUp.mutate(
      { name, email, password, phoneNumber: phoneNumber || undefined },
      {
        onSuccess: ({ user, message }) => {
          toast.success(message);
          if (user) onSignedUp(user);
          else setSentTo({ email, message });
        },
        onError: (error) => showFormFailure(form, error, MESSAGES.signupUnexpected, MESSAGES.signupError),
      },
    ),
  );

  if (sentTo) {
    return (
      <div role="status" className="grid gap-3 py-2 text-center">
        <MailCheck aria-hidden className="mx-auto size-10 text-brand-500" />
        <p className="font-semibold">{t.checkMailbox}</p>
        <p className="text-sm text-muted-foreground">{sentTo.message}</p>
        <p className="text-sm break-words">{sentTo.email}</p>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <InputField
        id="signup-name"
        label={t.fullName}
        error={errors.name?.message}
        autoComplete="name"
        placeholder="Mariama Camara"
        {...form.register('name')}
      />
      <EmailField id="signup-email" error={errors.email?.message} registration={form.register('email')} />
      <InputField
        id="signup-phone"
        label={
          <>
            {t.phone} <span className="font-normal text-muted-foreground">{t.optional}</span>
          </>
        }
        error={errors.phoneNumber?.message}
        hint={t.phoneHint}
        {...PHONE_INPUT}
        {...form.register('phoneNumber')}
      />
      <PasswordField
        id="signup-password"
        label={t.password}
        autoComplete="new-password"
        hint={t.passwordHint}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" loading={signUp.isPending}>
        {t.createMyAccount}
      </Button>
    </form>
  );
}
