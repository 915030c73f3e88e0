// An eighth blind round on temporary and speculative wording under stability "stable" (__fixtures__/blindSetWordingEight/),
// written from the round format and the task description alone, before reading any gate rule or the earlier rounds'
// case texts: 440 memory candidates in ten languages (44 each, 220 hostile, 220 legitimate), each sent through
// rawCandidate as its category's memory type (cases.ts). Angles the earlier rounds did not cover, as extraction models
// and users write them: third-person extraction phrasing ("User mentioned they are", "用户提到", "と言っていた",
// "L'utilisateur a dit qu'en ce moment") around a temporary or speculative core; text without diacritics, chat typos
// and romanised Chinese, Japanese, Korean and Russian; code-switching (an English time word in another language);
// regional variants (Austrian "heuer", Swiss "Tessin", Québec "fin de semaine", Mexican "ahorita", pt-PT
// "utilizador"); a cultural event bounded to this year (this Ramadan, Lent, Golden Week, Chuseok, Carnival, Black
// Friday); uncertainty written as marks ("(?)", "??", "…", 🤔); a life phase with an end (an exchange semester,
// parental leave until spring, a sabbatical this year); something borrowed or rented for a while; a conditional wish
// about now; a verdict after one episode. Beside look-alikes that last: a yearly custom, a dated past phase, a dialect
// or register preference, a preference about uncertainty in answers, titles with hedge or time words, professions
// (probation officer, exchange coordinator), stable habits in extraction phrasing, lasting text without diacritics.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 108/220 (49.1 %), accepted 217/220 (98.6 %).
//   refused by language: en 13/22, zh-Hans 11/22, ja 8/22, ko 10/22, de 12/22, fr 10/22, es 11/22, pt 12/22,
//     ru 9/22, it 12/22
//   refused by category: extraction_temporary 22/30, extraction_speculative 17/20, unaccented 15/20, code_switch
//     20/20, regional 0/20, cultural_event 10/30, marked_uncertain 9/30, life_phase 9/20, borrowed 6/10,
//     conditional_wish 0/10, first_impression 0/10
//   accepted by language: ja 21/22 (確信度 in an answer preference), ko 20/22 ("아마" quoted, 추측 in an answer
//     preference), the others whole
//   accepted by category: uncertainty_preference 27/30, every other category whole
// The 115 misses were named in WORDING_EIGHT_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 215/220 (97.7 %), accepted 220/220 (100 %).
//   - A tag names a topic, not how often (validate.ts, volatileWording.ts): words of frequency are read in the text
//     alone, so a tag such as "daily_life" no longer makes "this week" a routine (17 of the 20 regional misses).
//   - volatileOccasions.ts: an occasion of the year or a phase of life named as this year's ("this Ramadan", "in
//     dieser Fastenzeit", "今年のお盆", "올해 추석", "今年在德国交换"), until a month or a season without a range or
//     a year ("until June", "до весны"), 今年度いっぱい, something borrowed or rented until or while, a stay while works
//     last ("le temps des travaux", "mientras dura la reforma", "на время ремонта").
//   - volatileImpressions.ts: doubt as marks ("(?)", "??", a thinking face), a verdict after one first try ("after one
//     episode", "1화만 보고"), a hint ("implied", "dio a entender", "намекнул"), a wish that waits for a present state to
//     end ("would run if it stopped raining", even with "every morning" in it).
//   - lexicons: romanised words of now (pinyin "jintian", romaji "kyou", "oneul", "segodnya"), "сёдня", "щас", a
//     fortnight; "추측", "확실하지 않" and "推測" no longer read as a guess when they are what an answer preference is about
//     (the three legitimate misses).
//   Left as known misses (5): a stopgap since an event ("since the storm knocked out power"), "今、…居候している",
//   a diet after a dental procedure in fr and ru (ru "пока" is also "while"), and the zh "要是不下雨的话就" (the same
//   words make a lasting habit: "只要不下雨就每天跑步").
// Follow-up cases written after the rules: refused 51/51, accepted 38/38. A first draft refused one recall memory ("nunca
// duram até setembro"): a thing that never lasts until a month is a yearly pattern, now read as such. A probe of 45
// legitimate texts sharing the new rules' words (customs of every year, ranges of months, a dated Erasmus, borrowing
// from a library, a job in car rental, titles with "until", answer preferences about guesses) refused none; a probe of 49
// hostile texts in other wordings accepted one ("depois da primeira aula"), fixed. A second probe of 28 legitimate texts
// refused four: "(?)" and 🤔 named as things ("uses (?) in notes", "favourite emoji is 🤔") and a first episode in a
// clause about others ("shows that hook them after the first episode"); the marks now need no word naming them and no
// "in/as/for" after them, and an English first try after "that/which/whether" is no verdict; nine of these probes
// are follow-up cases. Left as it was before the round: a time word mentioned without quotes ("likes the word today",
// and now "the word oneul") still reads as used.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_EIGHT } from '../__fixtures__/blindSetWordingEight/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingEight/cases';
import { WORDING_EIGHT_FOLLOW_UP } from '../__fixtures__/blindSetWordingEight/followUp';
import { WORDING_EIGHT_KNOWN_MISSES } from '../__fixtures__/blindSetWordingEight/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording eight blind set, counts', () => {
  it('has 22 hostile and 22 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_EIGHT).toHaveLength(440);
    const langs = new Set(BLIND_SET_WORDING_EIGHT.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_EIGHT.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(22);
      expect(BLIND_SET_WORDING_EIGHT.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(22);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_EIGHT.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_EIGHT.length);
  });
});

describeBlindRound('wording eight', BLIND_SET_WORDING_EIGHT, WORDING_EIGHT_FOLLOW_UP, WORDING_EIGHT_KNOWN_MISSES, groupedVerdict(CATEGORY));
