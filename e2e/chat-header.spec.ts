import { expect, test } from '@playwright/test';
import { mock, openApp, send, waitIdle } from './support/app';
import { memoryStatus } from './support/memory';

// The chat model can be switched from the chat header, from the endpoint's model list.

test.beforeEach(async () => {
  await mock.reset();
});

test('the header lists the endpoint’s models and the next answer uses the one picked', async ({ page }) => {
  await openApp(page);
  await send(page, 'First question');
  await waitIdle(page);
  const model = page.getByRole('combobox', { name: 'Model for answers' });
  await expect(model).toHaveValue('mock-chat');
  await model.focus();
  await expect(model.locator('option')).toHaveText(['mock-chat', 'mock-memory']);
  await model.selectOption('mock-memory');
  await send(page, 'Second question');
  await waitIdle(page);
  const chats = await mock.chatRequests();
  expect((chats.at(-1)!.body as { model: string }).model).toBe('mock-memory');
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
