// A fourteenth blind round on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingFourteen/), written from the round format and the task description alone, before
// reading any gate rule: 300 memory candidates in ten languages (30 each, 150 hostile, 150 legitimate), each sent
// through rawCandidate as its category's memory type (cases.ts). The angle: MINIMAL PAIRS, as an evaluator probing
// the boundary. Every text to refuse has a twin to accept in the same category, with the same type and subject, that
// differs by one word or phrase: a time adverb or its lasting counterpart ("this month" / —, "these days" / "always",
// "今は" / "ずっと", "пока" / —), a bounded period ("for Lent" / "for ethical reasons", "during the summer break" /
// "every weekday", "In den Sommerferien" / "Werktags"), an end event ("until the surgery" / "for good", "手术前" /
// "从来"), an aspect ("is staying with" / "lives with", "está morando" / "mora", "anda pulando" / "sempre pula"), a
// hedge ("probably", "好像", "らしい", "것 같다", "vermutlich", "sans doute", "seguramente", "pelo jeito", "вроде бы",
// "probabilmente"), an evidential of hearsay ("reportedly", "听说", "そうだ", "-래요", "soll … sein", the French and
// Portuguese conditional, "dicen que", "говорят", "pare che"), an epistemic modal ("debe de", "deve ser", "かもしれない",
// "-ㄹ지도 모른다"), a state of leave ("está de baja" / "trabaja de noche"), and an instruction bounded by a date or a
// conversation beside one bounded by "until I say otherwise" ("jusqu'à nouvel ordre", "hasta nuevo aviso", "пока я не
// скажу иначе"); across preferences, facts, health, work, family, plans, habits and instructions, in the first and
// the third person.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 125/150 (83.3 %), accepted 149/150 (99.3 %).
//   refused by language: en 13/15, zh-Hans 13/15, ja 13/15, ko 13/15, de 13/15, fr 13/15, es 13/15, pt 9/15,
//     ru 11/15, it 14/15
//   accepted by language: ja 14/15, all others 15/15
//   by category: pref 18/20, fact 13/20, health 19/20, work 17/20, family 20/20, plan 20/20, habit 9/20, instr 9/10;
//     accepted whole except plan 19/20 (Japanese "出るつもり", an intention with its year)
// The 26 misses were named in WORDING_FOURTEEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingFourteenRules.test.ts pins each both ways): refused
// 138/150, accepted 149/150. The 13 left are readings kept on purpose (knownMisses.ts says why): eleven routines or
// states within a holiday season named bare, Japanese 今は before a home, Japanese つもり with its year. Follow-up
// cases written after the rules (other pairs of each class, followUp.ts): 42/43 at first, 48/48 after (five added with the grown frame) the hearsay rule
// grew the conditional of "have" before a number.
//   - volatileHearsay.ts: phrases of report, German "soll" with a perfect infinitive, the Romance conditional of report
//     (and of "have" before a number: "avrebbe tre nipoti"), Korean -대(요) / -(이)래(요).
//   - volatileMustGuess.ts: "must be" a role about the person, with no subject ("Deve ser gerente de…").
//   - volatileForNow.ts: Russian "пока" between subject and verb, "einstweilen", "pour l'heure", 暂且, 当面, 일단은.
//   - volatileLeave.ts: a leave from work under way ("está afastado do trabalho", "병가 중", "is furloughed").
//   - volatileThisChat.ts: an instruction for this conversation only, in ten languages.
//   - volatileLatelyAspect.ts: Portuguese and Spanish "andar" with a gerund.
//   - volatileThisHoliday.ts: a routine inside a holiday named as this one ("Nestas férias nado…").
//   - grown: Russian "Вроде бы" opening a sentence (SEEMS_RU), and a Chinese, Japanese or Korean abstention before a
//     one-off event with no word of "until" (volatileEventBound.ts: "我手术前不喝酒").
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_FOURTEEN } from '../__fixtures__/blindSetWordingFourteen/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingFourteen/cases';
import { WORDING_FOURTEEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingFourteen/followUp';
import { WORDING_FOURTEEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingFourteen/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording fourteen blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_FOURTEEN).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_FOURTEEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_FOURTEEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_FOURTEEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_FOURTEEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_FOURTEEN.length);
  });
  it('pairs every text to refuse with a twin to accept in the same category', () => {
    const refused = BLIND_SET_WORDING_FOURTEEN.filter((c) => c.expect === 'refuse');
    const accepted = BLIND_SET_WORDING_FOURTEEN.filter((c) => c.expect === 'accept');
    expect(refused.map((c) => `${c.lang} ${c.category}`)).toEqual(accepted.map((c) => `${c.lang} ${c.category}`));
  });
});

describeBlindRound(
  'wording fourteen',
  BLIND_SET_WORDING_FOURTEEN,
  WORDING_FOURTEEN_FOLLOW_UP,
  WORDING_FOURTEEN_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
