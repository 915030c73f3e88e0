import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';

// These cases start real lint and graph tools (seconds each, more on a loaded CI machine): the
// default 5 s per test would time out for load, not for a broken rule.
vi.setConfig({ testTimeout: 60_000 });

// The import-graph rules of .dependency-cruiser.cjs (no cycles; the layer rule) run in `npm run lint`;
// these cases prove the rules bite on a small tree, and that the real src/ keeps them.
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as { forbidden: IFlattenedRuleSet['forbidden'] };

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['src'], {
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

/** A throw-away tree of files (path → source) to cruise. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
  dirs.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('import graph', () => {
  it('given two worker modules importing each other, when cruised, then the cycle fails', async () => {
    const root = tree({
      'src/worker/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'src/worker/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(await violations(root)).toEqual(expect.arrayContaining([expect.stringMatching(/^no-circular: src\/worker\/(a|b)\.ts/)]));
  });

  it('given a cycle made only of type imports (a slice typed by the whole store), when cruised, then it fails too', async () => {
    const root = tree({
      'src/state/store.ts': "import type { ChatSlice } from './chatSlice';\nexport type AppState = ChatSlice;\n",
      'src/state/chatSlice.ts': "import type { AppState } from './store';\nexport interface ChatSlice { get(): AppState }\n",
    });
    expect(await violations(root)).toEqual(expect.arrayContaining([expect.stringMatching(/^no-circular: /)]));
  });

  it('given the pure core importing the shell, when cruised, then the layer rule fails', async () => {
    const root = tree({
      'src/storage/db.ts': 'export const db = 1;\n',
      'src/memory/bad.ts': "import { db } from '../storage/db';\nexport const x = db;\n",
    });
    expect(await violations(root)).toEqual(['pure-core-stays-pure: src/memory/bad.ts -> src/storage/db.ts']);
  });

  it('given the sync core importing the shell, or memory importing sync, when cruised, then the layer rules fail', async () => {
    const root = tree({
      'src/storage/db.ts': 'export const db = 1;\n',
      'src/sync/fold.ts': "import { db } from '../storage/db';\nexport const fold = db;\n",
      'src/memory/bad.ts': "import { fold } from '../sync/fold';\nexport const x = fold;\n",
    });
    expect((await violations(root)).sort()).toEqual([
      'pure-core-stays-pure: src/sync/fold.ts -> src/storage/db.ts',
      'sync-sits-above-memory-and-chat: src/memory/bad.ts -> src/sync/fold.ts',
    ]);
  });

  it('given the sync core importing memory and chat, when cruised, then nothing is reported', async () => {
    const root = tree({
      'src/memory/index.ts': 'export const m = 1;\n',
      'src/chat/index.ts': 'export const c = 1;\n',
      'src/sync/fold.ts': "import { m } from '../memory';\nimport { c } from '../chat';\nexport const fold = m + c;\n",
    });
    expect(await violations(root)).toEqual([]);
  });

  it.each([
    ['src/memory/gates/bad.ts', '../recall/rank', 'src/memory/recall/rank.ts', 'memory-concepts-meet-in-record'],
    ['src/memory/recall/bad.ts', '../gates/check', 'src/memory/gates/check.ts', 'memory-concepts-meet-in-record'],
    ['src/memory/recall/meaning/bad.ts', '../../extraction/prompt', 'src/memory/extraction/prompt.ts', 'memory-concepts-meet-in-record'],
    ['src/memory/extraction/bad.ts', '../recall/rank', 'src/memory/recall/rank.ts', 'memory-concepts-meet-in-record'],
    ['src/memory/record/bad.ts', '../gates/check', 'src/memory/gates/check.ts', 'memory-concepts-meet-in-record'],
    ['src/memory/exchange/bad.ts', '../gates/check', 'src/memory/gates/check.ts', 'memory-exchange-through-gates-front'],
    ['src/memory/exchange/bad.ts', '../recall/rank', 'src/memory/recall/rank.ts', 'memory-exchange-through-gates-front'],
  ])('given %s importing %s, when cruised, then the memory concept rule fails', async (from, spec, to, rule) => {
    const root = tree({
      'src/memory/recall/rank.ts': 'export const rank = 1;\n',
      'src/memory/gates/check.ts': 'export const check = 1;\n',
      'src/memory/extraction/prompt.ts': 'export const prompt = 1;\n',
      [from]: `import { x } from '${spec}';\nexport const y = x;\n`,
    });
    expect(await violations(root)).toEqual([`${rule}: ${from} -> ${to}`]);
  });

  it('given memory concepts that meet in record/ and exchange using the gates front, when cruised, then nothing is reported', async () => {
    const root = tree({
      'src/shared/id.ts': 'export const id = 1;\n',
      'src/memory/record/schema.ts': "import { id } from '../../shared/id';\nexport const schema = id;\n",
      'src/memory/gates/check.ts': "import { schema } from '../record/schema';\nexport const check = schema;\n",
      'src/memory/gates/index.ts': "export { check } from './check';\n",
      'src/memory/recall/rank.ts': "import { schema } from '../record/schema';\nexport const rank = schema;\n",
      'src/memory/recall/meaning/fuse.ts': "import { rank } from '../rank';\nexport const fuse = rank;\n",
      'src/memory/exchange/importPlan.ts':
        "import { check } from '../gates';\nimport { schema } from '../record/schema';\nexport const plan = check + schema;\n",
      'src/memory/gates/check.test.ts': "import { rank } from '../recall/rank';\nexport const t = rank;\n",
    });
    expect(await violations(root)).toEqual([]);
  });

  it('given a tree whose imports point inward, when cruised, then nothing is reported', async () => {
    const root = tree({
      'src/shared/id.ts': 'export const id = 1;\n',
      'src/memory/m.ts': "import { id } from '../shared/id';\nexport const m = id;\n",
      'src/worker/w.ts': "import { m } from '../memory/m';\nexport const w = m;\n",
    });
    expect(await violations(root)).toEqual([]);
  });

  it("given a worker feature importing another feature's internals, when cruised, then it fails; through its index it passes", async () => {
    const features = {
      'src/worker/features/session/sessionContext.ts': 'export const open = 1;\n',
      'src/worker/features/session/index.ts': "export { open } from './sessionContext';\n",
      'src/worker/features/chat/turn/step.ts': 'export const step = 1;\n',
    };
    const bad = tree({
      ...features,
      'src/worker/features/chat/turn/chatTurn.ts':
        "import { open } from '../../session/sessionContext';\nimport { step } from './step';\nexport const t = open + step;\n",
    });
    expect(await violations(bad)).toEqual([
      'feature-enters-feature-by-index: src/worker/features/chat/turn/chatTurn.ts -> src/worker/features/session/sessionContext.ts',
    ]);
    const good = tree({
      ...features,
      'src/worker/features/chat/turn/chatTurn.ts':
        "import { open } from '../../session';\nimport { step } from './step';\nexport const t = open + step;\n",
    });
    expect(await violations(good)).toEqual([]);
  });

  it("given the composition root reaching into a feature's internals, when cruised, then it fails", async () => {
    const root = tree({
      'src/worker/features/tasks/taskAgent.ts': 'export const agent = 1;\n',
      'src/worker/features/tasks/index.ts': "export { agent } from './taskAgent';\n",
      'src/worker/compose.ts': "import { agent } from './features/tasks/taskAgent';\nexport const c = agent;\n",
    });
    expect(await violations(root)).toEqual([
      'shell-enters-feature-by-index: src/worker/compose.ts -> src/worker/features/tasks/taskAgent.ts',
    ]);
  });

  it('given a feature importing the API that registers it, when cruised, then it fails', async () => {
    const root = tree({
      'src/worker/handlerWrapper.ts': 'export const wrap = 1;\n',
      'src/worker/features/tasks/handlers.ts': "import { wrap } from '../../handlerWrapper';\nexport const h = wrap;\n",
    });
    expect(await violations(root)).toEqual([
      'feature-not-above-itself: src/worker/features/tasks/handlers.ts -> src/worker/handlerWrapper.ts',
    ]);
  });

  it('given the real src/, when cruised, then it has no cycle and keeps the layer rule', async () => {
    expect(await violations(process.cwd())).toEqual([]);
  });
});
