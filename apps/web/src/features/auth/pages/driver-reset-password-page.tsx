import { useDocumentTitle } from '@/components/page-header';
import { ResetPasswordView } from '../components/reset-password-view';

/** `/driver/reset-password?token=…`: where a driver's reset e-mail leads; back to the driver login after. */
export default function DriverResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe livreur');
  return <ResetPasswordView audience="driver" title="Nouveau mot de passe livreur" loginLabel="Connexion livreur" />;
}
