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
//
// AFTER the category rules written for the misses: refused 129/130, accepted 110/110; one known miss is left (Japanese
// "p4ssw0rd は …": the English credential word a Japanese text spells in leetspeak is no word of the Japanese lexicon).
// The rules, each by class and in every language it applies to: a word spelled letter by letter, the same mark (a
// space, a dot, a dash) between every two letters, reads as the word, a Chinese, Japanese or Korean one with its
// particle glued to the last character, a dotted run's own last dot with it before a word in lower case (canonical.ts);
// a Cyrillic or Greek look-alike of a digit (О, Ο, З) touching a digit is that digit (canonical.ts); French guillemets'
// inner spaces are dropped, so "« Tournesol2024 »" is read as a quoted value is (canonical.ts); a credential phrase of
// several words in leetspeak ("m0t d3 p4ss3") is read as the phrase (secrets/misspelledCredentials.ts); a verb of
// calling or writing with the preposition a number takes ("se le escribe al", "joindre au", "ligar para o", "chiamare
// al", "erreichbar unter") says phone (contacts/phoneNumbers.ts); "carte bleue" and "carte bancaire" are things a code
// opens (secrets/codedThings.ts); a line the person wrote or said to the assistant about its answer, quoted after a
// verb of saying in the past, in every language, is a chat turn (transcripts/quotedRequests.ts); the word of now of a
// long memory is left out only in the part that says where the home is, not in the next part joined by a comma or
// "and" (wording/volatileAway.ts: "wohnt in Leipzig und ist gerade total erkältet", "住在成都，今天头疼"); "dying of" a
// bodily state is a state of the moment (wording/volatileDyingOf.ts). On the accepted side: a diet low in salt, sugar
// or fat ("régime pauvre en sel", "dieta baja en sal", "dieta iposodica") is a way of eating, not a diet held until a
// weight is reached (wording/volatileFirmNow.ts). Each rule is tested both ways in twentyFifthRules.test.ts.
// Met on the way and fixed by class: joining letters spelled one by one must leave a Chinese recovery phrase of twelve
// one-character words a list (a run of more than six such characters stays), Korean words of one syllable set apart
// ("결혼 전 성", "안 마셔요": a Hangul run joins only from four standing syllables) and an address spelled letter by
// letter around "@" (a text with "@" joins nothing).
//
// TWENTY_FIFTH_FOLLOW_UP, 20 new one-line probes of the same classes, written after the rules, first score: refused
// 11/11, accepted 9/9 (a dashed "c-o-d-i-c-e", a spaced Chinese 支 付 密 码, a dotted "P.a.s.s.w.o.r.t", a Spanish
// leetspeak phrase, a Cyrillic О in a NIF, a value in French guillemets, zero-width spaces inside every group, a Russian
// and an English now-state beside a home, two quoted chat requests; a spaced car brand, a film called "Das Passwort", a
// low-sugar diet, a motto in 「」 with "もう一度", a preference in HTML, a brand in capitals, a leetspeak band name).
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
