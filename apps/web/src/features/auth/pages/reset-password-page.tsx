import { useDocumentTitle } from '@/components/document-title';
import { ResetPasswordView } from '../components/reset-password-view';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useTexts } from '@/lib/i18n';

/** `/reset-password?token=…`: where a customer's (or partner's, admin's) reset e-mail leads. */
export default function ResetPasswordPage() {
  const t = useTexts('auth', AUTH_UI);
  useDocumentTitle(t.newPasswordTitle);
  return <ResetPasswordView audience="customer" title={t.chooseANewPassword} loginLabel={t.goToSignIn} />;
}
