import { expect, test, type Page } from '@playwright/test';
import { buildHeavyChat, seedChat } from '../scripts/heavySeed.mjs';
import { assistantMessages, mock, openApp, send, userMessages, waitIdle } from './support/app';

// Sidebar search answers from the worker's index, in a session seeded with 5,000 messages in 200 chats.

const searchBox = (page: Page) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('searchbox', { name: 'Search conversations' });
const hits = (page: Page) => page.getByRole('navigation', { name: 'Conversations' }).getByRole('list', { name: 'Search conversations' });

async function seedLargeSession(page: Page) {
  const chat = buildHeavyChat({ conversations: 200, messagesPerConversation: 25, now: new Date().toISOString() });
  // Two needles deep in old conversations, one English, one Chinese.
  const old = chat.messages.find((m) => m.conversationId === 'heavy-00150' && m.seq === 21)!;
  old.text = 'We watched the aurora borealis over Tromsø until three in the morning.';
  const zh = chat.messages.find((m) => m.conversationId === 'heavy-00170' && m.seq === 20)!;
  zh.text = '上次说的那家云南米线店在老城区的巷子里。';
  await seedChat(page, chat);
  return chat;
}

test('search finds a message in a large seeded session, with the words marked, and a deleted conversation is no longer found', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await mock.reset();
  await openApp(page);
  const chat = await seedLargeSession(page);
  await page.reload(); // raw IndexedDB writes bypass the worker: it indexes them after the reload

  // The sidebar renders a window of the 200 conversations, grouped by date.
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  // The newest seeded conversation is up to an hour old: "Yesterday" in the first hour after midnight.
  await expect(nav.getByRole('heading', { name: /^(Today|Yesterday)$/ }).first()).toBeVisible();
  expect(await nav.locator('button.conversation').count()).toBeLessThan(80);

  await searchBox(page).fill('borealis tromsø');
  const title = chat.conversations.find((c) => c.id === 'heavy-00150')!.title;
  const hit = hits(page).getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(hit).toBeVisible({ timeout: 20_000 });
  await expect(hits(page).getByRole('button')).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText(['borealis', 'Tromsø']);

  // The word still being typed matches as the start of a word, and the mark covers the whole word.
  await searchBox(page).fill('tromsø borea');
  await expect(hits(page).getByRole('button')).toHaveCount(1);
  await expect(hit.locator('mark')).toHaveText(['borealis', 'Tromsø']);

  await searchBox(page).fill('米线');
  await expect(hits(page).getByRole('button')).toHaveCount(1);
  await expect(hits(page).locator('mark')).toHaveText(['米线']);

  // Every word must match: a word found nowhere empties the list.
  await searchBox(page).fill('borealis 米线');
  await expect(hits(page)).toContainText('Nothing found.');

  // Delete the conversation that held the needle: it is no longer found.
  await searchBox(page).fill('borealis');
  await hit.click();
  await searchBox(page).fill('');
  const zhTitle = chat.conversations.find((c) => c.id === 'heavy-00170')!.title;
  await nav.getByRole('button', { name: `Actions: ${title}` }).click();
  await nav.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(nav.getByRole('button', { name: title, exact: true })).toHaveCount(0);
  await searchBox(page).fill('borealis');
  await expect(hits(page)).toContainText('Nothing found.');
  await searchBox(page).fill('米线');
  await expect(hits(page).getByRole('button', { name: new RegExp(`^${zhTitle.slice(0, 6)}`) })).toBeVisible();
});

test('an edited message is found by its new words, its original stays a findable version, and a temporary chat is never found', async ({
  page,
}) => {
  await mock.reset();
  await openApp(page);
  await send(page, 'Hello there');
  await waitIdle(page);
  await send(page, 'Tell me about the walrus');
  await waitIdle(page);
  await searchBox(page).fill('walrus');
  await expect(hits(page).getByRole('button', { name: /^Hello there/ })).toBeVisible();
  await searchBox(page).fill('');

  // Edit and resend: the edited text is indexed; the original question is kept as an earlier version
  // (reachable with ‹ 1 / 2 ›), so it is still found.
  await userMessages(page).last().getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Edit' }).fill('Tell me about the narwhal');
  await page.getByRole('button', { name: 'Save & send' }).click();
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: Tell me about the narwhal');
  await waitIdle(page);
  await searchBox(page).fill('narwhal');
  await expect(hits(page).getByRole('button')).toHaveCount(1);
  await searchBox(page).fill('walrus');
  await expect(hits(page).getByRole('button')).toHaveCount(1);
  await searchBox(page).fill('');

  // A temporary chat, still open: its title and messages stay out of search.
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('checkbox', { name: 'Temporary chat' }).check();
  await send(page, 'A private note about the xylophone');
  await waitIdle(page);
  await searchBox(page).fill('xylophone');
  await expect(hits(page)).toContainText('Nothing found.');
  await searchBox(page).fill('private note');
  await expect(hits(page)).toContainText('Nothing found.');
});
