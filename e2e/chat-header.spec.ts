import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { mock, openApp, readTable, send, waitIdle } from './support/app';
import { memoryStatus } from './support/memory';

// The chat model can be switched from the chat header, from the endpoint's model list.

test.beforeEach(async () => {
  await mock.reset();
});

test('the header lists the endpoint’s models and the next answer uses the one picked, with the custom instructions and the chat’s own prompt and parameters; the chat downloads as Markdown', async ({
  page,
}) => {
  await openApp(page);
  await send(page, 'First question');
  await waitIdle(page);
  const model = page.getByRole('combobox', { name: 'Model for answers' });
  await expect(model).toHaveValue('mock-chat');
  await model.focus();
  await expect(model.locator('option')).toHaveText(['mock-chat', 'mock-memory']);
  await model.selectOption('mock-memory');

  // Custom instructions (Settings) and this chat's own system prompt (the header) go with the next request,
  // after the app's prompts; they are settings, so the chat database never holds them.
  const size = page.getByLabel('Approximate size of the next request');
  const sizeBefore = await size.textContent();
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel('About me').fill('I teach maths in Hangzhou.');
  await settings.getByLabel('How to answer').fill('Answer in at most three sentences.');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await page.getByRole('button', { name: 'Chat options' }).click();
  const chatSettings = page.getByRole('dialog', { name: 'Chat options' });
  await expect(chatSettings.getByLabel('System prompt for this chat')).toBeFocused();
  await page.keyboard.type('You are a patient pirate tutor.');
  // Its temperature and answer length, by keyboard; a value no endpoint takes is refused with the reason.
  await page.keyboard.press('Tab');
  await expect(chatSettings.getByLabel('Temperature')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('200');
  await page.keyboard.press('Enter');
  await expect(chatSettings.getByRole('alert')).toHaveText('Temperature goes from 0 to 2.');
  await expect(chatSettings.getByLabel('Temperature')).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('0,4');
  await page.keyboard.press('Enter');
  await expect(chatSettings).toBeHidden();
  await expect(page.getByText('Own prompt')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Second question');
  await expect(size).not.toHaveText(sizeBefore!);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await waitIdle(page);
  const chats = await mock.chatRequests();
  const last = chats.at(-1)!.body as { model: string; temperature?: number; messages: Array<{ role: string; content: string }> };
  expect(last).toMatchObject({ model: 'mock-memory', temperature: 0.4, max_tokens: 200 });
  const systemTexts = last.messages.filter((m) => m.role === 'system').map((m) => m.content);
  const custom = systemTexts.findIndex((c) => c.includes('I teach maths in Hangzhou.') && c.includes('Answer in at most three sentences.'));
  const persona = systemTexts.indexOf('You are a patient pirate tutor.');
  expect(custom).toBeGreaterThan(0);
  expect(persona).toBe(custom + 1);
  expect(last.messages.slice(0, persona + 1).every((m) => m.role === 'system')).toBe(true);
  expect(JSON.stringify(await readTable(page, 'chat', 'conversations'))).not.toContain('pirate');

  // The chat as Markdown, from its row menu: title, then both turns; never the instructions, which are settings.
  await page.getByRole('button', { name: 'Actions: First question' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download as Markdown' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('First question.md');
  const markdown = readFileSync((await download.path())!, 'utf8');
  expect(markdown).toMatch(
    /^# First question\n\n## You\n\nFirst question\n\n## Assistant\n\n[^#]+## You\n\nSecond question\n\n## Assistant\n\n/,
  );
  expect(markdown).not.toContain('pirate');
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded “First question” as Markdown.' })).toBeVisible();
  // It is the saved setting, so Settings shows it too.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' }).getByLabel('Chat model')).toHaveValue('mock-memory');
});

test('an empty new chat shows no request size, and the memory status says what memory waits for', async ({ page, context }) => {
  await page.goto('/');
  const status = memoryStatus(page);
  await expect(status).toHaveText('Memory waits for an API key');
  await openApp(page);
  await expect(status).toHaveText('Memory on');
  await expect(page.getByLabel('Approximate size of the next request')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Message' }).fill('Draft');
  await expect(page.getByLabel('Approximate size of the next request')).toBeVisible();

  await context.setOffline(true);
  await expect(status).toHaveText('Memory waits for the network');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('You are offline');
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(status).toHaveText('Memory on');
});
