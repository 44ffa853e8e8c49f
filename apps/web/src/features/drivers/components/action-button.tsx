import { DRIVER_UI } from '@livra/shared/ui/driver';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessage, useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { DriverAction } from '../api';
import { actionLabel } from '../actions';
import type { PendingAction } from '../pending-actions';

interface ActionButtonProps {
  action: DriverAction;
  pending: PendingAction | undefined;
  onRun: (action: DriverAction) => void;
  className?: string;
}

/**
 * A big thumb-sized button for the driver's next action. When the request was lost it says so
 * and becomes "Réessayer" (the server takes the same action twice without doing it twice).
 */
export function ActionButton({ action, pending, onRun, className }: ActionButtonProps) {
  const t = useTexts('driver', DRIVER_UI);
  const message = useMessage();
  const label = actionLabel(action, t);
  const failed = pending?.state === 'failed';
  return (
    <div className={cn('space-y-2', className)}>
      {failed && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {t.notSent(label, message(pending.error ?? ''))}
        </p>
      )}
      <Button
        size="lg"
        // Cash in hand is the end of the job: green, like the paid states.
        className={cn('h-14 w-full text-lg', action.kind === 'cash' && !failed && 'bg-success hover:bg-emerald-800')}
        loading={pending?.state === 'sending'}
        onClick={() => onRun(pending?.action ?? action)}
        aria-label={failed ? t.retry(label) : label}
      >
        {failed && <RefreshCw aria-hidden className="size-5!" />}
        {failed ? t.retry(label) : label}
      </Button>
    </div>
  );
}
