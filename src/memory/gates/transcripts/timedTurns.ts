import { canonicalize } from '../canonical';

// A meeting's transcript or a video's captions with a time and a speaker on every turn (gate 10), as the tools of every
// country write them: the time then the name ("00:14:32 Marta Gil: Lanzamos la beta…", "[00:14:32] 刘洋：…"), the name
// then the time (Otter's and Clova Note's "Priya Nair 0:03" on a line of its own, "참석자 1 00:14 다음 주 배포는…"). Two
// turns of two speakers: a race's split ("finished in 3:45:12: a personal best") has no speaker after it, and a day's
// plan writes clock times without seconds ("08:00 Anna: swimming"). Input is canonical (full-width colons read ":").

// An elapsed time to the second, or minutes and seconds from the start of a recording ("00:14", "0:03").
const ELAPSED = String.raw`(?:\d{1,2}:)?\d{1,2}:\d{2}:\d{2}|\d{1,2}:\d{2}:\d{2}|0{1,2}:\d{2}`;
const CASED_NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3}`;
const CASELESS_NAME = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,8}`;
// The labels transcription tools give speakers they cannot name, with their number ("Speaker 2", "참석자 1", "話者1").
// Their first letter in either case; the patterns keep their case, since a name is told by its capital.
const LABELS = ['speaker', 'sprecher', 'sprecherin', 'intervenant', 'locuteur', 'hablante', 'orador', 'interlocutor']
  .concat(['oratore', 'interlocutore', 'partecipante', 'participante', 'participant', 'teilnehmer', 'teilnehmerin'])
  .concat(['спикер', 'участник', 'говорящий', '发言人', '發言人', '说话人', '說話人', '話者', 'スピーカー', '화자', '참석자'])
  .map((w) => canonicalize(w))
  .map((w) => (w[0] === w[0]?.toUpperCase() ? w : `[${w[0] ?? ''}${w[0]?.toUpperCase() ?? ''}]${w.slice(1)}`));
const NUMBERED = String.raw`(?:${LABELS.join('|')})\s?\d{1,2}`;
const SPEAKER = String.raw`(${NUMBERED}|${CASED_NAME}|${CASELESS_NAME})`;

const TIME_THEN_SPEAKER = new RegExp(String.raw`(?:^|[\s\]).!?])[\[(]?(?:${ELAPSED})[\])]?\s+${SPEAKER}\s?:(?!\d)`, 'gu');
const SPEAKER_THEN_TIME = new RegExp(String.raw`(?:^|[\s.!?])(${NUMBERED})\s+(?:${ELAPSED})\s+\S`, 'gu');
const NAME_LINE_THEN_TIME = new RegExp(
  String.raw`(?:^|\n)[ \t]*(${CASED_NAME}|${CASELESS_NAME})[ \t]+(?:${ELAPSED})[ \t]*\n[ \t]*\S`,
  'gu',
);

const twoSpeakers = (text: string, re: RegExp): boolean => {
  const names = new Set<string>();
  for (const m of text.matchAll(re)) if (names.add((m[1] ?? '').toLowerCase()).size >= 2) return true;
  return false;
};

// A cheap look first: a time with its colon.
const CLOCK = /\d:\d\d/;

/** Gate 10: two time-stamped turns of two speakers. Expects the canonical form. */
export function hasTimedTurns(text: string): boolean {
  if (!CLOCK.test(text)) return false;
  return twoSpeakers(text, TIME_THEN_SPEAKER) || twoSpeakers(text, SPEAKER_THEN_TIME) || twoSpeakers(text, NAME_LINE_THEN_TIME);
}
