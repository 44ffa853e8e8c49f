import { MESSAGES } from '@livra/shared/messages';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api';

/** An order that is not the customer's (or does not exist) is "not found"; anything else can be retried. */
export function OrderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return (
      <EmptyState
        icon={SearchX}
        title={MESSAGES.orderNotFound}
        description="Cette commande n'existe pas ou n'est pas la vôtre."
        action={
          <Button asChild variant="outline" className="h-11">
            <Link to="/orders">Mes commandes</Link>
          </Button>
        }
      />
    );
  }
  return <LoadError error={error} onRetry={onRetry} title={MESSAGES.orderFetchError} />;
}
