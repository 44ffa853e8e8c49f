import { DRIVER_UI } from '@livra/shared/ui/driver';
import { WifiOff } from 'lucide-react';
import { useTexts } from '@/lib/i18n';
import { useOnline } from '@/lib/use-online';

/** Says the phone is offline: what is shown may be old, and taps are kept until the network is back. */
export function OfflineBanner() {
  const online = useOnline();
  const t = useTexts('driver', DRIVER_UI);
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="block">{t.offline}</strong>
        {t.offlineText}
      </p>
    </div>
  );
}
