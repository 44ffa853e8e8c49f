import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { compileHints } from './vite-compile-hints';
import { precompress } from './vite-precompress';
import { pwa } from './vite-pwa';
import { preloadListsWithoutLoadedChunks } from './vite-preload';
import { reactRouterForProduction } from './vite-react-router';

const preloadLists = preloadListsWithoutLoadedChunks();

// The Livra server (API, seed images, uploads); LIVRA_API points elsewhere when 3000 is taken.
const api = process.env.LIVRA_API ?? 'http://localhost:3000';

/**
 * Two builds: the browser's app (`dist/`), and the first screens the server renders
 * (`vite build --ssr src/entry-server.tsx`, into `dist-ssr/`; docs/decisions/015): the same
 * pages, no stylesheet, no service worker, the libraries left to Node.
 */
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

const alias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }];

const serverBuild: UserConfig = {
  plugins: [react()],
  resolve: { alias },
  build: { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false },
};

const browserBuild: UserConfig = {
  plugins: [
    reactRouterForProduction(),
    react(),
    tailwindcss(),
    preloadLists.plugin,
    compileHints(),
    pwa(fileURLToPath(new URL('./dist', import.meta.url))),
    precompress(),
  ],
  // `@/…` is src/ (also in tsconfig.json and the root vitest.config.ts).
  resolve: { alias },
  server: {
    port: 5173,
    proxy: { '/api': api, '/images': api, '/uploads': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/images': api, '/uploads': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The size report reads it to find what the home route downloads.
    manifest: true,
    // Every browser the es2022 target runs on preloads modules natively.
    // The preload lists leave out what the importing chunk has loaded already (vite-preload.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloadLists.resolveDependencies },
    target: 'es2022',
    rollupOptions: {
      // The entry carries the file name of every chunk a lazy route may preload: bare hashes
      // instead of `name-hash` keep 2 KB of names out of every first visit.
      output: {
        chunkFileNames: 'assets/c-[hash].js',
        // Every module the entry imports statically, in the entry's one file: Rolldown would
        // otherwise cut out those that lazy pages share (React, the router, TanStack Query,
        // `cn`…) as a dozen small files, each downloaded and gzipped apart (4.7 KB more).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
};
