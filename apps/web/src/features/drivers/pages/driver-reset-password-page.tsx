import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldProps, FormField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../../auth/api';
import { FormError } from '../../auth/components/form-error';
import { PasswordInput } from '../../auth/components/password-input';
import { PASSWORD_HINT, resetPasswordFormSchema, type ResetPasswordFormInput } from '../../auth/schemas';

/** `/driver/reset-password?token=…`: where a driver's reset e-mail leads; back to the driver login after. */
export default function DriverResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe livreur');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput, unknown, z.output<typeof resetPasswordFormSchema>>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ newPassword }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          toast.success(MESSAGES.passwordReset);
          void navigate('/driver/login', { replace: true });
        },
        onError: (error) => {
          const message = errorMessage(error);
          form.setError('root', { message });
          toast.error(MESSAGES.errorTitle, { description: message });
        },
      },
    ),
  );

  if (!token) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <EmptyState
          icon={LinkIcon}
          title={MESSAGES.resetTokenInvalid}
          description="Demandez un nouveau lien depuis la connexion livreur, avec « Mot de passe oublié ? »."
          action={
            <Button asChild size="lg">
              <Link to="/driver/login">Connexion livreur</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <KeyRound aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-bold leading-tight">Nouveau mot de passe livreur</h1>
          <CardDescription>Il remplacera l'ancien pour votre compte livreur Livra.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id="driver-new-password" label="Nouveau mot de passe" error={errors.newPassword?.message} hint={PASSWORD_HINT}>
              <PasswordInput
                {...fieldProps('driver-new-password', errors.newPassword?.message)}
                autoComplete="new-password"
                className="h-12 text-base"
                {...form.register('newPassword')}
              />
            </FormField>
            <FormField id="driver-confirm-password" label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
              <PasswordInput
                {...fieldProps('driver-confirm-password', errors.confirmPassword?.message)}
                autoComplete="new-password"
                className="h-12 text-base"
                {...form.register('confirmPassword')}
              />
            </FormField>
            <FormError message={errors.root?.message} />
            <Button type="submit" size="lg" className="h-14 text-lg" loading={reset.isPending}>
              Enregistrer le mot de passe
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
