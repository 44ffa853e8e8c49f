import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

/** The map of the live driver position (apps/web/src/components/live-position) shows these tiles. */
const MAP_TILES = 'https://tile.openstreetmap.org';

/**
 * The headers a security scanner expects on every answer (OWASP ASVS 5.0 V3.4).
 *
 * Scripts: only the app's own files, no inline script, no eval (checked in Chromium by
 * e2e/tests/foundation/csp.spec.ts). Styles: the app's own files plus inline styles. React
 * `style={{…}}` props and Leaflet set styles through the CSSOM, which CSP does not govern, but
 * sonner (the toasts, on every page) and Radix's scroll lock insert `<style>` elements at run
 * time, which `style-src 'self'` blocks; a hash of their text would break on every upgrade.
 * Inline CSS cannot run code, so the strictness goes to scripts.
 * Images: the app's own, data: URIs (small icons Vite inlines from CSS) and the map tiles.
 * The referrer policy keeps the origin on cross-site requests: the OpenStreetMap tile
 * servers refuse requests without a Referer.
 */
export function securityHeaders(appUrl: string) {
  const https = appUrl.startsWith('https://');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', MAP_TILES],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    // One document serves every role: geolocation for this origin only (the driver shares
    // the position while delivering), never for an embedded frame; the rest is off.
    permissionsPolicy: {
      geolocation: ['self'],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
    },
    // Over plain http (development, tests) HSTS means nothing and would pin localhost.
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
  });
}

/**
 * API answers are personal unless a route says otherwise: only the public catalog reads set
 * their own `public, max-age` (lib/public-cache.ts); everything else (session, cart, orders,
 * notifications, dashboards, errors) must never be kept by a browser or a proxy.
 */
export const noStoreByDefault = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // On the answer's own headers: `c.header` after the handler would rebuild the answer as a
  // stream, which the compress step then reads back (5 % of the app's time in a profile of the
  // order run, docs/benchmarks.md).
  const { headers } = c.res;
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
});
