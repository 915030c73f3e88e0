import { expect, type Page } from '@playwright/test';
import { createMockControl } from '../../tools/mock-openai/client';
import { pageSessionHash } from '../../scripts/heavySeed.mjs';

// This worker's own loopback model server (playwright.config.ts starts one per worker).
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4010) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`;
export const MOCK_BASE_URL = `${MOCK_ORIGIN}/v1`;
export const mock = createMockControl(MOCK_ORIGIN);

/** Fills in Settings exactly as a user would. */
export async function configure(page: Page, opts: { apiKey?: string; baseURL?: string; model?: string; remember?: boolean } = {}) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByLabel('API key').fill(opts.apiKey ?? 'sk-e2e-test-key-0000');
  await dialog.getByLabel('Base URL').fill(opts.baseURL ?? MOCK_BASE_URL);
  await dialog.getByLabel('Chat model').fill(opts.model ?? 'mock-chat');
  const remember = dialog.getByLabel('Remember key on this device');
  if (opts.remember ?? true) await remember.check();
  else await remember.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens the app as a returning user whose Settings were saved before: the same stored settings and key a save in
 * the Settings dialog writes, put in place before the page's first script runs. Filling the dialog in every test
 * cost about 1.2 s each (a tenth of the suite); the dialog itself is tested through `configure` (chat.spec.ts,
 * dialogs.spec.ts, settings specs). Only this page's first load is seeded: a reload, or a page opened later in the
 * same context, finds whatever the test has changed since.
 */
export async function openApp(page: Page, opts: Parameters<typeof configure>[1] = {}) {
  const baseURL = opts.baseURL ?? MOCK_BASE_URL;
  await page.addInitScript(
    ({ settings, origin, apiKey, remember }) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('mindkeep.settings', JSON.stringify(settings));
      (remember ? localStorage : sessionStorage).setItem('mindkeep.apiKeys', JSON.stringify({ [origin]: apiKey }));
      (remember ? localStorage : sessionStorage).setItem('mindkeep.apiKey', apiKey);
    },
    {
      settings: { baseURL, chatModel: opts.model ?? 'mock-chat' },
      origin: new URL(baseURL).origin,
      apiKey: opts.apiKey ?? 'sk-e2e-test-key-0000',
      remember: opts.remember ?? true,
    },
  );
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  // The memory status appears once the worker has opened the session's databases (tests may read them).
  await expect(page.getByRole('status', { name: 'Memory status' })).toBeVisible();
}

/** Types and sends a message, and waits until it is stored (the composer empties when it is). */
export async function send(page: Page, text: string) {
  await typeAndClickSend(page, text);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
}

/** For sends that are expected to be refused before anything is stored (no key, offline). */
export async function typeAndClickSend(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

export const assistantMessages = (page: Page) => page.getByRole('article', { name: /^Assistant/ });
export const userMessages = (page: Page) => page.getByRole('article', { name: /^You/ });

/** Waits until no answer is streaming (the Send button is back). */
export async function waitIdle(page: Page) {
  await expect(page.locator('article[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
}

/** Reads every record of a table of this page's session databases straight from IndexedDB. */
export async function readTable(page: Page, db: 'chat' | 'memory', table: string): Promise<unknown[]> {
  const name = `mindkeep-${db}-${await pageSessionHash(page)}`;
  return page.evaluate(
    async ({ name, table }) => {
      if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
      return new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains(table)) return resolve([]);
          const req = conn.transaction(table).objectStore(table).getAll();
          req.onsuccess = () => {
            conn.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      });
    },
    { name, table },
  );
}

/** Opens a conversation from the sidebar by its exact title. */
export async function openConversation(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: title, exact: true }).click();
}
