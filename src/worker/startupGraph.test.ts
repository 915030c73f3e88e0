import { describe, expect, it, vi } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

// Starting the graph tool takes seconds on a loaded machine: the default 5 s would time out for load.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The modules an entry reaches through static value imports: what its chunk holds (the worker entry's is
 * kept small so the composer answers fast). A dynamic import() and an `import type` stop the walk; packages
 * are listed (by their path under node_modules) but not followed.
 */
async function staticClosure(entry: string): Promise<string[]> {
  const { output } = await cruise([entry], {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.base.json' },
  });
  const modules = new Map((output as ICruiseResult).modules.map((m) => [m.source, m]));
  const seen = new Set<string>();
  const todo = [entry];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const d of modules.get(next)?.dependencies ?? [])
      if (!d.dynamic && !d.dependencyTypes.some((t) => t === 'type-only' || t === 'type-import')) todo.push(d.resolved);
  }
  return [...seen];
}

async function startupClosure(): Promise<string[]> {
  return (await staticClosure('src/worker/entry.ts')).filter((s) => s.startsWith('src/'));
}

/** The word splitting both workers share with the memory core (with its table of irregular past forms, 2 kB). */
const WORD_SPLITTING = ['src/memory/record/tokenize.ts', 'src/memory/record/normalize.ts', 'src/memory/record/irregularVerbs.ts'];

describe('worker start-up closure', () => {
  it('given the worker entry, then the memory rules, the model calls and the inspector are reached only on demand', async () => {
    const closure = await startupClosure();
    expect(closure).toContain('src/worker/features/memory/pipeline.ts');
    // Conversation search shares the memory core's word splitting, which is small; every other rule waits.
    expect(closure.filter((s) => s.startsWith('src/memory/') && !WORD_SPLITTING.includes(s))).toEqual([]);
    for (const deferred of [
      'src/worker/features/memory/rules/memoryRulesChunk.ts',
      'src/worker/features/memory/candidateWriter.ts',
      'src/worker/features/memory/extractionJob.ts',
      'src/worker/features/inspector/memoryInspector.ts',
      'src/llm/calls.ts',
    ])
      expect(closure).not.toContain(deferred);
  });

  it("given recall's on-demand chunk, then it holds no gate, extraction or exchange rule and none of the gates' libraries", async () => {
    const closure = await staticClosure('src/worker/features/memory/rules/memoryRulesChunk.ts');
    expect(closure).toContain('src/memory/recall/recallIndex.ts');
    expect(closure.filter((s) => /^src\/memory\/(gates|extraction|exchange)\//.test(s))).toEqual([]);
    expect(closure.filter((s) => /(stdnum|validator|ibantools|bip39|libphonenumber)/.test(s))).toEqual([]);
    expect(closure).not.toContain('src/worker/features/memory/candidateWriter.ts');
  });

  it("given the turns' pre-check chunk, then it holds the user's-words check and no gate, extraction call or gates' library", async () => {
    // Every finished turn loads it; the gates' chunk, many times larger, waits until a batch goes to the model.
    const closure = await staticClosure('src/worker/features/memory/rules/memoryTriageChunk.ts');
    expect(closure).toContain('src/memory/extraction/mayHoldMemory.ts');
    expect(closure.filter((s) => /^src\/memory\/(gates|exchange|recall)\//.test(s))).toEqual([]);
    expect(closure.filter((s) => /(stdnum|validator|ibantools|bip39|libphonenumber)/.test(s))).toEqual([]);
    for (const writeStep of ['extractionJob', 'candidateWriter'])
      expect(closure).not.toContain(`src/worker/features/memory/${writeStep}.ts`);
  });
});

describe('search worker closure', () => {
  it('given the search worker entry, then it reaches the search code and the chat database only: no memory, model, chat or start-up work of the main worker', async () => {
    const closure = (await staticClosure('src/worker/searchWorker.ts')).filter((s) => s.startsWith('src/'));
    expect(closure).toContain('src/worker/features/search/searchService.ts');
    expect(closure.filter((s) => s.startsWith('src/memory/') && !WORD_SPLITTING.includes(s))).toEqual([]);
    const mainWorkOnly = /^src\/(llm|chat|sync)\/|^src\/worker\/(compose|api)\.ts$|^src\/worker\/features\/(?!search\/)/;
    expect(closure.filter((s) => mainWorkOnly.test(s) && s !== 'src/chat/records.ts')).toEqual([]);
  });
});

describe('page start-up closure', () => {
  it("given the page's entry, then recall's scoring, its stemmers and every language's stop-word list stay in the worker", async () => {
    // The page words recall's explanations with its thresholds only; importing them from the scoring
    // modules once pulled the stemmers and all stop-word lists into the page's first chunk (+70 kB gzip).
    const closure = await staticClosure('src/main.tsx');
    expect(closure).toContain('src/ui/memory/MemoriesUsed.tsx');
    expect(closure.filter((s) => s.startsWith('src/memory/recall/'))).toEqual(['src/memory/recall/thresholds.ts']);
    expect(closure.filter((s) => /@orama\/stemmers|stopword\/dist|src\/memory\/(gates|extraction)\//.test(s))).toEqual([]);
  });
});
