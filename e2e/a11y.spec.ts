import { expect, test, type Page } from '@playwright/test';
import { configure, mock } from './support/app';
import { memoryStatus } from './support/memory';
import { seriousViolations } from './support/axe';

// No serious or critical axe violations on the chat, Settings, a chat's options, each memory-view tab, the
// task-list panel and the phone drawer, in English and in Chinese.

const LANGUAGES = [
  {
    code: 'en',
    settings: 'Settings',
    chatOptions: 'Chat options',
    memory: 'Memory',
    drawer: 'Open the conversation list',
    message: 'Message',
    send: 'Send',
  },
  { code: 'zh', settings: '设置', chatOptions: '对话选项', memory: '记忆', drawer: '打开会话列表', message: '消息', send: '发送' },
] as const;

async function say(page: Page, lang: (typeof LANGUAGES)[number], text: string) {
  await page.getByRole('textbox', { name: lang.message }).fill(text);
  await page.getByRole('button', { name: lang.send }).click();
}

async function start(page: Page, language: 'en' | 'zh') {
  await page.goto('/');
  await expect(memoryStatus(page)).toBeVisible();
  await configure(page);
  if (language === 'zh') {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel('Language').selectOption('zh');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
}

test.beforeEach(async () => {
  await mock.reset();
});

for (const lang of LANGUAGES) {
  test(`axe (${lang.code}): chat, Settings and every memory-view tab`, async ({ page }) => {
    await start(page, lang.code);
    await mock.script({ match: { kind: 'chat' }, text: 'Here:\n\n```ts\nconst a = 1;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |' });
    await say(page, lang, 'hello');
    await expect(page.getByRole('article').last()).toContainText('const a = 1');
    await expect(page.getByRole('button', { name: lang.send })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: lang.settings, exact: true }).click();
    const settings = page.getByRole('dialog');
    await expect(settings).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    await page.getByRole('button', { name: lang.chatOptions }).click();
    const chatOptions = page.getByRole('dialog', { name: lang.chatOptions });
    await expect(chatOptions).toBeVisible();
    // Only the dialog: the page behind it was checked above, and a narrower scan keeps the test quick.
    expect(await seriousViolations(page, 'dialog.chat-settings')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(chatOptions).toBeHidden();

    await page.getByRole('button', { name: lang.memory, exact: true }).click();
    const inspector = page.getByRole('dialog');
    const tabs = inspector.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations(page), `tab ${i + 1}`).toEqual([]);
    }
  });

  test(`axe (${lang.code}): the task-list panel and the phone drawer, in the dark theme`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const page = await context.newPage();
    await start(page, lang.code);
    await mock.script({
      match: { schemaName: 'task_list' },
      json: {
        items: [
          { title: 'One', detail: 'a' },
          { title: 'Two', detail: 'b' },
          { title: 'Three', detail: 'c' },
        ],
      },
    });
    await page.getByRole('radiogroup').getByRole('radio').nth(2).check();
    await say(page, lang, 'Plan something');
    await expect(
      page
        .getByRole('region')
        .filter({ has: page.getByRole('checkbox') })
        .first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: lang.drawer }).click();
    await expect(page.getByRole('navigation')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
