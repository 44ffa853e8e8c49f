import { Store } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

/** The business's logo, or a shop icon when it has none (or it fails to load). */
export function BusinessLogo({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-brand-50 text-brand-600',
        className,
      )}
    >
      {src && !failed ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        <Store aria-hidden className="size-5" />
      )}
    </span>
  );
}
