import { splitRuns } from '../../../memory/record/tokenize';
import { searchTerms } from './searchTokens';

/**
 * One condition on a document: it holds one of `any` (a term) or, when `prefix` is set, any term
 * starting with it (the word being typed: "hangz" finds "Hangzhou").
 */
export interface Clause {
  any: string[];
  prefix?: string;
}

/** A prefix shorter than this would read most of the vocabulary; such a word must match whole. */
const MIN_PREFIX = 3;

const queryWords = (query: string) => query.split(/\s+/).filter((w) => searchTerms(w).length > 0);

/**
 * The start of the word being typed (the query's last word, normalized like indexed text), which also
 * matches longer words; none for a CJK word (it already matches inside longer text) or a short one.
 */
export function typedPrefix(query: string): string | undefined {
  const words = queryWords(query);
  const runs = splitRuns(words[words.length - 1] ?? '');
  const run = runs[0];
  return runs.length === 1 && run && !run.cjk && run.text.length >= MIN_PREFIX ? run.text : undefined;
}

/** The query's words (whitespace-separated, each with at least one term), each as its clauses. */
export function queryClauses(query: string): Clause[][] {
  const words = queryWords(query);
  const prefix = typedPrefix(query);
  return words.map((word, i) => {
    const clauses: Clause[] = searchTerms(word).map((t) => ({ any: [t] }));
    const whole = clauses[clauses.length - 1];
    if (i === words.length - 1 && prefix !== undefined && whole) whole.prefix = prefix;
    return clauses;
  });
}

/** Whether a document's terms satisfy every clause (`mark` prefixes title terms). */
export function satisfies(terms: readonly string[], clauses: readonly Clause[], mark: string): boolean {
  const have = new Set(terms);
  return clauses.every(
    (c) => c.any.some((t) => have.has(mark + t)) || (c.prefix !== undefined && terms.some((t) => t.startsWith(mark + c.prefix))),
  );
}

/** The numbers in both ascending lists, ascending. */
export function intersectSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return out;
}

/** The numbers in any of the ascending lists, ascending, once each. */
export function unionSorted(lists: readonly (readonly number[])[]): number[] {
  if (lists.length === 1) return [...(lists[0] ?? [])];
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}
