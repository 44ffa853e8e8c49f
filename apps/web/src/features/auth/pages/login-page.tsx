import type { SessionUser } from '@livra/shared/auth';
import { MESSAGES } from '@livra/shared/messages';
import { ROLE_HOMES } from '@livra/shared/roles';
import { AUTH_UI } from '@livra/shared/ui/auth';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/components/document-title';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { forgetOrigin, peekOrigin, stateFrom, useSession } from '@/lib/auth';
import { useTexts } from '@/lib/i18n';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type Tab = 'signin' | 'signup';

/** `/login`: sign in, or sign up with `?action=signup`; then back to the page the visitor wanted. */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { user, status } = useSession();
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const tab: Tab = params.get('action') === 'signup' ? 'signup' : 'signin';
  const t = useTexts('auth', AUTH_UI);
  useDocumentTitle(tab === 'signup' ? t.signUpTitle : t.signInTitle);

  function selectTab(next: string) {
    // Keep the remembered origin (router state) while switching tabs.
    setParams(next === 'signup' ? { action: 'signup' } : {}, { replace: true, state: location.state });
  }

  const welcome = (signedIn: SessionUser) => toast.success(MESSAGES.welcome(signedIn.name));

  if (status === 'pending') return <PageSpinner />;
  // Signed in (just now, or already): the session update sends them on.
  if (user) return <RedirectSignedIn user={user} from={stateFrom(location.state)} />;

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{tab === 'signup' ? t.createAccount : t.welcomeBack}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{tab === 'signup' ? t.signUpIntro : t.signInIntro}</p>
      </div>
      <Card>
        <CardContent className="pt-4 sm:pt-5">
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t.signInTitle}</TabsTrigger>
              <TabsTrigger value="signup">{t.signUpTitle}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm audience="customer" onSignedIn={welcome} onForgotPassword={setForgotEmail} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onSignedUp={welcome} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <ForgotPasswordDialog
        audience="customer"
        open={forgotEmail !== null}
        onOpenChange={(open) => !open && setForgotEmail(null)}
        email={forgotEmail ?? ''}
      />
    </div>
  );
}

function RedirectSignedIn({ user, from }: { user: SessionUser; from: string | undefined }) {
  const [target] = useState(() => peekOrigin(from) ?? ROLE_HOMES[user.role]);
  useEffect(() => forgetOrigin(), []);
  return <Navigate to={target} replace />;
}
