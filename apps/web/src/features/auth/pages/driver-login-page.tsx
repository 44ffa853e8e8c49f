import { MESSAGES } from '@livra/shared/messages';
import { ROLE_HOMES } from '@livra/shared/roles';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { useDocumentTitle } from '@/components/document-title';
import { useSession, type SessionUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { SignInForm } from '../components/sign-in-form';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useTexts } from '@/lib/i18n';

/** `/driver/login`: the drivers' own sign-in (spec 01 §5 rules checked by the server). */
export default function DriverLoginPage() {
  const t = useTexts('auth', AUTH_UI);
  useDocumentTitle(t.driverSignIn);
  const { user } = useSession();
  const navigate = useNavigate();
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

  // A driver signed in (already, or just now) goes to work; anyone else may sign in here as a driver.
  if (user?.role === 'driver') return <Navigate to={ROLE_HOMES.driver} replace />;

  function welcome(driver: SessionUser) {
    toast.success(MESSAGES.welcome(driver.name));
    void navigate(ROLE_HOMES.driver, { replace: true });
  }

  return (
    <>
      <AuthCard icon={Bike} title={t.driverSignIn} description={t.driverSignInIntro}>
        <SignInForm audience="driver" onSignedIn={welcome} onForgotPassword={setForgotEmail} />
        <div className="mt-6 space-y-2 border-t pt-4 text-center text-sm text-muted-foreground">
          <p>
            {t.notDriverYet}{' '}
            <Link
              to="/devenir-conducteur"
              className="inline-block min-h-11 content-center font-medium text-primary hover:underline"
            >
              {t.becomeDriver}
            </Link>
          </p>
          <p>
            {t.areYouCustomer}{' '}
            <Link to="/login" className="inline-block min-h-11 content-center font-medium text-primary hover:underline">
              {t.customerSignIn}
            </Link>
          </p>
        </div>
      </AuthCard>
      <ForgotPasswordDialog
        audience="driver"
        open={forgotEmail !== null}
        onOpenChange={(open) => !open && setForgotEmail(null)}
        email={forgotEmail ?? ''}
      />
    </>
  );
}
