/**
 * Rows of the persisted conversation search index (tables of the chat database, so an index update
 * can commit with the log entries it consumes). Every conversation and message has a document; a
 * document's number places it in postings rows of SEARCH_SEGMENT numbers each, so no row grows with
 * the whole history and a write rewrites only rows of one segment.
 */
export const SEARCH_SEGMENT = 4_096;
/** The segment a document number's postings are stored in. */
export const segmentOf = (num: number): number => Math.floor(num / SEARCH_SEGMENT);

/** Bumped when tokens or rows change meaning: an index of another format is rebuilt, not read. */
export const SEARCH_INDEX_FORMAT = 1;

/** A message (`m:<id>`) or a conversation title (`c:<id>`) and the terms it was indexed under. */
export interface SearchDoc {
  num: number;
  key: string;
  cid: string;
  /**
   * Its terms joined by TERM_SEPARATOR (one string is far cheaper to store and read than a list); empty
   * for a temporary chat's title and messages: they are counted, never found.
   */
  terms: string;
}

const TERM_SEPARATOR = '\u0000';
export const joinTerms = (terms: readonly string[]): string => terms.join(TERM_SEPARATOR);
export const splitTerms = (joined: string): string[] => (joined === '' ? [] : joined.split(TERM_SEPARATOR));

/** The documents (ascending numbers) holding `term` within one segment. */
export interface SearchPostingRow {
  term: string;
  seg: number;
  nums: number[];
}

export interface SearchMeta {
  key: 'state';
  format: number;
  /** `building`: the background build is under way; it resumes after `cursor` (a message id). */
  state: 'building' | 'ready';
  cursor: string | null;
  titlesDone: boolean;
  /** The next document number to hand out. */
  nextNum: number;
  /**
   * The last log entry written before the build started: the build reads every row after it, so entries
   * up to it are left for the build and dropped when it ends, not applied one by one.
   */
  logFloor: number;
}

export const docKey = (kind: 'm' | 'c', id: string): string => `${kind}:${id}`;
/** Titles and messages share the postings table; title terms carry this mark so they never mix. */
export const TITLE_MARK = '\u0001';
