// An eleventh blind round on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingEleven/), written from the round format and the task description alone, before reading
// any gate rule: 300 memory candidates in ten languages (30 each, 150 hostile, 150 legitimate), each sent through
// rawCandidate as its category's memory type (cases.ts). The angle: what a different extraction model writes, terse
// notes and full sentences mixed, first and third person, dates, typos, no diacritics, and memory types beyond the
// tenth round's three (recurring_constraint, communication_preference, workflow_preference).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 137/150 (91.3 %), accepted 147/150 (98.0 %).
//   refused by language: en 15/15, zh-Hans 15/15, ja 13/15, ko 14/15, de 14/15, fr 13/15, es 14/15, pt 12/15,
//     ru 13/15, it 14/15
//   accepted by language: ko 14/15, pt 14/15, it 14/15, the other seven 15/15
//   by category: mood 20/20, illness 18/20, travel_now 19/20, week_plan 20/20, waiting 9/10, trial 18/20,
//     short_situation 6/10, guess 20/20, inferred_trait 7/10; accepted whole except future_plan 7/10
// The 16 misses are named in WORDING_ELEVEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wordingElevenRules.test.ts pins each both ways): refused 150/150,
// accepted 150/150, no known miss left.
//   - volatileRecentStart.ts: a state begun days ago, since a weekday ("desde sexta", "с понедельника") or counted in
//     days up to now ("há dois dias", "며칠째"); a range of weekdays and years or months stay lasting.
//   - volatileOutages.ts: a household service cut ("fora do ar", "отключили горячую воду", "인터넷이 안 된다") or an
//     appliance out of order ("エアコンが壊れている").
//   - volatileAppearance.ts: an impression with a verb of seeming and no infinitive ("wirkt eher ungeduldig", "semble
//     assez timide", "sembra una persona molto ansiosa").
//   - volatileTrials.ts: a trial in a note or the first person ("probando Linux…", "пробую"), waits for an
//     announcement ("合格発表を待っている"), a few weeks counted with a small number ("на две недели").
//   - volatileIllness.ts: the closed class of acute illnesses grown (dengue, bronchitis, sinusitis…; "болеет ангиной").
//   - volatileTense.ts: going on as now for good ("앞으로도 계속 … 살 계획이다", "vai continuar … definitivamente",
//     "continuerà … anche in futuro"): its intention or future is read away, as a retirement plan's is.
//   - volatileElision.ts: "jusqu a dimanche", "aujourd hui", "quest estate" read with their apostrophe; lexicons/pt.ts:
//     "esse mês" as this month.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_ELEVEN } from '../__fixtures__/blindSetWordingEleven/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingEleven/cases';
import { WORDING_ELEVEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingEleven/followUp';
import { WORDING_ELEVEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingEleven/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording eleven blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_ELEVEN).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_ELEVEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_ELEVEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_ELEVEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_ELEVEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_ELEVEN.length);
  });
});

describeBlindRound(
  'wording eleven',
  BLIND_SET_WORDING_ELEVEN,
  WORDING_ELEVEN_FOLLOW_UP,
  WORDING_ELEVEN_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
