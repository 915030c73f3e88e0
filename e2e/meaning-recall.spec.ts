import { expect, test, type Page } from '@playwright/test';
import { assistantMessages, mock, openApp, readTable, send, waitIdle } from './support/app';
import { candidate, extractionFor, memoryStatus, meaningStatus, teach } from './support/memory';

// Meaning-based recall fused with the rules, from the endpoint's /v1/embeddings.

type Chat = { body: { messages: Array<{ role: string; content: string }> } };
const REMEMBER = 'I prefer TypeScript over JavaScript, remember that';
const PARAPHRASE = 'what language should I use for my new web project?';
const TYPESCRIPT = candidate({
  type: 'user_preference',
  text: 'The user prefers TypeScript over JavaScript.',
  subject: 'TypeScript',
  polarity: 'prefer',
  tags: ['typescript', 'javascript'],
  evidence: 'I prefer TypeScript over JavaScript',
});

async function lastChatCarriesTypeScript(): Promise<boolean> {
  const chats = (await mock.chatRequests()) as unknown as Chat[];
  const messages = chats.at(-1)?.body.messages ?? [];
  return messages.some((m) => m.role === 'system' && m.content.includes('The user prefers TypeScript over JavaScript.'));
}

/** Sets the model; the deadline is generous unless a test is about it (a loaded test machine is not a slow endpoint). */
async function setEmbeddingModel(page: Page, model: string, deadlineMs = 3_000) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Embedding model').fill(model);
  if (model) await dialog.getByLabel('Embedding deadline (ms)').fill(String(deadlineMs));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function askInNewChat(page: Page, text: string) {
  await page.getByRole('button', { name: 'New chat' }).click();
  await send(page, text);
  await waitIdle(page);
}

async function rememberTypeScript(page: Page) {
  await openApp(page);
  await mock.rules(extractionFor(REMEMBER, [TYPESCRIPT]));
  await teach(page, REMEMBER);
}

test.beforeEach(async () => {
  await mock.reset();
  await mock.options({ models: ['mock-chat', 'mock-memory', 'mock-embed'] });
});

test('a paraphrased question recalls the memory with embeddings on (after a backfill), and not with them off', async ({ page }) => {
  await rememberTypeScript(page);
  await askInNewChat(page, PARAPHRASE);
  expect(await lastChatCarriesTypeScript()).toBe(false);

  await setEmbeddingModel(page, 'mock-embed');
  await expect(meaningStatus(page)).toHaveText('meaning on');
  await expect(memoryStatus(page)).toHaveText('Memory on');
  const vectors = (await readTable(page, 'memory', 'vectors')) as Array<{ model: string; dimension: number; vector: unknown }>;
  expect(vectors).toEqual([
    expect.objectContaining({ stableKey: 'user_preference:prefer-typescript', model: 'mock-embed', dimension: 256 }),
  ]);
  // Only memory text and the user's message go to the embeddings endpoint.
  const inputs = (await mock.log({ kind: 'embeddings' })).flatMap((e) => e.body.input as string[]);
  expect(inputs.some((t) => t.includes('The user prefers TypeScript'))).toBe(true);

  await askInNewChat(page, PARAPHRASE);
  expect(await lastChatCarriesTypeScript()).toBe(true);
  await assistantMessages(page).last().getByText('Memories used (1)').click();
  await expect(assistantMessages(page).last()).toContainText('meaning matched');

  // An unrelated question still injects nothing.
  await askInNewChat(page, 'How tall is Mount Everest?');
  expect(await lastChatCarriesTypeScript()).toBe(false);

  // Turned off again: the rules alone, so the paraphrase recalls nothing.
  await setEmbeddingModel(page, '');
  await askInNewChat(page, PARAPHRASE);
  expect(await lastChatCarriesTypeScript()).toBe(false);
});

test('changing the embedding model re-embeds every memory', async ({ page }) => {
  await rememberTypeScript(page);
  await setEmbeddingModel(page, 'mock-embed');
  await expect(meaningStatus(page)).toHaveText('meaning on');
  await expect(memoryStatus(page)).toHaveText('Memory on');
  await setEmbeddingModel(page, 'text-embedding-3-small');
  await expect
    .poll(async () =>
      ((await readTable(page, 'memory', 'vectors')) as Array<{ model: string; dimension: number }>).map((v) => `${v.model}/${v.dimension}`),
    )
    .toEqual(['text-embedding-3-small/512']);
  await askInNewChat(page, PARAPHRASE);
  expect(await lastChatCarriesTypeScript()).toBe(true);
});

test('an endpoint without embeddings (404): the rules alone, the chat unaffected, the status says why', async ({ page }) => {
  await rememberTypeScript(page);
  await mock.options({ embeddings: false });
  await setEmbeddingModel(page, 'mock-embed');
  await expect(meaningStatus(page)).toContainText('meaning off');
  await expect(meaningStatus(page)).toContainText('does not serve embeddings');
  // A refused model leaves nothing pending: the memory status settles as without embeddings.
  await expect(memoryStatus(page)).toHaveText('Memory on');
  await askInNewChat(page, 'Set up a new TypeScript project');
  expect(await lastChatCarriesTypeScript()).toBe(true);
  await expect(assistantMessages(page).last()).toContainText('Mock reply to: Set up a new TypeScript project');
  await askInNewChat(page, PARAPHRASE);
  expect(await lastChatCarriesTypeScript()).toBe(false);
});

test('a slow embeddings endpoint: the request goes on with the rules after the deadline and the status says so', async ({ page }) => {
  await rememberTypeScript(page);
  await setEmbeddingModel(page, 'mock-embed', 400);
  await expect(meaningStatus(page)).toHaveText('meaning on');
  await expect(memoryStatus(page)).toHaveText('Memory on');
  await mock.rules({ match: { kind: 'embeddings' }, delayMs: 3_000 });
  await askInNewChat(page, PARAPHRASE);
  await expect(assistantMessages(page).last()).toContainText(`Mock reply to: ${PARAPHRASE}`);
  expect(await lastChatCarriesTypeScript()).toBe(false);
  await expect(meaningStatus(page)).toContainText('rules only (timeout)');
});

test('Test connection reports whether embeddings work and their dimension', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('Embedding model').fill('text-embedding-3-small');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText('Embeddings work: 512 dimensions.')).toBeVisible();
  await dialog.getByLabel('Embedding model').fill('mock-chat');
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(dialog.getByText(/Embeddings do not work with this model/)).toBeVisible();
});

test('with embeddings already on, "Memory on" means the new memory is embedded: a paraphrase right after recalls it', async ({ page }) => {
  await openApp(page);
  await setEmbeddingModel(page, 'mock-embed');
  await mock.rules(extractionFor(REMEMBER, [TYPESCRIPT]));
  await teach(page, REMEMBER);
  await askInNewChat(page, PARAPHRASE);
  expect(await lastChatCarriesTypeScript()).toBe(true);
});
