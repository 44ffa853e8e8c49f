import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useChangePassword } from '../api';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '../schemas';
import { showFormFailure } from '../form-failure';
import { NewPasswordFields, PasswordField } from './credential-fields';
import { FormError } from './form-error';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useTexts } from '@/lib/i18n';

/** Password change for any signed-in user; the server checks the current password. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const t = useTexts('auth', AUTH_UI);
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
        onError: (error) => showFormFailure(form, error),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.passwordTitle}</CardTitle>
        <CardDescription>{t.passwordCardText}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4">
          <PasswordField
            id="current-password"
            label={t.currentPassword}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            registration={form.register('currentPassword')}
          />
          <NewPasswordFields
            idPrefix="account"
            errors={errors}
            registrations={{
              newPassword: form.register('newPassword'),
              confirmPassword: form.register('confirmPassword'),
            }}
          />
          <FormError message={errors.root?.message} />
          <Button type="submit" loading={change.isPending} className="justify-self-start">
            {t.changeThePassword}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
