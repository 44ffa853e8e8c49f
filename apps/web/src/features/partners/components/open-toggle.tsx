import { MESSAGES } from '@livra/shared/messages';
import { PARTNER_TEXTS, type PartnerBusinessProfile } from '@livra/shared/partners';
import { usePartnerMessage, usePartnerTexts } from '../texts';
import { AlertTriangle, DoorClosed, DoorOpen } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useUpdateBusiness } from '../api';

/**
 * Open or closed right now: the one setting a partner touches every day, so it is a big
 * switch that saves on its own. Checkout refuses orders while the business is closed.
 */
export function OpenToggle({ profile }: { profile: PartnerBusinessProfile }) {
  const t = usePartnerTexts();
  const translate = usePartnerMessage();
  const update = useUpdateBusiness();
  const open = profile.isOpen;

  function toggle() {
    update.mutate(
      { businessId: profile.id, changes: { isOpen: !open } },
      {
        onSuccess: (saved) => toast.success(translate(saved.isOpen ? PARTNER_TEXTS.nowOpen : PARTNER_TEXTS.nowClosed)),
        onError: (error) => toast.error(MESSAGES.errorTitle, { description: translate(errorMessage(error)) }),
      },
    );
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        role="switch"
        aria-checked={open}
        aria-label={t.openNow}
        disabled={update.isPending}
        onClick={toggle}
        className={cn(
          'flex w-full items-center gap-3 rounded-xl border-2 p-4 text-left transition-colors disabled:opacity-70 sm:gap-4 sm:p-5',
          open ? 'border-success bg-success-soft' : 'border-stone-300 bg-muted',
        )}
      >
        <span
          className={cn(
            'hidden size-14 shrink-0 items-center justify-center rounded-full text-white min-[400px]:flex',
            open ? 'bg-success' : 'bg-stone-500',
          )}
        >
          {open ? <DoorOpen aria-hidden className="size-7" /> : <DoorClosed aria-hidden className="size-7" />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xl font-bold">{open ? t.open : t.closed}</span>
          <span className="block text-sm text-muted-foreground">{open ? t.openHint : t.closedHint}</span>
        </span>
        {/* The switch itself, large enough for a thumb. */}
        <span
          aria-hidden
          className={cn(
            'relative h-8 w-14 shrink-0 rounded-full transition-colors',
            open ? 'bg-success' : 'bg-stone-400',
          )}
        >
          <span
            className={cn(
              'absolute top-1 size-6 rounded-full bg-white shadow transition-all',
              open ? 'left-7' : 'left-1',
            )}
          />
        </span>
      </button>
      {!profile.isActive && (
        <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t.deactivated}
        </p>
      )}
    </div>
  );
}
