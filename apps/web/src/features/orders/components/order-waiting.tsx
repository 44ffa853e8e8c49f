import { CART_UI } from '@livra/shared/ui/cart';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/lib/i18n';

/**
 * The order is on its way but has no answer yet (offline, or the connection dropped): it leaves by
 * itself when the network returns, with the same key. Said politely to screen readers.
 */
export function OrderWaiting({ offline }: { offline: boolean }) {
  const t = useTexts('cart', CART_UI);
  const panel = useRef<HTMLDivElement>(null);
  // It replaces the form, whose button had the focus and was lower on a phone: bring both here,
  // with the offline banner above it in view.
  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      className="flex flex-col outline-none focus-visible:ring-2 focus-visible:ring-brand-500 items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-6 py-10 text-center text-amber-950"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100">
        {offline ? <WifiOff aria-hidden className="size-6" /> : <Spinner className="size-6" />}
      </span>
      <p className="font-semibold">{t.orderWaiting}</p>
      <p className="max-w-md text-sm">{t.orderWaitingText}</p>
    </div>
  );
}

/** Every automatic attempt failed (the network hangs): the customer tries again, with the same key. */
export function OrderNotSent({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTexts('cart', CART_UI);
  return <LoadError title={t.orderNotSent} error={error} onRetry={onRetry} className="mb-6" />;
}
