import type { SessionUser } from '@livra/shared/auth';
import { lazy, Suspense } from 'react';

// Only customers have a cart: its code is downloaded for them alone, never on a visitor's first load.
const CartControl = lazy(() => import('@/features/cart/components/cart-control'));
// The bell is for every signed-in user, and likewise downloaded only once someone is signed in.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell'));
// Partners hear of a new order on every page (a chime and a toast): its code is theirs alone.
const NewOrderAlerts = lazy(() => import('@/features/partners/components/ops/new-order-alerts'));

/**
 * The header slot for the signed-in user's live controls, before the user menu:
 * the customer cart control (customers only, spec 01 §2) and the notification bell.
 * They arrive with the cart and notifications features; until then nothing is shown.
 */
export function HeaderExtras({ user }: { user: SessionUser }) {
  return (
    <>
      {user.role === 'customer' && (
        <Suspense fallback={null}>
          <CartControl />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <NotificationBell user={user} />
      </Suspense>
      {user.role === 'partner' && (
        <Suspense fallback={null}>
          <NewOrderAlerts />
        </Suspense>
      )}
    </>
  );
}
