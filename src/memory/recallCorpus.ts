import { distance } from 'fastest-levenshtein';
import type { MemoryFeatures } from './features';
import { isCommonEnglishWord } from './rarity';
import { toToken, type Run } from './tokenize';

// What recall knows about the user's store as a whole: how many active memories hold each word or
// phrase (store rarity), and the long words they use, so a one-letter typo in a question still finds
// them (issue 12). Built from the same features as the score, once per index build.

export interface RecallCorpus {
  /** Active memories holding each unit. */
  readonly df: ReadonlyMap<string, number>;
  /** Each long word and every form of it with one letter deleted → the long words it came from. */
  readonly typoIndex: ReadonlyMap<string, readonly string[]>;
  /** Long word → its token. */
  readonly wordTokens: ReadonlyMap<string, string>;
}

const EMPTY: RecallCorpus = { df: new Map(), typoIndex: new Map(), wordTokens: new Map() };
export const emptyCorpus = (): RecallCorpus => EMPTY;

/** The word and each form with one letter deleted: two words at edit distance 1 share one of these. */
function deletionForms(word: string): string[] {
  const forms = [word];
  for (let i = 0; i < word.length; i += 1) forms.push(word.slice(0, i) + word.slice(i + 1));
  return forms;
}

export function buildCorpus(features: readonly MemoryFeatures[]): RecallCorpus {
  const df = new Map<string, number>();
  const wordTokens = new Map<string, string>();
  for (const f of features) {
    for (const unit of f.units) df.set(unit, (df.get(unit) ?? 0) + 1);
    for (const [word, token] of f.longWords) wordTokens.set(word, token);
  }
  const typoIndex = new Map<string, string[]>();
  for (const word of wordTokens.keys()) {
    for (const form of new Set(deletionForms(word))) {
      const list = typoIndex.get(form);
      if (list) list.push(word);
      else typoIndex.set(form, [word]);
    }
  }
  return { df, typoIndex, wordTokens };
}

const MIN_TYPO_LENGTH = 6;

/**
 * Store tokens that a query word misspells by one letter ("educaton" → education). Only words of six
 * letters or more, sharing the first letter, only when the word itself is not in the store and is
 * no common English word (a real word is not a typo).
 */
export function findTypoMatches(runs: readonly Run[], exact: ReadonlySet<string>, corpus: RecallCorpus): Set<string> {
  const out = new Set<string>();
  if (corpus.typoIndex.size === 0) return out;
  for (const run of runs) {
    const word = run.text;
    if (run.cjk || word.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(word) || corpus.wordTokens.has(word)) continue;
    const own = toToken(word);
    if (own === undefined || corpus.df.has(own) || isCommonEnglishWord(own)) continue;
    for (const form of deletionForms(word)) {
      for (const candidate of corpus.typoIndex.get(form) ?? []) {
        // Like a search engine's fuzzy prefix: the first letter is rarely the mistyped one, and
        // requiring it keeps real words apart (hiking / biking, mother / bother).
        if (candidate[0] !== word[0] || distance(word, candidate) !== 1) continue;
        const token = corpus.wordTokens.get(candidate);
        if (token && !exact.has(token)) out.add(token);
      }
    }
  }
  return out;
}
