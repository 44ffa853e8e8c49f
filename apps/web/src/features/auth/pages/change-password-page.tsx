import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@livra/shared/messages';
import { ROLE_HOMES } from '@livra/shared/roles';
import type { z } from '@livra/shared/zod';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { sessionQuery, sessionQueryKey, useSession } from '@/lib/auth';
import { useSignOut } from '@/lib/auth-actions';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, PasswordField } from '../components/credential-fields';
import { FormError } from '../components/form-error';
import { showFormFailure } from '../form-failure';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '../schemas';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useMessage, useTexts } from '@/lib/i18n';

/**
 * `/changer-mot-de-passe`: where a user whose account an admin created (generated password) is
 * taken before anything else, and where anyone signed in may change their password. Once
 * changed, the user lands on their role's home.
 */
export default function ChangePasswordPage() {
  const t = useTexts('auth', AUTH_UI);
  useDocumentTitle(t.changePassword);
  const { user, status } = useSession();
  if (status === 'pending') return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: '/changer-mot-de-passe' }} />;
  return <ChangePasswordForm forced={Boolean(user.mustChangePassword)} home={ROLE_HOMES[user.role] ?? '/'} />;
}

function ChangePasswordForm({ forced, home }: { forced: boolean; home: string }) {
  const change = useChangePassword();
  const t = useTexts('auth', AUTH_UI);
  const translate = useMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signOut, isPending: signingOut } = useSignOut();
  const form = useForm<ChangePasswordFormInput, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: async () => {
          toast.success(MESSAGES.passwordChanged);
          // The session no longer asks for a change: read it again before leaving, or the gate would bring us back.
          const user = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => null);
          if (user) queryClient.setQueryData(sessionQueryKey, { ...user, mustChangePassword: false });
          await navigate(user ? (ROLE_HOMES[user.role] ?? home) : home, { replace: true });
        },
        onError: (error) => showFormFailure(form, error),
      },
    ),
  );

  return (
    <AuthCard
      icon={KeyRound}
      title={forced ? translate(MESSAGES.mustChangePasswordTitle) : t.changePassword}
      description={forced ? translate(MESSAGES.mustChangePasswordIntro) : t.chooseNewPassword}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t.changePassword}>
        <PasswordField
          id="current-password"
          label={forced ? t.temporaryPassword : t.currentPassword}
          hint={forced ? t.temporaryPasswordHint : undefined}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={form.register('currentPassword')}
        />
        <NewPasswordFields
          idPrefix="first-sign-in"
          errors={errors}
          registrations={{
            newPassword: form.register('newPassword'),
            confirmPassword: form.register('confirmPassword'),
          }}
        />
        <FormError message={errors.root?.message} />
        <Button type="submit" className="h-11" loading={change.isPending}>
          {t.saveMyPassword}
        </Button>
        {forced && (
          <Button type="button" variant="ghost" className="h-11" onClick={signOut} loading={signingOut}>
            <LogOut aria-hidden /> {t.signOut}
          </Button>
        )}
      </form>
    </AuthCard>
  );
}
