import { useDocumentTitle } from '@/components/page-header';
import { ResetPasswordView } from '../components/reset-password-view';

/** `/reset-password?token=…`: where a customer's (or partner's, admin's) reset e-mail leads. */
export default function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  return (
    <ResetPasswordView
      audience="customer"
      title="Choisissez un nouveau mot de passe"
      loginLabel="Aller à la connexion"
    />
  );
}
