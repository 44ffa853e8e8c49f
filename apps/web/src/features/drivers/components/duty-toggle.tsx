import type { DriverMe } from '@livra/shared/driver-app';
import { formatTime } from '@livra/shared/dates';
import { MESSAGES } from '@livra/shared/messages';
import { DRIVER_UI } from '@livra/shared/ui/driver';
import { Power } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useLocale, useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDuty } from '../api';

/**
 * The big on / off duty switch. Going on or off duty twice does nothing more on the server, so a
 * lost request is simply tapped again.
 */
export function DutyToggle({ me, className, hint = true }: { me: DriverMe; className?: string; hint?: boolean }) {
  const duty = useDuty();
  const t = useTexts('driver', DRIVER_UI);
  const locale = useLocale();
  const target = !me.onDuty;
  const toggle = () =>
    duty.mutate(target, {
      onSuccess: (next) => toast.success(next.onDuty ? t.onDuty : t.offDuty),
      onError: (error) => toast.error(MESSAGES.errorTitle, { description: errorMessage(error) }),
    });
  return (
    <div className={cn('space-y-2', className)}>
      <Button
        size="lg"
        role="switch"
        aria-checked={me.onDuty}
        aria-label={t.onDutySwitch}
        loading={duty.isPending}
        onClick={toggle}
        className={cn(
          'h-16 w-full text-lg',
          me.onDuty ? 'bg-success hover:bg-emerald-800' : 'bg-stone-800 hover:bg-stone-900',
        )}
      >
        {!duty.isPending && <Power aria-hidden className="size-6!" />}
        {me.onDuty ? t.endDuty : t.startDuty}
      </Button>
      <p className={cn('text-center text-sm text-muted-foreground', !hint && 'sr-only')} aria-live="polite">
        {me.onDuty ? t.onDutySince(me.dutySince ? formatTime(me.dutySince, locale) : null) : t.offDutyHint}
      </p>
    </div>
  );
}
