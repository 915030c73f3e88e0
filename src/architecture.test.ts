import { describe, expect, it, vi } from 'vitest';
import { ESLint } from 'eslint';

// These cases start real lint and graph tools (seconds each, more on a loaded CI machine): the
// default 5 s per test would time out for load, not for a broken rule.
vi.setConfig({ testTimeout: 60_000 });

// The dependency rule of docs/architecture.md is enforced by `npm run lint`; these cases prove the rule bites.
// The cases lint virtual files no tsconfig lists, so the type-aware rules (which need one) are off here.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('dependency rule', () => {
  it.each([
    ['src/ui/chat/Bad.tsx', "import { openChatDb } from '../../storage';\nexport const x = openChatDb;\n"],
    ['src/ui/chat/Bad.tsx', "import { workerClient } from '../../worker/client';\nexport const x = workerClient;\n"],
    ['src/ui/chat/Bad.tsx', "import { Dexie } from 'dexie';\nexport const x = Dexie;\n"],
    ['src/memory/bad.ts', "import { streamChat } from '../llm';\nexport const x = streamChat;\n"],
    ['src/memory/bad.ts', "import { titleFromText } from '../chat';\nexport const x = titleFromText;\n"],
    ['src/chat/bad.ts', "import { validateCandidate } from '../memory';\nexport const x = validateCandidate;\n"],
    ['src/state/bad.ts', "import { streamChat } from '../llm';\nexport const x = streamChat;\n"],
    ['src/state/bad.ts', "import { createChatTurns } from '../worker/features/chat/turn/chatTurn';\nexport const x = createChatTurns;\n"],
    ['src/state/bad.ts', "import { createWorkerApi } from '../worker/api';\nexport const x = createWorkerApi;\n"],
    ['src/storage/bad.ts', "import { streamChat } from '../llm';\nexport const x = streamChat;\n"],
    ['src/worker/bad.ts', "import OpenAI from 'openai';\nexport const x = OpenAI;\n"],
    ['src/llm/bad.ts', "import { openChatDb } from '../storage';\nexport const x = openChatDb;\n"],
    ['src/shared/bad.ts', "import { z } from '../memory';\nexport const x = z;\n"],
    ['src/sync/bad.ts', "import { openChatDb } from '../storage';\nexport const x = openChatDb;\n"],
    ['src/sync/bad.ts', "import * as Y from 'yjs';\nexport const x = Y;\n"],
    ['src/memory/bad.ts', "import { foldMemorySlots } from '../sync';\nexport const x = foldMemorySlots;\n"],
    ['src/chat/bad.ts', "import { orderMessages } from '../sync';\nexport const x = orderMessages;\n"],
  ])('given %s importing across the rule, when linted, then it fails', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it.each([
    ['export const now = () => Date.now();\n', 'no-restricted-properties'],
    ['export const r = () => Math.random();\n', 'no-restricted-properties'],
    ['export const d = () => new Date();\n', 'no-restricted-syntax'],
    ["export const f = () => fetch('x');\n", 'no-restricted-globals'],
    ["export const i = () => indexedDB.open('x');\n", 'no-restricted-globals'],
  ])('given pure code using the world (%s), when linted, then it fails', async (code, rule) => {
    expect(await ruleIds('src/memory/impure.ts', code)).toContain(rule);
    expect(await ruleIds('src/chat/impure.ts', code)).toContain(rule);
    expect(await ruleIds('src/sync/impure.ts', code)).toContain(rule);
  });

  it('given the sync core using random bytes from the global crypto, when linted, then it fails', async () => {
    expect(await ruleIds('src/sync/impure.ts', 'export const iv = () => crypto.getRandomValues(new Uint8Array(12));\n')).toContain(
      'no-restricted-properties',
    );
  });

  it('given allowed imports, when linted, then they pass', async () => {
    expect(
      await ruleIds(
        'src/state/ok.ts',
        "import type { WorkerApi } from '../worker/api';\nimport { workerClient } from '../worker/client';\nexport type A = WorkerApi;\nexport const c = workerClient;\n",
      ),
    ).toEqual([]);
    expect(
      await ruleIds('src/storage/ok.ts', "import type { Conversation } from '../chat/records';\nexport type C = Conversation;\n"),
    ).toEqual([]);
    expect(await ruleIds('src/memory/ok.ts', 'export const at = (now: string) => new Date(now);\n')).toEqual([]);
    expect(
      await ruleIds(
        'src/sync/ok.ts',
        "import { userMemorySchema } from '../memory';\nimport { taskRunSchema } from '../chat';\nexport const s = [userMemorySchema, taskRunSchema];\n",
      ),
    ).toEqual([]);
  });

  it('given storage importing a value (not a type) from chat, when linted, then it fails', async () => {
    expect(await ruleIds('src/storage/bad.ts', "import { titleFromText } from '../chat';\nexport const t = titleFromText;\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });
});
