// A twenty-fourth round, on the LEGITIMATE side ("L"), under stability "stable" (__fixtures__/blindSetLastingTwentyFour/),
// written from the round format and the project's description of the temporary-wording gate alone, before reading
// any gate rule: 200 memory candidates in ten languages (16 to accept and 4 temporary controls to refuse in each),
// each sent through rawCandidate as its category's memory type (cases.ts). The angle: LASTING FACTS WRITTEN IN A
// PRESENT TENSE OR ASPECT THAT THE TEMPORARY GATE MIGHT TAKE FOR THE MOMENT, as an extraction model writes them and as
// users say them: a long pursuit stated as progressive (has been learning the cello for ten years, 正在攻读医学博士,
// 10년째 배우고 있다, lleva diez años aprendiendo), a lasting state with a word meaning "nowadays" (works remotely now,
// ist jetzt Vegetarier, 现在在上海生活, aujourd'hui je vis à Montréal, hoy en día, hoje em dia, теперь, ormai), likes
// and dislikes naming a moment of the day or week (can't stand Monday mornings, loves a quiet Sunday afternoon), a
// trait with "this" or "right" in another sense (does things the right way, prefers this kind of tea), a never or a
// dislike beside a time word (has never liked summer, n'aime pas les soirées du vendredi), routines with a clock time
// or a weekday (swims at 6:30 every morning, shops on Saturdays at 8), names holding a time word (Friday Harbor,
// Sunday Riley, 7-Eleven, Midi Libre, Corriere della Sera, Hospital 12 de Octubre, «Вечерняя Москва», Die Zeit), and
// lasting health and diet (diabetic, on blood thinners for life, lactose intolerant). The controls are plainly of
// the moment (today, this week, right now, for a few days).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// accepted 151/160 (94.4 %), refused 38/40 (95.0 %).
//   accepted by language: en 16/16, zh-Hans 16/16, ja 15/16, ko 15/16, de 16/16, fr 15/16, es 14/16, pt 15/16,
//   ru 15/16, it 14/16; refused by language: zh-Hans 3/4, pt 3/4, the other eight 4/4
//   by category: nowadays_state 13/20, never_time 19/20, time_name 19/20, control_now 38/40; long_pursuit,
//   moment_taste, other_sense, clock_routine and lasting_body 20/20 each
// The 11 misses (9 lasting facts refused as temporary, 2 temporary controls accepted) are named in
// LASTING_TWENTY_FOUR_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/lastingTwentyFourRules.test.ts pins each both ways):
// accepted 160/160, refused 40/40. Follow-up cases written after the rules (followUp.ts): 23/25 at first (a Japanese
// 中心 "centre" read as 中 "in the middle of"; "Aujourd'hui, je suis en télétravail à cause des grèves" accepted, so the
// French "aujourd'hui" now counts as the era only before a home), 25/25 after.
//   - nowadaysStates.ts: the present as an era (hoy en día, hoje em dia, de nos jours, oggigiorno, в наши дни, 오늘날),
//     and a word of now before remote work, freelance or part-time work, or a first-person home, is read away.
//   - datedNames.ts: a day before a month right after a place or institution noun is part of a name (Hospital 12 de
//     Octubre, Piazza 4 Novembre, завод 1 Мая).
//   - volatileDates.ts: the Italian plural "i venerdì" is a habit; a liking in the first person or the plural
//     (piacciono, gustan, odio, люблю) makes a day a preference.
//   - volatileWording.ts: a Chinese body state beside a word of this moment (我现在特别困, 这会儿好饿) is temporary.
//   - lexicons/pt.ts: "uns dias" is a few days, except some days of every week.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_LASTING_TWENTY_FOUR } from '../__fixtures__/blindSetLastingTwentyFour/index';
import { CATEGORY } from '../__fixtures__/blindSetLastingTwentyFour/cases';
import { LASTING_TWENTY_FOUR_FOLLOW_UP } from '../__fixtures__/blindSetLastingTwentyFour/followUp';
import { LASTING_TWENTY_FOUR_KNOWN_MISSES } from '../__fixtures__/blindSetLastingTwentyFour/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('lasting twenty-four blind set, counts', () => {
  it('has 16 legitimate cases and 4 temporary controls in each of ten languages', () => {
    expect(BLIND_SET_LASTING_TWENTY_FOUR).toHaveLength(200);
    const langs = new Set(BLIND_SET_LASTING_TWENTY_FOUR.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_LASTING_TWENTY_FOUR.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(16);
      expect(BLIND_SET_LASTING_TWENTY_FOUR.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(4);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_LASTING_TWENTY_FOUR.map((c) => c.text)).size).toBe(BLIND_SET_LASTING_TWENTY_FOUR.length);
  });
});

describeBlindRound(
  'lasting twenty-four',
  BLIND_SET_LASTING_TWENTY_FOUR,
  LASTING_TWENTY_FOUR_FOLLOW_UP,
  LASTING_TWENTY_FOUR_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
