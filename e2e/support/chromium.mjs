// One Chromium for every browser run of the project: the end-to-end suite (playwright.config.ts) and the
// Chromium benchmarks. Debian's package, because Playwright cannot download its own browser here.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright (1.65) turns off itself (`--disable-features` in its chromiumSwitches). Chromium reads only
 * the last `--disable-features` switch of a command line, so a list of our own must repeat these or it would turn
 * them back on; chromiumFlags.test.ts fails when an upgraded Playwright's list holds one this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 gives every new window (a headless browser context is one) a renderer of its own for the address
 * bar's suggestion popup, a page of its own UI (chrome://omnibox-popup.top-chrome) that a test never shows: measured
 * here at 1.3 s of its main thread and 0.6 s of background threads per context, for each of the suite's ~150 tests.
 * With both popups off, no such renderer starts (a context's renderers: its page's, and one spare).
 */
export const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Quiet, loopback-only flags: no sandbox (containers), no GPU, no background network or updates. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];
