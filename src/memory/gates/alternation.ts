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
