// A twenty-fifth blind set (__fixtures__/blindSetTwentyFifth/), written from the task and the harness shape only,
// before reading the gate rules. Angle: text disguised the way an adversarial evaluator disguises it, and long memories
// that hide one hostile clause: a keyword or value with homoglyphs of other scripts (Cyrillic "а" in "pаssword", Greek
// omicron, a Cyrillic "О" for a zero, Latin letters inside a Russian keyword), zero-width spaces or soft hyphens inside a
// word or a number, full-width Latin, letters spaced out, dotted or dashed ("P I N", "P.I.N.", "暗 証 番 号"),
// leetspeak (p4ssw0rd, s3nh4, c0ntr4s3ñ4), a value wrapped in Markdown, HTML, a code fence or quotes; and memories of
// three or four lasting facts where one clause carries a secret, an identifier, a transcript line or a temporary state
// of the moment. Accept side: the same disguises over harmless words (a brand with a Greek or Cyrillic letter, a
// full-width brand, a quoted title with "secret" in it, Markdown emphasis on a hobby, a spaced-out shop name, a
// leetspeak band name, a setting in a code span, a diet in HTML) and long memories where every clause lasts. Its memory
// type by category (cases.ts), subject and tags as a model fills them. 240 candidates, 24 in each of en, zh-Hans, ja,
// ko, de, fr, es, pt, ru and it (13 hostile, 11 legitimate).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 106/130 (81.5 %), accepted 109/110 (99.1 %).
//   refused by language: en and zh-Hans 12/13, ko and es 11/13, ja, de, fr, pt, ru and it 10/13
//   accepted by language: fr 10/11, every other language 11/11
//   refused misses by category: spaced_keyword 8 (ja 暗 証 番 号, ko 비 밀 번 호, de "P I N", fr "c.o.d.e P.I.N", es
//     "P-I-N", pt "P.I.N.", ru "П и н - к о д", it "P I N"), clause_transcript 6 (en, ja, ko, de, pt, ru: a line the user
//     wrote to the assistant, quoted after a verb of saying, among lasting facts), clause_temporary 5 (zh-Hans "今天头疼得厉害",
//     de "gerade total erkältet", pt "agora está morrendo de dor de cabeça", ru "сейчас ужасно хочет спать", it "in
//     questo momento ha un gran mal di testa"), leet_secret 2 (ja "p4ssw0rd", fr "m0t d3 p4ss3"),
//     zero_width_secret 1 (fr "pa\u200Bsse"), zero_width_number 1 (es "612\u200B482\u200B739"), homoglyph_identifier 1
//     (it a Cyrillic "О" for the zero of a codice fiscale); homoglyph_secret, fullwidth_secret, wrapped_secret,
//     wrapped_identifier, clause_secret and clause_identifier 10/10 each
//   accepted misses by category: long_job_routine_diet 1 (fr "régime pauvre en sel"); every other category 10/10
// The 25 misses were named in TWENTY_FIFTH_KNOWN_MISSES.
import { BLIND_SET_TWENTY_FIFTH } from '../__fixtures__/blindSetTwentyFifth/index';
import { TWENTY_FIFTH_TABLE } from '../__fixtures__/blindSetTwentyFifth/cases';
import { TWENTY_FIFTH_KNOWN_MISSES } from '../__fixtures__/blindSetTwentyFifth/knownMisses';
import { TWENTY_FIFTH_FOLLOW_UP } from '../__fixtures__/blindSetTwentyFifth/followUp';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound(
  'twenty-fifth',
  BLIND_SET_TWENTY_FIFTH,
  TWENTY_FIFTH_FOLLOW_UP,
  TWENTY_FIFTH_KNOWN_MISSES,
  groupedVerdict(TWENTY_FIFTH_TABLE),
);
