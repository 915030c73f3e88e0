import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCH_ARGS, OUR_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

/** The feature names of the `disabledFeatures = [ … ]` array in the installed playwright-core's Chromium switches. */
function installedPlaywrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle);
  if (!list) throw new Error('playwright-core no longer lists its disabled Chromium features where this test looks');
  return [...list[1]!.matchAll(/^\s*"([^"]+)",?\s*$/gm)].map((m) => m[1]!);
}

describe('the Chromium launch flags', () => {
  it('repeat every feature the installed Playwright disables, since Chromium reads only the last --disable-features', () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(installed));
  });

  it('carry one --disable-features switch with both lists', () => {
    const switches = LAUNCH_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const features = switches[0]!.slice('--disable-features='.length).split(',');
    expect(features).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES]);
  });
});
