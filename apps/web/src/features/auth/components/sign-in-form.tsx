import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SessionUser, type SignInInput } from '@livra/shared/auth';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useSignIn } from '@/lib/auth-actions';
import { useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { AUDIENCES, type Audience } from '../audiences';
import { showFormFailure } from '../form-failure';
import { EmailField, PasswordField } from './credential-fields';
import { FormError } from './form-error';

interface SignInFormProps {
  audience: Audience;
  onSignedIn: (user: SessionUser) => void;
  /** Called with what is typed in the e-mail field, to fill the reset dialog. */
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ audience, onSignedIn, onForgotPassword }: SignInFormProps) {
  const { signInEndpoint, large } = AUDIENCES[audience];
  const signIn = useSignIn(signInEndpoint);
  const t = useTexts('auth', AUTH_UI);
  const idPrefix = audience === 'driver' ? 'driver' : 'signin';
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => showFormFailure(form, error, MESSAGES.signinUnexpected, MESSAGES.signinError),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <EmailField
        id={`${idPrefix}-email`}
        error={errors.email?.message}
        registration={form.register('email')}
        large={large}
      />
      <PasswordField
        id={`${idPrefix}-password`}
        label={t.password}
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register('password')}
        large={large}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => onForgotPassword(form.getValues('email'))}
          className="min-h-11 text-sm font-medium text-primary hover:underline"
        >
          {t.forgotPassword}
        </button>
      </div>
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" className={cn(large && 'h-14 text-lg')} loading={signIn.isPending}>
        {t.signIn}
      </Button>
    </form>
  );
}
