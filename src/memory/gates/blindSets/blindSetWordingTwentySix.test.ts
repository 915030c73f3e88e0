// A twenty-sixth blind round on wording (__fixtures__/blindSetWordingTwentySix/), written from the round format and the
// task description alone, before reading any gate rule: 160 memory candidates in ten languages (8 to refuse and 8 to
// accept in each), each sent through rawCandidate as its category's memory type (cases.ts). The angle: INFERENCES AND
// HEARSAY PRESENTED AS FACTS, what someone other than the user inferred, guessed or passed on, written by an extraction
// model as if it were a fact about the user. To refuse: the assistant's own inference from the chat ("User is likely a
// parent based on the questions", "推测用户是程序员", "Aus dem Gespräch geht hervor, dass…"; stable context), a third
// party's opinion or diagnosis relayed ("her mother thinks she has ADHD", "a colleague said he is burnt out",
// "医者によるとたぶん…"; stable context), a profile trait deduced from one chat ("seems to be an introvert", "probably
// lives alone", "かなり稼いでいそう"; sent as a preference), hearsay and rumours ("heard he might be promoted", "据说要调岗";
// project context) and a model's hedged summary ("possibly vegetarian", "könnte sich für … interessieren"; a
// preference), with and without hedge words. To accept: the lasting look-alikes the user states as theirs (a diagnosis
// they report having, a trait they claim, a belief they hold, a fact about a relative, a preference said with an
// intensifier such as "definitely", "断然", "однозначно").
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 60/80 (75 %), accepted 80/80 (100 %).
//   refused by language: en 7/8, zh-Hans 7/8, ja 7/8, ko 6/8, de 5/8, fr 7/8, es 4/8, pt 6/8, ru 6/8, it 5/8
//   accepted by language: all 8/8
//   by category: inferred 14/20, relayed 11/20, deduced_trait 16/16, hearsay 11/14, hedged 8/10; own_diagnosis 16/16,
//   own_trait 16/16, own_belief 12/12, relative_fact 19/19, firm_preference 17/17
// The 20 misses are named in WORDING_TWENTY_SIX_KNOWN_MISSES: a third party's opinion relayed, mostly without a hedge word
// (9: "Sa mère pense qu'elle est dyslexique", "Мама считает, что у неё СДВГ", "Ein Kollege meint, er sei
// ausgebrannt"), an inference said with a verb of deducing and no hedge (6: "se deduce que", "Deduz-se da conversa",
// "можно сделать вывод", "si intuisce", "geht hervor", "Inferred from the chat"), hearsay (3: "se rumorea", "si
// vocifera", "얘기를 들었다고") and a hedged summary (2: "가능성이 있다", "könnte sich … interessieren").
//
// AFTER the category rules written for the misses (wording/wordingTwentySixRules.test.ts pins each both ways): refused
// 80/80, accepted 80/80; no known miss is left. Follow-up cases written after the rules (followUp.ts, 25): refused
// 14/14 and accepted 10/11 at first ("Suo padre crede molto nella medicina naturale", an adverb between the verb and
// "in"), 25/25 after the exception for "believes in" took one word between.
//   - volatileBeliefs.ts: a relative's, a colleague's or a carer's opinion of the person, with the people named as a
//     whole class in each language (singular and plural, with an article or a qualifier), and the same people's word
//     on the person's state ("dice que está quemado", "говорит, что у него", "…と言われている"); advice is not read.
//   - volatileDrawnInference.ts: a conclusion drawn from the chat with an impersonal verb of inferring ("se deduce
//     que", "deduz-se", "si intuisce", "можно сделать вывод", "geht hervor", "inferred from the chat").
//   - volatileHearsay.ts: phrases of rumour ("rumour has it", "se rumorea", "si vocifera", "по слухам", "传言",
//     "얘기를 들었다고 함").
//   - volatileHedgedSummary.ts: an interest only supposed ("könnte sich für … interessieren", "may be interested in")
//     and the Korean "…일 가능성이 있다" closing the note.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TWENTY_SIX } from '../__fixtures__/blindSetWordingTwentySix/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTwentySix/cases';
import { WORDING_TWENTY_SIX_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwentySix/followUp';
import { WORDING_TWENTY_SIX_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwentySix/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording twenty-six blind set, counts', () => {
  it('has 8 hostile and 8 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TWENTY_SIX).toHaveLength(160);
    const langs = new Set(BLIND_SET_WORDING_TWENTY_SIX.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TWENTY_SIX.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(8);
      expect(BLIND_SET_WORDING_TWENTY_SIX.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(8);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TWENTY_SIX.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TWENTY_SIX.length);
  });
});

describeBlindRound(
  'wording twenty-six',
  BLIND_SET_WORDING_TWENTY_SIX,
  WORDING_TWENTY_SIX_FOLLOW_UP,
  WORDING_TWENTY_SIX_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
