import { describe, expect, it, vi } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';

// Starting the graph tool takes seconds on a loaded machine: the default 5 s would time out for load.
vi.setConfig({ testTimeout: 60_000 });

/**
 * The modules the worker entry reaches through static value imports: what its start-up chunk holds
 * (kept small so the composer answers fast). A dynamic import() and an `import type` stop the walk.
 */
async function startupClosure(): Promise<string[]> {
  const { output } = await cruise(['src/worker/entry.ts'], {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.base.json' },
  });
  const modules = new Map((output as ICruiseResult).modules.map((m) => [m.source, m]));
  const seen = new Set<string>();
  const todo = ['src/worker/entry.ts'];
  for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const d of modules.get(next)?.dependencies ?? [])
      if (!d.dynamic && !d.dependencyTypes.some((t) => t === 'type-only' || t === 'type-import')) todo.push(d.resolved);
  }
  return [...seen].filter((s) => s.startsWith('src/'));
}

describe('worker start-up closure', () => {
  it('given the worker entry, then the memory rules, the model calls and the inspector are reached only on demand', async () => {
    const closure = await startupClosure();
    expect(closure).toContain('src/worker/features/memory/pipeline.ts');
    // Conversation search shares the memory core's word splitting, which is small; every other rule waits.
    const wordSplitting = ['src/memory/record/tokenize.ts', 'src/memory/record/normalize.ts'];
    expect(closure.filter((s) => s.startsWith('src/memory/') && !wordSplitting.includes(s))).toEqual([]);
    for (const deferred of [
      'src/worker/features/memory/rules/memoryRulesChunk.ts',
      'src/worker/features/memory/candidateWriter.ts',
      'src/worker/features/memory/extractionJob.ts',
      'src/worker/features/inspector/memoryInspector.ts',
      'src/llm/calls.ts',
    ])
      expect(closure).not.toContain(deferred);
  });
});
