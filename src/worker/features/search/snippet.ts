import { foldWord, isCjk, splitRuns } from '../../../memory/record/tokenize';
import { markdownSyntaxMask } from './markdownSyntax';
import { typedPrefix } from './searchQuery';

/** A short excerpt of a message around the first match, with the matched words marked. */
export interface Snippet {
  text: string;
  /** [start, end) offsets into `text` of each matched word, in order, never overlapping. */
  highlights: [number, number][];
}

const BEFORE = 30;
const LENGTH = 120;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Where the query's words occur in `text`: Latin words by folded form, CJK words as written, and words
 * starting with the word being typed.
 */
export function findMatches(text: string, query: string): [number, number][] {
  const prefix = typedPrefix(query);
  const latin = new Set<string>();
  const cjk: string[] = [];
  for (const run of splitRuns(query)) {
    if (run.cjk) cjk.push(run.text);
    else latin.add(foldWord(run.text));
  }
  const spans: [number, number][] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    // A word may mix scripts ("用VSCode写"): only its Latin parts are compared by folded form.
    for (const part of m[0].matchAll(/[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu)) {
      const plain = part[0].normalize('NFKC').toLowerCase();
      const matched = latin.has(foldWord(plain)) || (prefix !== undefined && plain.startsWith(prefix));
      if (matched && !isCjk(part[0])) spans.push([start + part.index, start + part.index + part[0].length]);
    }
  }
  for (const word of cjk)
    for (let i = text.indexOf(word); i !== -1; i = text.indexOf(word, i + word.length)) spans.push([i, i + word.length]);
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}

/** An excerpt of about 120 characters starting a little before the first match, whitespace collapsed, Markdown syntax left out. */
export function buildSnippet(text: string, query: string): Snippet {
  const matches = findMatches(text, query);
  const first = matches[0]?.[0] ?? 0;
  let start = Math.max(0, first - BEFORE);
  // Never cut a surrogate pair or start mid-word when a space is near.
  const space = text.lastIndexOf(' ', first);
  if (space > start && space - start < 15) start = space + 1;
  const end = Math.min(text.length, start + LENGTH);
  const syntax = markdownSyntaxMask(text);
  // "…" only when words were cut off, not a heading's hashes.
  let cut = false;
  for (let i = 0; i < start && !cut; i += 1) cut = !syntax[i] && !/\s/.test(text[i] as string);
  const prefix = cut ? '…' : '';
  let out = prefix;
  const map: number[] = [];
  let lastWasSpace = false;
  for (let i = start; i < end; i += 1) {
    const ch = text[i] as string;
    map[i - start] = out.length;
    if (syntax[i]) continue;
    if (/\s/.test(ch)) {
      if (!lastWasSpace) out += ' ';
      lastWasSpace = true;
    } else {
      out += ch;
      lastWasSpace = false;
    }
  }
  map[end - start] = out.length;
  const highlights: [number, number][] = [];
  for (const [a, b] of matches) {
    if (b <= start || a >= end) continue;
    highlights.push([map[Math.max(a, start) - start] as number, map[Math.min(b, end) - start] as number]);
  }
  return { text: `${out}${end < text.length ? '…' : ''}`, highlights };
}
