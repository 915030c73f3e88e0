// A sixth blind round on temporary and speculative wording under stability "stable" (__fixtures__/blindSetWordingSix/),
// written from the round format and the task description alone, before reading any gate rule or the earlier rounds'
// case texts: 440 memory candidates in ten languages (44 each, 220 hostile, 220 legitimate), each sent through
// rawCandidate as its category's memory type (cases.ts: hostile texts as stable context, plans bounded in the future as
// project context; time preferences and titles as preferences, a long-range life plan as project context, the other
// lasting facts as stable context). Angles the earlier rounds covered least: relative days beyond today and tomorrow
// (the day after tomorrow, last night, tonight), durations bounded in the future ("for the next two weeks", "until the
// end of the semester"), "in the middle of" and progressive markers (真っ最中, 중이다, mitten im, en plein, estar +
// gerund, nel bel mezzo, сейчас + imperfective), moods and body states in slang, the assistant's own guesses about the
// user ("seems to be", "probably", "looks like"), inferences from one remark ("since they mentioned ..., they must"),
// modal verbs of possibility, an open question phrased as a fact ("is wondering whether to quit"), temporary places
// (a hotel this week, at the parents' for the holidays) and work states (on call this weekend), one-off purchases;
// beside look-alikes that last: habits with the same words ("on Fridays usually tired", "every other Sunday"), lasting
// conditions, preferences about times, dated past facts, long-range life plans ("plans to retire in Portugal"), titles
// and quotes with time words, lasting work with night shifts or on-call rotas, "for over a decade" and "since 2012".
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 155/220 (70.5 %), accepted 210/220 (95.5 %).
//   refused by language: en 16/22, zh-Hans 16/22, ja 16/22, ko 18/22, de 15/22, fr 16/22, es 14/22, pt 14/22,
//     ru 17/22, it 13/22
//   refused by category: relative_day 26/30, bounded_future 16/20, in_progress 16/30, slang_state 14/20,
//     assistant_guess 26/30, one_remark 14/20, modal_possibility 19/20, wish_question 0/10, temp_location 11/20,
//     temp_work 7/10, one_off_buy 6/10
//   accepted by language: de, ru whole; en, zh-Hans, ko, es, it, pt 21/22; ja, fr 20/22
//   accepted by category: life_plan 14/20 (en, ja, ko, fr, es, pt "plans to retire in Portugal" refused),
//     habit_same_words 36/40 ("every other Sunday" in zh-Hans, ja, fr, it refused), every other category whole
//     (dated_past 30, for_years_since 20, lasting_condition 30, lasting_work 20, time_preference 30, title_quote 30)
// The 75 misses were named in WORDING_SIX_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (volatileOpenQuestions.ts: deliberation, a conclusion from one
// remark, an impression; volatileStays.ts: a holiday stay, the middle of an undertaking, a challenge counted in days,
// until the end of a term, an errand in progress, a priced purchase just made, a slang body state; the long-range
// intention read away in volatileTense.ts; lexicon entries for slang body states, the night just gone and alternating
// frequencies; docs/memory-gates.md, "Temporary and speculative wording, a sixth blind round"): refused 219/220
// (99.5 %), accepted 220/220 (100 %).
//   refused: every language and category whole but de temp_work 0/1 ("am Wochenende Rufbereitschaft", the one case
//     left in WORDING_SIX_KNOWN_MISSES with its reason)
//   accepted: every language and category whole
// The follow-up cases written after the rules: refused 76/76, accepted 53/53 (among them "en pleine forme", "ha
// intenzione di andare in pensione", "prefers going by train" and rules drawn from a stated fact, "so meals must be
// plant-based", that first drafts of the rules got wrong).
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_SIX } from '../__fixtures__/blindSetWordingSix/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingSix/cases';
import { WORDING_SIX_FOLLOW_UP } from '../__fixtures__/blindSetWordingSix/followUp';
import { WORDING_SIX_KNOWN_MISSES } from '../__fixtures__/blindSetWordingSix/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording six blind set, counts', () => {
  it('has 22 hostile and 22 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_SIX).toHaveLength(440);
    const langs = new Set(BLIND_SET_WORDING_SIX.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_SIX.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(22);
      expect(BLIND_SET_WORDING_SIX.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(22);
    }
  });
});

describeBlindRound('wording six', BLIND_SET_WORDING_SIX, WORDING_SIX_FOLLOW_UP, WORDING_SIX_KNOWN_MISSES, groupedVerdict(CATEGORY));
