import { distance } from 'fastest-levenshtein';
import { isCommonEnglishWord } from './rarity';
import { toToken, type Run } from '../../record/tokenize';

// What recall knows about the user's store as a whole: how many active memories hold each word or
// phrase (store rarity), and the long words they use, so a one-letter typo in a question still finds
// them. Built from the same features as the score, once per index build.

export interface RecallCorpus {
  /** Active memories holding each unit. */
  readonly df: ReadonlyMap<string, number>;
  /**
   * Each long word and every form of it with one letter deleted → the long words it came from.
   * Built on the first question with a possible typo (most questions have none).
   */
  readonly typoIndex: () => ReadonlyMap<string, readonly string[]>;
  /** Long word → its token. */
  readonly wordTokens: ReadonlyMap<string, string>;
  /** Long word → how many memories use it (so a rebuild can drop words no memory uses any more). */
  readonly wordCounts: ReadonlyMap<string, number>;
  /** How many memories say a word is someone's name ("a friend named Jess"). */
  readonly nameDf: ReadonlyMap<string, number>;
  /** How many memories say a word is the name of a person of the user's life ("son Leo"; a pet's name is not one). */
  readonly personNameDf: ReadonlyMap<string, number>;
  /**
   * How many memories write a word capitalised inside a sentence that is no one's name: a product or a place the user
   * owns, lives in or goes to (Seat Ibiza, Jávea). German capitalises every noun, so its memories count none.
   */
  readonly properDf: ReadonlyMap<string, number>;
  /** How many memories write such a word a few words after a relation or a pet ("o companheiro dela, Luca"). */
  readonly relationProperDf: ReadonlyMap<string, number>;
  /**
   * How many memories tag a place they are set in, written capitalised after a locative there (names/topicPlaces.ts:
   * "vão a Busan", "in Endingen"), lower case; German memories count too.
   */
  readonly topicPlaceDf: ReadonlyMap<string, number>;
  /** Words the memories write in Latin letters → their token (a loanword of a question meets them: loanwords.ts). */
  readonly writtenWords: ReadonlyMap<string, string>;
  /** Written word → how many memories write it. */
  readonly writtenCounts: ReadonlyMap<string, number>;
  /** The store's names as the memories write them, lower case (Diego, Jonas) → how many memories write it. */
  readonly writtenNames: ReadonlyMap<string, number>;
  /** Where the memories' texts put a CJK name: their opening, after a relation or a pet, before an honorific (cjkNameSlots.ts). */
  readonly cjkNameSlots: ReadonlyMap<string, number>;
}

const NO_WORDS: ReadonlyMap<string, readonly string[]> = new Map();
const EMPTY: RecallCorpus = {
  df: new Map(),
  typoIndex: () => NO_WORDS,
  wordTokens: new Map(),
  wordCounts: new Map(),
  nameDf: new Map(),
  personNameDf: new Map(),
  properDf: new Map(),
  relationProperDf: new Map(),
  topicPlaceDf: new Map(),
  writtenWords: new Map(),
  writtenCounts: new Map(),
  writtenNames: new Map(),
  cjkNameSlots: new Map(),
};
export const emptyCorpus = (): RecallCorpus => EMPTY;

/** The word and each form with one letter deleted: two words at edit distance 1 share one of these. */
function deletionForms(word: string): string[] {
  const forms = [word];
  for (let i = 0; i < word.length; i += 1) forms.push(word.slice(0, i) + word.slice(i + 1));
  return forms;
}

function bump(map: Map<string, number>, key: string, by: number): void {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
}

/** What the corpus counts of one memory's features (kept structural: matchFeatures.ts imports this module). */
export interface CorpusFeatures {
  readonly units: ReadonlySet<string>;
  readonly longWords: ReadonlyMap<string, string>;
  readonly names: ReadonlySet<string>;
  /** The memory's names are people's (senses.ts namesPeople): a friend, a child, not a pet. */
  readonly namesPeople?: boolean;
  /** Tokens it always writes capitalised inside a sentence (senses.ts properNounsOf), and its language. */
  readonly properNouns?: ReadonlySet<string>;
  /** Tokens it writes capitalised a few words after a relation or a pet (relationProperNouns.ts). */
  readonly relationProperNouns?: ReadonlySet<string>;
  /** Places it tags and sets itself in (names/topicPlaces.ts). */
  readonly topicPlaces?: ReadonlySet<string>;
  readonly language?: string;
  /** Its words in Latin letters as written, with their token. */
  readonly writtenWords?: ReadonlyMap<string, string>;
  /** Its names as written, lower case. */
  readonly writtenNames?: ReadonlySet<string>;
  /** Where its text puts a CJK name (cjkNameSlots.ts). */
  readonly cjkNameSlots?: readonly string[];
}

/**
 * The corpus of these memories' features. With the previous build and its features, only the
 * memories that left or came are counted (a rebuild after one write touches one memory).
 */
export function buildCorpus(
  features: readonly CorpusFeatures[],
  previous?: { corpus: RecallCorpus; features: readonly CorpusFeatures[] },
): RecallCorpus {
  let removed: readonly CorpusFeatures[] = [];
  let added: readonly CorpusFeatures[] = features;
  const df = new Map<string, number>(previous ? previous.corpus.df : []);
  const wordCounts = new Map<string, number>(previous ? previous.corpus.wordCounts : []);
  const wordTokens = new Map<string, string>(previous ? previous.corpus.wordTokens : []);
  const nameDf = new Map<string, number>(previous ? previous.corpus.nameDf : []);
  const personNameDf = new Map<string, number>(previous ? previous.corpus.personNameDf : []);
  const properDf = new Map<string, number>(previous ? previous.corpus.properDf : []);
  const relationProperDf = new Map<string, number>(previous ? previous.corpus.relationProperDf : []);
  const topicPlaceDf = new Map<string, number>(previous ? previous.corpus.topicPlaceDf : []);
  const writtenCounts = new Map<string, number>(previous ? previous.corpus.writtenCounts : []);
  const writtenWords = new Map<string, string>(previous ? previous.corpus.writtenWords : []);
  const writtenNames = new Map<string, number>(previous ? previous.corpus.writtenNames : []);
  const cjkNameSlots = new Map<string, number>(previous ? previous.corpus.cjkNameSlots : []);
  if (previous) {
    const now = new Set(features);
    const before = new Set(previous.features);
    removed = previous.features.filter((f) => !now.has(f));
    added = features.filter((f) => !before.has(f));
  }
  for (const [list, by] of [
    [removed, -1],
    [added, 1],
  ] as const) {
    for (const f of list) {
      for (const unit of f.units) bump(df, unit, by);
      for (const name of f.names) bump(nameDf, name, by);
      if (f.namesPeople) for (const name of f.names) bump(personNameDf, name, by);
      if (f.language !== 'de') for (const word of f.properNouns ?? []) if (!f.names.has(word)) bump(properDf, word, by);
      if (f.language !== 'de') for (const word of f.relationProperNouns ?? []) if (!f.names.has(word)) bump(relationProperDf, word, by);
      for (const word of f.topicPlaces ?? []) if (!f.names.has(word)) bump(topicPlaceDf, word, by);
      for (const [word, token] of f.longWords) {
        bump(wordCounts, word, by);
        if (wordCounts.has(word)) wordTokens.set(word, token);
        else wordTokens.delete(word);
      }
      for (const name of f.writtenNames ?? []) bump(writtenNames, name, by);
      for (const slot of f.cjkNameSlots ?? []) bump(cjkNameSlots, slot, by);
      for (const [word, token] of f.writtenWords ?? []) {
        bump(writtenCounts, word, by);
        if (writtenCounts.has(word)) writtenWords.set(word, token);
        else writtenWords.delete(word);
      }
    }
  }
  let typoIndex: Map<string, string[]> | undefined;
  const buildTypoIndex = (): Map<string, string[]> => {
    const index = new Map<string, string[]>();
    for (const word of wordTokens.keys()) {
      for (const form of new Set(deletionForms(word))) {
        const list = index.get(form);
        if (list) list.push(word);
        else index.set(form, [word]);
      }
    }
    return index;
  };
  return {
    df,
    typoIndex: () => (typoIndex ??= buildTypoIndex()),
    wordTokens,
    wordCounts,
    nameDf,
    personNameDf,
    properDf,
    relationProperDf,
    topicPlaceDf,
    writtenWords,
    writtenCounts,
    writtenNames,
    cjkNameSlots,
  };
}

const MIN_TYPO_LENGTH = 6;

/**
 * Store tokens that a query word misspells by one letter ("educaton" → education). Only words of six
 * letters or more, sharing the first letter, only when the word itself is not in the store and is
 * no common English word (a real word is not a typo).
 */
export function findTypoMatches(runs: readonly Run[], exact: ReadonlySet<string>, corpus: RecallCorpus): Set<string> {
  const out = new Set<string>();
  if (corpus.wordTokens.size === 0) return out;
  for (const run of runs) {
    const word = run.text;
    if (run.cjk || word.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(word) || corpus.wordTokens.has(word)) continue;
    const own = toToken(word);
    if (own === undefined || corpus.df.has(own) || isCommonEnglishWord(own)) continue;
    for (const form of deletionForms(word)) {
      for (const candidate of corpus.typoIndex().get(form) ?? []) {
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
