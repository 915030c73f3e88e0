import { describe, expect, it } from 'vitest';
import { MEMORY_TYPES } from '../../shared';
import { fixtureMemories, idOfKey } from '../recall/__fixtures__/recallFixture';
import { EXTRACTION_EXAMPLES } from './examples';
import { buildExtractionMessages, EXTRACTION_SYSTEM_PROMPT, type ExtractionInput } from './prompt';
import { EXTRACTION_SCHEMA_NAME, extractionJsonSchema, parseExtractionResponse } from './responseSchema';
import { findRelatedMemories } from '../recall/relatedMemories';
import { buildRecallIndex, relatedFromIndex } from '../recall/recallIndex';
import { validateCandidate } from '../gates/validate';
import { checkGrounding } from './grounding';

const input: ExtractionInput = {
  userText: 'U'.repeat(2500),
  assistantText: 'A'.repeat(2100),
  summary: 'S'.repeat(700),
  pinnedDecisions: Array.from({ length: 7 }, (_, i) => ({
    text: `${i}`.repeat(400),
    subject: `d${i}`,
    type: 'standing_instruction' as const,
  })),
  relatedMemories: fixtureMemories().slice(0, 8),
};

describe('buildExtractionMessages', () => {
  const [system, user] = buildExtractionMessages(input);

  it('Given any input, when built, then there is one system and one user message', () => {
    expect([system?.role, user?.role]).toEqual(['system', 'user']);
  });

  it('Given over-long inputs, when built, then each is truncated to its limit, never dropped', () => {
    const content = user?.content ?? '';
    expect(content).toContain('U'.repeat(2000));
    expect(content).not.toContain('U'.repeat(2001));
    expect(content).toContain('A'.repeat(2000));
    expect(content).not.toContain('A'.repeat(2001));
    expect(content).toContain('S'.repeat(600));
    expect(content).not.toContain('S'.repeat(601));
  });

  it('Given 7 pinned decisions of 400 chars, when built, then the newest 5 appear, each cut to 300', () => {
    const content = user?.content ?? '';
    expect(content).not.toContain('"d0"');
    expect(content).not.toContain('"d1"');
    for (const i of [2, 3, 4, 5, 6]) {
      expect(content).toContain(`"d${i}"`);
      expect(content).toContain(String(i).repeat(300));
      expect(content).not.toContain(String(i).repeat(301));
    }
  });

  it('Given 8 related memories, when built, then 5 are listed with type, identity and text only', () => {
    const content = user?.content ?? '';
    const listed = fixtureMemories().filter((m) => content.includes(m.text));
    expect(listed).toHaveLength(5);
    expect(content).not.toContain('stableKey');
    expect(content).not.toContain('sourceConversationId');
  });

  it('Given a batch of turns, when built, then every turn is numbered, the latest is marked and the oldest comes first', () => {
    const [, batch] = buildExtractionMessages({
      userText: 'third',
      assistantText: 'answer 3',
      earlierTurns: [
        { userText: 'first', assistantText: 'answer 1' },
        { userText: 'second', assistantText: 'answer 2' },
      ],
      summary: '',
      pinnedDecisions: [],
      relatedMemories: [],
    });
    const content = batch?.content ?? '';
    expect(content).toContain('### Turn 1 of 3: user message\nfirst');
    expect(content).toContain("### Turn 2 of 3: assistant's reply (context only)\nanswer 2");
    expect(content).toContain('### Turn 3 of 3 (latest): user message\nthird');
    expect(content.indexOf('first')).toBeLessThan(content.indexOf('third'));
    expect(content).not.toContain('### Latest user message');
  });

  it('Given empty context, when built, then sections say "(none)" rather than vanishing', () => {
    const [, bare] = buildExtractionMessages({ userText: 'hi', assistantText: '', summary: '', pinnedDecisions: [], relatedMemories: [] });
    expect(bare?.content.match(/\(none\)/g)).toHaveLength(4);
  });
});

describe('extraction few-shot examples', () => {
  const candidates = EXTRACTION_EXAMPLES.flatMap((e) => e.candidates);

  it('Given the examples, then all 8 types, a suppress and empty answers are covered', () => {
    expect(new Set(candidates.map((c) => c.type))).toEqual(new Set(MEMORY_TYPES));
    expect(candidates.some((c) => c.action === 'suppress')).toBe(true);
    expect(EXTRACTION_EXAMPLES.filter((e) => e.candidates.length === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('Given the examples, then both Chinese and English are shown', () => {
    expect(EXTRACTION_EXAMPLES.some((e) => /[\u4e00-\u9fff]/.test(e.userText))).toBe(true);
    expect(EXTRACTION_EXAMPLES.some((e) => /^[\x20-\x7e]+$/.test(e.userText))).toBe(true);
  });

  it.each(candidates.map((c) => [c.text, c] as const))(
    'Given the example "%s", when validated, then it passes the real gates',
    (_text, c) => {
      expect(validateCandidate(c, { sourceConversationId: 'conv-1' }).ok).toBe(true);
    },
  );

  it.each(EXTRACTION_EXAMPLES.flatMap((e) => e.candidates.map((c) => [c.text, c, e.userText] as const)))(
    'Given the example "%s", when its evidence is checked against its message, then it is grounded',
    (_text, c, userText) => {
      expect(checkGrounding(c, { messages: [{ role: 'user', text: userText }] })).toEqual({ ok: true });
      expect(checkGrounding(c, { messages: [{ role: 'assistant', text: userText }] })).toEqual({ ok: false, reason: 'ungrounded' });
    },
  );

  it('Given the system prompt, then it asks for verbatim evidence from the user and never from the assistant', () => {
    expect(EXTRACTION_SYSTEM_PROMPT).toContain('"evidence"');
    expect(EXTRACTION_SYSTEM_PROMPT).toMatch(/exactly as the user wrote them/);
    expect(EXTRACTION_SYSTEM_PROMPT).toMatch(/Never quote the assistant/);
  });

  it('Given the system prompt, then every example answer is embedded verbatim as JSON', () => {
    for (const e of EXTRACTION_EXAMPLES) expect(EXTRACTION_SYSTEM_PROMPT).toContain(JSON.stringify({ candidates: e.candidates }));
  });
});

describe('extractionJsonSchema', () => {
  it('Given the schema, then it is named memory_candidates and allows at most 5 candidates', () => {
    expect(EXTRACTION_SCHEMA_NAME).toBe('memory_candidates');
    expect(extractionJsonSchema.properties.candidates.maxItems).toBe(5);
  });

  it('Given OpenAI strict mode, then every object requires all its keys and forbids others', () => {
    const item = extractionJsonSchema.properties.candidates.items;
    expect([...item.required].sort()).toEqual(Object.keys(item.properties).sort());
    expect(item.additionalProperties).toBe(false);
    expect([...item.properties.identity.required].sort()).toEqual(Object.keys(item.properties.identity.properties).sort());
    expect(item.properties.identity.additionalProperties).toBe(false);
    expect(extractionJsonSchema.additionalProperties).toBe(false);
  });
});

describe('parseExtractionResponse', () => {
  it.each([
    ['an object', { candidates: [{ a: 1 }] }, 1],
    ['a JSON string', '{"candidates": []}', 0],
    ['a fenced JSON string', '```json\n{"candidates": [1, 2]}\n```', 2],
    ['five candidates', { candidates: [1, 2, 3, 4, 5] }, 5],
  ])('Given %s, when parsed, then the raw candidates come back for per-candidate validation', (_name, raw, count) => {
    const result = parseExtractionResponse(raw);
    expect(result.ok && result.value.length).toBe(count);
  });

  it.each([
    ['six candidates', { candidates: [1, 2, 3, 4, 5, 6] }],
    ['not JSON', 'sure! here are your memories'],
    ['an array', [{ type: 'x' }]],
    ['candidates not an array', { candidates: {} }],
    ['an extra top-level key', { candidates: [], note: 'x' }],
    ['null', null],
  ])('Given %s, when parsed, then the job fails as malformed output', (_name, raw) => {
    const result = parseExtractionResponse(raw);
    expect(result.ok ? 'ok' : result.error.code).toBe('malformed_output');
  });
});

describe('findRelatedMemories', () => {
  const memories = fixtureMemories();

  it('Given "我现在不太喜欢桃子了", when related memories are found, then the peach memory is among them', () => {
    expect(findRelatedMemories(memories, '我现在不太喜欢桃子了，以后别按这个推荐').map((m) => idOfKey(m.stableKey))).toContain('peach');
  });

  it('Given a controlled-type memory with only loose overlap, when related memories are found, then it is offered (lower bar than recall)', () => {
    expect(findRelatedMemories(memories, 'Is open-source software safe?').map((m) => idOfKey(m.stableKey))).toContain('fzfind');
  });

  it('Given a suppressed memory, when related memories are found, then it is left out', () => {
    expect(findRelatedMemories(memories, '榴莲').map((m) => idOfKey(m.stableKey))).not.toContain('durian');
  });

  it('Given a limit, when related memories are found, then no more than that come back', () => {
    expect(findRelatedMemories(memories, '吃 水果 react vue windows 前端', 2)).toHaveLength(2);
    expect(findRelatedMemories(memories, '吃 水果 react vue windows 前端').length).toBeLessThanOrEqual(5);
  });

  it('Given an unrelated text, when related memories are found, then none come back', () => {
    expect(findRelatedMemories(memories, '今天天气怎么样')).toEqual([]);
  });

  it.each([
    '我现在不太喜欢桃子了，以后别按这个推荐',
    'Is open-source software safe?',
    '榴莲',
    '吃 水果 react vue windows 前端',
    '给我一个适合 Windows PowerShell 的脚本',
    'set up a new TypeScript project',
    '今天天气怎么样',
  ])('Given the recall index, when related memories for "%s" are found through it, then they equal the plain scan', (text) => {
    const index = buildRecallIndex(memories);
    expect(relatedFromIndex(index, text).map((m) => m.stableKey)).toEqual(findRelatedMemories(memories, text).map((m) => m.stableKey));
  });
});
