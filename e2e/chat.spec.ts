import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import {
  assistantMessages,
  configure,
  mock,
  openApp,
  readTable,
  send,
  userMessages,
  waitIdle,
  openConversation,
  typeAndClickSend,
} from './support/app';

test.beforeEach(async () => {
  await mock.reset();
});

test('first run: set the key, get a streamed answer, and the conversation survives a reload', async ({ page }) => {
  await page.goto('/');
  // The draft rule: a new chat writes nothing before its first send.
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await typeAndClickSend(page, 'Hello there');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible(); // no key yet: Settings opens
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello there'); // nothing typed is lost
  expect(await readTable(page, 'chat', 'conversations')).toHaveLength(0);

  await configure(page);
  await mock.script({ chunks: ['Streaming ', 'works ', 'in ', 'pieces.'], chunkDelayMs: 150 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(assistantMessages(page).first()).toContainText('Streaming works in pieces.');
  await waitIdle(page);

  const conversations = await readTable(page, 'chat', 'conversations');
  expect(conversations).toEqual([expect.objectContaining({ title: 'Hello there', mode: 'ordinary_chat' })]);
  const chatLog = await mock.chatRequests();
  expect(chatLog).toHaveLength(1);
  expect(chatLog[0]!.body.stream).toBe(true);

  await page.reload();
  await openConversation(page, 'Hello there');
  await expect(userMessages(page)).toHaveCount(1);
  await expect(assistantMessages(page).first()).toContainText('Streaming works in pieces.');
});

test('the answer arrives in pieces while streaming', async ({ page }) => {
  await openApp(page);
  await mock.script({ chunks: ['one ', 'two ', 'three ', 'four'], chunkDelayMs: 300 });
  await send(page, 'count');
  const answer = assistantMessages(page).first();
  await expect(answer).toContainText('one');
  await expect(answer).not.toContainText('four');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(answer).toContainText('one two three four');
});

test('Stop mid-stream keeps the partial answer, marked as stopped', async ({ page }) => {
  await openApp(page);
  await mock.script({ chunks: Array.from({ length: 40 }, (_, i) => `w${i} `), chunkDelayMs: 150 });
  await send(page, 'Tell me a long story');
  const answer = assistantMessages(page).first();
  await expect(answer).toContainText('w3');
  await page.getByRole('button', { name: 'Stop' }).click();
  await waitIdle(page);
  await expect(answer).toContainText('Stopped');
  await expect(answer).not.toContainText('w39');
  const messages = (await readTable(page, 'chat', 'messages')) as Array<{ role: string; status: string; text: string }>;
  const assistant = messages.find((m) => m.role === 'assistant')!;
  expect(assistant.status).toBe('interrupted');
  expect(assistant.text).toContain('w3');
  await page.reload();
  await openConversation(page, 'Tell me a long story');
  await expect(assistantMessages(page).first()).toContainText('w3');
});

test('a rejected key (401) says so, keeps the user message, and Retry works once fixed', async ({ page }) => {
  await mock.options({ rejectKeys: ['sk-wrong-key-1234'] });
  await openApp(page, { apiKey: 'sk-wrong-key-1234' });
  await send(page, 'Is my key fine?');
  const alert = assistantMessages(page).first().getByRole('alert');
  await expect(alert).toContainText('API key was rejected (401)');
  await expect(alert).not.toContainText('sk-wrong-key-1234');
  await expect(userMessages(page).first()).toContainText('Is my key fine?');
  // The way to the fix is at the error.
  await alert.getByRole('button', { name: 'Fix the connection' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');

  await configure(page, { apiKey: 'sk-right-key-5678' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(assistantMessages(page).first()).toContainText('Mock reply to: Is my key fine?');
  await expect(userMessages(page)).toHaveCount(1);
});

test('rate limit, server error, missing model and unreachable endpoint each get a clear message', async ({ page }) => {
  await openApp(page);
  await mock.script({ match: { kind: 'chat' }, status: 429, retryAfter: 17 });
  await send(page, 'first');
  await expect(page.getByRole('alert').last()).toContainText('Try again in 17 s');

  await page.getByRole('button', { name: 'New chat' }).click();
  await mock.script({ match: { kind: 'chat' }, status: 500 });
  await send(page, 'second');
  await expect(page.getByRole('alert').last()).toContainText('server error (500)');

  await page.getByRole('button', { name: 'New chat' }).click();
  await mock.script({ match: { kind: 'chat' }, status: 404, message: 'The model `nope` does not exist' });
  await send(page, 'third');
  await expect(page.getByRole('alert').last()).toContainText('was not found at this endpoint (404)');

  await configure(page, { baseURL: 'http://127.0.0.1:4999/v1' });
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, 'fourth');
  await expect(page.getByRole('alert').last()).toContainText('Could not reach http://127.0.0.1:4999/v1');
  await expect(page.getByRole('alert').last()).toContainText('CORS');
  // A stored error keeps naming the endpoint that failed, even after Settings change.
  await configure(page);
  await expect(page.getByRole('alert').last()).toContainText('Could not reach http://127.0.0.1:4999/v1');
});

test('offline: sending says so and keeps the typed text', async ({ page, context }) => {
  await openApp(page);
  await context.setOffline(true);
  await typeAndClickSend(page, 'written while offline');
  await expect(page.getByRole('alert')).toContainText('offline');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('written while offline');
  await context.setOffline(false);
  expect(await readTable(page, 'chat', 'messages')).toHaveLength(0);
});

test('two conversations never see each other’s messages', async ({ page }) => {
  await openApp(page);
  await send(page, 'Alpha secret topic');
  await waitIdle(page);
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, 'Beta question');
  await waitIdle(page);
  await send(page, 'Beta follow-up');
  await waitIdle(page);

  const requests = await mock.chatRequests();
  expect(requests).toHaveLength(3);
  const contents = (i: number) => JSON.stringify(requests[i]!.body.messages);
  expect(contents(1)).not.toContain('Alpha');
  expect(contents(2)).not.toContain('Alpha');
  expect(contents(2)).toContain('Beta question');
  await expect(userMessages(page)).toHaveCount(2);
});

test('regenerate keeps the earlier answer as a version; editing an earlier message branches and answers the edited text', async ({
  page,
}) => {
  await openApp(page);
  await mock.script({ match: { kind: 'chat' }, text: 'First answer' }, { match: { kind: 'chat' }, text: 'Second answer' });
  await send(page, 'Original question');
  await expect(assistantMessages(page).first()).toContainText('First answer');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(assistantMessages(page).first()).toContainText('Second answer');
  await expect(assistantMessages(page)).toHaveCount(1);

  // The earlier answer is kept as version 1 of 2, and the request after switching to it sends only it.
  const answer = assistantMessages(page).first();
  await expect(answer.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();
  await answer.getByRole('button', { name: 'Previous version' }).click();
  await expect(answer).toContainText('First answer');
  await expect(answer.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  await send(page, 'Follow-up');
  await waitIdle(page);
  const followUp = JSON.stringify((await mock.chatRequests()).at(-1));
  expect(followUp).toContain('First answer');
  expect(followUp).not.toContain('Second answer');

  // Editing an earlier message branches: the edit is answered alone, the old continuation stays a version.
  await userMessages(page).first().getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Edit' }).fill('Edited question');
  await page.getByRole('button', { name: 'Save & send' }).click();
  await expect(assistantMessages(page).first()).toContainText('Mock reply to: Edited question');
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toContainText('Edited question');
  await waitIdle(page);
  const edited = JSON.stringify((await mock.chatRequests()).at(-1));
  expect(edited).not.toContain('Original question');
  expect(edited).not.toContain('Follow-up');
  await userMessages(page).first().getByRole('button', { name: 'Previous version' }).click();
  await expect(userMessages(page)).toHaveCount(2);
  await expect(userMessages(page).last()).toContainText('Follow-up');
  await expect(assistantMessages(page).first()).toContainText('First answer');
  // Kept across a reload: the versions are rows in the chat database.
  await page.reload();
  await openConversation(page, 'Original question');
  await expect(userMessages(page).first().getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  expect(await seriousViolations(page, 'article')).toEqual([]);

  // Deleting the shown version (confirmed in the page) takes it and what follows it; the other version stays,
  // now alone, and the next request holds nothing of the deleted branch.
  await userMessages(page).first().getByRole('button', { name: 'Delete this version' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete version 1 of 2');
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(userMessages(page)).toHaveCount(2);
  await userMessages(page).first().getByRole('button', { name: 'Delete this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete version' }).click();
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toContainText('Edited question');
  await expect(page.getByRole('group', { name: /^Version \d+ of \d+$/ })).toHaveCount(0);
  await send(page, 'After the deletion');
  await waitIdle(page);
  const afterDelete = JSON.stringify((await mock.chatRequests()).at(-1));
  expect(afterDelete).toContain('Edited question');
  for (const gone of ['Original question', 'First answer', 'Second answer', 'Follow-up']) expect(afterDelete).not.toContain(gone);
});

test('conversations can be renamed, searched (Chinese and English), pinned, archived and deleted', async ({ page }) => {
  await openApp(page);
  await send(page, '我喜欢吃桃子');
  await waitIdle(page);
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, 'Planning a TypeScript project');
  await waitIdle(page);
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  await expect(nav.getByRole('button', { name: 'Planning a TypeScript project', exact: true })).toBeVisible();

  await nav.getByRole('button', { name: 'Actions: Planning a TypeScript project' }).click();
  await nav.getByRole('menuitem', { name: 'Rename' }).click();
  // The old title is selected: typing replaces it.
  await expect(nav.getByRole('textbox', { name: 'Rename' })).toBeFocused();
  await page.keyboard.type('TS plans');
  await expect(nav.getByRole('textbox', { name: 'Rename' })).toHaveValue('TS plans');
  await nav.getByRole('button', { name: 'Save' }).click();
  await expect(nav.getByRole('button', { name: 'TS plans', exact: true })).toBeVisible();

  await nav.getByRole('searchbox', { name: 'Search conversations' }).fill('桃子');
  await expect(nav.getByRole('button', { name: /^我喜欢吃桃子/ })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^TS plans/ })).toHaveCount(0);
  await nav.getByRole('searchbox', { name: 'Search conversations' }).fill('typescript');
  await expect(nav.getByRole('button', { name: /^TS plans/ })).toBeVisible();
  await nav.getByRole('searchbox', { name: 'Search conversations' }).fill('');

  // Pinned: the older chat goes to the top, under its own heading, and is kept so.
  const titles = nav.locator('button.conversation');
  await expect(titles.first()).toHaveText('TS plans');
  await nav.getByRole('button', { name: 'Actions: 我喜欢吃桃子' }).click();
  await nav.getByRole('menuitem', { name: 'Pin to top' }).click();
  await expect(nav.getByRole('heading', { name: 'Pinned' })).toBeVisible();
  await expect(titles.first()).toHaveText('我喜欢吃桃子');
  expect(await readTable(page, 'chat', 'conversations')).toContainEqual(expect.objectContaining({ title: '我喜欢吃桃子', pinned: true }));
  // Archived: out of the list, focus on the way to the archive, and back out by keyboard.
  await nav.getByRole('button', { name: 'Actions: TS plans' }).click();
  await nav.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(nav.getByRole('button', { name: 'TS plans', exact: true })).toHaveCount(0);
  const toggle = nav.getByRole('button', { name: 'Show 1 archived chat' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('heading', { name: 'Archived' })).toBeVisible();
  await expect(titles.last()).toHaveText('TS plans');
  await nav.getByRole('button', { name: 'Actions: TS plans' }).click();
  await nav.getByRole('menuitem', { name: 'Move out of the archive' }).click();
  await expect(nav.getByRole('heading', { name: 'Archived' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'TS plans', exact: true })).toBeVisible();

  await nav.getByRole('button', { name: 'Actions: TS plans' }).click();
  await nav.getByRole('menuitem', { name: 'Delete' }).click();
  await nav.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(nav.getByRole('button', { name: 'TS plans', exact: true })).toHaveCount(0);
  const messages = (await readTable(page, 'chat', 'messages')) as Array<{ text: string }>;
  expect(messages.some((m) => m.text.includes('TypeScript'))).toBe(false);
  expect(await readTable(page, 'chat', 'conversations')).toHaveLength(1);
});

test('switching session shows none of the other session’s data', async ({ page }) => {
  await openApp(page);
  await send(page, 'Only in the first session');
  await waitIdle(page);
  const nav = page.getByRole('navigation', { name: 'Conversations' });
  await expect(nav.getByRole('button', { name: 'Only in the first session', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Start a new session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, start it' }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByText('No conversations yet.')).toBeVisible();
  await send(page, 'Only in the second session');
  await waitIdle(page);
  await expect(nav.getByRole('button', { name: 'Only in the first session', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /^Switch / }).click();
  await expect(nav.getByRole('button', { name: 'Only in the first session', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Only in the second session', exact: true })).toHaveCount(0);
  const names = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).sort());
  expect(names.filter((n) => n?.startsWith('mindkeep-chat-'))).toHaveLength(2);

  // Sessions have readable names, can be renamed, and one not in use is deleted (confirmed) with its databases.
  await page.getByRole('button', { name: 'Settings' }).click();
  const sessions = page.getByRole('list', { name: 'Browser session' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('Session 2');
  await expect(sessions.getByRole('listitem').last()).toContainText('Session 1');
  await sessions.getByRole('button', { name: 'Rename Session 2' }).click();
  const nameBox = sessions.getByRole('textbox', { name: 'Session name' });
  await expect(nameBox).toBeFocused();
  await nameBox.fill('Scratch');
  await nameBox.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await expect(sessions.getByRole('button', { name: 'Rename Scratch' })).toBeFocused();
  // The session in use is never offered for deletion.
  await expect(sessions.getByRole('button', { name: 'Delete Session 1' })).toHaveCount(0);
  await sessions.getByRole('button', { name: 'Delete Scratch' }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText('Delete “Scratch”?');
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  await confirmDelete.getByRole('button', { name: 'Delete session' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('“Scratch” was deleted.')).toBeVisible();
  const left = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  expect(left.filter((n) => n.startsWith('mindkeep-chat-'))).toHaveLength(1);
  expect(left.filter((n) => n.startsWith('mindkeep-memory-'))).toHaveLength(1);
});

test('model output cannot run script, load javascript: URLs or inject handlers', async ({ page }) => {
  await openApp(page);
  await page.evaluate(() => ((window as unknown as { __pwned: number }).__pwned = 0));
  await mock.script({
    match: { kind: 'chat' },
    text: 'Look: <img src=x onerror="window.__pwned=1"> and [click me](javascript:window.__pwned=2) and <script>window.__pwned=3</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  });
  await send(page, 'show me html');
  const answer = assistantMessages(page).first();
  await expect(answer.getByRole('table')).toBeVisible();
  await answer
    .getByText('click me')
    .click()
    .catch(() => undefined);
  // Whatever the click could start has run once the page has rendered two more frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { __pwned: number }).__pwned)).toBe(0);
  expect(await answer.locator('img').count()).toBe(0);
  expect(await answer.locator('[onerror], script, a[href^="javascript:"]').count()).toBe(0);
});

test('a reload mid-stream keeps the partial answer, marked interrupted', async ({ page }) => {
  await openApp(page);
  await mock.script({ chunks: Array.from({ length: 60 }, (_, i) => `part${i} `), chunkDelayMs: 120 });
  await send(page, 'stream then reload');
  await expect(assistantMessages(page).first()).toContainText('part5');
  await page.reload();
  await openConversation(page, 'stream then reload');
  const answer = assistantMessages(page).first();
  await expect(answer).toContainText('part1');
  await expect(answer).toContainText('interrupted');
  const messages = (await readTable(page, 'chat', 'messages')) as Array<{ role: string; status: string }>;
  expect(messages.find((m) => m.role === 'assistant')?.status).toBe('interrupted');
  await expect(userMessages(page).first()).toContainText('stream then reload');
});
