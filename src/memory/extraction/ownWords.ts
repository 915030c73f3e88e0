import { normalizeText } from '../record/normalize';
import { ATTRIBUTION_CUES, FIRST_PERSON_BEFORE_CUE, PASTE_CUES } from './quotedSpeech';

// What of a user message is the user's own words: everything except what they pasted or quoted — a
// fenced or indented code block, a ">" quoted block, the material after a line such as "summarize this
// article:", and a quotation they attribute to someone else. The result is a list of segments, so a
// quote can never be stitched together across a removed part.

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isLatinCue = (cue: string): boolean => /^[\p{Script=Latin}\p{Script=Cyrillic}' -]+$/u.test(cue);
const cueSource = (cues: readonly string[]): string =>
  cues.map((c) => (isLatinCue(c) ? `(?<![\\p{L}])${escape(c)}(?![\\p{L}])` : escape(c))).join('|');

const ATTRIBUTION = new RegExp(cueSource(ATTRIBUTION_CUES), 'giu');
const PASTE_INTRO = new RegExp(`(?:${cueSource(PASTE_CUES)})[^\\n]*[:：]\\s*$`, 'iu');

/** Opening mark → closing marks, for the quotation styles of the ten languages. */
const QUOTE_PAIRS: readonly (readonly [string, string])[] = [
  ['“', '”'],
  ['„', '“”'],
  ['"', '"'],
  ['«', '»'],
  ['»', '«'],
  ['‹', '›'],
  ['‘', '’'],
  ['「', '」'],
  ['『', '』'],
  ['《', '》'],
];
const QUOTE_SPAN = new RegExp(QUOTE_PAIRS.map(([o, c]) => `${escape(o)}[^${escape(c)}\\n]{1,400}[${escape(c)}]`).join('|'), 'gu');

const BEFORE_WINDOW = 40;
const AFTER_WINDOW = 24;

/** An attribution cue near the quotation, not directly after a first-person subject. */
function attributed(before: string, after: string): boolean {
  const hasCue = (text: string, checkSubject: boolean): boolean => {
    for (const m of text.matchAll(ATTRIBUTION)) {
      if (!checkSubject || !FIRST_PERSON_BEFORE_CUE.test(text.slice(0, m.index))) return true;
    }
    return false;
  };
  return hasCue(before, true) || hasCue(after, true);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE_LINE = /^ {0,3}>/;
const INDENTED = /^(?: {4}|\t)/;

/** Lines that are the user's own, with removed lines as `null` (segment breaks). */
function ownLines(text: string): (string | null)[] {
  const out: (string | null)[] = [];
  let fence: string | null = null;
  let previousBlankOrCode = true;
  let pasted = false;
  for (const line of text.split('\n')) {
    if (fence !== null) {
      if (line.trim().startsWith(fence)) fence = null;
      out.push(null);
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[1] ?? '```';
      out.push(null);
      previousBlankOrCode = true;
      continue;
    }
    const blank = line.trim() === '';
    const code: boolean = !blank && INDENTED.test(line) && previousBlankOrCode;
    if (pasted || code || QUOTE_LINE.test(line)) {
      out.push(null);
      previousBlankOrCode = code || blank;
      continue;
    }
    out.push(line);
    previousBlankOrCode = blank;
    // Everything after "translate this email:" is the material, not the user speaking.
    if (PASTE_INTRO.test(line)) pasted = true;
  }
  return out;
}

/** Splits a line around quotations attributed to someone else, and after "X said:" without quotes. */
function ownPartsOfLine(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of line.matchAll(QUOTE_SPAN)) {
    const from = m.index;
    const to = from + m[0].length;
    if (attributed(line.slice(Math.max(0, from - BEFORE_WINDOW), from), line.slice(to, to + AFTER_WINDOW))) {
      parts.push(line.slice(start, from));
      start = to;
    }
  }
  let rest = line.slice(start);
  for (const m of rest.matchAll(ATTRIBUTION)) {
    const after = rest.slice(m.index + m[0].length);
    // A short gap only: "he said:", "il a dit :", but not 先说一下背景： ("let me first say …").
    const colon = /^[^:：\n]{0,3}[:：]/u.exec(after);
    if (colon && !FIRST_PERSON_BEFORE_CUE.test(rest.slice(0, m.index))) {
      rest = rest.slice(0, m.index + m[0].length);
      break;
    }
  }
  parts.push(rest);
  return parts;
}

/** The user's own words in a message, as separate segments (normalised like the gates normalise). */
export function ownWordSegments(userText: string): string[] {
  const segments: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) segments.push(current.join('\n'));
    current = [];
  };
  for (const line of ownLines(normalizeText(userText))) {
    if (line === null) {
      flush();
      continue;
    }
    const parts = ownPartsOfLine(line);
    parts.forEach((part, i) => {
      if (i > 0) flush();
      current.push(part);
    });
  }
  flush();
  return segments.filter((s) => s.trim() !== '');
}
