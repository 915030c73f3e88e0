import { expect, test } from '../support/test';
import { assistantMessages, mock, openApp, readTable, send, waitIdle } from '../support/app';
import { extractionFor, PEACH, memoryStatus } from '../support/memory';
import { faultTitle } from './fault';

test.beforeEach(async () => {
  await mock.reset();
});

/** Makes the page's worker throw, as a real crash would; the client terminates and restarts it. */
async function crashWorker(page: import('@playwright/test').Page, why: string) {
  const worker = page.workers().find((w) => w.url().includes('entry'));
  expect(worker).toBeDefined();
  await worker!.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message);
    });
  }, why);
}

test(faultTitle('worker-crash-mid-stream'), async ({ page }) => {
  await openApp(page);
  const words = Array.from({ length: 60 }, (_, i) => `w${i} `);
  await mock.script({ match: { kind: 'chat' }, chunks: words, chunkDelayMs: 80 });
  await send(page, 'Question during a crash');
  await expect(assistantMessages(page).last()).toContainText('w8');

  // An uncaught error fires `error` on the page's Worker object, as a real crash would; the client terminates it.
  await crashWorker(page, 'simulated worker crash mid-stream');
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

test(faultTitle('worker-crash-mid-extraction'), async ({ page }) => {
  await openApp(page);
  // The memory model takes its time, so the worker dies while the turn's extraction job is in flight.
  await mock.rules(extractionFor('记住我喜欢吃桃子', [PEACH], { delayMs: 2500 }));
  await send(page, '记住我喜欢吃桃子');
  await waitIdle(page);
  await expect.poll(async () => (await mock.structuredRequests('memory_candidates')).length, { timeout: 15_000 }).toBe(1);
  await crashWorker(page, 'simulated worker crash mid-extraction');

  // The job was in the durable outbox: the restarted worker runs it again, and the memory is written once.
  await expect
    .poll(async () => ((await readTable(page, 'memory', 'memories')) as { stableKey: string }[]).map((m) => m.stableKey), {
      timeout: 30_000,
    })
    .toEqual(['user_preference:prefer-桃子']);
  await expect
    .poll(async () => ((await readTable(page, 'memory', 'outbox')) as { state: string }[]).filter((j) => j.state === 'pending').length)
    .toBe(0);
  await expect(memoryStatus(page)).toHaveText('Memory on');
  // The crash did cut the first attempt off: the memory model was asked again.
  expect((await mock.structuredRequests('memory_candidates')).length).toBeGreaterThanOrEqual(2);
  // The turn itself is untouched: question and answer complete.
  const messages = (await readTable(page, 'chat', 'messages')) as { role: string; status: string; seq: number }[];
  expect(messages.sort((a, b) => a.seq - b.seq).map((m) => [m.role, m.status])).toEqual([
    ['user', 'complete'],
    ['assistant', 'complete'],
  ]);
});
