import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SessionUser, type SignInInput } from '@livra/shared/auth';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { fieldProps, FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useSignIn } from '../../../lib/auth';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

interface SignInFormProps {
  onSignedIn: (user: SessionUser) => void;
  onForgotPassword: () => void;
}

export function SignInForm({ onSignedIn, onForgotPassword }: SignInFormProps) {
  const signIn = useSignIn();
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const message = errorMessage(error, MESSAGES.signinUnexpected);
        form.setError('root', { message });
        toast.error(MESSAGES.errorTitle, { description: message });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldProps('signin-email', errors.email?.message)}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="vous@exemple.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField id="signin-password" label="Mot de passe" error={errors.password?.message}>
        <PasswordInput
          {...fieldProps('signin-password', errors.password?.message)}
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <button type="button" onClick={onForgotPassword} className="text-sm font-medium text-primary hover:underline">
          Mot de passe oublié ?
        </button>
      </div>
      <FormError message={errors.root?.message} />
      <Button type="submit" size="lg" loading={signIn.isPending}>
        Se connecter
      </Button>
    </form>
  );
}
