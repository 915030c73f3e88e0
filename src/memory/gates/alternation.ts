// A word list as one regular expression that is cheap to run. An alternation of hundreds of words makes the
// engine try every word at every position of the text; grouped by their first characters ("ab|ac|b" becomes
// "a(?:b|c)|b"), each position only tries the words that start with its character. The grouping keeps the
// order of the alternatives among those that can match at one position, so the same alternative wins and
// every match is the same as with the flat list: only the work changes.

/** Characters that stand for themselves only when escaped (the ones an escaped word entry escapes). */
const SYNTAX = '.*+?^${}()|[]\\/';
const QUANTIFIER = '*+?{';

/** The top-level alternatives of a pattern source (not inside a group or a character class). */
export function splitAlternatives(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let from = 0;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\\') i += 1;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') depth -= 1;
    else if (ch === '|' && depth === 0) {
      parts.push(source.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts;
}

/** The alternative's first atom when it is one literal character matched exactly once, else undefined. */
function leadingLiteral(alt: string): { token: string; char: string } | undefined {
  const first = alt.codePointAt(0);
  if (first === undefined) return undefined;
  let token: string;
  let char: string;
  if (alt[0] === '\\') {
    const escaped = alt[1] ?? '';
    if (!SYNTAX.includes(escaped) || escaped === '') return undefined;
    token = alt.slice(0, 2);
    char = escaped;
  } else {
    char = String.fromCodePoint(first);
    if (SYNTAX.includes(char)) return undefined;
    token = char;
  }
  const next = alt[token.length];
  if (next !== undefined && QUANTIFIER.includes(next)) return undefined;
  return { token, char };
}

const single = (s: string): boolean => [...s].length === 1;

const matchesIgnoringCase = (token: string, char: string): boolean => new RegExp(`^${token}$`, 'iu').test(char);

/**
 * Characters that match each other when the pattern ignores case share a key ("S", "s" and "ſ"; "Σ", "σ" and
 * "ς"); one whose case mapping the pattern does not follow (the dotless ı is no i) keeps a key of its own.
 */
function caseKey(token: string, char: string): string {
  const upper = char.toUpperCase();
  const lower = (single(upper) ? upper : char).toLowerCase();
  if (!single(lower) || lower === char) return char;
  const rep = SYNTAX.includes(lower) ? `\\${lower}` : lower;
  return matchesIgnoringCase(rep, char) && matchesIgnoringCase(token, lower) ? lower : char;
}

/**
 * The alternatives grouped by leading character, recursively, in their order. An alternative whose start is
 * not one plain character (a lookbehind, a class, an empty rest) stays where it is, and groups form only
 * between such alternatives, so the first alternative that can match at a position is still the first tried.
 */
export function groupAlternatives(alternatives: readonly string[], ignoreCase: boolean, depth = 0): string {
  if (alternatives.length < 2 || depth > 12) return alternatives.join('|');
  const out: string[] = [];
  let run: { key: string; token: string; rests: string[] }[] = [];
  const flush = () => {
    for (const g of run)
      out.push(g.rests.length === 1 ? g.token + g.rests[0] : `${g.token}(?:${groupAlternatives(g.rests, ignoreCase, depth + 1)})`);
    run = [];
  };
  for (const alt of alternatives) {
    const lead = leadingLiteral(alt);
    if (!lead) {
      flush();
      out.push(alt);
      continue;
    }
    const key = ignoreCase ? caseKey(lead.token, lead.char) : lead.char;
    const rest = alt.slice(lead.token.length);
    const group = run.find((g) => g.key === key);
    if (group) group.rests.push(rest);
    else run.push({ key, token: lead.token, rests: [rest] });
  }
  flush();
  return out.join('|');
}

/** The end of the group or class opening at `from` (the index of its closing character). */
function closing(source: string, from: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = from; i < source.length; i += 1) {
    const ch = source[i];
    if (ch === '\\') i += 1;
    else if (inClass) {
      if (ch === ']') {
        inClass = false;
        if (depth === 0) return i;
      }
    } else if (ch === '[') inClass = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * A class's content as a piece of another class: a hyphen at its start or end is a hyphen in its own class
 * ("[.-]") but would join the next piece into a range, so it is escaped.
 */
function classPiece(content: string): string {
  const start = content.startsWith('-') ? `\\${content}` : content;
  const trailing = /(?<!\\)(?:\\\\)*-$/.test(start);
  return trailing ? `${start.slice(0, -1)}\\-` : start;
}

/** An escape that stands for one character or a class of them and may sit inside a character class. */
const CLASS_ESCAPE = /^\\(?:[dDsSwWtnrfv0]|[pP]\{[^}]+\}|x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]+\}|c[A-Za-z]|[^\w])/;
const QUANTIFIED = /^(?:[*?]|\{0,?\d*\})\??/;
const REPEATED = /^(?:\+|\{[1-9]\d*,?\d*\})\??/;

/**
 * What the first character of a match of the sequence can be, as pieces of a character class, and whether the
 * sequence can match without consuming one; undefined when that is not known (a wildcard, a negated class, a
 * back-reference).
 */
function firstOfSequence(seq: string): { pieces: string[]; empty: boolean } | undefined {
  const pieces: string[] = [];
  let i = 0;
  while (i < seq.length) {
    const ch = seq[i] ?? '';
    let atom: { pieces: string[]; empty: boolean } | 'zero-width' | undefined;
    let end: number;
    if (ch === '^' || ch === '$') {
      atom = 'zero-width';
      end = i + 1;
    } else if (ch === '\\') {
      const next = seq[i + 1] ?? '';
      if (next === 'b' || next === 'B') {
        atom = 'zero-width';
        end = i + 2;
      } else {
        const escape = CLASS_ESCAPE.exec(seq.slice(i))?.[0];
        if (!escape) return undefined;
        atom = { pieces: [escape], empty: false };
        end = i + escape.length;
      }
    } else if (ch === '[') {
      const close = closing(seq, i);
      if (close < 0 || seq[i + 1] === '^') return undefined;
      atom = { pieces: [classPiece(seq.slice(i + 1, close))], empty: false };
      end = close + 1;
    } else if (ch === '(') {
      const close = closing(seq, i);
      if (close < 0) return undefined;
      const head = /^\((?:\?(?:[:=!]|<[=!]|<[A-Za-z_]\w*>))?/.exec(seq.slice(i))?.[0] ?? '(';
      // A group of another kind (a modifier group) is not read.
      if (head === '(' && seq[i + 1] === '?') return undefined;
      end = close + 1;
      if (head === '(?=' || head === '(?!' || head === '(?<=' || head === '(?<!') atom = 'zero-width';
      else atom = firstOfAlternatives(seq.slice(i + head.length, close));
    } else if (ch === '.' || ch === '|' || ch === ')') {
      return undefined;
    } else {
      const cp = String.fromCodePoint(seq.codePointAt(i) ?? 0);
      atom = { pieces: [/[\]\\^-]/.test(cp) ? `\\${cp}` : cp], empty: false };
      end = i + cp.length;
    }
    if (atom === undefined) return undefined;
    const rest = seq.slice(end);
    const optional = QUANTIFIED.exec(rest)?.[0];
    const repeated = optional ? undefined : REPEATED.exec(rest)?.[0];
    i = end + (optional ?? repeated ?? '').length;
    if (atom === 'zero-width') continue;
    pieces.push(...atom.pieces);
    if (!atom.empty && !optional) return { pieces, empty: false };
  }
  return { pieces, empty: true };
}

function firstOfAlternatives(source: string): { pieces: string[]; empty: boolean } | undefined {
  const pieces: string[] = [];
  let empty = false;
  for (const alt of splitAlternatives(source)) {
    const first = firstOfSequence(alt);
    if (!first) return undefined;
    pieces.push(...first.pieces);
    empty ||= first.empty;
  }
  return { pieces, empty };
}

/**
 * The pattern with a look-ahead in front that tests the character a match starts with, when every alternative
 * must consume one of a known set: the engine then passes over each other position of the text with one class
 * test instead of trying every alternative (and every assertion they open with) there. The look-ahead only
 * states what each match already does, so the matches are the same. Patterns whose first character is not
 * known (a wildcard, a negated class, a back-reference, one that may match empty) are returned as they are.
 */
export function guardFirstCharacter(source: string): string {
  if (source.startsWith('(?=[')) return source;
  const first = firstOfAlternatives(source);
  if (!first || first.empty || first.pieces.length === 0) return source;
  return `(?=[${[...new Set(first.pieces)].join('')}])(?:${source})`;
}

/** The pattern with its first character guarded (guardFirstCharacter), same flags. */
export const guarded = (re: RegExp): RegExp => new RegExp(guardFirstCharacter(re.source), re.flags);

/** A literal string as a pattern source: every character with a meaning in a pattern escaped. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
