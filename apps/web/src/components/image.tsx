import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface ImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown when there is no picture or it fails to load (slow networks drop images). */
  fallback?: ReactNode;
  width?: number;
  height?: number;
  eager?: boolean;
}

/** A lazily loaded picture on a warm placeholder. */
export function Image({ src, alt, className, fallback, width, height, eager }: ImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    const placeholder = cn(
      'flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-50 text-brand-400',
      className,
    );
    // Stands for the picture: named like it when it has a text, silent when it is decorative.
    return alt ? (
      <div role="img" aria-label={alt} className={placeholder}>
        {fallback}
      </div>
    ) : (
      <div className={placeholder}>{fallback}</div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-brand-50 object-cover', className)}
    />
  );
}
