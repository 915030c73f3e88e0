import { describe, expect, it } from 'vitest';
import { placeNamesQuestions, placeNamesStore, runPlaceNamesFollowUps, runPlaceNamesProbe } from '../__fixtures__/placeNamesRun';

// A probe of names of places, countries, languages and currencies across languages (placeNamesMemories.ts): one
// invented user (a tester from Kraków living in Porto, a wife from Busan, Korean lessons, a salary in euros, złoty
// sent home, family and friends in Lviv, Mexico City, Oslo, Zürich; 25 memories, most in English, five in the
// language of their place) and 80 questions in ten languages, written before the cross-language bridges were read:
// the user's own questions naming a memory's place in another language ("我的韩语学习计划怎么安排？" for "User is
// learning Korean") and world questions naming the same places ("한국어 문법에서 존댓말이란?", "釜山の天気は今どう？").
//
// First score, before any rule was written for it (2026-12-03): false injection 7.5 % (6 of 80), direct recalled
// 34.9 % (15 of 43).
//   by category (false / questions): direct 4/43, world 2/37
//   by language (false / questions, recalled / questions naming memories): en 2/8 4/5, zh 0/8 0/5, ja 0/8 1/4,
//   ko 0/8 0/4, de 1/8 2/5, fr 2/8 2/4, es 0/8 0/4, pt 0/8 2/4, ru 0/8 1/4, it 1/8 3/4
//
// After the place-name bridge (placeNameBridge.ts; 2026-12-03): with countries, languages and currencies from CLDR's
// display names, false injection 7.5 % (6 of 80, unchanged: the bridge adds none), direct recalled 34.9 → 69.8 % (30
// of 43); with the cities of CLDR's time zones too (Taipei, Toronto), direct recalled 74.4 % (32 of 43).
//   by language (false / questions, recalled / questions naming memories): en 2/8 5/5, zh 0/8 4/5, ja 0/8 2/4,
//   ko 0/8 2/4, de 1/8 3/5, fr 2/8 3/4, es 0/8 1/4, pt 0/8 4/4, ru 0/8 4/4, it 1/8 4/4
// Left: cities no time zone is named after (Busan, Porto, Kraków, Lviv: the bridge holds no table of them), a word
// match that keeps the bridge out ("Schweizer Franken" meets the friend's tag "Schweiz"), a question of another
// language read as Italian ("eslotis"), and false injections of the word match the bridge does not touch (a second
// trip memory sharing "trip", "Le Maroc est-il…" meeting the French memory's own word).
//
// Fifteen follow-up cases written after the bridge (placeNamesFollowUps.ts, both ways): 12 pass; the three known
// misses are below.

/** Follow-up cases the rules still get wrong, and why. */
const FOLLOW_UP_KNOWN_MISSES: ReadonlyMap<string, string> = new Map([
  [
    'Consigo ler russo mas quase não falo, como treino a conversação?',
    'a Portuguese first-person verb with no pronoun ("consigo") is not read as the user asking (aboutness.ts)',
  ],
  ['来年の家族の日本旅行、予算はいくら必要だと思う？', 'no first-person word: the question is not read as the user’s own'],
  [
    "Il mio collega parte per l'Islanda, cosa gli regalo?",
    'a colleague’s trip: the question is the user’s, the place is someone else’s plan (the bridge does not know whose)',
  ],
]);

describe('the places-and-languages probe', () => {
  it('Given the probe, then it holds 80 questions in 10 languages against 25 memories, each expected subject stored', () => {
    const questions = placeNamesQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(80);
    expect(new Set(questions.map((q) => q.language)).size).toBe(10);
    const subjects = new Set(placeNamesStore().map((s) => s.subject));
    expect(subjects.size).toBeGreaterThanOrEqual(25);
    for (const q of questions) for (const e of q.expect) expect(subjects.has(e), e).toBe(true);
  });

  it('Given the follow-up cases, when recalled through the index, then every miss is a known one that still misses', () => {
    const failing = runPlaceNamesFollowUps().failures.map((f) => f.question);
    expect([...failing].sort()).toEqual([...FOLLOW_UP_KNOWN_MISSES.keys()].sort());
  });

  it('Given the probe, when recalled through the index, then false injection <= 5.0 % and direct recall >= 79.0 %', () => {
    const report = runPlaceNamesProbe();
    const detail = JSON.stringify(report.failures, null, 1);
    expect(report.falseInjectionRate, detail).toBeLessThanOrEqual(0.05);
    expect(report.directRecall, detail).toBeGreaterThanOrEqual(0.79);
  });
});
