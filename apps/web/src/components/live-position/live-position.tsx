import { relativeTime } from '@livra/shared/dates';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { Navigation } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocale, useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useOnline } from '@/lib/online';
import { useNow } from '@/lib/use-now';
import type { PositionMapProps } from './position-map';

/** No map when its code cannot be downloaded (offline): the text is enough. */
function MapUnavailable({ onTiles }: PositionMapProps) {
  useEffect(() => onTiles(false), [onTiles]);
  return null;
}

const PositionMap = lazy<ComponentType<PositionMapProps>>(() =>
  import('./position-map').catch(() => ({ default: MapUnavailable })),
);

export interface LivePositionProps {
  latitude: number | null;
  longitude: number | null;
  updatedAt: string | null;
  /** Metres, when known (the driver's own page). */
  accuracy?: number | null;
  /** False when the page shows the coordinates and time itself (the driver's location page). */
  showText?: boolean;
  className?: string;
}

/**
 * Where the driver is: a map when OpenStreetMap tiles can be reached, otherwise the coordinates;
 * always how long ago the position was updated. For the customer's tracking page, the partner's
 * order view and the driver's own location page. Leaflet is downloaded only when a position shows.
 */
export function LivePosition({
  latitude,
  longitude,
  updatedAt,
  accuracy,
  showText = true,
  className,
}: LivePositionProps) {
  const [tiles, setTiles] = useState<'loading' | 'ok' | 'failed'>('loading');
  const online = useOnline();
  const now = useNow(10_000);
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();

  if (latitude === null || longitude === null) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{t.positionNotShared}</p>;
  }
  const showMap = online && tiles !== 'failed';
  return (
    <div className={cn('space-y-2', className)}>
      {showMap && (
        <div className="relative isolate h-52 overflow-hidden rounded-lg border bg-muted">
          <Suspense fallback={null}>
            <PositionMap
              latitude={latitude}
              longitude={longitude}
              accuracy={accuracy}
              onTiles={(ok) => setTiles(ok ? 'ok' : 'failed')}
            />
          </Suspense>
        </div>
      )}
      {!showText && tiles === 'failed' && <p className="text-sm text-muted-foreground">{t.mapUnavailable}</p>}
      <p
        className={cn('flex items-start gap-2 text-sm text-muted-foreground', !showText && 'sr-only')}
        data-testid="live-position"
      >
        <Navigation aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          {tiles !== 'ok' && (
            <span className="block font-medium text-foreground tabular-nums">
              {latitude.toFixed(5)}, {longitude.toFixed(5)}
            </span>
          )}
          {updatedAt && (
            <span className="block">{t.positionUpdated(relativeTime(updatedAt, now, locale).toLowerCase())}</span>
          )}
        </span>
      </p>
    </div>
  );
}
