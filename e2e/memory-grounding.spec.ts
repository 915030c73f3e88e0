import { expect, test } from './support/test';
import { mock, openApp, readTable, send, waitIdle } from './support/app';
import { candidate, extractionFor, memorySettled, teach } from './support/memory';

// Grounding: a memory must rest on the user's own words. When the assistant suggests something and the
// model turns the suggestion into a "fact about the user", the program refuses it and says so under Refused.

const SUGGESTION = 'For a spring trip, you could try Lisbon in May: mild weather and fewer crowds.';
const LISBON = candidate({
  type: 'project_context',
  text: 'The user plans a trip to Lisbon in May.',
  subject: 'Lisbon trip',
  tags: ['lisbon', 'trip', 'travel'],
  evidence: 'you could try Lisbon in May',
});

test.beforeEach(async () => {
  await mock.reset();
});

test("a candidate whose evidence is only in the assistant's reply stores nothing and shows under Refused", async ({ page }) => {
  await openApp(page);
  await mock.rules({ match: { kind: 'chat', lastUserContains: 'city' }, text: SUGGESTION }, extractionFor('city', [LISBON]));
  await teach(page, 'I love travelling in spring. Which city should I visit?');
  await expect(page.getByText('you could try Lisbon in May')).toBeVisible();

  await expect.poll(async () => (await readTable(page, 'memory', 'rejections')).length).toBe(1);
  expect(await readTable(page, 'memory', 'rejections')).toMatchObject([
    { reason: 'ungrounded', type: 'project_context', source: 'extraction' },
  ]);
  expect(await readTable(page, 'memory', 'memories')).toHaveLength(0);
  expect(JSON.stringify(await readTable(page, 'memory', 'rejections'))).not.toContain('Lisbon');
  expect(await mock.structuredRequests('memory_candidates')).toHaveLength(1);

  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await view.getByRole('tab', { name: 'Refused' }).click();
  await expect(view.getByRole('row').filter({ hasText: 'not in your own words in the conversation' })).toBeVisible();
  await expect(view).not.toContainText('Lisbon');
});

test('a turn that cannot hold a memory is not sent to the memory model, and the memory view counts it', async ({ page }) => {
  await openApp(page);
  await send(page, 'What does HTTP 418 mean?');
  await waitIdle(page);
  await memorySettled(page);
  await expect.poll(async () => readTable(page, 'memory', 'outbox')).toMatchObject([{ state: 'skipped', skipReason: 'no_memory_signal' }]);
  expect(await mock.structuredRequests('memory_candidates')).toHaveLength(0);

  await page.getByRole('button', { name: 'Memory', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'What Mindkeep remembers' });
  await view.getByRole('tab', { name: 'Refused' }).click();
  await expect(view).toContainText('Turns not sent to the memory model, because nothing in them could be a lasting fact about you: 1');
});
