import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Livra server (API, seed images, uploads); LIVRA_API points elsewhere when 3000 is taken.
const api = process.env.LIVRA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    target: 'es2022',
  },
});
