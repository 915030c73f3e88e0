import { foldChineseScript } from '../record/hanFolding';
import type { Aboutness } from './aboutness/aboutness';
import { buildMemoryFeatures, buildQueryFeatures } from './matchFeatures';
import { buildCorpus } from './words/recallCorpus';
import type { UserMemory } from '../record/schema';
import { inflected } from './anchorSense';
import { isOwned, scoreFeatures, type MemoryScore } from './score';
import { containsOnBoundaries, isEdge, normalizeForRecall, toToken } from '../record/tokenize';
import { cjkWordEdges } from '../record/wordBreaks';

/** Why a memory matched a question, in parts the UI can put into words ("tag 水果 matched"). */
export interface RecallExplanation {
  readonly score: MemoryScore;
  /** Stored tags found in the question. */
  readonly matchedTags: readonly string[];
  readonly subjectMatched: boolean;
  readonly facetMatched: boolean;
  /** Words (Latin tokens) the question shares with the memory's text and tags, a one-letter typo included. */
  readonly sharedWords: readonly string[];
  /** CJK phrases the question shares with the memory's text. */
  readonly sharedPhrases: readonly string[];
  /** What recall took the question to be about (a world question needs strong evidence for a topical memory). */
  readonly aboutness: Aboutness;
}

/** Re-derives which parts of a memory matched a question, using the same features as the score. */
export function explainRecall(memory: UserMemory, query: string): RecallExplanation {
  const m = buildMemoryFeatures(memory);
  const q = buildQueryFeatures(query, buildCorpus([m]));
  // A word the question holds in another form of the memory's language (Töchtern for Tochter) is shared too.
  const shared = (token: string): boolean =>
    q.tokens.has(token) || q.typoTokens.has(token) || q.loanTokens.has(token) || inflected(m, q, token);
  const matchedTags = m.tagMatchers
    .filter((t) => (!t.ownedOnly || isOwned(t, q)) && t.cjkPieces.every((p) => q.form.includes(p)) && t.latinWords.every(shared))
    .map((t) => t.tag);
  const [subjectForm, facetForm] = m.identityForms;
  return {
    score: scoreFeatures(m, q),
    matchedTags,
    subjectMatched: subjectForm !== undefined && containsOnBoundaries(q.form, subjectForm),
    facetMatched: memory.identity.facet !== undefined && facetForm !== undefined && containsOnBoundaries(q.form, facetForm),
    sharedWords: sharedWordsAsWritten(memory, shared),
    sharedPhrases: phrasesAsWords(
      [...m.textPhrases].filter((p) => q.phrases.has(p) && p.length >= 2),
      q.form,
      normalizeForRecall(foldChineseScript(memory.text)),
    ),
    aboutness: q.aboutness,
  };
}

/** Shared Latin words as the memory writes them (the folded form, e.g. "typescripts", is internal). */
function sharedWordsAsWritten(memory: UserMemory, isShared: (token: string) => boolean): string[] {
  // Letters of every script but CJK (which shares phrases, not words): Tochter, Töchter, собака.
  const words =
    normalizeForRecall([memory.text, ...memory.tags].join(' ')).match(
      /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{M}\p{N}])+/gu,
    ) ?? [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of words) {
    const token = toToken(word);
    if (token === undefined || !isShared(token) || seen.has(token)) continue;
    seen.add(token);
    out.push(word);
  }
  return out;
}

/**
 * The shared CJK phrases worth naming to a user: those that begin and end on word edges in the question
 * and begin or end on one in the memory (早上 is shown, 上喝, the end of one word and the next, is not),
 * longest first and none inside a longer one shown. Scoring still counts every shared phrase; this only words the explanation.
 */
function phrasesAsWords(phrases: readonly string[], questionForm: string, memoryForm: string): string[] {
  const questionEdges = cjkWordEdges(questionForm);
  const memoryEdges = cjkWordEdges(memoryForm);
  const onEdges = (form: string, edges: ReadonlySet<number> | null, phrase: string, both: boolean): boolean => {
    for (let i = form.indexOf(phrase); i !== -1; i = form.indexOf(phrase, i + 1)) {
      const [start, end] = [isEdge(form, edges, i), isEdge(form, edges, i + phrase.length)];
      if (both ? start && end : start || end) return true;
    }
    return false;
  };
  // In the memory one edge is enough: word breaking glues a kanji word to the katakana word after it
  // (毎朝|ジョギング reads as one compound), and the phrase is still a word there.
  const whole = phrases
    .filter((p) => onEdges(questionForm, questionEdges, p, true) && onEdges(memoryForm, memoryEdges, p, false))
    .sort((a, b) => b.length - a.length);
  return whole.filter((p, i) => !whole.slice(0, i).some((longer) => longer.includes(p))).slice(0, 5);
}
