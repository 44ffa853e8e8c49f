import { MESSAGES } from '@livra/shared/messages';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { SearchX } from 'lucide-react';
import { Link } from '@/components/link';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api';
import { useMessage, useTexts } from '@/lib/i18n';

/** An order that is not the customer's (or does not exist) is "not found"; anything else can be retried. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTexts('orders', ORDERS_UI);
  const message = useMessage();
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <EmptyState
        icon={SearchX}
        title={message(MESSAGES.orderNotFound)}
        description={t.notYours}
        action={
          <Button asChild variant="outline" className="h-11">
            <Link to="/orders">{t.myOrders}</Link>
          </Button>
        }
      />
    );
  }
  return <LoadError error={error} onRetry={onRetry} title={message(MESSAGES.orderFetchError)} />;
}
