import { expect, test as base } from '@playwright/test';

/**
 * Every spec's `test`: fails a test on any Content-Security-Policy violation in any of its pages
 * (the policy in index.html must never block something the app needs).
 */
export const test = base.extend<{ cspGuard: void }>({
  cspGuard: [
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
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
