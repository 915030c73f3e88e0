import { escapeRegExp, groupAlternatives, guardFirstCharacter, splitAlternatives } from './alternation';
import { canonicalize } from './canonical';
import { lowerCased, lowerCasedGlobal } from './caseless';
import { cueGate } from './cueScan';
import { LEXICONS, type Lexicon } from './lexicons';

// The lexicons (lexicons/*.ts) compiled into one pattern per kind of word, in canonical form: the gates
// scan canonical text (canonical.ts drops accents and voiced marks and folds Cyrillic look-alikes into
// Latin), so every entry goes through the same function before it becomes a pattern.

// Word boundaries only where words are separated by spaces: a Latin word inside Chinese or Japanese text
// ("PIN是1234", "パスワードはabc") still starts a word. They are checked in code, not in the pattern: one
// lookbehind with Unicode script classes per entry made the compiled patterns take seconds.
const SPACED_LETTER = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/u;
const WORD_CHAR = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;

const charSource = (ch: string): string => {
  if (ch === ' ' || ch === '-') return String.raw`[\s\-]*`;
  if (ch === "'" || ch === '’') return `['’ʼ]?`;
  return escapeRegExp(ch);
};

// A phrase's head noun in the plural: English, French, Spanish and Portuguese add "s" or "es" ("códigos de recuperación",
// "codes de secours"), Italian turns the last vowel into "i" or "e" ("codici di recupero", "chiavi API"). The
// last word's endings are wordEnd's; this is the first word of a phrase of Latin words.
const LATIN_HEAD = /^(\p{Script=Latin}{3,}?)([aeiou]?) /u;
const pluralHead = (text: string): { head: string; rest: string } | undefined => {
  const m = LATIN_HEAD.exec(text);
  if (!m || [...(m[1] ?? '')].length + (m[2] ?? '').length < 4) return undefined;
  const [stem = '', vowel = ''] = [m[1], m[2]];
  const ending = vowel ? `(?:${escapeRegExp(vowel)}s?|[ie])` : '(?:e?s)?';
  return { head: `${[...stem].map(charSource).join('')}${ending}`, rest: text.slice(m[0].length - 1) };
};

/** One entry (see lexicon.ts for its syntax) as a regular-expression source, without its word boundaries. */
export const entrySource = (entry: string): string => source(entry, false);

/**
 * The same for an entry that names a thing (a credential, an identifier): a phrase's first word may be plural.
 * Wording entries start with verbs ("creo que", "credo che"), whose other persons are no plural.
 */
const nounSource = (entry: string): string => source(entry, true);

function source(entry: string, nouns: boolean): string {
  if (entry.startsWith('/')) return entry.slice(1);
  const text = canonicalize(entry.replace(/^=/, ''));
  const plural = nouns ? pluralHead(text) : undefined;
  const body = (s: string) => [...s].map(charSource).join('');
  return plural ? plural.head + body(plural.rest) : body(text);
}

type WordKind = 'credential' | 'identifier' | 'reference' | 'temporary' | 'speculative' | 'habitual' | 'emailAt' | 'emailDot' | 'street';

interface WordGroup {
  readonly re: RegExp;
  /** `re` without its `i` flag, run over the lower-cased text when there is one (caseless.ts). */
  readonly lowered?: RegExp;
  readonly compounds: boolean;
  /** Any word may end a longer one, whatever its length (see compileWords' `openStart`). */
  readonly openStart?: boolean;
  /** Whether a text holds a string one of the group's words needs (cueScan.ts): a text that does not is never searched. */
  readonly mayHold: (text: string) => boolean;
}
/** One kind of word of every language: per language, case-insensitive entries and "=" entries (case as written). */
export type Words = readonly WordGroup[];

/**
 * `openStart`: an entry may end a longer word in every language and at every length. For the reference words:
 * the scan surface runs a field into the one before it ("context" + "ref 0281…" reads "contextref 0281…").
 */
export function compileWords(kind: WordKind, lexicons: readonly Lexicon[] = LEXICONS, { openStart = false } = {}): Words {
  // Several gates read the same kind of word ('temporary' three times, at about 0.2 s a compile): the bundled
  // lexicons' patterns are compiled once per kind and shared, which wordMatches allows by never relying on a
  // pattern's lastIndex between two of its own steps.
  if (lexicons !== LEXICONS) return compile(kind, lexicons, openStart);
  const key = `${kind}/${openStart}`;
  const known = COMPILED.get(key);
  if (known) return known;
  const words = compile(kind, lexicons, openStart);
  COMPILED.set(key, words);
  return words;
}

const COMPILED = new Map<string, Words>();

function compile(kind: WordKind, lexicons: readonly Lexicon[], openStart: boolean): Words {
  // One pattern per way of matching, not per language: each pattern is one pass over the text.
  const buckets = new Map<string, { entries: string[]; compounds: boolean; flags: string }>();
  for (const lex of lexicons) {
    for (const entry of lex[kind]) {
      const compounds = lex.compounds ?? false;
      const flags = entry.startsWith('=') ? 'gu' : 'giu';
      const key = `${compounds}/${flags}`;
      const bucket = buckets.get(key) ?? { entries: [], compounds, flags };
      bucket.entries.push(kind === 'credential' || kind === 'identifier' ? nounSource(entry) : entrySource(entry));
      buckets.set(key, bucket);
    }
  }
  // Longest first, so "mot de passe d'application" wins over "mot de passe"; grouped by leading characters and
  // guarded by the first character (alternation.ts), which finds the same matches without trying every word at
  // every position.
  // A case-insensitive list also runs as a case-sensitive one over the lower-cased text (caseless.ts): the same matches,
  // in V8 two to five times faster.
  // The words one group needs are read from the plain alternation (requiredCues.ts), before grouping and guarding.
  return [...buckets.values()].map(({ entries, compounds, flags }) => {
    const alternation = [...new Set(entries)].sort((a, b) => b.length - a.length).join('|');
    const re = new RegExp(guardFirstCharacter(groupAlternatives(splitAlternatives(alternation), flags.includes('i'))), flags);
    const lowered = lowerCasedGlobal(re);
    const mayHold = cueGate(new RegExp(alternation, flags), re);
    return lowered === undefined ? { re, compounds, openStart, mayHold } : { re, lowered, compounds, openStart, mayHold };
  });
}

/**
 * Where a match ends once its word boundaries hold, or -1. A word of a spaced script must not sit inside
 * another word, except that German nouns compound on the left ("Haustürcode"); a long word may take a
 * short ending (declension, plural), a short one only a plural "s".
 */
function wordEnd(text: string, start: number, matched: string, compounds: boolean, openStart = false): number {
  const chars = [...matched];
  const long = chars.length >= 5;
  if (
    SPACED_LETTER.test(chars[0] ?? '') &&
    !openStart &&
    !(compounds && long) &&
    WORD_CHAR.test(text.slice(Math.max(0, start - 2), start).slice(-1))
  )
    return -1;
  const end = start + matched.length;
  if (!SPACED_LETTER.test(chars[chars.length - 1] ?? '')) return end;
  const ending = /^\p{L}{0,3}/u.exec(text.slice(end, end + 3))?.[0] ?? '';
  for (let n = long ? ending.length : 0; n >= 0; n -= 1) {
    const next = text.slice(end + n, end + n + 2);
    if (!WORD_CHAR.test([...next][0] ?? '')) return end + n;
  }
  if (!long && /^s/i.test(text.slice(end)) && !WORD_CHAR.test([...text.slice(end + 1, end + 3)][0] ?? '')) return end + 1;
  return -1;
}

/** Every occurrence of a word, with the text right after it (up to the end of its line). */
export function* wordMatches(
  words: Words,
  text: string,
  window = 48,
): Generator<{ readonly word: string; readonly after: string; readonly start: number; readonly end: number }> {
  const lower = lowerCased(text);
  for (const { re: original, lowered, compounds, openStart, mayHold } of words) {
    if (!mayHold(text)) continue;
    // The lowered pattern over the lowered text finds the same matches at the same indices; boundaries and the text
    // yielded are read in the text as written.
    const [re, subject] = lowered !== undefined && lower !== undefined ? [lowered, lower] : [original, text];
    // The pattern is shared (compileWords), and the caller may search with it again between two steps of this one:
    // the position is kept here and set before every search.
    let from = 0;
    for (;;) {
      re.lastIndex = from;
      const m = re.exec(subject);
      if (!m) break;
      const start = m.index;
      const end = wordEnd(text, start, m[0], compounds, openStart);
      // A failed boundary may hide a word that starts inside this match ("di recente" in "di recentemente").
      from = end < 0 ? start + 1 : re.lastIndex;
      if (end >= 0) yield { word: text.slice(start, end), after: text.slice(end, end + window).split('\n')[0] ?? '', start, end };
    }
  }
}

/** Whether any word of the kind occurs. */
export const hasWord = (words: Words, text: string): boolean => !wordMatches(words, text).next().done;

/** The role words of every language, by side, canonical and lower-case. */
export function roleWords(lexicons: readonly Lexicon[] = LEXICONS): { user: Set<string>; assistant: Set<string> } {
  const side = (words: readonly string[]) => words.map((w) => canonicalize(w).toLowerCase());
  return {
    user: new Set(lexicons.flatMap((l) => side(l.roles.user))),
    assistant: new Set(lexicons.flatMap((l) => side(l.roles.assistant))),
  };
}
