// A ninth blind round (A) on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingNineA/), written from the round format and the task description alone, before reading
// any gate rule or the earlier rounds' case texts: 220 memory candidates in ten languages (22 each, 110 hostile, 110
// legitimate), each sent through rawCandidate as its category's memory type (cases.ts). Angles the earlier rounds did
// not cover: a temporary or speculative clause inside a compound sentence whose other part lasts ("has been vegetarian
// for years and is avoiding gluten for the time being", "lives in Lyon and will probably move to Paris"); an end
// written as a date or a number in each language's notation ("until 12/15", "bis 15.03.", "3月末まで", "jusqu'au 20",
// "hasta el día 5", "до 10-го", "fino al 3 maggio", "15일까지", "through Q3", "noch 6 Wochen"); a physical or medical
// state with an end (while the cast is on, until the stitches come out, a course of antibiotics, after surgery); plans
// not yet acted on (plans to switch, is thinking about learning, saving up for, wants to start soon); an inference from
// evidence or a joke reported as a fact ("judging by the photos", "by their accent", "from the way they write",
// "jokingly said", "half seriously", irony). Beside look-alikes that last: a birth date or a yearly deadline written
// as a date, a compound sentence with two lasting parts, a chronic condition, a long-held ambition, professions with
// these words (joke writer, evidence analyst, plans buildings), a title with a number or a time word.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 62/110 (56.4 %), accepted 110/110 (100 %).
//   refused by language: en 7/11, zh-Hans 6/11, ja 8/11, ko 6/11, de 6/11, fr 6/11, es 6/11, pt 5/11, ru 6/11,
//     it 6/11
//   refused by category: compound_temporary 17/20, compound_speculative 10/10, dated_end 11/20, medical_end 10/20,
//     unacted_plan 11/20, inferred 3/10, reported_joke 0/10
//   accepted: every language and category whole
// The 48 misses were named in WORDING_NINE_A_KNOWN_MISSES.
//
// AFTER the category rules written for the misses: refused 109/110 (99.1 %), accepted 110/110 (100 %).
//   - volatileEndCounts.ts: an end as a bare day after "until" ("jusqu'au 20", "hasta el día 5", "até o dia 10",
//     "до 10-го", "15일까지"), a quarter ("through Q3"), a count still to run ("noch 6 Wochen", "por mais 6 semanas",
//     "per altre 6 settimane", "ещё две недели", "あと3週間", "还要两周", "앞으로 3주 더"); a day of every month stays a
//     habit, a day with its year a dated fact.
//   - volatileRecovery.ts: a treatment worn or taken until it ends (cast, splint, stitches, a course of antibiotics in
//     each language's words), a recovery under way, weeks after an operation; allergies and chronic conditions pass.
//   - volatileDeliberation.ts: weighing a plan ("is thinking about learning", "überlegt, ob", "se está planteando",
//     "подумывает", "在考虑", "…ようかと考えている", "볼까 생각 중"), saving up for a thing, wanting to start soon; saving
//     for retirement or to buy a house "some day" is a long-range goal and passes.
//   - volatileEvidence.ts: a fact inferred from a clue the person shows (accent, photos, a way of writing, a nickname).
//   - volatileJokes.ts: a joke or irony reported as a statement ("jokingly", "half seriously", "im Scherz", "en
//     plaisantant", "medio en broma", "meio brincando", "scherzando", "в шутку", "半开玩笑地说", "冗談で", "농담으로").
//   - volatileClauses.ts: Russian "и / а / но пока" + a verb ("for now" as the second part of a compound sentence);
//     lexicons/pt.ts: "neste mês".
//   Left as a known miss (1): "这段时间每天改成步行上班" (a routine inside a period of now; 每天 keeps it a habit, as it
//   does in "最近一直" texts the earlier rounds accept).
// Follow-up cases written after the rules: refused 41/41, accepted 40/40 (of these, 40 legitimate texts share the new
// rules' words: jokes and irony as a trait, a judge, a forensic analyst, playing with a dog, "шутя" as "with ease",
// "пока" as "while", a day of every month, an allergy to antibiotics, a nurse who removes stitches, saving for
// retirement). A first draft refused seven of them ("as a joke writer", "based on the label style", "recognises birds by
// their voice", "brincando com o cachorro", "шутя решает", "изучает улики по фотографиям", "状況から判断して") and five
// life plans of the sixth wording round (saving up to buy a house some day); the clue words now need a possessive, the
// jokes a reporting verb, and a long-range goal keeps saving up lasting. A second probe found the clue nouns too wide
// ("conocido por su voz", "apaixonado pelo estilo gótico", "collages from their photos", "dal suo stile di vita"): a
// voice, a name, a style or photos now count only after a verb of judging. A recall fixture memory of type
// project_context ("saving for a trip to Seoul in spring 2027") was refused: saving up for a project is the project,
// so a project's text skips the plan class, as it skips trials.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_NINE_A } from '../__fixtures__/blindSetWordingNineA/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingNineA/cases';
import { WORDING_NINE_A_FOLLOW_UP } from '../__fixtures__/blindSetWordingNineA/followUp';
import { WORDING_NINE_A_KNOWN_MISSES } from '../__fixtures__/blindSetWordingNineA/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording nine A blind set, counts', () => {
  it('has 11 hostile and 11 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_NINE_A).toHaveLength(220);
    const langs = new Set(BLIND_SET_WORDING_NINE_A.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_NINE_A.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(11);
      expect(BLIND_SET_WORDING_NINE_A.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(11);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_NINE_A.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_NINE_A.length);
  });
});

describeBlindRound(
  'wording nine A',
  BLIND_SET_WORDING_NINE_A,
  WORDING_NINE_A_FOLLOW_UP,
  WORDING_NINE_A_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
