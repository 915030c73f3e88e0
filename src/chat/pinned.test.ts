import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPinnedDecisions, unpinDecision } from './pinned';
import { emptyThreadState, type PinnedDecision, type ThreadState } from './records';

const react: PinnedDecision = { text: 'The user decided to use React, not Vue.', subject: 'frontend framework', type: 'project_context' };
const pnpm: PinnedDecision = { text: 'Use pnpm for\nevery package install.', subject: 'package manager', type: 'workflow_preference' };

const threadWith = (decisions: PinnedDecision[]): ThreadState => ({ ...emptyThreadState('c1'), pinnedDecisions: decisions });

describe('formatPinnedDecisions', () => {
  it('given no decisions, when formatted, then there is no message at all', () => {
    expect(formatPinnedDecisions([])).toBeNull();
  });

  it('given two decisions, when formatted, then a header and one bullet per decision, in order', () => {
    const lines = formatPinnedDecisions([react, pnpm])!.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/decisions/i);
    expect(lines.slice(1)).toEqual(['- The user decided to use React, not Vue.', '- Use pnpm for every package install.']);
  });

  it('given only blank decision texts, when formatted, then null rather than a header-only message', () => {
    expect(formatPinnedDecisions([{ ...react, text: '   ' }])).toBeNull();
  });
});

describe('unpinDecision', () => {
  it('given two decisions, when the first is unpinned, then only the second remains', () => {
    expect(unpinDecision(threadWith([react, pnpm]), 0).pinnedDecisions).toEqual([pnpm]);
  });

  it.each([-1, 2, 0.5, Number.NaN])('given index %s that does not exist, when unpinned, then the thread is returned unchanged', (index) => {
    const thread = threadWith([react, pnpm]);
    expect(unpinDecision(thread, index)).toBe(thread);
  });

  it('property: unpinning never mutates the thread it was given', () => {
    const decision = fc.record({
      text: fc.string({ minLength: 1, maxLength: 20 }),
      subject: fc.string({ minLength: 1, maxLength: 10 }),
      type: fc.constant('project_context' as const),
    });
    fc.assert(
      fc.property(fc.array(decision, { maxLength: 6 }), fc.integer({ min: -2, max: 8 }), (decisions, index) => {
        const thread = threadWith(decisions);
        const before = structuredClone(thread);
        const after = unpinDecision(thread, index);
        expect(thread).toEqual(before);
        expect(after.pinnedDecisions.length).toBe(index >= 0 && index < decisions.length ? decisions.length - 1 : decisions.length);
      }),
    );
  });
});
