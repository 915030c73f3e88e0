// `node scripts/screenshots.mjs`: the README's pictures (docs/phone-layout.png, docs/memory-notice.png),
// taken from the built app (`vite build` first) against the loopback demo model. Ports: SHOT_APP_PORT /
// SHOT_MODEL_PORT (4173 / 4010).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startMockServer } from '../tools/mock-openai/server.mjs';
import { CHROMIUM } from '../e2e/support/chromium.mjs';

const appPort = process.env.SHOT_APP_PORT ?? '4173';
const modelPort = Number(process.env.SHOT_MODEL_PORT ?? 4010);
const viteBin = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const docs = (name) => fileURLToPath(new URL(`../docs/${name}`, import.meta.url));

const model = await startMockServer({ port: modelPort, demo: true });
const preview = spawn(process.execPath, [viteBin, 'preview', '--host', '127.0.0.1', '--port', appPort, '--strictPort'], {
  stdio: 'ignore',
});
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${appPort}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${appPort}/`);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('API key').fill('demo');
  await dialog.getByLabel('Base URL').fill(`http://127.0.0.1:${modelPort}/v1`);
  await dialog.getByLabel('Chat model').fill('mock-chat');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const say = async (text) => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    const answers = await page.getByRole('article', { name: /^Assistant/ }).count();
    await page.getByRole('button', { name: 'Send' }).click();
    // Done when the new answer is there and nothing streams any more.
    await page
      .getByRole('article', { name: /^Assistant/ })
      .nth(answers)
      .waitFor();
    await page.waitForFunction(() => document.querySelectorAll('article[aria-busy="true"]').length === 0);
  };
  await say('Remember that I prefer TypeScript over JavaScript');
  await page.getByText('Remembered: The user prefers TypeScript.').waitFor();
  await page
    .locator('article')
    .last()
    .screenshot({ path: docs('memory-notice.png') });
  await say('Show me a small code example');
  await page.getByText('Memories used').last().waitFor();
  await page.screenshot({ path: docs('phone-layout.png') });
  await context.close();
} finally {
  await browser.close();
  preview.kill('SIGTERM');
  await model.close();
}
