import { codePointLength } from '../record/normalize';

// What a user pastes from another assistant (its answer to the import prompt, a copy of a "Manage memories"
// list, or any plain list), cut into lines and into batches small enough for one memory-model request each.

/** A paste longer than this is refused before any model call: about 600 list lines. */
export const ASSISTANT_IMPORT_MAX_CHARS = 50_000;

/** One non-empty line of the paste, with its list marker removed; `n` counts from 1 over all lines. */
export interface PastedLine {
  readonly n: number;
  readonly text: string;
}

/**
 * Bullets, numbers, check boxes, quote marks and heading marks in front of a line: "- ", "3. ", "2) ",
 * "• ", "[x] ", "> ", "## ". They are layout, not what the assistant remembered.
 */
const LIST_MARKER = /^(?:\s*(?:[-*+•·‣◦▪]|\d{1,3}[.)、]|[（(]\d{1,3}[)）]|[①-⑳]|#{1,6}|>|\[[ xX]?\])\s*)+/u;

export const cleanPastedLine = (line: string): string => line.replace(LIST_MARKER, '').trim();

/** The paste's lines that say something, in order, each without its list marker. */
export function splitPastedLines(text: string): PastedLine[] {
  const lines: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const cleaned = cleanPastedLine(raw);
    if (/[\p{L}\p{N}]/u.test(cleaned)) lines.push({ n: i + 1, text: cleaned });
  });
  return lines;
}

export interface BatchLimits {
  /** Lines per request; one model answer holds at most MAX_CANDIDATES candidates. */
  readonly maxLines: number;
  /** Characters of pasted text per request, so every request costs about the same. */
  readonly maxChars: number;
}

/**
 * One line per request: a list line is one remembered item, so each answer is about one item (up to
 * MAX_CANDIDATES facts in a long line), a model cannot run out of candidates on a dense part of the list,
 * and a misread answer loses one line, not several. The cost is one request per line, with progress.
 */
export const DEFAULT_BATCH_LIMITS: BatchLimits = { maxLines: 1, maxChars: 1_500 };

/**
 * The lines in batches, in order, none empty: a batch closes at `maxLines` lines or before the line that
 * would take it past `maxChars`. A single line longer than `maxChars` travels alone (the prompt clips it).
 */
export function batchPastedLines(lines: readonly PastedLine[], limits: BatchLimits = DEFAULT_BATCH_LIMITS): PastedLine[][] {
  const batches: PastedLine[][] = [];
  let current: PastedLine[] = [];
  let chars = 0;
  for (const line of lines) {
    const size = codePointLength(line.text);
    if (current.length > 0 && (current.length >= limits.maxLines || chars + size > limits.maxChars)) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(line);
    chars += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
