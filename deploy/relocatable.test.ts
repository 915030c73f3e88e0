import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

// One dist/ must work at the site root and under any sub-path: no URL in it may start at the site root.
const dist = new URL('../dist/', import.meta.url);
const hasBuild = existsSync(new URL('index.html', dist));
const read = (path: string) => readFileSync(new URL(path, dist), 'utf8');
/** A URL that leaves the folder it is served from: rooted (`/x`), protocol-relative (`//x`) or absolute. */
const leavesFolder = (url: string) => /^(\/|[a-z][a-z0-9+.-]*:)/i.test(url) && !url.startsWith('data:');
const attributeUrls = (html: string) => [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

describe('a build that works at any path', () => {
  it('Given vite.config.ts, then the base is relative', () => {
    expect(viteConfig.base).toBe('./');
  });

  it('Given the source index.html, then every src and href is relative', () => {
    const urls = attributeUrls(readFileSync(new URL('../index.html', import.meta.url), 'utf8'));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter(leavesFolder)).toEqual([]);
  });

  // The checks below read the build (`npx vite build`). The test command builds after the unit tests, so on a
  // clean checkout they are skipped, and e2e/static-hosting.spec.ts checks the same build served at two paths.
  describe.skipIf(!hasBuild)('Given dist/ (skipped when there is no build)', () => {
    it('then every src and href of index.html is relative', () => {
      const urls = attributeUrls(read('index.html'));
      expect(urls).toEqual(expect.arrayContaining(['./manifest.webmanifest']));
      expect(urls.filter(leavesFolder)).toEqual([]);
    });

    it("then the manifest's start_url, scope and icons are relative to it", () => {
      const manifest = JSON.parse(read('manifest.webmanifest')) as { start_url: string; scope: string; icons: Array<{ src: string }> };
      const urls = [manifest.start_url, manifest.scope, ...manifest.icons.map((i) => i.src)];
      expect(urls.filter(leavesFolder)).toEqual([]);
      expect([manifest.start_url, manifest.scope]).toEqual(['./', './']);
    });

    it('then the service worker is registered relatively, for its own folder only, and precaches relative URLs', () => {
      const register = readdirSync(new URL('assets/', dist)).find((f) => f.startsWith('virtual_pwa-register'));
      expect(read(`assets/${register}`)).toMatch(/\(`\.\/sw\.js`,\{scope:`\.\/`/);
      const precached = [...read('sw.js').matchAll(/\{url:"([^"]*)"/g)].map((m) => m[1]!);
      expect(precached).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest']));
      expect(precached.filter(leavesFolder)).toEqual([]);
    });

    it('then no script or stylesheet names a file under the site root (the worker and its chunks included)', () => {
      const files = readdirSync(new URL('assets/', dist)).filter((f) => /\.(js|css)$/.test(f));
      const rooted = files.filter((f) => /["'`(]\/assets\//.test(read(`assets/${f}`)));
      expect(rooted).toEqual([]);
    });
  });
});
