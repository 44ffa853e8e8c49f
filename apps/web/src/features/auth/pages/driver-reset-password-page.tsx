import { useDocumentTitle } from '@/components/document-title';
import { ResetPasswordView } from '../components/reset-password-view';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useTexts } from '@/lib/i18n';

/** `/driver/reset-password?token=…`: where a driver's reset e-mail leads; back to the driver login after. */
export default function DriverResetPasswordPage() {
  const t = useTexts('auth', AUTH_UI);
  useDocumentTitle(t.newDriverPassword);
  return <ResetPasswordView audience="driver" title={t.newDriverPassword} loginLabel={t.driverSignIn} />;
}
