// A sixteenth blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingSixteen/),
// written from the round format and the task description alone, before reading any gate rule: 300 memory candidates
// in ten languages (15 to refuse and 15 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: LIFE SITUATIONS IN PROGRESS, as an extraction model summarises a week of chats. To
// refuse: things under way that will end, in each language's aspect ("is moving house next month", "正在装修厨房",
// "就職活動中", "구직 중이다", "renoviert gerade", "en train de refaire", "está reformando", "anda à procura",
// "сейчас делает ремонт", "sta cercando lavoro"): a move, works, a house-sit or guests; a job hunt, exam season, a
// visa, driving lessons; a pregnancy, antibiotics, a cast, a diet for a wedding; caring for a father after his
// operation, a divorce under way. To accept: the lasting situations that look alike (lives with her parents, works
// night shifts, is a nurse, owns a house, rents a flat in Lyon, has type 1 diabetes, has two children, is divorced),
// some with a date or a duration ("has lived in Berlin since 2015", "lleva diez años siendo vegetariano", "married in
// 2019", "10년째 채식주의자로 지내고 있다").
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 108/150 (72.0 %), accepted 150/150 (100 %).
//   refused by language: en 10/15, zh-Hans 10/15, ja 12/15, ko 11/15, de 14/15, fr 10/15, es 11/15, pt 10/15,
//     ru 11/15, it 9/15
//   accepted by language: all 15/15
//   by category: home_phase 37/40, work_phase 31/50, health_phase 36/40, family_phase 4/20
// The 42 misses were named in WORDING_SIXTEEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingSixteenRules.test.ts pins each both ways): refused
// 150/150, accepted 150/150. Follow-up cases written after the rules (followUp.ts): 28/30 at first (Russian "помогает"
// with kin, a verb of care the list lacked; Italian "si sta separando", a separation beside the divorce), 30/30 after.
//   - volatileLifePhases.ts: exam season ("In the middle of exam season", "正值考试季", "시험 기간이라"), a divorce or
//     separation under way ("Sta divorziando", "離婚協議中", "이혼 소송 중"), a driving licence under way ("Learning to
//     drive", "在学车", "Учится водить"), a course of antibiotics ("항생제를 복용하고 있다"), guests staying ("Está com
//     parentes hospedados em casa").
//   - volatileCareAfter.ts: caring for someone after one operation, accident or fall ("Pflegt ihren Vater nach seiner
//     Operation", "照顾做完手术的父亲", "手術を受けた父親の看病").
//   - grown: a cast on a limb, the pregnancy word opening a note, "пока без работы" (ENDING_STATE); "fait un régime"
//     (volatileFirmNow.ts); "fino a fine mese" (volatileDates.ts); a wait for a visa (volatileCategories.ts); the English
//     undertaking without a copula (volatileUndertakings.ts); the Chinese job search with words between
//     (volatileUnderWay.ts).
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_SIXTEEN } from '../__fixtures__/blindSetWordingSixteen/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingSixteen/cases';
import { WORDING_SIXTEEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingSixteen/followUp';
import { WORDING_SIXTEEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingSixteen/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording sixteen blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_SIXTEEN).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_SIXTEEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_SIXTEEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_SIXTEEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_SIXTEEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_SIXTEEN.length);
  });
});

describeBlindRound(
  'wording sixteen',
  BLIND_SET_WORDING_SIXTEEN,
  WORDING_SIXTEEN_FOLLOW_UP,
  WORDING_SIXTEEN_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
