import { DRIVER_APP_MESSAGES, type DriverMe } from '@livra/shared/driver-app';
import { formatTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { Power } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDuty } from '../api';

/**
 * The big on / off duty switch. Going on or off duty twice does nothing more on the server, so a
 * lost request is simply tapped again.
 */
export function DutyToggle({ me, className, hint = true }: { me: DriverMe; className?: string; hint?: boolean }) {
  const duty = useDuty();
  const target = !me.onDuty;
  const toggle = () =>
    duty.mutate(target, {
      onSuccess: (next) => toast.success(next.onDuty ? DRIVER_APP_MESSAGES.onDuty : DRIVER_APP_MESSAGES.offDuty),
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
    });
  return (
    <div className={cn('space-y-2', className)}>
      <Button
        size="lg"
        role="switch"
        aria-checked={me.onDuty}
        aria-label="En service"
        loading={duty.isPending}
        onClick={toggle}
        className={cn(
          'h-16 w-full text-lg',
          me.onDuty ? 'bg-success hover:bg-emerald-800' : 'bg-stone-800 hover:bg-stone-900',
        )}
      >
        {!duty.isPending && <Power aria-hidden className="size-6!" />}
        {me.onDuty ? 'En service — terminer' : 'Prendre le service'}
      </Button>
      <p className={cn('text-center text-sm text-muted-foreground', !hint && 'sr-only')} aria-live="polite">
        {me.onDuty
          ? `${DRIVER_APP_MESSAGES.onDuty}${me.dutySince ? ` depuis ${formatTime(me.dutySince)}` : ''}.`
          : `${DRIVER_APP_MESSAGES.offDuty} : aucune commande ne vous est proposée.`}
      </p>
    </div>
  );
}
