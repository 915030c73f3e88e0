import { describe, expect, it } from 'vitest';
import { candidateFromPinnedDecision, diffPinnedDecisionsForPromotion } from './promotion';
import { validateCandidate } from '../gates/validate';

const react = { text: 'The user decided to use React, not Vue.', subject: 'frontend framework', type: 'project_context' as const };
const tests = { text: '以后所有新功能都先写测试。', subject: '测试优先', type: 'workflow_preference' as const };

describe('diffPinnedDecisionsForPromotion', () => {
  it('Given an unchanged list, when diffed, then nothing is promoted', () => {
    expect(diffPinnedDecisionsForPromotion([react, tests], [react, tests])).toEqual([]);
  });

  it('Given a new decision, when diffed, then only it is promoted', () => {
    expect(diffPinnedDecisionsForPromotion([react], [react, tests])).toEqual([tests]);
  });

  it('Given a decision whose text changed, when diffed, then it is promoted', () => {
    const changed = { ...react, text: 'The user decided to use Svelte.' };
    expect(diffPinnedDecisionsForPromotion([react], [changed])).toEqual([changed]);
  });

  it('Given only whitespace, width or case changes, when diffed, then nothing is promoted', () => {
    const same = { ...react, text: '  the user decided to use React,\n not Vue.  ' };
    expect(diffPinnedDecisionsForPromotion([react], [same])).toEqual([]);
  });
});

describe('candidateFromPinnedDecision', () => {
  it('Given a decision, when turned into a candidate, then it passes validation with the promotion fields', () => {
    const result = validateCandidate(candidateFromPinnedDecision(react), { sourceConversationId: 'conv-1' });
    expect(result.ok && result.candidate).toMatchObject({
      type: 'project_context',
      text: react.text,
      identity: { subject: 'frontend framework' },
      confidence: 0.85,
      action: 'add',
      source: 'pinned_decision_promotion',
      sourceSignal: 'pinned_decision_signal',
      stableKey: 'project_context:frontend-framework',
    });
    expect(result.ok && result.candidate.tags).toEqual(['frontend-framework', 'react', 'vue']);
  });

  it('Given a decision without a type, when turned into a candidate, then it is a standing instruction', () => {
    const { type: _t, ...untyped } = tests;
    expect(candidateFromPinnedDecision(untyped)).toMatchObject({ type: 'standing_instruction', stability: 'stable' });
  });

  it('Given a preference decision, when turned into a candidate, then it gets a polarity and passes gate 12', () => {
    const raw = candidateFromPinnedDecision({ text: 'The user settled on dark mode.', subject: 'dark mode', type: 'user_preference' });
    expect(validateCandidate(raw, { sourceConversationId: 'conv-1' }).ok).toBe(true);
  });

  it('Given a decision carrying a secret, when validated, then the same gates refuse it', () => {
    const raw = candidateFromPinnedDecision({ ...react, text: 'Use the key sk-abcdefghijklmnopqrstuvwxyz in prod.' });
    expect(validateCandidate(raw, { sourceConversationId: 'conv-1' })).toEqual({ ok: false, reason: 'raw_runtime_state' });
  });
});
