import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import type { z } from '@livra/shared/zod';
import { KeyRound, LinkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/utils';
import { toast } from '@/lib/toast';
import { useResetPassword } from '../api';
import { AUDIENCES, type Audience } from '../audiences';
import { showFormFailure } from '../form-failure';
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '../schemas';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from './credential-fields';
import { FormError } from './form-error';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useMessage, useTexts } from '@/lib/i18n';

interface ResetPasswordViewProps {
  audience: Audience;
  title: string;
  /** Where the "ask again" link leads, e.g. « Aller à la connexion ». */
  loginLabel: string;
}

/** The landing of the reset e-mail's link (`?token=…`, valid 24 h); back to the audience's sign-in after. */
export function ResetPasswordView({ audience, title, loginLabel }: ResetPasswordViewProps) {
  const { loginPath, large } = AUDIENCES[audience];
  const t = useTexts('auth', AUTH_UI);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const translate = useMessage();
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
          void navigate(loginPath, { replace: true });
        },
        onError: (error) => showFormFailure(form, error),
      },
    ),
  );

  if (!token) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <EmptyState
          heading="h1"
          icon={LinkIcon}
          title={translate(MESSAGES.resetTokenInvalid)}
          description={t.resetLinkHint}
          action={
            <Button asChild size={large ? 'lg' : 'default'}>
              <Link to={loginPath}>{loginLabel}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <AuthCard icon={KeyRound} title={title} description={t.replacesOld(audience === 'driver')}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <NewPasswordFields
          idPrefix="reset"
          errors={errors}
          registrations={{
            newPassword: form.register('newPassword'),
            confirmPassword: form.register('confirmPassword'),
          }}
          large={large}
        />
        <FormError message={errors.root?.message} />
        <Button type="submit" size="lg" className={cn(large && 'h-14 text-lg')} loading={reset.isPending}>
          {t.savePassword}
        </Button>
      </form>
    </AuthCard>
  );
}
