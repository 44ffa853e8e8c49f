import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { fieldProps, FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api';
import { useChangePassword } from '../api';
import { changePasswordFormSchema, PASSWORD_HINT, type ChangePasswordFormInput } from '../schemas';
import { FormError } from './form-error';
import { PasswordInput } from './password-input';

/** Password change for any signed-in user; the server checks the current password. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(MESSAGES.passwordChanged);
          form.reset();
        },
        onError: (error) => {
          const message = errorMessage(error);
          form.setError('root', { message });
          toast.error(MESSAGES.errorTitle, { description: message });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Mot de passe</CardTitle>
        <CardDescription>Changez votre mot de passe. Vous resterez connecté sur cet appareil.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
          <FormField id="current-password" label="Mot de passe actuel" error={errors.currentPassword?.message}>
            <PasswordInput
              {...fieldProps('current-password', errors.currentPassword?.message)}
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField id="new-password" label="Nouveau mot de passe" error={errors.newPassword?.message} hint={PASSWORD_HINT}>
            <PasswordInput
              {...fieldProps('new-password', errors.newPassword?.message)}
              autoComplete="new-password"
              {...form.register('newPassword')}
            />
          </FormField>
          <FormField id="confirm-password" label="Confirmer le nouveau mot de passe" error={errors.confirmPassword?.message}>
            <PasswordInput
              {...fieldProps('confirm-password', errors.confirmPassword?.message)}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <FormError message={errors.root?.message} />
          <Button type="submit" loading={change.isPending} className="justify-self-start">
            Modifier le mot de passe
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
