import { expect, test, type Locator, type Page } from '@playwright/test';
import { mock, openApp, readTable, send, waitIdle } from './support/app';
import { PEACH, extractionFor, memoryStatus } from './support/memory';

// Every dialog is modal for the keyboard — focus in, Tab trapped, Escape innermost, focus back.

const focusIsInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** Tabs forwards and backwards through a dialog and checks focus never leaves it. */
async function expectTabTrapped(page: Page, dialog: Locator, presses = 25) {
  expect(await focusIsInside(dialog)).toBe(true);
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    expect(await focusIsInside(dialog), `after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(dialog), `after Shift+Tab ${i + 1}`).toBe(true);
  }
}

test.beforeEach(async () => {
  await mock.reset();
});

test('Settings: focus moves in, Tab stays inside, Escape closes it and focus returns to the Settings button', async ({ page }) => {
  await openApp(page);
  const opener = page.getByRole('button', { name: 'Settings' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await expectTabTrapped(page, dialog, 30);
  // Save stays in view without scrolling the form.
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('keyboard: the first Tab offers a skip past the conversation list, and Ctrl+Shift+O starts a new chat', async ({ page }) => {
  await openApp(page);
  await send(page, 'A first question');
  await waitIdle(page);
  // Just before the conversation list, first in the page: one Shift+Tab back from the list's first button.
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: 'New chat' }).focus();
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('link', { name: 'Skip to the chat' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const where = () =>
    page.evaluate(() => ({
      inList: !!document.activeElement?.closest('nav'),
      inMain: !!document.activeElement?.closest('main'),
    }));
  expect(await where()).toEqual({ inList: false, inMain: true });

  await page.keyboard.press('Control+Shift+O');
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
});

test('Settings opened because the key is missing starts on the API key field', async ({ page }) => {
  await page.goto('/');
  await expect(memoryStatus(page)).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('hello');
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByLabel('API key')).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveText('Add your API key to send messages.');
  await dialog.getByLabel('API key').fill('sk-something');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('Settings: an error shows at its field and goes once the field is fixed', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  const baseUrl = dialog.getByLabel('Base URL');
  await baseUrl.fill('not a url');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await baseUrl.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/Enter a full http\(s\) URL/);
  await baseUrl.fill('http://127.0.0.1:9/v1');
  await expect(baseUrl).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('memory view: modal, arrow keys move between tabs, Escape on a delete confirmation closes only the confirmation', async ({ page }) => {
  await openApp(page);
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH]));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect.poll(async () => (await readTable(page, 'memory', 'memories')).length).toBe(1);

  const opener = page.getByRole('button', { name: 'Memory', exact: true });
  await opener.click();
  const inspector = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await expect(inspector).toBeVisible();
  expect(await focusIsInside(inspector)).toBe(true);

  const tab = (name: string) => inspector.getByRole('tab', { name });
  await tab('Memories').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Refused')).toBeFocused();
  await expect(tab('Refused')).toHaveAttribute('aria-selected', 'true');
  await expect(inspector.getByRole('tabpanel')).toContainText('Candidates the program refused');
  await page.keyboard.press('End');
  await expect(tab('Export & import')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Memories')).toBeFocused();
  await expect(tab('Memories')).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the Tab order.
  await expect(tab('Refused')).toHaveAttribute('tabindex', '-1');

  const deleteButton = inspector.getByRole('button', { name: 'Delete', exact: true });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectTabTrapped(page, confirm, 6);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(inspector).toBeVisible();
  await expect(deleteButton).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(inspector).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await readTable(page, 'memory', 'memories')).toHaveLength(1);
});

test('conversation delete confirmation: Escape closes it and focus returns to the row’s ⋯ button', async ({ page }) => {
  await openApp(page);
  await send(page, 'Keep this conversation');
  await waitIdle(page);
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  const menuButton = nav.getByRole('button', { name: 'Actions: Keep this conversation' });
  await menuButton.click();
  await expect(nav.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('menuitem', { name: 'Rename' })).not.toBeFocused();
  // Delete, the one item that destroys, is last in the menu.
  await page.keyboard.press('End');
  await expect(nav.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(nav.getByRole('button', { name: 'Keep this conversation', exact: true })).toBeVisible();
});
