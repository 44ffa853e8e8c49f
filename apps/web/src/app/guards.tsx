import { SHELL_MESSAGES } from '@livra/shared/messages-shell';
import { ROLE_HOMES, type Role } from '@livra/shared/roles';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { LoadError } from '@/components/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { isSigningOut, rememberOrigin, useSession } from '@/lib/auth';

/**
 * The route guard of spec 01 §2: a spinner while the session loads; an anonymous visitor goes
 * to `/` with the page they wanted remembered (router state and sessionStorage, restored after
 * sign-in); a signed-in user of another role goes to their own home.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user, status, refetch } = useSession();
  const location = useLocation();

  if (status === 'pending') return <PageSpinner />;
  if (status === 'error') {
    // The session could not be checked (network): do not treat the visitor as signed out.
    return (
      <div className="mx-auto max-w-md p-4 pt-16">
        <LoadError onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!user) {
    if (isSigningOut()) return <PageSpinner />;
    return <RedirectAnonymous from={location.pathname + location.search + location.hash} />;
  }
  if (!roles.includes(user.role)) {
    return (
      <>
        <PageSpinner />
        <Navigate to={ROLE_HOMES[user.role] ?? '/'} replace />
      </>
    );
  }
  return <Outlet />;
}

function RedirectAnonymous({ from }: { from: string }) {
  const navigate = useNavigate();
  rememberOrigin(from);
  useEffect(() => {
    toast.info(SHELL_MESSAGES.signInRequired, {
      id: 'sign-in-required',
      description: 'Connectez-vous pour accéder à cette page.',
      action: { label: 'Se connecter', onClick: () => void navigate('/login', { state: { from } }) },
    });
  }, [from, navigate]);
  return (
    <>
      <PageSpinner />
      <Navigate to="/" replace state={{ from }} />
    </>
  );
}
