import { lowerCasedSource } from './caseless';

// The words a pattern cannot match without: a set of literal strings such that every match of the pattern holds one of
// them, read from the pattern's own source (as a search engine reads the trigrams a query needs). "\b(?:has|have)\s+a\s+
// (?:cold|flu)\b" needs "cold" or "flu" (or "has"/"have": the rarest-looking set is kept). The wording rules run only on a
// text that holds one of their words (cueScan.ts), so a text without any of them is never searched by the pattern.
//
// The reading is conservative: what it does not understand (a character class with ranges, a wildcard, a back-reference,
// a character given by its code) stands for "some character", and a pattern with no word every match needs gets no cues
// at all and always runs. Lookarounds are skipped (a match does not consume them). Letters are read lower-cased, as
// lowerCasedSource writes them, and compared with the lower-cased text.

type Strings = readonly string[];

/** What a piece of a pattern matches: `exact` when every match is one of a few strings; `must` when one must occur. */
interface Piece {
  readonly exact?: Strings;
  readonly must?: Strings;
}

/** Most strings a product of exact sets may hold (beyond it the product is cut into separate needed strings). */
const MAX_EXACT = 32;
const ZERO_WIDTH = 'zero-width';
const SOME_CHARACTER: Piece = {};

class Unreadable extends Error {}

const unique = (xs: Strings): Strings => [...new Set(xs)];

const product = (a: Strings, b: Strings): Strings | undefined =>
  a.length * b.length > MAX_EXACT ? undefined : unique(a.flatMap((x) => b.map((y) => x + y)));

/** How rare a set of strings looks: its shortest string's length, a letter outside ASCII counting twice. */
function rarity(set: Strings | undefined): number {
  if (!set || set.length === 0) return -1;
  let shortest = Infinity;
  for (const s of set) {
    let weight = 0;
    for (const ch of s) weight += ch.charCodeAt(0) < 128 ? 1 : 2;
    shortest = Math.min(shortest, weight);
  }
  return shortest === 0 ? -1 : shortest * 1000 - set.length;
}

const rarer = (a: Strings | undefined, b: Strings | undefined): Strings | undefined => (rarity(b) > rarity(a) ? b : a);

class Reader {
  private i = 0;
  constructor(
    private readonly source: string,
    private readonly unicode: boolean,
  ) {}

  read(): Piece {
    const piece = this.alternatives();
    if (this.i < this.source.length) throw new Unreadable();
    return piece;
  }

  private peek(offset = 0): string {
    return this.source[this.i + offset] ?? '';
  }

  private alternatives(): Piece {
    const alternatives: Piece[] = [this.sequence()];
    while (this.peek() === '|') {
      this.i += 1;
      alternatives.push(this.sequence());
    }
    if (alternatives.length === 1) return alternatives[0] ?? SOME_CHARACTER;
    const exacts = alternatives.map((a) => a.exact);
    const allExact = exacts.every((e): e is Strings => e !== undefined);
    const union = allExact ? unique(exacts.flat()) : undefined;
    const needs = alternatives.map((a) => rarer(a.must, a.exact));
    const must = needs.every((n) => rarity(n) > 0) ? unique(needs.flatMap((n) => n ?? [])) : undefined;
    return { ...(union && union.length <= MAX_EXACT ? { exact: union } : {}), ...(must ? { must } : {}) };
  }

  private sequence(): Piece {
    let run: Strings = [''];
    let whole = true;
    let best: Strings | undefined;
    const close = () => {
      best = rarer(best, run);
      whole = false;
    };
    while (this.i < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.quantified();
      if (atom === ZERO_WIDTH) continue;
      const joined = atom.exact ? product(run, atom.exact) : undefined;
      if (joined) run = joined;
      else {
        close();
        best = rarer(best, atom.must);
        run = atom.exact ?? [''];
      }
    }
    const must = rarer(best, run);
    return { ...(whole ? { exact: run } : {}), ...(must ? { must } : {}) };
  }

  private quantified(): Piece | typeof ZERO_WIDTH {
    const atom = this.atom();
    const rest = this.source.slice(this.i);
    const q = /^(?:[*+?]|\{(\d+)(?:(,)(\d*))?\})/.exec(rest);
    if (!q) return atom;
    this.i += q[0].length;
    if (this.peek() === '?') this.i += 1;
    if (atom === ZERO_WIDTH) return ZERO_WIDTH;
    const sign = q[0][0];
    const min = sign === '+' ? 1 : sign === '*' || sign === '?' ? 0 : Number(q[1]);
    const max = sign === '?' ? 1 : sign === '{' ? (q[2] === undefined ? min : q[3] ? Number(q[3]) : Infinity) : Infinity;
    if (min === 1 && max === 1) return atom;
    if (min === 0) return max === 1 && atom.exact ? { exact: unique([...atom.exact, '']) } : { exact: undefined };
    const must = rarer(atom.must, atom.exact);
    return must ? { must } : SOME_CHARACTER;
  }

  private atom(): Piece | typeof ZERO_WIDTH {
    const ch = this.peek();
    if (ch === '^' || ch === '$') {
      this.i += 1;
      return ZERO_WIDTH;
    }
    if (ch === '.') {
      this.i += 1;
      return SOME_CHARACTER;
    }
    if (ch === '\\') return this.escape();
    if (ch === '[') return this.characterClass();
    if (ch === '(') return this.group();
    const literal = String.fromCodePoint(this.source.codePointAt(this.i) ?? 0);
    if (!this.unicode && literal.length > 1) throw new Unreadable();
    this.i += literal.length;
    return { exact: [literal] };
  }

  private escape(): Piece | typeof ZERO_WIDTH {
    const next = this.peek(1);
    this.i += 2;
    if (next === 'b' || next === 'B') return ZERO_WIDTH;
    if (next === 'p' || next === 'P') {
      if (!this.unicode) throw new Unreadable();
      const end = this.source.indexOf('}', this.i);
      if (end < 0) throw new Unreadable();
      this.i = end + 1;
      return SOME_CHARACTER;
    }
    // A back-reference may match nothing at all.
    if (/[1-9]/.test(next) || next === 'k') throw new Unreadable();
    if (/[dDsSwWtnrfv0]/.test(next)) return SOME_CHARACTER;
    if (next === 'u' || next === 'x' || next === 'c') {
      const code = /^(?:\{[0-9a-fA-F]+\}|[0-9a-fA-F]{4}|[0-9a-fA-F]{2}|[A-Za-z])/.exec(this.source.slice(this.i))?.[0];
      if (!code) throw new Unreadable();
      this.i += code.length;
      return SOME_CHARACTER;
    }
    // An escaped sign stands for itself.
    if (/[\p{L}\p{N}]/u.test(next) || next === '') throw new Unreadable();
    return { exact: [next] };
  }

  /** A class of a few plain characters is one of them; any other class is some character. */
  private characterClass(): Piece {
    this.i += 1;
    const negated = this.peek() === '^';
    const members: string[] = [];
    let plain = !negated;
    while (this.i < this.source.length && this.peek() !== ']') {
      const ch = this.peek();
      if (ch === '\\') {
        const next = this.peek(1);
        if (/[\p{L}\p{N}]/u.test(next)) plain = false;
        else members.push(next);
        this.i += 2;
        if (next === 'p' || next === 'P' || next === 'u' || next === 'x') {
          const end = /^(?:\{[^}]*\}|[0-9a-fA-F]{2,4})/.exec(this.source.slice(this.i))?.[0] ?? '';
          this.i += end.length;
        }
        continue;
      }
      if (ch === '-' && members.length > 0 && this.peek(1) !== ']') plain = false;
      const literal = String.fromCodePoint(this.source.codePointAt(this.i) ?? 0);
      members.push(literal);
      this.i += literal.length;
    }
    if (this.peek() !== ']') throw new Unreadable();
    this.i += 1;
    return plain && members.length > 0 && members.length <= MAX_EXACT ? { exact: unique(members) } : SOME_CHARACTER;
  }

  private group(): Piece | typeof ZERO_WIDTH {
    const head = /^\((?:\?(?:[:=!]|<[=!]|<[A-Za-z_]\w*>))?/.exec(this.source.slice(this.i))?.[0] ?? '(';
    if (head === '(' && this.peek(1) === '?') throw new Unreadable();
    this.i += head.length;
    const inner = this.alternatives();
    if (this.peek() !== ')') throw new Unreadable();
    this.i += 1;
    return head === '(?=' || head === '(?!' || head === '(?<=' || head === '(?<!' ? ZERO_WIDTH : inner;
  }
}

/**
 * Lower-cased strings one of which every match of the pattern holds (as found in the lower-cased text), or `undefined`
 * when no such set is known.
 */
export function requiredCues(pattern: RegExp): Strings | undefined {
  const source = lowerCasedSource(pattern.source);
  if (source === undefined) return undefined;
  try {
    const piece = new Reader(source, pattern.flags.includes('u') || pattern.flags.includes('v')).read();
    const cues = rarer(piece.must, piece.exact);
    return rarity(cues) > 0 ? cues : undefined;
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
}
