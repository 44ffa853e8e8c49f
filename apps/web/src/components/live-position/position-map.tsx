import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTexts } from '@/lib/i18n';

export interface PositionMapProps {
  latitude: number;
  longitude: number;
  /** Metres: drawn as a circle around the point. */
  accuracy?: number | null;
  /** Called once: true when a first map tile arrived, false when tiles cannot be reached. */
  onTiles: (ok: boolean) => void;
}

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const BRAND = '#c44609'; // --color-primary
/** Without a tile within this time (bad network, tiles blocked), the caller shows text instead. */
const TILE_TIMEOUT_MS = 8_000;

/**
 * A Leaflet map on OpenStreetMap tiles centred on a position. Loaded lazily (Leaflet and its
 * CSS are ~45 KB gzipped): no page downloads it before it shows a position. The point is a
 * circle marker, so no marker image has to be fetched.
 */
export default function PositionMap({ latitude, longitude, accuracy, onTiles }: PositionMapProps) {
  const container = useRef<HTMLElement>(null);
  const layers = useRef<{ map: L.Map; point: L.CircleMarker; area: L.Circle } | null>(null);
  const report = useRef(onTiles);
  const t = useTexts('orders', ORDERS_UI);
  report.current = onTiles;

  // The map is built once, where the position is at that moment; the effect below moves the point.
  const firstView = useEffectEvent(() => ({
    center: [latitude, longitude] as L.LatLngExpression,
    radius: accuracy ?? 0,
  }));

  useEffect(() => {
    if (!container.current) return;
    const { center, radius } = firstView();
    const map = L.map(container.current, { attributionControl: true }).setView(center, 16);
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      report.current(ok);
    };
    let errors = 0;
    const tiles = L.tileLayer(TILES, { maxZoom: 19, attribution: '© OpenStreetMap' });
    tiles.on('tileload', () => settle(true));
    tiles.on('tileerror', () => {
      errors += 1;
      if (errors >= 3) settle(false);
    });
    const timer = setTimeout(() => settle(false), TILE_TIMEOUT_MS);
    tiles.addTo(map);
    const area = L.circle(center, { radius, color: BRAND, weight: 1, fillOpacity: 0.1 }).addTo(map);
    const point = L.circleMarker(center, {
      radius: 9,
      color: '#ffffff',
      weight: 3,
      fillColor: BRAND,
      fillOpacity: 1,
    }).addTo(map);
    layers.current = { map, point, area };
    return () => {
      clearTimeout(timer);
      layers.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const current = layers.current;
    if (!current) return;
    current.point.setLatLng([latitude, longitude]);
    current.area.setLatLng([latitude, longitude]).setRadius(accuracy ?? 0);
    current.map.panTo([latitude, longitude], { animate: true });
  }, [latitude, longitude, accuracy]);

  // A named region, not an image: Leaflet makes the map itself focusable (arrow keys pan it) and adds
  // its zoom buttons and the tiles' credit link, which an image may not contain (nested-interactive).
  return <section ref={container} className="size-full" aria-label={t.mapLabel} />;
}
