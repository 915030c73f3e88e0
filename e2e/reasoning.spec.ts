import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { assistantMessages, mock, openApp, openConversation, readTable, send, waitIdle } from './support/app';

// A reasoning model, in both of its forms: thoughts in a separate stream field show as a streaming
// "Thinking…" block, then "Thought for N s"; an inline <think> block never shows in the answer. Neither
// reaches a later request or memory extraction, and both survive a reload.

test.beforeEach(async () => {
  await mock.reset();
});

const FIELD_THOUGHT = 'FIELDTHOUGHT trains are slower but the station is close';
const INLINE_THOUGHT = 'INLINETHOUGHT the user likes window seats';

test('reasoning streams as Thinking…, is kept collapsed beside the answer, and is never sent again', async ({ page }) => {
  await openApp(page);
  // A phone: the thoughts must fit a narrow message too.
  await page.setViewportSize({ width: 390, height: 800 });

  // 1. Thoughts in the reasoning_content field, slowly: the user sees the model working, not an empty answer.
  await mock.script({
    match: { kind: 'chat' },
    reasoningChunks: FIELD_THOUGHT.split(/(?<= )/),
    reasoningField: 'reasoning_content',
    text: 'Take the train.',
    chunkDelayMs: 250,
  });
  await send(page, 'Train or plane to Hangzhou?');
  const first = assistantMessages(page).first();
  const thinking = first.locator('details.reasoning > summary');
  await expect(thinking).toHaveText('Thinking…');
  await expect(first.getByText('FIELDTHOUGHT')).toBeHidden(); // collapsed while it streams
  await expect(thinking).toHaveText(/^Thought for \d+ s$/);
  await expect(first).toContainText('Take the train.');
  await waitIdle(page);
  await expect(first.locator('.assistant-text')).not.toContainText('FIELDTHOUGHT');

  // Keyboard: the summary is focusable and Enter opens and closes the thoughts.
  await thinking.focus();
  await page.keyboard.press('Enter');
  await expect(first.getByText(FIELD_THOUGHT)).toBeVisible();
  const fits = await first.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  expect(fits, 'the opened thoughts fit a phone-width message').toBe(true);
  const { violations } = await new AxeBuilder({ page }).include('article').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(first.getByText(FIELD_THOUGHT)).toBeHidden();

  // 2. An inline <think> block (a stated preference, so the turn goes to memory extraction).
  await mock.script({ match: { kind: 'chat' }, text: `<think>\n${INLINE_THOUGHT}\n</think>\n\nNoted: window seats it is.` });
  await send(page, 'I always prefer a window seat on trains.');
  const second = assistantMessages(page).nth(1);
  await expect(second).toContainText('Noted: window seats it is.');
  await waitIdle(page);
  await expect(second).not.toContainText('<think>');
  await expect(second.getByText(INLINE_THOUGHT)).toBeHidden();
  await expect(second.locator('details.reasoning > summary')).toHaveText(/^Thought for \d+ s$/);

  // 3. The next request and the extraction carry the answers, never the thoughts.
  await mock.script({ match: { kind: 'chat' }, text: 'Safe travels.' });
  await send(page, 'Thanks!');
  await expect(assistantMessages(page).nth(2)).toContainText('Safe travels.');
  const chats = await mock.chatRequests();
  const lastRequest = JSON.stringify(chats.at(-1)!.body.messages);
  expect(lastRequest).toContain('Take the train.');
  expect(lastRequest).toContain('Noted: window seats it is.');
  for (const thought of ['FIELDTHOUGHT', 'INLINETHOUGHT', '<think>']) expect(lastRequest).not.toContain(thought);
  await expect.poll(async () => (await mock.structuredRequests('memory_candidates')).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const extraction = JSON.stringify((await mock.structuredRequests('memory_candidates')).map((e) => e.body));
  expect(extraction).toContain('window seat');
  expect(extraction).not.toContain('INLINETHOUGHT');
  expect(extraction).not.toContain('FIELDTHOUGHT');

  // Stored beside the answer, never in it.
  const messages = (await readTable(page, 'chat', 'messages')) as { text: string; reasoning?: { text: string; durationMs?: number } }[];
  const withThoughts = messages.filter((m) => m.reasoning);
  expect(withThoughts.map((m) => [m.text, m.reasoning!.text])).toEqual(
    expect.arrayContaining([
      ['Take the train.', FIELD_THOUGHT],
      ['Noted: window seats it is.', INLINE_THOUGHT],
    ]),
  );
  expect(withThoughts.every((m) => typeof m.reasoning!.durationMs === 'number')).toBe(true);

  // 4. After a reload the thoughts are still there, collapsed, with their times.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await openConversation(page, 'Train or plane to Hangzhou?');
  const reloaded = assistantMessages(page).first();
  await expect(reloaded.locator('details.reasoning > summary')).toHaveText(/^Thought for \d+ s$/);
  await reloaded.locator('details.reasoning > summary').click();
  await expect(reloaded.getByText(FIELD_THOUGHT)).toBeVisible();
  await expect(assistantMessages(page).nth(1).locator('details.reasoning > summary')).toHaveText(/^Thought for \d+ s$/);
});
