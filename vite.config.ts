import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CONTENT_SECURITY_POLICY } from './deploy/policy.mjs';

const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>/;

// Build-only config; Vitest has its own (vitest.config.ts), so the service worker never loads in unit tests.
export default defineConfig({
  // Relative URLs everywhere (assets, worker, service worker and its scope, manifest): one dist/ works at the
  // site root and under any sub-path (https://<user>.github.io/mindkeep/, /tools/mindkeep/) without a rebuild.
  base: './',
  plugins: [
    react(),
    // The Content-Security-Policy <meta> in index.html holds for every build; the dev server's HMR preamble
    // is an inline script, so only `npm run dev` serves the page without it.
    {
      name: 'mindkeep-csp-dev',
      apply: 'serve',
      transformIndexHtml: (html: string) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, ''),
    },
    // The header files for hosts (public/_headers, deploy/) come from deploy/policy.mjs: a build whose <meta>
    // says something else would give the page and its worker different policies.
    {
      name: 'mindkeep-csp-check',
      apply: 'build',
      transformIndexHtml(html: string) {
        const meta = html.match(CSP_META)?.[0].match(/content="([^"]*)"/)?.[1];
        if (meta !== CONTENT_SECURITY_POLICY)
          throw new Error('The Content-Security-Policy <meta> in index.html differs from deploy/policy.mjs');
        return html;
      },
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
        // Relative to the manifest's own URL, so each copy of dist/ is its own app, scoped to its folder.
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: '#1f2937',
        background_color: '#f7f7f8',
        icons: [
          { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json}'],
        // No navigation fallback: the app has no routes of its own, and a fallback would make a copy at the
        // site root answer, from its cache, the first visit of another copy at a sub-path of the same origin.
        // The app's own address with any query (?preset=) still opens offline: every query parameter is
        // ignored when looking up the precache, and the folder resolves to its index.html.
        navigateFallback: null,
        ignoreURLParametersMatching: [/./],
        // The worker chunk carries the tokenizer table (~1.2 MB) and mathjs; a file over the limit is
        // silently left out of the precache, and then the app breaks offline.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Off: Workbox deletes every precache whose name contains this copy's scope, and a copy at the root's
        // scope is a prefix of every other copy's, so it would wipe their offline files. Stale entries of this
        // copy's own precache are still removed on each update; only older Workbox cache formats would stay.
        cleanupOutdatedCaches: false,
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
