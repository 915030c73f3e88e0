import { describe, expect, it } from 'vitest';
import { rawCandidate } from '../../__fixtures__/candidates';
import { validateCandidate } from '../validate';

// With the user's key in the context, a candidate holding the key, or any 12
// characters of it, is refused as a secret, however it is disguised; without the key in the context
// the same harmless-looking text passes, so the refusal comes from the key itself.

const KEY = 'my-proxy-key-Zq8Lm2Wx4Rt6Yb9N';
const ctx = { sourceConversationId: 'conv-1' };
const withKey = { ...ctx, secrets: [KEY] };
const text = (t: string) => rawCandidate({ type: 'stable_user_context', text: t, tags: ['notes'], subject: 'notes', polarity: null });
const outcome = (raw: unknown, c: Parameters<typeof validateCandidate>[1]) => {
  const r = validateCandidate(raw, c);
  return r.ok ? 'ok' : r.reason;
};

describe("the user's own key", () => {
  it('Given the whole key in the text, when validated with the key, then it is refused as a secret', () => {
    expect(outcome(text(`The user noted ${KEY}.`), withKey)).toBe('raw_runtime_state');
  });

  it.each([
    ['12 characters of it', `The user noted ${KEY.slice(5, 17)} somewhere.`],
    ['a run with spaces inserted', `The user noted ${KEY.slice(3, 10)} ${KEY.slice(10, 19)}.`],
    ['a run with a zero-width space inside', `The user noted ${KEY.slice(8, 14)}\u200B${KEY.slice(14, 22)}.`],
  ])('Given %s in the text, when validated with the key, then it is refused as a secret', (_name, t) => {
    expect(outcome(text(t), withKey)).toBe('raw_runtime_state');
    expect(outcome(text(t), ctx)).toBe('ok');
  });

  it('Given 12 characters of the key in a tag, when validated with the key, then it is refused', () => {
    const raw = { ...text('The user keeps notes.'), tags: ['notes', KEY.slice(12, 24)] };
    expect(outcome(raw, withKey)).toBe('raw_runtime_state');
  });

  it('Given only 11 characters of the key, when validated, then it passes', () => {
    expect(outcome(text(`The user noted ${KEY.slice(0, 11)}.`), withKey)).toBe('ok');
  });

  it('Given a short local placeholder key such as "ollama", when validated, then ordinary text naming it passes', () => {
    expect(outcome(text('The user runs models with Ollama.'), { ...ctx, secrets: ['ollama'] })).toBe('ok');
  });

  it('Given the key in the reason only, when validated, then the reason is dropped and the memory kept', () => {
    const r = validateCandidate({ ...text('The user keeps notes.'), reason: `key ${KEY}` }, withKey);
    expect(r.ok && r.candidate.reason).toBe(undefined);
  });
});
