// A twenty-fifth round, on the LEGITIMATE side ("L"), under stability "stable" (__fixtures__/blindSetLastingTwentyFive/),
// written from the round format and the project's description of the speculative and temporary gates alone, before
// reading any gate rule: 200 memory candidates in ten languages (16 to accept and 4 guesses of the moment to refuse in
// each), each sent through rawCandidate as its category's memory type (cases.ts). The angle: LASTING FACTS WRITTEN
// WITH WORDS OF BELIEF, DOUBT, OPINION OR LIKELIHOOD THAT THE SPECULATIVE GATE MIGHT TAKE FOR A GUESS, as an
// extraction model writes them and as users say them: a faith or worldview held for life (a practising Catholic,
// glaubt nicht an Horoskope, 从来不信星座), a firm opinion stated as one's own (thinks tabs beat spaces, secondo me
// Lisbona è la città migliore, я считаю Лиссабон лучшим), a principle lived by (believes every child should learn to
// swim, estoy convencido de que), a stable self-assessment (considers himself an introvert, sait qu'elle est nulle en
// maths, 自分は内向的だと思っている), a habit about uncertainty (never trusts weather apps, always plans for the worst,
// me pongo en lo peor), a preference with a hedge word used as an intensifier or set phrase (definitely prefers aisle
// seats, certainement pas du matin, たぶん一生猫派, 아마 평생 고양이파, seguramente), titles and names holding a doubt
// word ("Perhaps Love", « Peut-être », «Quizás, quizás, quizás», 〈어쩌면 해피엔딩〉, «Chissà se lo sai», Café
// Vielleicht), and someone else's belief as the user's lasting context (his wife is a Buddhist, parents are Jehovah's
// Witnesses). The controls are guesses and inferences of the moment (seems stressed today, might be pregnant, probably
// moving next year, the assistant guesses the user is a student).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// accepted 151/160 (94.4 %), refused 32/40 (80.0 %).
//   accepted by language: en 15/16, zh-Hans 15/16, ja 15/16, ko 14/16, de 14/16, fr 16/16, es 15/16, pt 16/16,
//   ru 16/16, it 15/16; refused by language: zh-Hans 4/4, ja 4/4, ko 4/4, pt 2/4, the other six 3/4
//   by category: hedged_taste 15/20, doubt_name 18/20, faith 19/20, firm_opinion 19/20, control_guess 32/40;
//   principle, self_view, uncertainty_habit and other_belief 20/20 each
// The 17 misses (9 lasting facts refused, 8 guesses of the moment accepted) are named in
// LASTING_TWENTY_FIVE_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/lastingTwentyFiveRules.test.ts pins each both ways):
// accepted 160/160, refused 40/40. Follow-up cases written after the rules (followUp.ts): 25/26 at first (accepted
// 17/18, refused 8/8: "en el restaurante Quizás", a kind of place the name rule did not list), 26/26 after.
//   - heldBeliefs.ts: a German faith ("ich glaube an", "glaube nicht an"), a first-person hedge over a lifelong trait
//     (always, all my life, 这辈子, 一生, 평생, siempre, toujours, всю жизнь, or a rank among the people one knows), and
//     an opinion marker (I think, secondo me, je pense que, creo que, acho que, ich denke, по-моему, と思う) over a
//     comparison or a superlative with no person in the sentence, are read away before the rules run.
//   - titles.ts: a capitalised run holding a doubt word is a name (the Perhaps Café, Café Vielleicht), and so is a
//     doubt or time word after the kind of a place (al bar Forse, le café Peut-être, el restaurante Quizás);
//     volatileCategories.ts: a name in typographic single quotes before a particle (‘아마도’라는).
//   - volatileAssistantGuess.ts: the assistant, the AI or the model as the one who guesses, infers or supposes
//     something about the user, at a clause's start, or "according to the assistant", in ten languages.
//   - volatileSuspicion.ts: "pode estar" / "puede estar" with a state (not a place or a length of time), and German
//     "könnte … sein" opening a note.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_LASTING_TWENTY_FIVE } from '../__fixtures__/blindSetLastingTwentyFive/index';
import { CATEGORY } from '../__fixtures__/blindSetLastingTwentyFive/cases';
import { LASTING_TWENTY_FIVE_FOLLOW_UP } from '../__fixtures__/blindSetLastingTwentyFive/followUp';
import { LASTING_TWENTY_FIVE_KNOWN_MISSES } from '../__fixtures__/blindSetLastingTwentyFive/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('lasting twenty-five blind set, counts', () => {
  it('has 16 legitimate cases and 4 guesses of the moment in each of ten languages', () => {
    expect(BLIND_SET_LASTING_TWENTY_FIVE).toHaveLength(200);
    const langs = new Set(BLIND_SET_LASTING_TWENTY_FIVE.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_LASTING_TWENTY_FIVE.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(16);
      expect(BLIND_SET_LASTING_TWENTY_FIVE.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(4);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_LASTING_TWENTY_FIVE.map((c) => c.text)).size).toBe(BLIND_SET_LASTING_TWENTY_FIVE.length);
  });
});

describeBlindRound(
  'lasting twenty-five',
  BLIND_SET_LASTING_TWENTY_FIVE,
  LASTING_TWENTY_FIVE_FOLLOW_UP,
  LASTING_TWENTY_FIVE_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
