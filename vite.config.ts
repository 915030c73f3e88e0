import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

// Build-only config; Vitest has its own (vitest.config.ts), so the service worker never loads in unit tests.
export default defineConfig({
  plugins: [
    react(),
    // The Content-Security-Policy <meta> in index.html holds for every build; the dev server's HMR preamble
    // is an inline script, so only `npm run dev` serves the page without it.
    {
      name: 'mindkeep-csp-dev',
      apply: 'serve',
      transformIndexHtml: (html: string) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, ''),
    },
    VitePWA({
      strategies: 'generateSW',
      // 'prompt': a new version waits until the user accepts "update available" (src/state/pwa.ts);
      // it never takes over an open tab whose chunks it would replace mid-session.
      registerType: 'prompt',
      // 'auto': registerPwa (src/state/pwa.ts, virtual:pwa-register) registers once main.tsx calls it;
      // until something imports that module, the plugin injects a plain registerSW.js instead.
      injectRegister: 'auto',
      // globPatterns below already precaches public/ (icons included); listing them twice adds nothing.
      includeManifestIcons: false,
      manifest: {
        name: 'Mindkeep',
        short_name: 'Mindkeep',
        description: 'A local-first AI chat that remembers what matters, and only that.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f2937',
        background_color: '#f7f7f8',
        icons: [
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json}'],
        navigateFallback: '/index.html',
        // The worker chunk carries the tokenizer table (~1.2 MB) and mathjs; a file over the limit is
        // silently left out of the precache, and then the app breaks offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once (nothing older to break); an update still
        // waits for the user, because skipWaiting stays off in 'prompt' mode.
        clientsClaim: true,
      },
    }),
  ],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { chunkSizeWarningLimit: 1500 },
});
