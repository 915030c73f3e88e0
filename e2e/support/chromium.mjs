// One Chromium for every browser run of the project: the end-to-end suite (playwright.config.ts) and the
// Chromium benchmarks. Debian's package, because Playwright cannot download its own browser here.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, loopback-only flags: no sandbox (containers), no GPU, no background network or updates. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
