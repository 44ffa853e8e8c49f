import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (docs/decisions/010-offline-and-caching.md): the web app manifest and a
 * Workbox service worker that precaches the shell and the code of every page a customer or a
 * driver may open, falls back to the shell for every navigation, and keeps images seen. API
 * answers never go through its caches: what is readable offline is the query cache stored in
 * IndexedDB by the app itself (lib/offline-cache.ts), which the app clears when a session ends.
 */

const THEME_COLOR = '#cf4a0a';
const BACKGROUND_COLOR = '#fafaf9';
const DAY = 86_400;

/** Pages only partners and admins open: their code (charts above all) is fetched when used, not precached. */
const BACK_OFFICE_PAGE =
  /src\/features\/(?:analytics|system|emails|users|partners)\/pages\/|\/pages\/admin-|subscriptions\/pages\/billing-page/;

interface ViteChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The files only back-office pages need: chunks reachable from back-office pages and from
 * nothing else (the entry, or a page of the public, customer or driver side).
 */
export function backOfficeOnlyFiles(manifest: Record<string, ViteChunk>): Set<string> {
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    const files = new Set<string>();
    for (const key of seen) {
      const chunk = manifest[key];
      if (!chunk) continue;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
    return files;
  };
  const roots = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry || chunk.isDynamicEntry);
  const isBackOffice = (key: string, chunk: ViteChunk) => !chunk.isEntry && BACK_OFFICE_PAGE.test(chunk.src ?? key);
  const backOffice = closure(roots.filter(([key, chunk]) => isBackOffice(key, chunk)).map(([key]) => key));
  const others = closure(roots.filter(([key, chunk]) => !isBackOffice(key, chunk)).map(([key]) => key));
  return new Set([...backOffice].filter((file) => !others.has(file)));
}

function skipBackOfficeChunks(outDir: string): ManifestTransform {
  return async (entries) => {
    const manifestPath = join(outDir, '.vite', 'manifest.json');
    const skipped = existsSync(manifestPath)
      ? backOfficeOnlyFiles(JSON.parse(readFileSync(manifestPath, 'utf8')))
      : new Set<string>();
    return { manifest: entries.filter((entry) => !skipped.has(entry.url)), warnings: [] };
  };
}

export function pwa(outDir: string) {
  return VitePWA({
    // app/pwa.ts registers it after the page has loaded (decision 001), and offers new versions.
    injectRegister: false,
    registerType: 'prompt',
    includeAssets: ['favicon.svg', 'favicon.ico', 'icons/apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Livra',
      short_name: 'Livra',
      description:
        'Livra : commandez repas, courses et produits de vos commerces préférés, livrés en Guinée. Paiement à la livraison.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['food', 'shopping'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      manifestTransforms: [skipBackOfficeChunks(outDir)],
      // Every page of the app is index.html; the server's own paths are never answered with it.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/images\//, /^\/uploads\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // Hashed code not precached (back-office pages), and the old version's chunks a page
          // opened before an update may still ask for.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'livra-assets',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * DAY },
            cacheableResponse: { statuses: [200] },
            plugins: [{ cacheWillUpdate: refuseNoStore }],
          },
        },
        {
          // The catalog's pictures (seed images): public, named by content.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'livra-images',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [{ cacheWillUpdate: refuseNoStore }],
          },
        },
        {
          // Uploaded pictures (businesses, menus, profile photos): the app deletes this cache when a
          // session ends (lib/offline-cache.ts), since a profile photo is personal.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'livra-uploads',
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [{ cacheWillUpdate: refuseNoStore }],
          },
        },
      ],
    },
  });
}

/**
 * Nothing the server marks `no-store` is kept by the service worker. Serialized into sw.js by
 * Workbox: it may use nothing from this module.
 */
async function refuseNoStore({ response }: { response: Response }): Promise<Response | null> {
  return /no-store|private/i.test(response.headers.get('Cache-Control') ?? '') ? null : response;
}
