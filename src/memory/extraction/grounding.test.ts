import { describe, expect, it } from 'vitest';
import { rawCandidate } from '../__fixtures__/candidates';
import { validateCandidate } from '../gates/validate';
import { REJECTION_REASONS } from '../record/schema';
import { GROUNDING_CASES } from './__fixtures__/groundingCases';
import { LANGS } from './__fixtures__/packs';
import { checkGrounding } from './grounding';
import { extractionJsonSchema } from './responseSchema';

const user = (text: string) => ({ role: 'user' as const, text });
const assistant = (text: string) => ({ role: 'assistant' as const, text });

describe('checkGrounding on the labelled set', () => {
  it('Given the set, then it has at least 300 cases and every language has both labels', () => {
    expect(GROUNDING_CASES.length).toBeGreaterThanOrEqual(300);
    for (const lang of LANGS) {
      const own = GROUNDING_CASES.filter((c) => c.lang === lang);
      expect(own.some((c) => c.grounded) && own.some((c) => !c.grounded)).toBe(true);
    }
  });

  it('Given every labelled case, when checked, then the verdict is as labelled (100 %)', () => {
    const wrong = GROUNDING_CASES.filter((c) => checkGrounding(c.candidate, c.turn).ok !== c.grounded).map(
      (c) => `${c.lang} / ${c.category}: ${JSON.stringify(c.candidate.evidence)}`,
    );
    expect(wrong).toEqual([]);
  });
});

describe('checkGrounding', () => {
  it('Given the assistant suggests a trip and the user says "sounds nice", then neither quote grounds a plan', () => {
    const turn = { messages: [assistant('You could try Lisbon in May'), user('sounds nice')] };
    expect(checkGrounding({ text: 'Plans a trip to Lisbon in May', evidence: 'Lisbon in May' }, turn)).toEqual({
      ok: false,
      reason: 'ungrounded',
    });
    expect(checkGrounding({ text: 'Plans a trip to Lisbon in May', evidence: 'sounds nice' }, turn)).toEqual({
      ok: false,
      reason: 'ungrounded',
    });
  });

  it('Given the user says it, when the evidence is quoted exactly, then the candidate is grounded', () => {
    const turn = { messages: [user('Lisbon in May sounds perfect, I booked it yesterday'), assistant('Great choice!')] };
    expect(checkGrounding({ text: 'Travels to Lisbon in May', evidence: 'Lisbon in May sounds perfect, I booked it' }, turn)).toEqual({
      ok: true,
    });
  });

  it('Given a quote elided with "…", when every piece is the user\'s, then it is grounded, and not when one piece is not', () => {
    const turn = { messages: [user('I live in Porto, and honestly I never eat meat')] };
    expect(checkGrounding({ text: 'x', evidence: 'I live in Porto … I never eat meat' }, turn).ok).toBe(true);
    expect(checkGrounding({ text: 'x', evidence: 'I live in Porto … I never eat fish' }, turn).ok).toBe(false);
  });

  it("Given a quote attributed to someone else in the middle of a line, then the user's own words around it still ground", () => {
    const turn = { messages: [user('my boss said “ship it on Friday” but I prefer shipping on Mondays')] };
    expect(checkGrounding({ text: 'x', evidence: 'ship it on Friday' }, turn).ok).toBe(false);
    expect(checkGrounding({ text: 'x', evidence: 'I prefer shipping on Mondays' }, turn).ok).toBe(true);
  });

  it('Given the user quotes themselves ("I said …"), then the quotation is their own words', () => {
    const turn = { messages: [user('I said "no meetings before 10" and I meant it')] };
    expect(checkGrounding({ text: 'x', evidence: 'no meetings before 10' }, turn).ok).toBe(true);
  });

  it('Given evidence that would only span a removed quotation, then it is not grounded', () => {
    const turn = { messages: [user('> I am a pilot\nI am a nurse')] };
    expect(checkGrounding({ text: 'x', evidence: 'I am a pilot I am a nurse' }, turn).ok).toBe(false);
    expect(checkGrounding({ text: 'x', evidence: 'I am a nurse' }, turn).ok).toBe(true);
  });

  it.each(['I', 'yes', 'sounds nice', '好的', 'はい', '네', 'ja', 'да', 'ok'])(
    'Given only the fragment %j, then nothing is grounded',
    (fragment) => {
      expect(checkGrounding({ text: 'Likes peaches', evidence: fragment }, { messages: [user(fragment)] }).ok).toBe(false);
    },
  );
});

describe('evidence in the schema', () => {
  it('Given the model schema, then evidence is a required, nullable string (strict mode)', () => {
    const item = extractionJsonSchema.properties.candidates.items;
    expect(item.properties.evidence).toEqual({ type: ['string', 'null'] });
    expect(item.required).toContain('evidence');
  });

  it('Given a candidate with evidence, when validated, then evidence alone never makes it unsafe', () => {
    expect(validateCandidate({ ...rawCandidate(), evidence: '我喜欢吃桃子' }, { sourceConversationId: 'c1' }).ok).toBe(true);
    expect(validateCandidate({ ...rawCandidate(), evidence: null }, { sourceConversationId: 'c1' }).ok).toBe(true);
    expect(validateCandidate({ ...rawCandidate(), evidence: 'x'.repeat(500) }, { sourceConversationId: 'c1' }).ok).toBe(true);
  });

  it('Given the rejection reasons, then ungrounded is one of them', () => {
    expect(REJECTION_REASONS).toContain('ungrounded');
  });
});
