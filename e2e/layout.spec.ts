import { expect, test, type Page } from '@playwright/test';
import { configure, mock, send, waitIdle } from './support/app';
import { memoryStatus } from './support/memory';
import { horizontalOverflow } from './support/layout';

// From a 320 px phone to a desktop, in light and dark, nothing widens the page.
// Common phone widths (320, 360, 390 px), 768 px (a tablet, just above the drawer breakpoint) and a desktop.
const SIZES = [
  { width: 320, height: 640 },
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
const LONG_TITLE = `Please review ${'averyveryverylongunbrokenidentifier'.repeat(3)} and tell me what it does`;
const WIDE_ANSWER = [
  'Here is the code:',
  '```ts',
  `const ${'x'.repeat(40)} = [${Array.from({ length: 30 }, (_, i) => i).join(', ')}]; // a long line that never breaks on its own`,
  '```',
  '| column one | column two | column three | column four | column five |',
  '|---|---|---|---|---|',
  `| ${'wide'.repeat(12)} | b | c | d | e |`,
].join('\n');

async function openWithConversation(page: Page) {
  await page.goto('/');
  await expect(memoryStatus(page)).toBeVisible();
  await configure(page);
  await mock.script({ match: { kind: 'chat' }, text: WIDE_ANSWER });
  await send(page, LONG_TITLE);
  await waitIdle(page);
}

test.beforeEach(async () => {
  await mock.reset();
});

// One conversation per colour scheme, seen at every size in turn (the window resized as a user would):
// what is checked at each size is the same as in a fresh window of that size.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`no horizontal overflow at ${SIZES.map((s) => `${s.width}×${s.height}`).join(', ')} (${colorScheme}) with a long title, code and a table`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: SIZES[0], colorScheme });
    const page = await context.newPage();
    await openWithConversation(page);
    // A second version with opened thoughts: the version switcher (with its delete button) and the reasoning block.
    await mock.script({
      match: { kind: 'chat' },
      reasoningChunks: [`Thinking about ${'averyverylongunbrokenthought'.repeat(4)}`],
      text: WIDE_ANSWER,
    });
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await waitIdle(page);
    await page.locator('details.reasoning > summary').click();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const at = `${size.width}×${size.height}`;
      const narrow = size.width < 720;
      await expect(page.getByRole('button', { name: 'Open the conversation list' }), at).toBeVisible({ visible: narrow });
      // Top-bar actions and the composer stay on screen.
      for (const name of ['Memory', 'Settings', 'Send']) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, `${name} at ${at}`).not.toBeNull();
        expect(box!.x + box!.width, `${name} at ${at}`).toBeLessThanOrEqual(size.width);
      }
      const composer = await page.getByRole('textbox', { name: 'Message' }).boundingBox();
      expect(composer!.y + composer!.height, at).toBeLessThanOrEqual(size.height);
      // "发送" and "Send" stay on one line.
      const send = await page.getByRole('button', { name: 'Send' }).boundingBox();
      expect(send!.height, at).toBeLessThan(48);
      expect(await horizontalOverflow(page), at).toEqual([]);
      const versions = page.getByRole('group', { name: 'Version 2 of 2' });
      for (const name of ['Previous version', 'Delete this version']) {
        const box = await versions.getByRole('button', { name }).boundingBox();
        expect(box!.x + box!.width, `${name} at ${at}`).toBeLessThanOrEqual(size.width);
      }
      // Settings' session list: each session's name, dates and actions fit (the new session row and its rename box).
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const sessions = page.getByRole('list', { name: 'Browser session' });
      await sessions.getByRole('button', { name: /^Rename / }).click();
      const nameBox = sessions.getByRole('textbox', { name: 'Session name' });
      await nameBox.scrollIntoViewIfNeeded();
      for (const box of [await nameBox.boundingBox(), await sessions.getByRole('button', { name: 'Cancel' }).boundingBox()])
        expect(box!.x + box!.width, `session rename at ${at}`).toBeLessThanOrEqual(size.width);
      expect(await horizontalOverflow(page), `settings at ${at}`).toEqual([]);
      await nameBox.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
      // The memory view leaves the screen to the memories: on a phone the Add a memory button is on screen
      // without scrolling, and the form's text field takes most of the width instead of being squeezed.
      await page.getByRole('button', { name: 'Memory', exact: true }).click();
      const inspector = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
      await inspector.getByRole('button', { name: 'Add a memory' }).click();
      const memoryText = await inspector
        .getByRole('form', { name: 'Add a memory' })
        .getByRole('textbox', { name: 'Memory text' })
        .boundingBox();
      expect(memoryText!.y + memoryText!.height, `add a memory at ${at}`).toBeLessThanOrEqual(size.height);
      expect(memoryText!.width, `memory text width at ${at}`).toBeGreaterThanOrEqual(Math.min(size.width, 720) * 0.6);
      expect(await horizontalOverflow(page), `memory view at ${at}`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(inspector).toBeHidden();
      if (narrow) {
        await page.getByRole('button', { name: 'Open the conversation list' }).click();
        await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
        expect(await horizontalOverflow(page), `drawer at ${at}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('main')).not.toHaveAttribute('inert');
      }
    }
    await context.close();
  });
}

test('on a phone the conversation list is a drawer: it opens from the top bar, closes on Escape and on a choice', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openWithConversation(page);
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  const toggle = page.getByRole('button', { name: 'Open the conversation list' });
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.tap();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('button', { name: 'New chat' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.tap();
  await nav.getByRole('button', { name: 'New chat' }).tap();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible();

  await toggle.tap();
  await nav.getByRole('button', { name: /^Please review/ }).tap();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('article', { name: /^You/ })).toContainText('Please review');

  // The top bar has its own New chat button, the only one in reach while the list is closed or open.
  await page.getByRole('button', { name: 'New chat' }).tap();
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible();
  await toggle.tap();
  await expect(page.getByRole('button', { name: 'New chat' })).toHaveCount(1);
  await context.close();
});

test('row actions are reachable by touch through the ⋯ menu: rename and a confirmed delete', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openWithConversation(page);
  await page.getByRole('button', { name: 'Open the conversation list' }).tap();
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  const menuButton = nav.getByRole('button', { name: /^Actions: Please review/ });
  await expect(menuButton).toBeVisible();
  await menuButton.tap();
  await expect(nav.getByRole('menu')).toBeVisible();
  await nav.getByRole('menuitem', { name: 'Rename' }).tap();
  await nav.getByRole('textbox', { name: 'Rename' }).fill('Short title');
  await nav.getByRole('button', { name: 'Save' }).tap();
  await expect(nav.getByRole('button', { name: 'Short title', exact: true })).toBeVisible();

  await nav.getByRole('button', { name: 'Actions: Short title' }).tap();
  await nav.getByRole('menuitem', { name: 'Delete' }).tap();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).tap();
  await expect(nav.getByRole('button', { name: 'Short title', exact: true })).toHaveCount(0);
  await context.close();
});
