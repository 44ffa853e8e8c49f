import { CART_UI } from '@livra/shared/ui/cart';
import { MESSAGES } from '@livra/shared/messages';
import { ROLE_HOMES } from '@livra/shared/roles';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { useMessage, useTexts } from '@/lib/i18n';

/**
 * The cart and order pages are public routes (spec 01 §2) but only make sense for a customer:
 * a visitor is invited to sign in and brought back here, another role is told why.
 */
export function CustomerGate({ children }: { children: ReactNode }) {
  const { user, status } = useSession();
  const location = useLocation();
  const t = useTexts('cart', CART_UI);
  const message = useMessage();
  if (status === 'pending') return <PageSpinner />;
  if (!user) {
    const from = location.pathname + location.search;
    return (
      <EmptyState
        icon={LogIn}
        title={message(MESSAGES.signInRequired)}
        description={message(MESSAGES.signInAsCustomer)}
        action={
          <Button asChild className="h-11">
            <Link to="/login" state={{ from }}>
              {t.signIn}
            </Link>
          </Button>
        }
      />
    );
  }
  if (user.role !== 'customer') {
    return (
      <EmptyState
        icon={LogIn}
        title={t.customersOnly}
        description={t.customersOnlyText}
        action={
          <Button asChild variant="outline" className="h-11">
            <Link to={ROLE_HOMES[user.role]}>{t.goToMySpace}</Link>
          </Button>
        }
      />
    );
  }
  return <>{children}</>;
}
