import { expect, test as base, type BrowserContext, type Page, type Worker } from '@playwright/test';

const WORKER_REPORT = '__mindkeepCspViolation ';

/**
 * Every spec's `test`: fails a test on any Content-Security-Policy violation in any of its pages, their
 * workers and the service worker (the policy must never block something the app needs).
 * `cspViolations` is what was heard so far; a test that provokes a violation on purpose takes it out.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__mindkeepCspViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) =>
            (window as unknown as { __mindkeepCspViolation(t: string): void }).__mindkeepCspViolation(
              `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
            ),
          true,
        );
      });
      listenInWorkers(context, (text) => violations.push(text));
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A worker has a policy of its own (from its script's response headers, not the page's <meta>), and its
 * violations fire on its own global scope, which the page's listener never hears. No init script reaches a
 * worker, so the listener is added once Playwright sees it: a violation in the first moments of a worker's
 * start-up can go unheard; the app's workers call out only when asked, long after.
 */
function listenInWorkers(context: BrowserContext, report: (text: string) => void) {
  const watch = (worker: Worker, kind: string) => {
    worker.on('console', (message) => {
      if (message.text().startsWith(WORKER_REPORT)) report(`${kind}: ${message.text().slice(WORKER_REPORT.length)}`);
    });
    worker
      .evaluate((prefix) => {
        self.addEventListener('securitypolicyviolation', (e) =>
          console.error(`${prefix}${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
        );
      }, WORKER_REPORT)
      .catch(() => {}); // the worker may be gone already (closed page, stopped service worker)
  };
  const watchPage = (page: Page) => {
    page.on('worker', (worker) => watch(worker, 'worker'));
    for (const worker of page.workers()) watch(worker, 'worker');
  };
  context.on('page', watchPage);
  for (const page of context.pages()) watchPage(page);
  context.on('serviceworker', (worker) => watch(worker, 'service worker'));
  for (const worker of context.serviceWorkers()) watch(worker, 'service worker');
}

export { expect };
