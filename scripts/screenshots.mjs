// `node scripts/screenshots.mjs`: the README's pictures (docs/phone-layout.png, docs/memory-notice.png,
// docs/versions-reasoning.png, docs/sessions.png), taken from the built app (`vite build` first) against the loopback demo model. Ports: SHOT_APP_PORT /
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
  // A new chat: memory recalled from another conversation is what "Memories used" shows (this one's own
  // history already holds the preference).
  await page.getByRole('button', { name: 'New chat' }).click();
  await say('Show me a small TypeScript code example');
  await page.getByText('Memories used').last().waitFor();
  await page.screenshot({ path: docs('phone-layout.png') });
  await context.close();

  // A desktop chat with a persona (Own prompt), a reasoning model's thoughts and two answer versions.
  const desk = await browser.newContext({ viewport: { width: 1100, height: 720 }, deviceScaleFactor: 1.5 });
  const dp = await desk.newPage();
  await dp.goto(`http://127.0.0.1:${appPort}/`);
  await dp.getByRole('button', { name: 'Settings' }).click();
  const settings = dp.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel('API key').fill('demo');
  await settings.getByLabel('Base URL').fill(`http://127.0.0.1:${modelPort}/v1`);
  await settings.getByLabel('Chat model').fill('mock-chat');
  await settings.getByLabel('About me').fill('I live in Shanghai and travel light.');
  await settings.getByLabel('How to answer').fill('Be brief; give times in 24-hour format.');
  await settings.getByRole('button', { name: 'Save' }).click();
  const thinkingReply = (thought, text) => ({
    match: { kind: 'chat' },
    reasoningChunks: thought.split(/(?<= )/),
    reasoningField: 'reasoning_content',
    text,
    chunkDelayMs: 60,
  });
  const scriptModel = (...replies) =>
    fetch(`http://127.0.0.1:${modelPort}/__mock/script`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ replies }),
    });
  const idle = () => dp.waitForFunction(() => document.querySelectorAll('article[aria-busy="true"]').length === 0);
  await scriptModel(
    thinkingReply(
      'The user asks about Shanghai to Hangzhou. High-speed trains take about an hour and leave often; flying adds airport time.',
      'Take the **high-speed train**: about 1 hour from Shanghai Hongqiao, every few minutes from 06:00 to 22:00.',
    ),
    thinkingReply(
      'Compare door to door: the train wins on time and on luggage, the plane only on nothing here.',
      '**Train.** Hongqiao → Hangzhou East in 45–60 min, trains all day; flying takes longer door to door.',
    ),
  );
  await dp.getByRole('textbox', { name: 'Message' }).fill('Train or plane from Shanghai to Hangzhou?');
  await dp.getByRole('button', { name: 'Send' }).click();
  await dp.getByRole('button', { name: 'Regenerate' }).waitFor();
  await idle();
  await dp.getByRole('button', { name: 'Chat options' }).click();
  const chatOptions = dp.getByRole('dialog', { name: 'Chat options' });
  await chatOptions.getByLabel('System prompt for this chat').fill('You are a calm travel planner for China.');
  await chatOptions.getByRole('button', { name: 'Save' }).click();
  await dp.getByText('Own prompt').waitFor();
  await dp.getByRole('button', { name: 'Regenerate' }).click();
  await dp.getByRole('group', { name: 'Version 2 of 2' }).waitFor();
  await idle();
  await dp.locator('details.reasoning > summary').last().click();
  await dp.screenshot({ path: docs('versions-reasoning.png') });

  // Settings → Sessions with two named sessions.
  await dp.getByRole('button', { name: 'Settings' }).click();
  await dp.getByRole('button', { name: 'Start a new session' }).click();
  await dp.getByRole('alertdialog').getByRole('button', { name: 'Yes, start it' }).click();
  await dp.getByRole('status', { name: 'Memory status' }).waitFor();
  await dp.getByRole('button', { name: 'Settings' }).click();
  const list = dp.getByRole('list', { name: 'Browser session' });
  await list.getByRole('button', { name: 'Rename Session 1' }).click();
  await list.getByRole('textbox', { name: 'Session name' }).fill('Travel');
  await list.getByRole('textbox', { name: 'Session name' }).press('Enter');
  await list.getByRole('button', { name: 'Rename Travel' }).waitFor();
  const section = dp.getByRole('region', { name: 'Sessions' });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: docs('sessions.png') });
  await desk.close();
} finally {
  await browser.close();
  preview.kill('SIGTERM');
  await model.close();
}
