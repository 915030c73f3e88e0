import { describe, expect, it } from 'vitest';
import { rawCandidate } from '../__fixtures__/candidates';
import { validateCandidate } from '../gates/validate';
import type { MemoryType } from '../../shared';
import { FACT_LINES } from './__fixtures__/retrievalFacts';

// Every memory the recall fixtures store must pass the gates, as the worker would have stored it: a gate rule that
// starts refusing one (a wording rule reading a planned wedding as an evening's occasion) fails here in seconds, with
// every refused memory named, instead of as one set's loader error deep in a longer run. Gate changes run this file.

const sets = import.meta.glob<Record<string, unknown>>('./__fixtures__/*Memories.ts', { eager: true });
const RETRIEVAL_TYPES: Readonly<Record<string, MemoryType>> = {
  ctx: 'stable_user_context',
  pref: 'user_preference',
  proj: 'project_context',
  risk: 'risk_preference',
  flow: 'workflow_preference',
  comm: 'communication_preference',
  cons: 'recurring_constraint',
};

const fields = (line: string) => line.split('|').map((p) => p.trim());
const linesOf = (block: string) =>
  block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

function refused(type: MemoryType, text: string, tags: string[], subject: string): string | undefined {
  const raw = rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null });
  const result = validateCandidate(raw, { sourceConversationId: 'fixtures' });
  return result.ok ? undefined : `${result.reason}: ${text}`;
}

describe('the recall fixtures’ memories', () => {
  it('finds the aboutness sets’ memory files', () => {
    expect(Object.keys(sets).length).toBeGreaterThanOrEqual(18);
  });

  it.each(Object.entries(sets))('%s: every memory line passes the gates', (_, module) => {
    const blocks = Object.values(module).filter((v): v is string => typeof v === 'string');
    expect(blocks.length).toBeGreaterThan(0);
    const bad: string[] = [];
    for (const line of blocks.flatMap(linesOf)) {
      const [rawType = '', tags = '', subject = '', text = ''] = fields(line);
      const reason = refused(
        rawType.replace('*', '') as MemoryType,
        text,
        tags.split(',').map((t) => t.trim()),
        subject,
      );
      if (reason) bad.push(reason);
    }
    expect(bad).toEqual([]);
  });

  it('the retrieval set: every fact passes the gates', () => {
    const bad: string[] = [];
    for (const line of linesOf(FACT_LINES)) {
      const [, type = '', tags = '', text = ''] = fields(line);
      const memoryType = RETRIEVAL_TYPES[type];
      expect(memoryType, line).toBeDefined();
      const reason = refused(
        memoryType ?? 'stable_user_context',
        text,
        tags.split(',').map((t) => t.trim()),
        'Lena',
      );
      if (reason) bad.push(reason);
    }
    expect(bad).toEqual([]);
  });
});
