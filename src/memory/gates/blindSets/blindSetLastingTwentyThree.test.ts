// A twenty-third round, on the LEGITIMATE side ("L"), under stability "stable" (__fixtures__/blindSetLastingTwentyThree/),
// written from the round format and the project's description of the temporary-wording gate alone, before reading any gate rule: 200 memory
// candidates in ten languages (16 to accept and 4 temporary controls to refuse in each), each sent through
// rawCandidate as its category's memory type (cases.ts). The angle: LASTING FACTS WRITTEN WITH THE WORDS THE TEMPORARY
// GATE LISTENS FOR, as an extraction model writes them: lasting dislikes and fears of an episode type (traffic jams,
// flight delays, waiting rooms), negated or "never" habits (never calls in sick, no coffee after noon), habits with a
// frequency (every October, twice a year, each winter), biography with a past date (moved in 2016, knee surgery in
// 2019, married since 2008), lasting health (allergies, migraines when the weather changes, a chronic back problem),
// work and home facts with a season or time word (night shifts, a shop shut every August, wood heating in winter),
// titles and names holding a time word (Tonight Alive, "Tomorrow, and Tomorrow, and Tomorrow", a café "Monday", This
// Week in Tech), preferences about the moment of things (morning meetings, e-mail once a day); third-person
// extraction phrasing and the user's own words. The controls are plainly of the moment (today, this week, right now).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// accepted 156/160 (97.5 %), refused 40/40 (100 %).
//   accepted by language: en 16/16, zh-Hans 16/16, ja 15/16, ko 15/16, de 16/16, fr 16/16, es 15/16, pt 16/16,
//   ru 16/16, it 15/16; refused: all 4/4
//   by category: time_title 18/20, frequency_habit 19/20, never_habit 19/20; the other five 20/20 each
// The 4 misses (all refused as temporary) are named in LASTING_TWENTY_THREE_KNOWN_MISSES.
//
// AFTER the category rules written for the misses and for the over-refusals noted at the end of the last session
// (wording/wordingTwentyThreeRules.test.ts pins each both ways): accepted 160/160, refused 40/40. Follow-up cases
// written after the rules (followUp.ts): 24/25 at first (a cold sore after "never a": the never clause stopped at the
// Russian conjunction "а", which reads as Latin "a"; fixed).
//   - neverClauses.ts: a never clause (never, nie, jamais, nunca, non … mai, никогда, 从来没, 一度も, 한 번도) is a trait.
//   - latinNamesInCjk.ts: a run of capitalised Latin words inside CJK text is a name unless it is only time words.
//   - seasonalFrequency.ts: every winter, cada invierno, jeden Sommer, каждое лето, 每个冬天, 毎冬, 겨울마다 are routines.
//   - dislikedEpisodes.ts: a dislike or fear of a kind of episode (hates being stuck in traffic, 很怕航班延误).
import { describe, expect, it } from 'vitest';
import { BLIND_SET_LASTING_TWENTY_THREE } from '../__fixtures__/blindSetLastingTwentyThree/index';
import { CATEGORY } from '../__fixtures__/blindSetLastingTwentyThree/cases';
import { LASTING_TWENTY_THREE_FOLLOW_UP } from '../__fixtures__/blindSetLastingTwentyThree/followUp';
import { LASTING_TWENTY_THREE_KNOWN_MISSES } from '../__fixtures__/blindSetLastingTwentyThree/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('lasting twenty-three blind set, counts', () => {
  it('has 16 legitimate cases and 4 temporary controls in each of ten languages', () => {
    expect(BLIND_SET_LASTING_TWENTY_THREE).toHaveLength(200);
    const langs = new Set(BLIND_SET_LASTING_TWENTY_THREE.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_LASTING_TWENTY_THREE.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(16);
      expect(BLIND_SET_LASTING_TWENTY_THREE.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(4);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_LASTING_TWENTY_THREE.map((c) => c.text)).size).toBe(BLIND_SET_LASTING_TWENTY_THREE.length);
  });
});

describeBlindRound(
  'lasting twenty-three',
  BLIND_SET_LASTING_TWENTY_THREE,
  LASTING_TWENTY_THREE_FOLLOW_UP,
  LASTING_TWENTY_THREE_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
