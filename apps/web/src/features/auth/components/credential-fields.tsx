import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useTexts } from '@/lib/i18n';
import { fieldProps, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from './password-input';

interface CredentialFieldProps {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Bigger targets for drivers, who type on the move. */
  large?: boolean;
}

const LARGE_INPUT = 'h-12 text-base';

/** The e-mail field of every sign-in, sign-up and reset form. */
export function EmailField({ id, error, registration, large }: CredentialFieldProps) {
  const t = useTexts('auth', AUTH_UI);
  return (
    <FormField id={id} label={t.email} error={error}>
      <Input
        {...fieldProps(id, error)}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        className={large ? LARGE_INPUT : undefined}
        {...registration}
      />
    </FormField>
  );
}

interface PasswordFieldProps extends CredentialFieldProps {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
}

/** A password field with its label, hint and error. */
export function PasswordField({ id, label, error, hint, autoComplete, registration, large }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <PasswordInput
        {...fieldProps(id, error)}
        autoComplete={autoComplete}
        className={large ? LARGE_INPUT : undefined}
        {...registration}
      />
    </FormField>
  );
}

interface NewPasswordFieldsProps {
  idPrefix: string;
  errors: { newPassword?: { message?: string }; confirmPassword?: { message?: string } };
  registrations: { newPassword: UseFormRegisterReturn; confirmPassword: UseFormRegisterReturn };
  large?: boolean;
}

/** A new password with its rules, and the same typed again (a typo on a phone would lock the account out). */
export function NewPasswordFields({ idPrefix, errors, registrations, large }: NewPasswordFieldsProps) {
  const t = useTexts('auth', AUTH_UI);
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new-password`}
        label={t.newPassword}
        autoComplete="new-password"
        hint={t.passwordHint}
        error={errors.newPassword?.message}
        registration={registrations.newPassword}
        large={large}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={t.confirmNewPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={registrations.confirmPassword}
        large={large}
      />
    </>
  );
}
