// A twelfth blind round on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingTwelve/), written from the round format and the task description alone, before reading
// any gate rule: 300 memory candidates in ten languages (30 each, 150 hostile, 150 legitimate), each sent through
// rawCandidate as its category's memory type (cases.ts). The angle: an extraction model that paraphrases a chat
// loosely: chat register and abbreviations (rn, atm, 最近, 요즘, grad, ahorita, agora há pouco, щас, adesso),
// code-switching, negated temporary states, intentions and conditions not yet facts, reported speech, guesses framed
// as observations, states tied to an event, services out said with a bare negation; and, to accept, lasting tastes
// said colloquially, chronic conditions, weekday schedules, plans for a fixed later year, titles and names with time
// or mood words, long projects with a deadline and self-stated traits.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 99/150 (66.0 %), accepted 143/150 (95.3 %).
//   refused by language: en 12/15, zh-Hans 10/15, ja 11/15, ko 12/15, de 9/15, fr 10/15, es 9/15, pt 6/15, ru 9/15,
//     it 11/15
//   accepted by language: en, de, fr, it 15/15; zh-Hans, ja, es, pt, ru 14/15; ko 13/15
//   by category: chat_now 18/20, negated_state 17/20, intention 11/20, reported 18/20, impression 14/20,
//     event_bound 16/26, outage 5/24; accepted whole except year_plan 14/20, deadline_project 19/20
// The 58 misses are named in WORDING_TWELVE_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wordingTwelveRules.test.ts pins each both ways): refused 150/150,
// accepted 143/150; the 7 left are plans dated with a year beside a word of intention, which the third wording round
// refuses as near plans (WORDING_TWELVE_KNOWN_MISSES says why). Follow-up cases written after the rules (other
// wordings and look-alikes): 29/29.
//   - volatileBareOutage.ts: a service missing said with a bare negation ("no hot water", "kein WLAN", "sin luz", "sem
//     internet", "niente acqua calda", "нет горячей воды", "没网").
//   - volatileEventBound.ts: a state or routine held up to a coming event (an exam, a cast, payday, a move: "before the
//     exam", "bis zur Prüfung", "até a prova", "до экзамена", "考试前这段时间", "給料日まで"), read before words of frequency.
//   - volatilePendingOutcome.ts: a plan waiting on a visa, an offer, a loan ("if the visa comes through", "se o visto
//     sair", "если дадут визу", "ビザが下りたら", "비자가 나오면").
//   - volatileChatHedges.ts: "maybe" as chat says it ("evtl.", "igual se cambia", "может, перейдёт", "바꿀까 생각 중",
//     "이사할지도 모름", "引っ越そうかと考え中").
//   - volatileHeardImpression.ts: "sounds like", "klingt, als", "suena a que", "passa a impressão", "听起来", "印象を受ける",
//     "인상을 준다".
//   - volatileRecentStart.ts: "seit ein paar Wochen", "desde la mañana", Japanese "最近…ていない"; "há dois dias" beside a
//     preterite is "ago" and marks nothing. volatileContext.ts: "agora há pouco"; volatileTense.ts: "não anda" + gerund.
//   - volatileAppearance.ts: "Parece mentira, pero…" is an idiom, not a guess.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TWELVE } from '../__fixtures__/blindSetWordingTwelve/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTwelve/cases';
import { WORDING_TWELVE_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwelve/followUp';
import { WORDING_TWELVE_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwelve/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording twelve blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TWELVE).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_TWELVE.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TWELVE.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_TWELVE.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TWELVE.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TWELVE.length);
  });
});

describeBlindRound(
  'wording twelve',
  BLIND_SET_WORDING_TWELVE,
  WORDING_TWELVE_FOLLOW_UP,
  WORDING_TWELVE_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
