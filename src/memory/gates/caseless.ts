import { guarded } from './alternation';

// A case-insensitive pattern run as a case-sensitive one over the lower-cased text: the same verdicts, and in V8 two to
// five times faster, because a pattern with the flags `iu` compares every character through Unicode case folding while
// a case-sensitive one compares code units. The gates run about a thousand patterns per candidate (docs/memory-gates.md,
// "Speed"), most of them `iu` word patterns of ten languages, so this is where a call's time goes.
//
// Why the verdicts are the same: under `iu` a text character matches a pattern character when both fold to the same
// character (simple case folding); here it matches when both lower-case to the same character. The two relations agree
// for every cased character but the few that fold together with another one and still lower-case apart (the long s
// "ſ" folds to "s", the final sigma "ς" to "σ", the Greek symbol forms "ϐ ϑ ϕ…", the Old Cyrillic narrow forms
// "ᲀ…ᲈ"): a text holding one of them, or a lower-casing that changes the text's length (the dotted "İ"), is tested with
// the original pattern, and a pattern that names one of them keeps its flags. caseless.test.ts checks the list against
// every pair of cased characters of the running engine.

/** Characters whose lower case differs from that of the characters they fold together with under `iu`. */
export const FOLDS_APART =
  /\u0345|[\u017F\u00B5\u1FD3\u1FE3\u03D0\u03F5\u03D1\u1FBE\u03F0\u03D6\u03F1\u03C2\u03D5\u1C80-\u1C88\u1E9B\uFB05]/u;

// Unicode properties that name a case: under `iu` they match letters of either case, so they do not survive lower-casing.
const CASE_PROPERTY =
  /^(?:Lu|Ll|Lt|LC|Uppercase_Letter|Lowercase_Letter|Titlecase_Letter|Cased_Letter|Upper|Lower|Uppercase|Lowercase|Cased|Changes_When_\w+|(?:General_Category|gc)=(?:Lu|Ll|Lt|LC|\w+_Letter))$/;

const isCased = (c: string): boolean => c.toLowerCase() !== c || c.toUpperCase() !== c;

/**
 * The pattern source with every literal letter lower-cased, or `undefined` when that would not keep its meaning: an escape
 * written as a code (`\u00C9`, `\x41`, `\cJ`), a case property, a range between letters other than ASCII ones of one case,
 * a letter whose lower case is longer, or a character of FOLDS_APART. Escapes, property names and group names are kept.
 */
export function lowerCasedSource(source: string): string | undefined {
  if (FOLDS_APART.test(source)) return undefined;
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i] ?? '';
    if (ch === '\\') {
      const escaped = source[i + 1] ?? '';
      if (escaped === 'p' || escaped === 'P') {
        const end = source.indexOf('}', i);
        if (end < 0 || CASE_PROPERTY.test(source.slice(i + 3, end))) return undefined;
        out += source.slice(i, end + 1);
        i = end;
      } else if (escaped === 'k') {
        const end = source.indexOf('>', i);
        out += source.slice(i, end + 1);
        i = end;
      } else if (escaped === 'u' || escaped === 'x' || escaped === 'c') return undefined;
      else {
        out += ch + escaped;
        i += 1;
      }
      continue;
    }
    if (inClass && ch === ']') inClass = false;
    else if (!inClass && ch === '[') inClass = true;
    else if (!inClass && source.startsWith('(?<', i) && source[i + 3] !== '=' && source[i + 3] !== '!') {
      const end = source.indexOf('>', i);
      out += source.slice(i, end + 1);
      i = end;
      continue;
    } else if (inClass && source[i + 1] === '-' && source[i + 2] !== undefined && !']\\'.includes(source[i + 2] ?? '')) {
      const to = String.fromCodePoint(source.codePointAt(i + 2) ?? 0);
      if (isCased(ch) || isCased(to)) {
        const ascii = (re: RegExp) => re.test(ch) && re.test(to);
        if (!ascii(/^[A-Z]$/) && !ascii(/^[a-z]$/)) return undefined;
      }
      out += `${ch.toLowerCase()}-${to.toLowerCase()}`;
      i += 1 + to.length;
      continue;
    }
    const c = String.fromCodePoint(source.codePointAt(i) ?? 0);
    const lower = c.toLowerCase();
    if (lower.length !== c.length) return undefined;
    out += lower;
    i += c.length - 1;
  }
  return out;
}

/** What the gates ask of a pattern: whether a text holds a match. */
export interface TextTest {
  test(text: string): boolean;
}

// The last text lower-cased, or undefined when it must be tested as written: the checks of one call run one after
// another on the same text.
let lastText = '';
let lastLower: string | undefined = '';
/** The text lower-cased when a lowered pattern may run over it (same length, nothing of FOLDS_APART), else undefined. */
export const lowerCased = (text: string): string | undefined => {
  if (text !== lastText) {
    lastText = text;
    const lower = text.toLowerCase();
    // Tested on the lower case, since lower-casing can make one: a capital sigma ending a word becomes the final "ς".
    lastLower = lower.length === text.length && !FOLDS_APART.test(lower) ? lower : undefined;
  }
  return lastLower;
};

/**
 * The pattern as a test over the lower-cased text when it ignores case in Unicode mode and its source allows it
 * (lowerCasedSource); any other pattern is returned as it is. Only `test` is offered: a pattern with a global or sticky
 * flag keeps state between calls and is returned as it is too.
 */
export function caseless(pattern: RegExp): TextTest {
  const { flags } = pattern;
  if (!flags.includes('i') || !flags.includes('u') || flags.includes('g') || flags.includes('y')) return pattern;
  const source = lowerCasedSource(pattern.source);
  if (source === undefined) return pattern;
  const lowered = new RegExp(source, flags.replace('i', ''));
  return {
    test(text: string): boolean {
      const lower = lowerCased(text);
      return lower === undefined ? pattern.test(text) : lowered.test(lower);
    },
  };
}

/** A pattern guarded by its first characters (alternation.ts), then as `caseless` makes it. */
export const caselessGuarded = (pattern: RegExp): TextTest => caseless(guarded(pattern));

/**
 * For a global pattern that ignores case in Unicode mode: the same pattern without `i` over the lower-cased text, for
 * `exec` loops whose match indices are read in the original text (lowerCased keeps every index, since it refuses a text
 * whose length changes), or `undefined` when the source cannot be lower-cased faithfully.
 */
export function lowerCasedGlobal(pattern: RegExp): RegExp | undefined {
  const { flags } = pattern;
  if (!flags.includes('i') || !flags.includes('u') || !flags.includes('g')) return undefined;
  const source = lowerCasedSource(pattern.source);
  return source === undefined ? undefined : new RegExp(source, flags.replace('i', ''));
}
