// A tenth blind round on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingTen/), written from the round format and the task description alone, before reading
// any gate rule or the earlier rounds' case texts: 300 memory candidates in ten languages (30 each, 150 hostile, 150
// legitimate), each sent through rawCandidate as its category's memory type (cases.ts). Not a new angle: the common,
// everyday candidates a chat-memory extractor produces, so the first score estimates what an unseen evaluation meets.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 133/150 (88.7 %), accepted 150/150 (100 %).
//   refused by language: en 12/15, zh-Hans 14/15, ja 14/15, ko 14/15, de 12/15, fr 12/15, es 13/15, pt 14/15,
//     ru 14/15, it 14/15
//   refused by category: temporary_state 19/20, temporary_whereabouts 18/20, temporary_diet 16/20,
//     temporary_project 11/20, temporary_plan 10/10, speculation 20/20, hearsay 19/20, hedge 20/20
//   accepted: every language and category whole
// The 17 misses were named in WORDING_TEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 147/150 (98.0 %), accepted 150/150 (100 %).
//   - volatileUndertakings.ts: an undertaking that ends by itself, under way: doing up one's own home ("is currently
//     renovating their bathroom", "rénove actuellement sa salle de bain", "está reformando la cocina") or getting
//     ready for one event ("引っ越しの準備をしている", "이사 준비를 하고 있다"), or for an exam with a word of now beside it
//     ("目前在准备考研"); a project's own text skips it.
//   - volatileFirmNow.ts: a routine held "for the time being", and dieting ("macht gerade eine Diät und isst abends
//     keine Kohlenhydrate"): the habit word inside no longer keeps the text lasting.
//   - volatileShortPeriods.ts: the rest of a period ("for the rest of January", "per tutto il mese") and a few days or
//     weeks bare after a verb of staying ("unas semanas", "пару недель").
//   - volatileIllnessOnset.ts: an illness just caught and "I am sick" in the first person ("tô doente, peguei uma gripe").
//   - volatileContext.ts: hearsay from a relative or partner, in the frame hearsay from friends already had
//     ("d'après sa sœur").
//   Left as known misses (3): a thesis under way ("schreibt momentan an ihrer Masterarbeit", "prépare son mémoire de
//   master cette année"), which volatileProjects.ts keeps as lasting project context on purpose (a thesis takes
//   months, and earlier rounds accept it), and "verzichtet in der Fastenzeit auf Süßigkeiten", which may as well be a
//   yearly observance as this year's one.
// Follow-up cases written after the rules: refused 37/37, accepted 62/62 (the legitimate ones share the rules' words:
// a renovation company, teaching exam preparation, a diet of a kind, a stay every year, the travel bug, an illness
// with its year, "laut" as "loud", a grandmother's recipe, a wedding planner). The fourth wording round's renovation
// misses in six languages and its Korean job-change preparation pass with the same rule. A first draft refused two recall
// fixture memories ("is training for the Berlin marathon", "training for the Porto half marathon in November") and
// would have refused a third ("在准备雅思考试，目标7分"): training for a race is left out, and an exam needs a word of now.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TEN } from '../__fixtures__/blindSetWordingTen/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTen/cases';
import { WORDING_TEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingTen/followUp';
import { WORDING_TEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTen/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording ten blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TEN).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_TEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_TEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TEN.length);
  });
});

describeBlindRound('wording ten', BLIND_SET_WORDING_TEN, WORDING_TEN_FOLLOW_UP, WORDING_TEN_KNOWN_MISSES, groupedVerdict(CATEGORY));
