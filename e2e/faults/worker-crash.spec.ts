import { expect, test } from '../support/test';
import { assistantMessages, mock, openApp, readTable, send, waitIdle } from '../support/app';
import { faultTitle } from './fault';

test.beforeEach(async () => {
  await mock.reset();
});

test(faultTitle('worker-crash-mid-stream'), async ({ page }) => {
  await openApp(page);
  const words = Array.from({ length: 60 }, (_, i) => `w${i} `);
  await mock.script({ match: { kind: 'chat' }, chunks: words, chunkDelayMs: 80 });
  await send(page, 'Question during a crash');
  await expect(assistantMessages(page).last()).toContainText('w8');

  const worker = page.workers().find((w) => w.url().includes('entry'));
  expect(worker).toBeDefined();
  // An uncaught error fires `error` on the page's Worker object, as a real crash would; the client terminates it.
  await worker!.evaluate(() => {
    setTimeout(() => {
      throw new Error('simulated worker crash mid-stream');
    });
  });
  await waitIdle(page);

  // Nothing stays "streaming": the answer is interrupted and keeps every batch written before the crash.
  await expect
    .poll(
      async () =>
        ((await readTable(page, 'chat', 'messages')) as { role: string; status: string }[]).find((m) => m.role === 'assistant')?.status,
      {
        timeout: 15_000,
      },
    )
    .toBe('interrupted');
  const messages = (await readTable(page, 'chat', 'messages')) as { role: string; text: string; status: string }[];
  expect(messages.find((m) => m.role === 'user')).toMatchObject({ text: 'Question during a crash', status: 'complete' });
  const answer = messages.find((m) => m.role === 'assistant')!;
  expect(answer.text.length).toBeGreaterThan(0);
  expect(words.join('').startsWith(answer.text)).toBe(true);

  // The chat goes on with the restarted worker.
  await send(page, 'After the crash');
  await waitIdle(page);
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: After the crash');
});
