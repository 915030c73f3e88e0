import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawCandidate } from '../__fixtures__/candidates';
import { validateCandidate } from './validate';

const ctx = { sourceConversationId: 'conv-1' };
const reasonOf = (raw: unknown, context: { sourceConversationId: string | null | undefined } = ctx) => {
  const result = validateCandidate(raw, context);
  return result.ok ? 'ok' : result.reason;
};
const withIdentity = (identity: Record<string, unknown>) => ({
  ...rawCandidate(),
  identity: { subject: '桃子', facet: null, polarity: 'prefer', ...identity },
});

describe('validateCandidate: a clean candidate', () => {
  it('Given "记住我喜欢吃桃子", when validated, then it passes with key user_preference:prefer-桃子 and its tags', () => {
    const result = validateCandidate(rawCandidate(), ctx);
    expect(result).toEqual({
      ok: true,
      candidate: expect.objectContaining({
        stableKey: 'user_preference:prefer-桃子',
        tags: ['桃子', '水果', '吃'],
        identity: { subject: '桃子', polarity: 'prefer' },
        sourceConversationId: 'conv-1',
        source: 'eligible_completed_turn',
      }),
    });
  });

  it('Given nulls for every optional field, when validated, then they count as absent', () => {
    const result = validateCandidate({ ...rawCandidate({ tags: null }), sourceSignal: null }, ctx);
    expect(result.ok && result.candidate).toMatchObject({ tags: ['桃子'] });
    expect(result.ok && 'sourceSignal' in result.candidate).toBe(false);
  });

  it('Given an omitted optional field, when validated, then it passes', () => {
    const { reason: _reason, conflictSignal: _c, sourceSignal: _s, ...raw } = rawCandidate();
    expect(reasonOf(raw)).toBe('ok');
  });

  it('Given a whitespace-only facet, when validated, then the facet is absent and the key ignores it', () => {
    const result = validateCandidate(withIdentity({ facet: '  \u200B ' }), ctx);
    expect(result.ok && result.candidate.identity).toEqual({ subject: '桃子', polarity: 'prefer' });
    expect(result.ok && result.candidate.stableKey).toBe('user_preference:prefer-桃子');
  });

  it.each([
    ['punctuation only', '!!!'],
    ['an emoji', '😀'],
  ])(
    'Given a subject of %s (non-empty after text normalisation), when validated, then it passes with the key <type>:general',
    (_name, subject) => {
      const raw = rawCandidate({
        type: 'standing_instruction',
        text: 'The user wants a smiley at the end.',
        tags: ['smiley'],
        subject,
        polarity: null,
      });
      const result = validateCandidate(raw, ctx);
      expect(result.ok ? result.candidate.stableKey : result.reason).toBe('standing_instruction:general');
      expect(result.ok && result.candidate.identity).toEqual({ subject });
    },
  );

  it('Given a polarity on a non-preference type, when validated, then it is dropped', () => {
    const raw = rawCandidate({ type: 'stable_user_context', text: '用户是前端工程师。', subject: '前端工程师', polarity: 'avoid' });
    const result = validateCandidate(raw, ctx);
    expect(result.ok && result.candidate.identity).toEqual({ subject: '前端工程师' });
  });

  it('Given text with line breaks and padding, when validated, then whitespace runs collapse for storage', () => {
    const result = validateCandidate(rawCandidate({ text: '  The user\n\n likes\tpeaches.  ' }), ctx);
    expect(result.ok && result.candidate.text).toBe('The user likes peaches.');
  });

  it('Given a pinned-decision signal, when validated, then the source is the promotion path', () => {
    const result = validateCandidate({ ...rawCandidate(), sourceSignal: 'pinned_decision_signal' }, ctx);
    expect(result.ok && result.candidate.source).toBe('pinned_decision_promotion');
  });

  it('Given confidence exactly 0.7, when validated, then it passes', () => {
    expect(reasonOf(rawCandidate({ confidence: 0.7 }))).toBe('ok');
  });

  it('Given a subject and a facet of 41 emoji (82 UTF-16 units each), when validated, then they pass gate 2', () => {
    const result = validateCandidate(withIdentity({ subject: `桃子${'😀'.repeat(41)}`, facet: '😀'.repeat(41) }), ctx);
    expect(result.ok ? 'ok' : result.reason).toBe('ok');
  });

  it('Given a subject of exactly 80 emoji, when validated, then it passes and is stored whole', () => {
    const subject = `桃${'😀'.repeat(79)}`;
    const result = validateCandidate(withIdentity({ subject }), ctx);
    expect(result.ok && result.candidate.identity.subject).toBe(subject);
  });

  it('Given an empty facet, when validated, then it still counts as absent', () => {
    const result = validateCandidate(withIdentity({ facet: '' }), ctx);
    expect(result.ok && result.candidate.identity).toEqual({ subject: '桃子', polarity: 'prefer' });
  });

  it('Given text of exactly 300 characters, when validated, then it passes', () => {
    expect(reasonOf(rawCandidate({ text: '桃'.repeat(300) }))).toBe('ok');
  });
});

describe('validateCandidate: one test per rejection reason', () => {
  it.each([
    ['an empty conversation id', rawCandidate(), { sourceConversationId: '   ' }, 'unsafe'],
    ['a missing conversation id', rawCandidate(), { sourceConversationId: undefined }, 'unsafe'],
    ['a null conversation id', rawCandidate(), { sourceConversationId: null }, 'unsafe'],
    ['a draft conversation id', rawCandidate(), { sourceConversationId: '__draft__123' }, 'unsafe'],
  ])('Given %s, when validated, then gate 1 rejects it as unsafe', (_name, raw, context, reason) => {
    expect(reasonOf(raw, context)).toBe(reason);
  });

  it.each([
    ['an extra field "debug"', { ...rawCandidate(), debug: true }, 'unsafe'],
    ['an extra key inside identity', withIdentity({ note: 'x' }), 'unsafe'],
    ['an extra key and an unknown type (undeclared key decides)', { ...rawCandidate(), type: 'mood', debug: 1 }, 'unsafe'],
    ['a missing type', (({ type: _t, ...rest }) => rest)(rawCandidate()), 'unsupported_type'],
    ['an unknown type', { ...rawCandidate(), type: 'mood' }, 'unsupported_type'],
    ['an unknown type and a bad confidence (type decides)', { ...rawCandidate(), type: 'mood', confidence: 7 }, 'unsupported_type'],
    ['a missing text', (({ text: _t, ...rest }) => rest)(rawCandidate()), 'unsafe'],
    ['a numeric text', { ...rawCandidate(), text: 42 }, 'unsafe'],
    ['a bad stability', { ...rawCandidate(), stability: 'forever' }, 'unsafe'],
    ['a bad action', { ...rawCandidate(), action: 'delete' }, 'unsafe'],
    ['a confidence above 1', { ...rawCandidate(), confidence: 1.5 }, 'unsafe'],
    ['a confidence given as text', { ...rawCandidate(), confidence: '0.9' }, 'unsafe'],
    ['nine tags', rawCandidate({ tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] }), 'unsafe'],
    ['a subject of 81 characters', withIdentity({ subject: 'x'.repeat(81) }), 'unsafe'],
    ['a facet of 81 characters', withIdentity({ facet: 'x'.repeat(81) }), 'unsafe'],
    ['a subject of 81 emoji (code points, not UTF-16 units)', withIdentity({ subject: '😀'.repeat(81) }), 'unsafe'],
    ['an empty subject, even when a later gate would also fail', { ...withIdentity({ subject: '' }), stability: 'temporary' }, 'unsafe'],
    ['a bad polarity', withIdentity({ polarity: 'love' }), 'unsafe'],
    ['an identity that is a string', { ...rawCandidate(), identity: '桃子' }, 'unsafe'],
    ['a reason over 200 characters', { ...rawCandidate(), reason: 'r'.repeat(201) }, 'unsafe'],
    ['a top level that is an array', [rawCandidate()], 'unsafe'],
    ['null', null, 'unsafe'],
  ])('Given %s, when validated, then gate 2 answers %s', (_name, raw, reason) => {
    expect(reasonOf(raw)).toBe(reason);
  });

  it.each([
    ['empty', rawCandidate({ text: ' \u200B\n ' }), 'empty'],
    ['too_long', rawCandidate({ text: '桃'.repeat(301) }), 'too_long'],
    ['too_long after NFKC widens a ligature', rawCandidate({ text: `${'a'.repeat(299)}ﬃ` }), 'too_long'],
    ['temporary', { ...rawCandidate(), stability: 'temporary' }, 'temporary'],
    ['speculative', { ...rawCandidate(), stability: 'speculative' }, 'speculative'],
    ['low_confidence', rawCandidate({ confidence: 0.69 }), 'low_confidence'],
    ['sensitive_personal_information', rawCandidate({ text: '用户的身份证号是110101199003074514' }), 'sensitive_personal_information'],
    ['raw_runtime_state', rawCandidate({ text: 'The key is sk-proj-abcdefghijklmnopqrstuvwx' }), 'raw_runtime_state'],
    ['full_transcript', rawCandidate({ text: 'user: I like peaches\nassistant: noted' }), 'full_transcript'],
    ['irrelevant', rawCandidate({ text: '记住这个。' }), 'irrelevant'],
    ['unsafe (subject empty after normalisation)', withIdentity({ subject: ' \u200B ' }), 'unsafe'],
    ['unsafe (subject of invisible characters only)', withIdentity({ subject: '\u200B\u2060\uFEFF' }), 'unsafe'],
    ['unsafe (preference without polarity)', withIdentity({ polarity: null }), 'unsafe'],
  ])('Given a candidate that fails %s, when validated, then that is the reason', (_name, raw, reason) => {
    expect(reasonOf(raw)).toBe(reason);
  });

  it.each([
    ['"这个"', '这个'],
    ['"That."', 'That.'],
    ['"  it!! "', '  it!! '],
    ['"The above"', 'The above'],
    ['"Remember this!"', 'Remember this!'],
    ['"以上"', '以上'],
    ['"如下："', '如下：'],
    ['only punctuation', '……!!'],
  ])('Given the placeholder %s, when validated, then it is irrelevant', (_name, text) => {
    expect(reasonOf(rawCandidate({ text }))).toBe('irrelevant');
  });

  it.each([
    ['a [user] marker', 'Summary [user] likes peaches'],
    ['an [assistant] marker', '[assistant] The user likes peaches'],
    ['a [system] marker', '[system] be nice'],
    ['a line starting "assistant:"', 'The user likes tea.\nAssistant: noted.'],
    ['a line starting "system:"', 'system: you are helpful'],
    ['a line starting "用户："', '用户：我喜欢桃子'],
    ['a line starting "助手："', '好的\n助手：已记住'],
    ['message-array JSON', '[{"role": "user", "content": "hi"}]'],
  ])('Given a transcript with %s, when validated, then it is full_transcript', (_name, text) => {
    expect(reasonOf(rawCandidate({ text }))).toBe('full_transcript');
  });

  it('Given gates 5 and 8 both failing, when validated, then the earlier gate (temporary) wins', () => {
    expect(reasonOf({ ...rawCandidate({ text: 'password is hunter2' }), stability: 'temporary' })).toBe('temporary');
  });

  it('Given gates 8 and 9 both failing, when validated, then sensitive information wins', () => {
    expect(reasonOf(rawCandidate({ text: 'email a@b.com with key sk-abcdefghijklmnopqrstuvwxyz' }))).toBe('sensitive_personal_information');
  });
});

describe('validateCandidate: the reason field', () => {
  it.each([
    ['an e-mail address', 'user said mail me at bob@example.com'],
    ['a secret', 'copied from Bearer abcdefghijklmnopqrstuvwxyz'],
    ['a transcript', '[user] remember peaches'],
    ['a transcript line that only its line break reveals', 'ok\nassistant: hi there'],
    ['a transcript line after a CRLF', 'ok\r\n用户：记住桃子'],
    ['a phone number that only collapsing reveals', 'call 138  1234  5678'],
  ])('Given a reason holding %s, when validated, then the memory passes and the reason is dropped', (_name, reason) => {
    const result = validateCandidate({ ...rawCandidate(), reason }, ctx);
    expect(result.ok).toBe(true);
    expect(result.ok && 'reason' in result.candidate).toBe(false);
  });

  it('Given a clean reason, when validated, then it is kept, normalised', () => {
    const result = validateCandidate({ ...rawCandidate(), reason: '  explicit\n request ' }, ctx);
    expect(result.ok && result.candidate.reason).toBe('explicit request');
  });
});

describe('validateCandidate never throws', () => {
  it('Given any JSON value, when validated, then it returns a result', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        expect(typeof validateCandidate(raw, ctx).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('Given anything at all (including odd prototypes), when validated, then it returns a result', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withDate: true }), (raw) => {
        expect(typeof validateCandidate(raw, ctx).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('Given candidate-shaped records with arbitrary strings, when validated, then it returns a result', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string(), { maxLength: 10 }), fc.string(), fc.double(), (text, tags, subject, confidence) => {
        const raw = { ...rawCandidate({ text, tags, subject }), confidence };
        expect(typeof validateCandidate(raw, ctx).ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
