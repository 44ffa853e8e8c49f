import { NETWORK_UI } from '@livra/shared/ui/network';
import { useIsMutating } from '@tanstack/react-query';
import { Wifi, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTexts } from '@/lib/i18n';
import { useOnline } from '@/lib/online';

const BACK_ONLINE_MS = 4000;

/**
 * Under the header of every layout: says the phone is offline, and how many actions wait for the
 * network (TanStack Query pauses them, then sends them). The live region is always there, empty
 * while online, so screen readers announce the change politely when it fills.
 */
export function OfflineBanner() {
  const online = useOnline();
  // The checkout shows its own waiting order (`quietWhenOffline`): counted there, not twice.
  const waiting = useIsMutating({
    predicate: (mutation) => mutation.state.isPaused && !mutation.meta?.quietWhenOffline,
  });
  const t = useTexts('network', NETWORK_UI);
  const [backOnline, setBackOnline] = useState(false);
  const [wasOffline, setWasOffline] = useState(!online);

  if (!online && !wasOffline) setWasOffline(true);
  if (online && wasOffline) {
    setWasOffline(false);
    setBackOnline(true);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  const show = !online || waiting > 0 || backOnline;
  return (
    <div role="status" aria-live="polite" data-testid="network-status">
      {show && (
        <div
          className={
            online
              ? 'flex items-center gap-2 border-b border-green-200 bg-green-50 px-4 py-1.5 text-sm text-green-900'
              : 'flex items-start gap-2 border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-sm text-amber-950'
          }
        >
          {online ? (
            <Wifi aria-hidden className="size-4 shrink-0" />
          ) : (
            <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          )}
          <p className="min-w-0">
            {!online && (
              <>
                <strong className="font-semibold">{t.offline}</strong> {t.offlineText}
              </>
            )}
            {online && waiting === 0 && t.backOnline}
            {waiting > 0 && <span className="block">{t.actionsWaiting(waiting)}</span>}
          </p>
        </div>
      )}
    </div>
  );
}
