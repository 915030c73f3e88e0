import { defineConfig } from 'vitest/config';

// Separate from vite.config.ts so that build-only plugins (the PWA service worker) never load in tests.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tools/**/*.test.ts', 'tsconfig/**/*.test.ts', 'deploy/**/*.test.ts'],
  },
});
