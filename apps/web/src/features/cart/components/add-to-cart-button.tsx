import { MESSAGES } from '@livra/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { type SessionUser, sessionQuery, useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useAddToCart } from '../api';
import { CART_UI } from '@livra/shared/ui/cart';
import { useTexts } from '@/lib/i18n';

interface AddToCartButtonProps {
  menuItemId: string;
  itemName: string;
  disabled?: boolean;
  className?: string;
}

/**
 * "Ajouter" on a menu item. Only customers have a cart: a visitor is asked to sign in (with a
 * link), another role is told why. When the article comes from another business, the server
 * has emptied the cart first and the customer is told so.
 */
export function AddToCartButton({ menuItemId, itemName, disabled, className }: AddToCartButtonProps) {
  const session = useSession();
  const queryClient = useQueryClient();
  const add = useAddToCart();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useTexts('cart', CART_UI);

  /**
   * The signed-in user, or null for a visitor; a tap before the session has answered waits for it
   * (the page shows before it). Undefined when it cannot be known (no network).
   */
  async function currentUser(): Promise<SessionUser | null | undefined> {
    if (session.status !== 'pending') return session.user;
    return queryClient.fetchQuery(sessionQuery).catch(() => undefined);
  }

  async function onClick() {
    const user = await currentUser();
    if (user === undefined) {
      toast.error(MESSAGES.errorTitle, { description: MESSAGES.cartAddError });
      return;
    }
    if (!user) {
      const from = location.pathname + location.search;
      toast.info(MESSAGES.signInRequired, {
        id: 'cart-sign-in',
        description: MESSAGES.signInAsCustomerToAdd,
        action: { label: t.signIn, onClick: () => void navigate('/login', { state: { from } }) },
      });
      return;
    }
    if (user.role !== 'customer') {
      toast.error(MESSAGES.errorTitle, { id: 'cart-sign-in', description: MESSAGES.signInAsCustomerToAdd });
      return;
    }
    add.mutate(
      { menuItemId },
      {
        onSuccess: ({ replacedBusinessName }) => {
          toast.success(MESSAGES.addedToCart, { description: itemName });
          if (replacedBusinessName) toast.info(MESSAGES.cartReplaced(replacedBusinessName));
        },
        onError: (error) =>
          toast.error(MESSAGES.errorTitle, { description: errorMessage(error, MESSAGES.cartAddError) }),
      },
    );
  }

  return (
    <Button
      type="button"
      size="sm"
      className={cn('h-11 min-w-11 sm:h-9', className)}
      disabled={disabled}
      loading={add.isPending}
      onClick={() => void onClick()}
      aria-label={t.addToCart(itemName)}
    >
      {!add.isPending && <Plus aria-hidden />}
      {t.add}
    </Button>
  );
}
