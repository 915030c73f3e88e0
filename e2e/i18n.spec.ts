import { expect, test, type Page } from '@playwright/test';
import { configure, mock } from './support/app';
import { memoryStatus } from './support/memory';

// The Chinese UI has no English left in it — visible text, aria-labels, titles and placeholders
// of the app's own chrome. What the user typed, what the model wrote, code and brand/technical names are
// not UI strings and are skipped.

/** Latin words that are names, not untranslated UI: the brand, protocols, file formats, units, keys, the language choice. */
const ALLOWED = new Set([
  'mindkeep',
  'api',
  'url',
  'http',
  'https',
  'json',
  'markdown',
  'kb',
  'mb',
  'gb',
  'enter',
  'shift',
  'ctrl',
  'o',
  'english',
  'openai',
  'token',
  'tokens',
  'id',
  'ai',
  'mock',
  'chat',
  'memory',
  'v1',
  'base',
]);

async function englishInUi(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const skip = (el: Element | null) =>
      !!el?.closest(
        'article .user-text, article .assistant-text, pre, code, textarea, option[lang="en"], [lang="en"], .memory-text, .conversation .title, .chat-header h2, datalist, .model-switch',
      );
    const out: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || skip(el) || !visible(el) || ['SCRIPT', 'STYLE'].includes(el.tagName)) continue;
      if (node.textContent?.trim()) out.push(node.textContent.trim());
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (skip(el)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(attr);
        // A label that repeats user content ("操作：<title>") is checked without the user's part.
        if (value) out.push(value.replace(/[:：][\s\S]*$/, ''));
      }
    }
    return out;
  });
  // File and host names (mindkeep-export.schema.json, api.openai.com) are names too.
  const words = (text: string) => text.replace(/[\w-]+(?:\.[\w-]+)+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  return found.filter((text) => words(text).some((word) => !ALLOWED.has(word.toLowerCase())));
}

test.beforeEach(async () => {
  await mock.reset();
});

test('the Chinese UI shows no English UI string on the chat, Settings, the memory view and the drawer', async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/');
    await expect(memoryStatus(page)).toBeVisible();
    await configure(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog').getByLabel('Language').selectOption('zh');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    expect(await englishInUi(page), 'empty chat').toEqual([]);

    await mock.script({ match: { kind: 'chat' }, text: 'Here:\n\n```ts\nconst a = 1;\n```' });
    await page.getByRole('textbox', { name: '消息' }).fill('你好');
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByRole('button', { name: '复制代码' })).toBeVisible();
    await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
    expect(await englishInUi(page), 'chat with an answer').toEqual([]);

    await page.getByRole('button', { name: '设置' }).click();
    expect(await englishInUi(page), 'Settings').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '记忆', exact: true }).click();
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      expect(await englishInUi(page), `memory view: ${await tab.textContent()}`).toEqual([]);
    }
    await page.keyboard.press('Escape');
    if (viewport.width < 720) {
      await page.getByRole('button', { name: '打开会话列表' }).click();
      await page.getByRole('navigation', { name: '会话' }).getByRole('button', { name: /^操作/ }).click();
      expect(await englishInUi(page), 'drawer with a row menu').toEqual([]);
    }
    await context.close();
  }
});
