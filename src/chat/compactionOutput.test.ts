import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MEMORY_TYPES } from '../shared';
import { COMPACTION_SCHEMA_NAME, compactionJsonSchema, compactionOutputSchema, parseCompactionOutput } from './compactionOutput';
import { threadStateSchema } from './records';

const decision = (text = 'The user decided to use React, not Vue.') => ({ text, subject: 'frontend framework', type: 'project_context' });
const valid = { summary: 'The user is building a dashboard.', pinnedDecisions: [decision()] };

const rejectionOf = (raw: unknown): string => {
  const result = parseCompactionOutput(raw);
  if (result.ok) throw new Error('expected a rejection');
  return result.error;
};

describe('parseCompactionOutput accepts', () => {
  it('given a valid object, when parsed, then summary and decisions come back', () => {
    expect(parseCompactionOutput(valid)).toEqual({ ok: true, value: valid });
  });

  it('given the JSON text of a json_object fallback, when parsed, then it is read the same way', () => {
    expect(parseCompactionOutput(JSON.stringify(valid))).toEqual({ ok: true, value: valid });
  });

  it('given exactly 2,500 summary chars and 20 decisions of 300 chars, when parsed, then accepted', () => {
    const raw = { summary: 's'.repeat(2500), pinnedDecisions: Array.from({ length: 20 }, (_, i) => decision(`${i}`.padEnd(300, 'd'))) };
    expect(parseCompactionOutput(raw).ok).toBe(true);
  });

  it('given an empty summary and no decisions, when parsed, then accepted (nothing worth keeping)', () => {
    expect(parseCompactionOutput({ summary: '', pinnedDecisions: [] }).ok).toBe(true);
  });

  it('given padded text and the same decision twice, when parsed, then text is trimmed and the repeat dropped', () => {
    const raw = { summary: '  s  ', pinnedDecisions: [decision(' Use React. '), decision('use  react.')] };
    expect(parseCompactionOutput(raw)).toEqual({ ok: true, value: { summary: 's', pinnedDecisions: [decision('Use React.')] } });
  });
});

describe("parseCompactionOutput and the user's words behind a decision", () => {
  it('given decisions with and without evidence, when parsed, then the quotes come apart from the decisions the thread keeps', () => {
    const raw = {
      summary: 's',
      pinnedDecisions: [
        { ...decision(), evidence: "let's use React, not Vue" },
        { ...decision('Use pnpm.'), evidence: null },
        { ...decision('Answer briefly.'), evidence: '   ' },
      ],
    };
    expect(parseCompactionOutput(raw)).toEqual({
      ok: true,
      value: {
        summary: 's',
        pinnedDecisions: [decision(), decision('Use pnpm.'), decision('Answer briefly.')],
        decisionEvidence: [{ text: decision().text, evidence: "let's use React, not Vue" }],
      },
    });
    const parsed = parseCompactionOutput(raw);
    if (!parsed.ok) throw new Error('expected a parse');
    expect(threadStateSchema.shape.pinnedDecisions.safeParse(parsed.value.pinnedDecisions).success).toBe(true);
  });

  it('given the JSON text of a json_object fallback with evidence, when parsed, then the quote is read the same way', () => {
    const raw = JSON.stringify({ summary: 's', pinnedDecisions: [{ ...decision(), evidence: 'React, not Vue' }] });
    expect(parseCompactionOutput(raw)).toMatchObject({ ok: true, value: { decisionEvidence: [{ evidence: 'React, not Vue' }] } });
  });

  it('given an evidence that is not a string, when parsed, then the answer is rejected', () => {
    expect(rejectionOf({ summary: 's', pinnedDecisions: [{ ...decision(), evidence: 3 }] })).toBeTruthy();
  });
});

describe('parseCompactionOutput rejects', () => {
  it.each([
    ['an extra top-level key', { ...valid, debug: true }],
    ['an extra key in a decision', { ...valid, pinnedDecisions: [{ ...decision(), why: 'x' }] }],
    ['a summary of 2,501 chars (never truncated)', { ...valid, summary: 's'.repeat(2501) }],
    ['21 decisions', { ...valid, pinnedDecisions: Array.from({ length: 21 }, (_, i) => decision(`d${i}`)) }],
    ['a decision text of 301 chars', { ...valid, pinnedDecisions: [decision('d'.repeat(301))] }],
    ['a subject of 81 chars', { ...valid, pinnedDecisions: [{ ...decision(), subject: 's'.repeat(81) }] }],
    ['a type outside the memory types', { ...valid, pinnedDecisions: [{ ...decision(), type: 'fact' }] }],
    ['a blank decision text', { ...valid, pinnedDecisions: [decision('   ')] }],
    ['a missing summary', { pinnedDecisions: [] }],
    ['a summary that is not a string', { summary: 3, pinnedDecisions: [] }],
    ['an array at the top level', [valid]],
    ['null', null],
  ])('given %s, when parsed, then rejected', (_label, raw) => {
    expect(rejectionOf(raw)).toMatch(/^compaction output rejected: /);
  });

  it('given text that is not JSON, when parsed, then rejected as invalid JSON', () => {
    expect(rejectionOf('{"summary": ')).toBe('compaction output is not valid JSON');
  });

  it('given a rejected answer holding a secret, when parsed, then the error names the path but does not quote the answer', () => {
    const error = rejectionOf({
      summary: 'sk-proj-abcdefghijklmnopqrstuvwxyz',
      pinnedDecisions: [],
      leaked: 'sk-proj-abcdefghijklmnopqrstuvwxyz',
    });
    expect(error).not.toContain('sk-proj');
  });

  it('property: whatever is accepted fits the stored ThreadState schema', () => {
    const anyDecision = fc.record({
      text: fc.string({ maxLength: 320 }),
      subject: fc.string({ maxLength: 90 }),
      type: fc.constantFrom(...MEMORY_TYPES, 'other'),
    });
    fc.assert(
      fc.property(fc.string({ maxLength: 2600 }), fc.array(anyDecision, { maxLength: 22 }), (summary, pinnedDecisions) => {
        const result = parseCompactionOutput({ summary, pinnedDecisions });
        if (!result.ok) return;
        const stored = { conversationId: 'c1', compactedThroughMessageId: 'm1', lastCompactedAt: 'now', ...result.value };
        expect(threadStateSchema.safeParse(stored).success).toBe(true);
      }),
    );
  });
});

describe('compactionJsonSchema', () => {
  it('given the strict JSON schema, then it is named, every key is required and no object admits extra keys', () => {
    expect(COMPACTION_SCHEMA_NAME).toBe('thread_compaction');
    expect(compactionJsonSchema.required).toEqual(Object.keys(compactionOutputSchema.shape));
    expect(compactionJsonSchema.additionalProperties).toBe(false);
    const item = compactionJsonSchema.properties.pinnedDecisions.items;
    expect(item.additionalProperties).toBe(false);
    expect([...item.required].sort()).toEqual(Object.keys(item.properties).sort());
    expect(item.properties.type.enum).toEqual([...MEMORY_TYPES]);
  });
});
