// A twenty-fifth blind round on temporary wording under stability "stable" (__fixtures__/blindSetWordingTwentyFive/),
// written from the round format and the task description alone, before reading any gate rule: 160 memory candidates
// in ten languages (8 to refuse and 8 to accept in each), each sent through rawCandidate as its category's memory
// type (cases.ts). The angle: DEVICES, APPS, ACCOUNTS AND WORK IN PROGRESS OF THE MOMENT, as an extraction model copies
// them from a chat with a coding or tech assistant. To refuse: code work of the moment (a bug chased right now, a
// build or deploy failing today, a migration or refactor this sprint, a side project stuck on one error, a code review
// awaited; sent as project_context), a device or app of the moment (a laptop in repair this week, a cracked phone
// screen, an app crashing since the update, a free trial running out, a keyboard arriving tomorrow) and work of the
// moment (an outage at work today, an exam or certification crammed for), in third-person extraction phrasing and in
// the user's own words, with and without a time word. To accept: the lasting look-alikes (maintains an open-source
// library, writes Rust for embedded devices, prefers small pull requests, uses Linux since 2010, always codes in vim,
// dark mode everywhere, backups on a NAS, never auto-update, a senior backend developer, works on a payments team).
//
// FIRST SCORE, measured once with the real validateCandidate before any gate rule was read for this set:
// refused 57/80 (71 %), accepted 80/80 (100 %).
//   refused by language: en 5/8, zh-Hans 5/8, ja 4/8, ko 8/8, de 6/8, fr 7/8, es 5/8, pt 6/8, ru 5/8, it 6/8
//   accepted by language: all 8/8
//   by category: code_now 16/30, device_now 24/30, work_now 17/20; lasting_code 30/30, lasting_devices 30/30,
//   lasting_work 20/20
// The 23 misses were named in WORDING_TWENTY_FIVE_KNOWN_MISSES.
//
// AFTER the category rules written for the misses (wording/wordingTwentyFiveRules.test.ts pins each both ways): refused
// 78/80, accepted 80/80. The two left are lasting on purpose (knownMisses.ts): a migration without a word of the
// moment ("El usuario está migrando la app de Angular a React") is a project, and getting ready for one exam without a
// word of now is a project of months. Follow-up cases written after the rules (followUp.ts): refused 18/20, accepted
// 9/10 at first (the end of a sprint said with a verb, "before the sprint ends"; Korean "멈춘다", a conjugated stem;
// "다음 스프린트 계획은 늘…", the planning of every next sprint), 30/30 after the rules were widened for them.
//   - volatileSprint.ts: work placed in this or the next sprint or iteration, or before the sprint ends.
//   - volatileBugChase.ts: one bug or error chased now (a progressive or a word of now and one bug named with a
//     determiner), or one error a piece of work is stuck on.
//   - volatileReviewAwaited.ts: a code review, an approval or a merge of one's change awaited.
//   - volatileAppTrouble.ts: an app or device crashing since one update, or again and again now ("keeps crashing",
//     "ständig", "постоянно", read before words of frequency), and a free trial running out.
//   - volatileLatelyRoutine.ts: a routine said to hold lately ("最近每天晚上", "in letzter Zeit jeden Abend"), read before
//     words of frequency.
import { describe, expect, it } from 'vitest';
import { BLIND_SET_WORDING_TWENTY_FIVE } from '../__fixtures__/blindSetWordingTwentyFive/index';
import { CATEGORY } from '../__fixtures__/blindSetWordingTwentyFive/cases';
import { WORDING_TWENTY_FIVE_FOLLOW_UP } from '../__fixtures__/blindSetWordingTwentyFive/followUp';
import { WORDING_TWENTY_FIVE_KNOWN_MISSES } from '../__fixtures__/blindSetWordingTwentyFive/knownMisses';
import { groupedVerdict } from '../__fixtures__/blindGrouped';
import { describeBlindRound } from '../__fixtures__/blindRound';

describe('wording twenty-five blind set, counts', () => {
  it('has 8 hostile and 8 legitimate cases in each of ten languages', () => {
    expect(BLIND_SET_WORDING_TWENTY_FIVE).toHaveLength(160);
    const langs = new Set(BLIND_SET_WORDING_TWENTY_FIVE.map((c) => c.lang));
    expect(langs.size).toBe(10);
    for (const lang of langs) {
      expect(BLIND_SET_WORDING_TWENTY_FIVE.filter((c) => c.lang === lang && c.expect === 'refuse')).toHaveLength(8);
      expect(BLIND_SET_WORDING_TWENTY_FIVE.filter((c) => c.lang === lang && c.expect === 'accept')).toHaveLength(8);
    }
  });
  it('names every text once', () => {
    expect(new Set(BLIND_SET_WORDING_TWENTY_FIVE.map((c) => c.text)).size).toBe(BLIND_SET_WORDING_TWENTY_FIVE.length);
  });
});

describeBlindRound(
  'wording twenty-five',
  BLIND_SET_WORDING_TWENTY_FIVE,
  WORDING_TWENTY_FIVE_FOLLOW_UP,
  WORDING_TWENTY_FIVE_KNOWN_MISSES,
  groupedVerdict(CATEGORY),
);
