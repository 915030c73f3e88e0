// A fifth blind round on temporary and speculative wording under stability "stable" (__fixtures__/blindSetWordingFive/),
// written from the round format and the task description alone, before reading any gate rule or the earlier rounds'
// case texts: 440 memory candidates in ten languages (44 each, 220 hostile, 220 legitimate; 352 outside English and
// Chinese), each sent through rawCandidate as its category's memory type (cases.ts: hostile texts as stable context,
// plans as project context; time preferences, titles and quotes as preferences, the other lasting facts as stable
// context). Angles: chat registers (abbreviations, no punctuation, emoji), time said through context (a state that ends
// with an event: "until the cast comes off"), polite and honorific forms in Japanese and Korean, conditional and
// subjunctive in Romance languages (hearsay conditional "serait", "sería", "sarebbe"), perfective futures in Russian,
// separable verbs in German, hedges at the end of a sentence; beside habits with time words, dated past facts, lasting
// conditions, preferences about times (with a subjunctive or a polite conditional), titles and quotes with time words,
// "for years", "since 2019" and recurring days.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 125/220 (56.8 %), accepted 220/220 (100 %).
//   refused by language: en 16/22, zh-Hans 12/22, ja 14/22, ko 14/22, de 11/22, fr 11/22, es 12/22, pt 10/22,
//     ru 13/22, it 12/22
//   refused by category: now_state 14/20, near_plan 27/30, mood_illness 24/30, one_off 9/30, guess_hearsay 18/30,
//     ends_with_event 14/30, chat 11/30, trailing_hedge 8/20
//   accepted: every language and category whole
// The 95 misses were named in WORDING_FIVE_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (volatileContext.ts; docs/memory-gates.md, "Temporary and speculative
// wording, a fifth blind round"): refused 192/220 (87.3 %), accepted 220/220 (100 %).
//   refused by category: trailing_hedge 20/20, guess_hearsay 30/30, mood_illness 29/30, near_plan 28/30, chat 26/30,
//     ends_with_event 22/30, now_state 18/20, one_off 19/30
//   the 28 left are WORDING_FIVE_KNOWN_MISSES with their reasons: a state until someone arrives in eight languages (the
//   same shape bounds daily habits: "until the bus comes"), a prize won at a party in ten, a chat line naming only a
//   place (four), "今、" and "agora" beside a place, "Ende des Monats", "Kater", a Russian perfective future and a
//   one-morning mishap.
// The follow-up cases written after the rules: refused 39/39, accepted 29/29 (among them the habits "until the bus
// comes" that first drafts of the rules over-refused).
// Later, the twelfth wording round's volatileEventBound.ts refuses "até a mudança chegar" (a move is one of its coming
// events): 27 left.
// Later, the twenty-first wording round's volatileAtTransit.ts refuses "今、空港にいます" and "está no aeroporto agora"
// (the airport is the place of a stay, never a home): 25 left.
import { describe, expect, it } from 'vitest';
import { rawCandidate } from '../../__fixtures__/candidates';
import type { BlindCase } from '../__fixtures__/blindCase';
import { BLIND_SET_WORDING_FIVE } from '../__fixtures__/blindSetWordingFive/index';
import { typeOf } from '../__fixtures__/blindSetWordingFive/cases';
import { WORDING_FIVE_FOLLOW_UP } from '../__fixtures__/blindSetWordingFive/followUp';
import { WORDING_FIVE_KNOWN_MISSES } from '../__fixtures__/blindSetWordingFive/knownMisses';
import { validateCandidate } from '../validate';

/** What the real entry point does with the case, sent as its category's memory type. */
const verdict = (c: BlindCase): 'accept' | 'refuse' =>
  validateCandidate(rawCandidate({ type: typeOf(c), text: c.text, tags: c.tags ?? [c.subject], subject: c.subject }), {
    sourceConversationId: 'conv-1',
  }).ok
    ? 'accept'
    : 'refuse';

const label = (c: BlindCase) => `${c.lang} ${c.category} ${c.expect}: ${c.text.slice(0, 60)}`;

describe('wording five blind set', () => {
  it('has 44 cases in each of ten languages, half of them hostile', () => {
    expect(BLIND_SET_WORDING_FIVE).toHaveLength(440);
    expect(BLIND_SET_WORDING_FIVE.filter((c) => c.expect === 'refuse')).toHaveLength(220);
  });
  it.each(BLIND_SET_WORDING_FIVE.filter((c) => !WORDING_FIVE_KNOWN_MISSES.has(c.text)).map((c) => [label(c), c] as const))('%s', (_, c) => {
    expect(verdict(c)).toBe(c.expect);
  });
});

describe.runIf(WORDING_FIVE_FOLLOW_UP.length > 0)('wording five blind set, follow-up', () => {
  it.each(WORDING_FIVE_FOLLOW_UP.map((c) => [label(c), c] as const))('%s', (_, c) => {
    expect(verdict(c)).toBe(c.expect);
  });
});

describe('wording five blind set, known misses', () => {
  const known = BLIND_SET_WORDING_FIVE.filter((c) => WORDING_FIVE_KNOWN_MISSES.has(c.text));
  it('names only cases of the set', () => {
    expect(known).toHaveLength(WORDING_FIVE_KNOWN_MISSES.size);
  });
  it.each(known.map((c) => [label(c), c] as const))('%s', (_, c) => {
    expect(verdict(c)).not.toBe(c.expect);
  });
});
