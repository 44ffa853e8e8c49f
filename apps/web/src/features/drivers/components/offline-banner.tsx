import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';

/** Says the phone is offline: what is shown may be old, and taps are kept until the network is back. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="block">Vous êtes hors ligne.</strong>
        Les informations affichées peuvent dater. Vos actions seront envoyées dès le retour du réseau.
      </p>
    </div>
  );
}
