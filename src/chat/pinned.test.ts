import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decisionMatchKey, formatPinnedDecisions, mergeCompactedDecisions, unpinDecision } from './pinned';
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

describe('unpinDecision (by id, so a list changed meanwhile never loses the wrong one)', () => {
  const a = { ...react, id: 'd-react' };
  const b = { ...pnpm, id: 'd-pnpm' };

  it('given two decisions, when one is unpinned by id, then only the other remains and the unpinned one is remembered', () => {
    const after = unpinDecision(threadWith([a, b]), 'd-react');
    expect(after.pinnedDecisions).toEqual([b]);
    expect(after.unpinnedDecisions).toEqual([decisionMatchKey(react)]);
  });

  it('given the list changed order in another tab, when unpinned by id, then the right decision goes', () => {
    expect(unpinDecision(threadWith([b, a]), 'd-react').pinnedDecisions).toEqual([b]);
  });

  it('given an id that does not exist, when unpinned, then the thread is returned unchanged', () => {
    const thread = threadWith([a, b]);
    expect(unpinDecision(thread, 'gone')).toBe(thread);
  });

  it('property: unpinning never mutates the thread it was given and removes exactly the matching id', () => {
    const decision = fc.record({
      id: fc.uuid(),
      text: fc.string({ minLength: 1, maxLength: 20 }),
      subject: fc.string({ minLength: 1, maxLength: 10 }),
      type: fc.constant('project_context' as const),
    });
    fc.assert(
      fc.property(fc.uniqueArray(decision, { maxLength: 6, selector: (d) => d.id }), fc.nat(8), (decisions, pick) => {
        const thread = threadWith(decisions);
        const before = structuredClone(thread);
        const id = decisions[pick]?.id ?? 'none';
        const after = unpinDecision(thread, id);
        expect(thread).toEqual(before);
        expect(after.pinnedDecisions.map((d) => d.id)).toEqual(decisions.map((d) => d.id).filter((x) => x !== id));
      }),
    );
  });
});

describe('mergeCompactedDecisions', () => {
  let n = 0;
  const newId = () => `new-${++n}`;

  it('given a decision unpinned while the compaction ran, when merged, then it never comes back', () => {
    const current = unpinDecision(
      threadWith([
        { ...react, id: 'd1' },
        { ...pnpm, id: 'd2' },
      ]),
      'd1',
    );
    const merged = mergeCompactedDecisions([{ ...react, text: '  the user decided to use REACT, not Vue. ' }, pnpm], current, newId);
    expect(merged.map((d) => d.text)).toEqual([pnpm.text]);
    expect(merged[0]!.id).toBe('d2');
  });

  it('given a new decision and a kept one, when merged, then the kept one keeps its id and the new one gets a fresh id', () => {
    const merged = mergeCompactedDecisions([react, pnpm], threadWith([{ ...pnpm, id: 'd2' }]), newId);
    expect(merged[0]!.id).toMatch(/^new-/);
    expect(merged[1]!.id).toBe('d2');
  });

  it('given the same decision twice in the output, when merged, then it is kept once', () => {
    expect(mergeCompactedDecisions([react, { ...react }], threadWith([]), newId)).toHaveLength(1);
  });
});
