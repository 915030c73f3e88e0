// A seventh blind round on temporary and speculative wording under stability "stable" (__fixtures__/blindSetWordingSeven/),
// written from the round format and the task description alone, before reading any gate rule or the earlier rounds'
// case texts: 440 memory candidates in ten languages (44 each, 220 hostile, 220 legitimate), each sent through
// rawCandidate as its category's memory type (cases.ts: temporary tastes, a conclusion from one instance and hearsay as
// preferences, the other hostile texts as stable context; habits, stable negations and titles as preferences, the other
// lasting facts as stable context). Angles the earlier rounds did not cover: a temporary preference ("this week prefers",
// "lately into", "for now uses"), trials ("trying out", "testing whether"), a diet or regime with an end (a juice
// cleanse on day three, no carbs before the wedding), whereabouts and travel in progress, the state of a device that
// will change (a cracked screen, a laptop in repair, a loaner), habits paused or stopped for a while (while an injury
// heals, until after a move), a feeling about one event, waiting for results or an answer, an exam still to sit this
// term, probability words (probably, likely, vermutlich, sans doute, seguramente, наверное, たぶん, 아마), a conclusion
// from one instance, a third party's report; beside look-alikes that last: long durations, dated past facts, habits
// with time words, long-range plans, stable negations, titles with time words, professions with temporary-sounding
// words (night nurse, weather forecaster, emergency doctor) and "currently" with a lasting home or job.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 134/220 (60.9 %), accepted 216/220 (98.2 %).
//   refused by language: en 13/22, zh-Hans 12/22, ja 17/22, ko 14/22, de 12/22, fr 14/22, es 12/22, pt 13/22,
//     ru 14/22, it 13/22
//   refused by category: temp_preference 29/30, trial 3/20, temp_diet 4/20, whereabouts 20/20, device_state 3/20,
//     interrupted_habit 8/20, event_feeling 8/20, waiting 16/20, deadline 9/10, probability 18/20, one_instance 9/10,
//     third_party 7/10
//   accepted by language: de, fr, es, ru 21/22, the others whole
//   accepted by category: habit_time 29/30 (fr "tous les mardis et jeudis matin"), long_plan 19/20 (es "tiene pensado
//     jubilarse"), profession_time 29/30 (ru "врачом скорой помощи"), currently_lasting 19/20 (de "wohnt derzeit"),
//     every other category whole
// The 90 misses are named in WORDING_SEVEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (volatileTrials.ts: a trial under way, a regime counted in days, a
// stopgap while a device is in repair, a device broken now, a habit paused until something is over, a feeling about one
// event, waiting for a result, a few weeks as a duration, Japanese 当面 after kana; hearsay named by its source, a
// conclusion with 所以应该, a likelihood; lexicon entries "gestrig", "вчерашн", "скоро" as a whole word, "derzeit" beside a
// home, French weekdays in the plural as habits, "bimestre", "tiene pensado" before a life plan; docs/memory-gates.md,
// "Temporary and speculative wording, a seventh blind round"): refused 220/220 (100 %), accepted 220/220 (100 %); no
// known miss is left. The follow-up cases written after the rules: refused 109/109, accepted 95/95. The first drafts of the
// rules over-refused three texts of other sets ("is waiting for order 000123456", "is waiting for the right moment",
// "deve ser avisado"): waiting now needs a result or an answer, and "deve" a verb of living or working. The rules were
// then narrowed where a lasting text could share their words (a habit that waits until after lunch, a lunch break, a
// liking for mending broken things, a record broken, Korean "in words", a rule drawn from a stated fact), each with a
// legitimate follow-up case. Last, other wordings of the classes were probed (14 of 53 hostile probes were accepted
// at first: "is trying a keto diet", "hasn't heard back", "anxious about the results", "está a prueba", "수습 기간",
// "this past week", "cramming for"; 0 of 18 legitimate probes was refused); the rules were widened and 13 of them are
// follow-up cases now. A second probe outside English: 16 of 42 hostile probes accepted (until a holiday, "noch sauer",
// "fait un essai", "tiene el móvil roto", "está sem celular", "deu um tempo", "腰を痛めて…休んでいる", …), 0 of 12
// legitimate refused; widened likewise, 27 more follow-up cases. A last probe of 30 legitimate texts sharing the
// rules' words refused two (a pause with a year, "never uses loaner cars"): a year now makes a pause a dated past, as
// it does a broken device, and a loaner needs "on/using a".
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_SEVEN } from '../__fixtures__/blindSetWordingSeven/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingSeven/cases';
import { WORDING_SEVEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingSeven/followUp';
import { WORDING_SEVEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingSeven/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording seven blind set, counts', () => {
  it('has 22 hostile and 22 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_SEVEN).toHaveLength(440);
    const langs = new Set(BLIND_SET_WORDING_SEVEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_SEVEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(22);
      expect(BLIND_SET_WORDING_SEVEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(22);
    }
  });
});

describeBlindRound('wording seven', BLIND_SET_WORDING_SEVEN, WORDING_SEVEN_FOLLOW_UP, WORDING_SEVEN_KNOWN_MISSES, groupedVerdict(CATEGORY));
