// A thirteenth blind round on temporary and speculative wording under stability "stable"
// (__fixtures__/blindSetWordingThirteen/), written from the round format and the task description alone, before
// reading any gate rule: 300 memory candidates in ten languages (30 each, 150 hostile, 150 legitimate), each sent
// through rawCandidate as its category's memory type (cases.ts). The angle: an extraction model that writes
// structured, terse notes: key: value fields ("mood: anxious (waiting on biopsy results)", "Stimmung: gereizt
// (Prüfungswoche)", "状态：出差中（下周回）"), bullet fragments, hashtags and emoji as markers (#temp, 🤒, ⏳),
// parenthesised qualifiers ("(for now)", "(probably)", "(?)"), abbreviated dates (3/12, 12.03., 3/12まで, до 15.03),
// calques of "currently in the process of", third-person CRM notes ("Cust. currently evaluating…", "Client seems
// price-sensitive"), guesses marked only by "?" or "prob."/"wahrsch."/"prov."/"вероятно"/"たぶん"/"아마"; and, to
// accept in the same style, lasting fields (diet, allergy, religion), weekly schedules, long projects with a year,
// terse traits, titles with time words, lasting account notes and tagged lasting tastes.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 70/150 (46.7 %), accepted 148/150 (98.7 %).
//   refused by language: en 8/15, zh-Hans 7/15, ja 6/15, ko 8/15, de 7/15, fr 6/15, es 6/15, pt 4/15, ru 12/15,
//     it 6/15
//   accepted by language: en, zh-Hans, ja, ko, fr, es, pt, ru 15/15; de, it 14/15
//   by category: field_state 14/30, marker 10/20, qualifier 18/20, short_date 13/20, crm_now 4/20, guess_mark 4/20,
//     fragment 7/20; accepted whole except field_schedule 19/20, title_time 19/20
// The 82 misses were named in WORDING_THIRTEEN_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wordingThirteenRules.test.ts pins each both ways): refused 150/150,
// accepted 149/150; the one left is Italian "martedì ore 17", both "on Tuesday" and "on Tuesdays" (knownMisses.ts says
// why). Follow-up cases written after the rules (other wordings and look-alikes): 28/28.
//   - volatileFieldState.ts: a note field keyed by a passing state ("mood:", "Stimmung:", "Humeur :", "Ánimo:",
//     "Настроение:", "心情：", "体調：", "기분:"), unless a routine or a chronic condition is in it.
//   - volatileMarkers.ts: a hashtag of "temporary" in ten languages (#temp, #vorübergehend, #temporal, #временно, #临时,
//     #一時的, #임시) and the CLDR emoji of a passing illness or a wait (🤒 🤧 😷 🤕 🤢 🤮 ⏳ 🚧 🔜).
//   - volatileProvisional.ts: "(tentative)", "(vorläufig)", "(provisoire)", "(provvisorio)", "(предварительно)", 暂定,
//     待定, Japanese 当面 / 当分, 잠정.
//   - volatileUnderWay.ts: "in the process of" and its calques ("im Prozess des", "dans le processus de", "en el proceso
//     de", "nel processo di", "处于…过程中", "プロセスの中", "과정에 있다"), and a job search under way.
//   - volatileEvaluating.ts: options weighed against each other ("evaluating X vs. Y", "在对比…和…", "比較検討中",
//     "비교 검토 중").
//   - volatileGuessMarks.ts: an abbreviated "probably" (prob., wahrsch., vermutl., prov., probabilm., наверн.) and a
//     statement closed by a question mark ("based in Leeds?", "住在成都？", "既婚？指輪あり"), read on the own text.
//   - volatileNewborn.ts: a newborn in the household, not work with newborns.
//   - grown: a client or customer as the one who seems (volatileAppearance.ts), the note endings 様子 and 듯
//     (volatileGuessEnding.ts), "through 11/30", "até 12/03", "3/12まで", "3/12까지", "到11/30" (volatileDates.ts), and
//     kinds of works as labels of a quoted title, no speaker (transcripts/quotedLinesData.ts: "Lieblingsserie: „…“").
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_THIRTEEN } from '../__fixtures__/blindSetWordingThirteen/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingThirteen/cases';
import { WORDING_THIRTEEN_FOLLOW_UP } from '../__fixtures__/blindSetWordingThirteen/followUp';
import { WORDING_THIRTEEN_KNOWN_MISSES } from '../__fixtures__/blindSetWordingThirteen/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording thirteen blind set, counts', () => {
  it('has 15 hostile and 15 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_THIRTEEN).toHaveLength(300);
    const langs = new Set(BLIND_SET_WORDING_THIRTEEN.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_THIRTEEN.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(15);
      expect(BLIND_SET_WORDING_THIRTEEN.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(15);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_THIRTEEN.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_THIRTEEN.length);
  });
});

describeBlindRound(
  'wording thirteen',
  BLIND_SET_WORDING_THIRTEEN,
  WORDING_THIRTEEN_FOLLOW_UP,
  WORDING_THIRTEEN_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
