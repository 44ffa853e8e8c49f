import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { fieldProps, FormField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api';
import { useResetPassword } from '../api';
import { FormError } from '../components/form-error';
import { PasswordInput } from '../components/password-input';
import { PASSWORD_HINT, resetPasswordFormSchema, type ResetPasswordFormInput } from '../schemas';

/** `/reset-password?token=…`: the landing of the reset e-mail's link (valid 24 h). */
export default function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
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
          void navigate('/login', { replace: true });
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
          description="Demandez un nouveau lien depuis la page de connexion, avec « Mot de passe oublié ? »."
          action={
            <Button asChild>
              <Link to="/login">Aller à la connexion</Link>
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
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <KeyRound aria-hidden className="size-5" />
          </span>
          <h1 className="text-xl font-semibold leading-tight">Choisissez un nouveau mot de passe</h1>
          <CardDescription>Il remplacera l'ancien pour votre compte Livra.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id="reset-new-password" label="Nouveau mot de passe" error={errors.newPassword?.message} hint={PASSWORD_HINT}>
              <PasswordInput
                {...fieldProps('reset-new-password', errors.newPassword?.message)}
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            </FormField>
            <FormField id="reset-confirm-password" label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
              <PasswordInput
                {...fieldProps('reset-confirm-password', errors.confirmPassword?.message)}
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            </FormField>
            <FormError message={errors.root?.message} />
            <Button type="submit" size="lg" loading={reset.isPending}>
              Enregistrer le mot de passe
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
