// A fifteenth blind round on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingFifteen/), written from the round format and the task description alone, before
// reading any gate rule: 300 memory candidates in ten languages (15 to refuse and 15 to accept in each), each sent
// through rawCandidate as its category's memory type (cases.ts). The angle: MOODS, FEELINGS AND GUESSES, as an
// over-eager extraction model writes them after one conversation. To refuse: the user's feeling or state of the
// moment ("is stressed about tomorrow's exam", "ist heute genervt", "今天心情很差", "está agobiada con la mudanza",
// "устал после смены"), a craving of tonight ("in the mood for Thai food", "今夜はラーメンの気分"), the model's guess
// about the user from thin evidence ("seems to be an introvert", "たぶん一人暮らし", "아마 개발자인 듯", "parece que
// tiene hijos", "scheint Vegetarier zu sein", "кажется", "видимо", "sembra che"), and a hedged self-report of health
// ("I think I might be lactose intolerant", "je crois que je suis allergique", "sospetta di avere"). To accept: lasting
// feelings and traits that look like them (afraid of heights, gets anxious on planes, feels at home in Lisbon), tastes
// (hates cilantro, loves jazz), traits said by the user ("I'm an introvert"), diagnosed conditions, and titles with
// mood words ("Bonjour tristesse", the song "Happy").
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 129/150 (86.0 %), accepted 149/150 (99.3 %).
//   refused by language: en 14/15, zh-Hans 13/15, ja 14/15, ko 14/15, de 14/15, fr 12/15, es 13/15, pt 11/15,
//     ru 12/15, it 12/15
//   accepted by language: ja 14/15, all others 15/15
//   by category: mood_now 39/50, craving 16/20, guess 49/50, hedged_health 25/30; accepted whole except
//     lasting_feeling 39/40 (Japanese "リスボンが第二の故郷のように感じる", a simile read as a guess)
// The 22 misses were named in WORDING_FIFTEEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingFifteenRules.test.ts pins each both ways): refused
// 150/150, accepted 150/150. Follow-up cases written after the rules (followUp.ts): 35/38 at first (a worry word the
// feeling lists lacked, "preocupada"; French "Là," opening a clause; an article before kin, "dei nipoti"), 38/38 after.
//   - volatileFeelingEvent.ts: a feeling or fatigue after one occasion ("устал после смены", "crevé après sa garde",
//     "끝나고 완전 지쳤다"), or about one under "estar" ("está agobiada con la mudanza"), Russian worry before tomorrow's.
//   - volatileCravingNow.ts: a craving with a word of now ("现在特别想喝", "今甘いものが食べたい", "…, là").
//   - volatileSuspicion.ts: a condition suspected ("怀疑自己", "подозревает у себя", "sospetta di avere") or only
//     possible, opened by a subjectless "could" or "il se pourrait que" ("Potrebbe soffrire di").
//   - grown: "must have" kin, a number or a past after the person (volatileMustGuess.ts: "deve ter filhos"); "andar"
//     with a feeling (volatileLatelyAspect.ts: "anda meio triste"); a place felt like home is no Japanese appearance
//     guess (volatileAspect.ts: "第二の故郷のように感じる").
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_FIFTEEN } from '../__fixtures__/blindSetWordingFifteen/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingFifteen/cases';
import { WORDING_FIFTEEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingFifteen/followUp';
import { WORDING_FIFTEEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingFifteen/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording fifteen blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_FIFTEEN).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_FIFTEEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_FIFTEEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_FIFTEEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_FIFTEEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_FIFTEEN.length);
  });
});

describeBlindRound(
  'wording fifteen',
  BLIND_SET_WORDING_FIFTEEN,
  WORDING_FIFTEEN_FOLLOW_UP,
  WORDING_FIFTEEN_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
