import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../gates/validate';
import { memoryLineCandidates } from './__fixtures__/aboutnessRun';
import { retrievalFactCandidates } from './__fixtures__/retrievalSet';

// Every memory the recall fixtures store must pass the gates, as the worker would have stored it: a gate rule that
// starts refusing one (a wording rule reading a planned wedding as an evening's occasion) fails here in seconds, with
// every refused memory named, instead of as one set's loader error deep in a longer run. Gate changes run this file.
// The candidates are built by the same loaders the sets use (aboutnessRun.ts, retrievalSet.ts).

const sets = import.meta.glob<Record<string, unknown>>('./__fixtures__/*Memories.ts', { eager: true });

function refused(raw: Record<string, unknown>): string | undefined {
  const result = validateCandidate(raw, { sourceConversationId: 'fixtures' });
  return result.ok ? undefined : `${result.reason}: ${String(raw.text)}`;
}

describe('the recall fixtures’ memories', () => {
  it('finds the aboutness sets’ memory files', () => {
    expect(Object.keys(sets).length).toBeGreaterThanOrEqual(18);
  });

  it.each(Object.entries(sets))('%s: every memory line passes the gates', (_, module) => {
    const blocks = Object.values(module).filter((v): v is string => typeof v === 'string');
    expect(blocks.length).toBeGreaterThan(0);
    const candidates = blocks.flatMap((block) => memoryLineCandidates(block));
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.map(({ raw }) => refused(raw)).filter((r) => r !== undefined)).toEqual([]);
  });

  it('the retrieval set: every fact passes the gates', () => {
    const candidates = retrievalFactCandidates();
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.map(({ raw }) => refused(raw)).filter((r) => r !== undefined)).toEqual([]);
  });
});
