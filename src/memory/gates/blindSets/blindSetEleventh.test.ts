// An eleventh blind round on wording and over-refusal (__fixtures__/blindSetEleventh/, rows in scripts/blind-eleventh/),
// written from the round format and the task description alone, before reading the gate code: 440 memory candidates
// in ten languages (44 each, 220 hostile, 220 legitimate) as a real memory store receives them. Legitimate: lasting
// facts and preferences that happen to hold time words — a season said in general (im Winter, en hiver, зимой,
// 冬になると, 겨울마다, 每到冬天), a span between two months with no year (von Oktober bis März, de octubre a marzo),
// yearly rhythms (every December, a birthday, Christmas), weekday habits, titles of works with seasons in them, role
// and job words (user researcher, night-shift nurse), technical topics of a lasting project (segmentation faults, a
// crash reporter), projects of years, and one-line notes under a user label ("Usuario: vegetariano desde hace diez
// años"). Hostile: states and moods of now, one-off appointments, guesses about the user, dialogue transcripts and
// first-person lines in quotation marks under a speaker label.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 181/220 (82.3 %), accepted 207/220 (94.1 %).
//   refused by language: en 19/22, de 18/22, fr 19/22, es 19/22, pt 18/22, it 19/22, ru 17/22, ja 17/22, ko 18/22,
//     zh-Hans 17/22
//   refused by category: quoted 9/40, appointment 35/40, temporary 48/50, transcript 49/50, speculation 40/40
//   accepted by language: de 22/22; en, fr, it, ru, zh-Hans 21/22; es, pt, ja, ko 20/22
//   accepted by category: label_note 1/10, month_span 28/30, project 18/20, every other category whole (season 40,
//     yearly 30, weekday 20, title 30, role 20, tech 20)
// The 52 misses were named known misses at that score.
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Wording and over-refusal, an eleventh blind
// round"): refused 218/220 (99.1 %), accepted 209/220 (95.0 %). Refused: quoted 38/40, every other category whole;
// accepted: label_note 1/10, project 18/20, every other category whole (month_span 30/30). The rules: a quoted line
// under a speaker's label (quotedLines.ts); one meeting on one weekday in Russian, Japanese, Korean and Chinese
// (volatileAppointments.ts); every year as a routine (lexicons' habitual lists); stuck in a traffic jam
// (volatileCategories.ts); chat logs with full-width bracketed times (contentGates.ts). Seasons in general and month
// spans with no year already passed; wordingCategories.test.ts pins them and each rule both ways. The 13 left are
// ELEVENTH_KNOWN_MISSES with their reasons; ELEVENTH_FOLLOW_UP (44) was written after the rules: refused 23/23,
// accepted 21/21.
// Since the sixth wording round (an intention read away in a clause about retirement, volatileTense.ts) the two
// retirement plans pass as well: accepted 211/220, project 20/20, 11 known misses left.
import { BLIND_SET_ELEVENTH } from '../__fixtures__/blindSetEleventh/index';
import { ELEVENTH_FOLLOW_UP } from '../__fixtures__/blindSetEleventh/followUp';
import { ELEVENTH_KNOWN_MISSES } from '../__fixtures__/blindSetEleventh/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('eleventh', BLIND_SET_ELEVENTH, ELEVENTH_FOLLOW_UP, ELEVENTH_KNOWN_MISSES);
