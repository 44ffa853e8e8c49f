import { MESSAGES } from '@livra/shared/messages';
import { ROLE_HOMES } from '@livra/shared/roles';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useDocumentTitle } from '@/components/page-header';
import { useSession, type SessionUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { SignInForm } from '../components/sign-in-form';

/** `/driver/login`: the drivers' own sign-in (spec 01 §5 rules checked by the server). */
export default function DriverLoginPage() {
  useDocumentTitle('Connexion livreur');
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
      <AuthCard
        icon={Bike}
        title="Connexion livreur"
        description="Votre espace pour prendre le service, accepter des commandes et les livrer."
      >
        <SignInForm audience="driver" onSignedIn={welcome} onForgotPassword={setForgotEmail} />
        <div className="mt-6 space-y-2 border-t pt-4 text-center text-sm text-muted-foreground">
          <p>
            Pas encore livreur ?{' '}
            <Link
              to="/devenir-conducteur"
              className="inline-block min-h-11 content-center font-medium text-primary hover:underline"
            >
              Devenir livreur
            </Link>
          </p>
          <p>
            Vous êtes client ?{' '}
            <Link to="/login" className="inline-block min-h-11 content-center font-medium text-primary hover:underline">
              Connexion client
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
