import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mock, openApp, readTable } from './support/app';
import { candidate } from './support/memory';
import { batchPastedLines, splitPastedLines } from '../src/memory/exchange/pastedList';

// Import from another assistant and the copy for one, against the loopback model. Each import request is
// answered by a rule matching its batch of pasted lines exactly, so a background extraction (which asks
// about a chat turn) can never take these answers, and the order the batches run in does not matter.

type Candidate = ReturnType<typeof candidate>;

const PASTE = [
  'Here is everything I remember about you:',
  '- Prefers TypeScript over JavaScript',
  '- 喜欢吃桃子',
  '- Phone number: +1 415 555 0132',
  '- API key: sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  '- Feeling a bit tired today',
  '- Works on a hiking app called Trailmix',
  '- 回答时先给结论',
  '- Uses Vim as the main editor',
  '- 不吃香菜',
  '- Always write commit messages in English',
  '- 正在学习日语',
  '- Prefers metric units',
].join('\n');

const fact = (line: string, c: Parameters<typeof candidate>[0]) => [line, { ...candidate(c), evidence: line }] as const;

/** What the model proposes for each pasted line (lines without an entry get nothing, like the opening line). */
const PROPOSALS = new Map<string, Candidate>([
  fact('Prefers TypeScript over JavaScript', {
    type: 'user_preference',
    text: 'The user prefers TypeScript over JavaScript.',
    subject: 'TypeScript',
    polarity: 'prefer',
    tags: ['typescript', 'javascript'],
  }),
  fact('喜欢吃桃子', { type: 'user_preference', text: '用户喜欢吃桃子。', subject: '桃子', polarity: 'prefer', tags: ['桃子', '水果'] }),
  fact('Phone number: +1 415 555 0132', {
    type: 'stable_user_context',
    text: "The user's phone number is +1 415 555 0132.",
    subject: 'phone number',
  }),
  fact('API key: sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', {
    type: 'stable_user_context',
    text: 'The user uses the API key sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789.',
    subject: 'API key',
  }),
  fact('Feeling a bit tired today', {
    type: 'stable_user_context',
    text: 'The user feels tired today.',
    subject: 'mood',
    stability: 'temporary',
  }),
  fact('Works on a hiking app called Trailmix', {
    type: 'project_context',
    text: 'The user works on a hiking app called Trailmix.',
    subject: 'Trailmix',
    tags: ['trailmix', 'hiking'],
  }),
  fact('回答时先给结论', {
    type: 'communication_preference',
    text: '回答时先给结论。',
    subject: '回答结构',
    facet: '先给结论',
    tags: ['结论'],
  }),
  fact('Uses Vim as the main editor', {
    type: 'stable_user_context',
    text: 'The user uses Vim as the main editor.',
    subject: 'editor',
    tags: ['vim', 'editor'],
  }),
  fact('不吃香菜', { type: 'user_preference', text: '用户不吃香菜。', subject: '香菜', polarity: 'avoid', tags: ['香菜'] }),
  fact('Always write commit messages in English', {
    type: 'standing_instruction',
    text: 'Always write commit messages in English.',
    subject: 'commit messages',
    tags: ['commit', 'git'],
  }),
  fact('正在学习日语', { type: 'project_context', text: '用户正在学习日语。', subject: '日语学习', tags: ['日语'] }),
  fact('Prefers metric units', {
    type: 'user_preference',
    text: 'The user prefers metric units.',
    subject: 'metric units',
    polarity: 'prefer',
    tags: ['metric'],
  }),
]);

/** One rule per batch of `text` as the app cuts it: the candidates proposed for its lines. */
async function answerImport(text: string, proposals: ReadonlyMap<string, Candidate>) {
  const rules = batchPastedLines(splitPastedLines(text)).map((batch) => ({
    match: { schemaName: 'memory_candidates', lastUserContains: batch.map((l) => `- ${l.text}`).join('\n') },
    json: { candidates: batch.flatMap((l) => (proposals.has(l.text) ? [proposals.get(l.text)!] : [])) },
  }));
  await mock.rules(...rules);
}

const inspector = (page: Page) => page.getByRole('dialog', { name: 'What Mindkeep remembers' });
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import from another assistant' });
const copyDialog = (page: Page) => page.getByRole('dialog', { name: 'Copy for another assistant' });
const preview = (page: Page) => importDialog(page).getByRole('region', { name: 'Import preview' });

async function openImport(page: Page) {
  if (!(await inspector(page).isVisible())) await page.getByRole('button', { name: 'Memory', exact: true }).click();
  await inspector(page).getByRole('button', { name: 'Import from another assistant' }).click();
  await expect(importDialog(page)).toBeVisible();
}

async function previewImport(page: Page, text: string) {
  await importDialog(page).getByRole('textbox', { name: 'Pasted answer' }).fill(text);
  await importDialog(page).getByRole('button', { name: 'Preview import' }).click();
  // One model request per pasted line, in turn: a dozen lines take seconds on a busy machine.
  await expect(preview(page)).toBeVisible({ timeout: 40_000 });
}

const storedMemories = async (page: Page) =>
  ((await readTable(page, 'memory', 'memories')) as Array<{ stableKey: string; text: string; status: string; source: string }>)
    .map(({ stableKey, text, status }) => ({ stableKey, text, status }))
    .sort((a, b) => a.stableKey.localeCompare(b.stableKey));

test.beforeEach(async () => {
  await mock.reset();
});

// Each test previews a pasted list up to three times, a model request per line each time.
test.describe.configure({ timeout: 120_000 });

test('a pasted list in English and Chinese: secrets, identifiers and moods are refused by reason, the rest is imported as ticked, and importing it again adds nothing', async ({
  page,
}) => {
  await openApp(page);
  await answerImport(PASTE, PROPOSALS);
  await openImport(page);
  await expect(importDialog(page).getByRole('textbox', { name: 'Prompt for your old assistant' })).toHaveValue(
    /without|Leave out anything secret/,
  );

  await previewImport(page, PASTE);
  expect(await readTable(page, 'memory', 'memories')).toEqual([]);
  const refused = preview(page)
    .getByRole('listitem')
    .filter({ hasNotText: /The user|用户|Always|回答/ });
  await expect(refused).toHaveText([
    'Line 4: contains sensitive personal information',
    'Line 5: contains a secret or internal data',
    'Line 6: temporary, not worth keeping',
  ]);
  await expect(preview(page)).not.toContainText('415');
  await expect(preview(page)).not.toContainText('sk-proj');
  await expect(preview(page)).not.toContainText('tired');
  const boxes = preview(page).getByRole('checkbox');
  await expect(boxes).toHaveCount(9);
  for (const box of await boxes.all()) await expect(box).toBeChecked();

  await preview(page).getByRole('checkbox', { name: 'The user uses Vim as the main editor.' }).uncheck();
  await importDialog(page).getByRole('button', { name: 'Import selected' }).click();
  await expect(importDialog(page).getByRole('status', { name: 'Import report' })).toHaveText(
    'Imported from another assistant: 8 added, 0 updated.',
  );
  const stored = await storedMemories(page);
  expect(stored.map((m) => m.text)).not.toContain('The user uses Vim as the main editor.');
  expect(stored).toHaveLength(8);
  expect(JSON.stringify(await readTable(page, 'memory', 'history'))).not.toMatch(/415 555|sk-proj|tired/);

  // The memory view names the source, and so does each memory's history.
  await importDialog(page).getByRole('button', { name: 'Close' }).click();
  const trailmix = inspector(page).getByRole('listitem').filter({ hasText: 'The user works on a hiking app called Trailmix.' });
  await expect(trailmix).toContainText('Imported from another assistant');
  await trailmix.getByRole('button', { name: 'History' }).click();
  await expect(trailmix.getByRole('list', { name: 'History' })).toContainText('Imported from another assistant');

  // Again: only the line left out last time is new; after that, nothing at all.
  await openImport(page);
  await previewImport(page, PASTE);
  await expect(preview(page).getByRole('checkbox')).toHaveCount(1);
  await expect(preview(page)).toContainText('Already remembered: 8');
  await importDialog(page).getByRole('button', { name: 'Import selected' }).click();
  await expect(importDialog(page).getByRole('status', { name: 'Import report' })).toContainText('1 added');
  await previewImport(page, PASTE);
  await expect(preview(page)).toContainText('Nothing new to import.');
  await expect(importDialog(page).getByRole('button', { name: 'Import selected' })).toBeDisabled();
  expect(await storedMemories(page)).toHaveLength(9);
});

test('the copy for another assistant works offline, leaves suppressed memories out, and imports into a fresh browser session as the same memories', async ({
  page,
  browser,
}) => {
  await openApp(page);
  await answerImport(PASTE, PROPOSALS);
  await openImport(page);
  await previewImport(page, PASTE);
  await importDialog(page).getByRole('button', { name: 'Import selected' }).click();
  await expect(importDialog(page).getByRole('status', { name: 'Import report' })).toContainText('9 added');
  await importDialog(page).getByRole('button', { name: 'Close' }).click();
  const metric = inspector(page).getByRole('listitem').filter({ hasText: 'The user prefers metric units.' });
  await metric.getByRole('button', { name: 'Suppress' }).click();
  await expect(metric.getByRole('button', { name: 'Restore' })).toBeVisible();

  await page.context().setOffline(true);
  // Step 1 works offline; step 2 says plainly that it needs the memory model.
  await openImport(page);
  await expect(importDialog(page).getByRole('textbox', { name: 'Prompt for your old assistant' })).not.toHaveValue('');
  await expect(importDialog(page)).toContainText('You are offline. Step 2 needs the memory model');
  await importDialog(page).getByRole('textbox', { name: 'Pasted answer' }).fill('Prefers tea');
  await expect(importDialog(page).getByRole('button', { name: 'Preview import' })).toBeDisabled();
  await importDialog(page).getByRole('button', { name: 'Close' }).click();

  await inspector(page).getByRole('button', { name: 'Copy for another assistant' }).click();
  const copied = copyDialog(page).getByRole('textbox', { name: 'Text for another assistant' });
  await expect(copied).toHaveValue(/^Here is what I asked my previous assistant to remember about me/);
  const text = await copied.inputValue();
  expect(text).toContain('Project:\n- The user works on a hiking app called Trailmix.\n- 用户正在学习日语。');
  expect(text).not.toContain('metric');
  // Only the chosen types.
  await copyDialog(page).getByRole('group', { name: 'Types to include' }).getByRole('checkbox', { name: 'Project' }).uncheck();
  await expect(copied).not.toHaveValue(/Trailmix/);
  await page.context().setOffline(false);
  const active = (await storedMemories(page)).filter((m) => m.status === 'active');

  // A fresh browser session, importing the copy: the model quotes each copied line back.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await openApp(other);
  const byLine = new Map<string, Candidate>([...PROPOSALS.values()].map((c) => [c.text, { ...c, evidence: c.text }] as const));
  await answerImport(text, byLine);
  await openImport(other);
  await previewImport(other, text);
  await expect(preview(other).getByRole('checkbox')).toHaveCount(active.length);
  await importDialog(other).getByRole('button', { name: 'Import selected' }).click();
  await expect(importDialog(other).getByRole('status', { name: 'Import report' })).toContainText(`${active.length} added`);
  expect(await storedMemories(other)).toEqual(active);
  await fresh.close();
});
