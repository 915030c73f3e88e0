import pluralize from 'pluralize';
import { stemmer } from 'stemmer';
import { eng as englishStopwords } from 'stopword/src/stopwords_eng.js';
import { verbOfPastForm } from './irregularVerbs';
import { stripInvisible } from './normalize';

// Recall text analysis. Chinese has no spaces, so CJK runs become overlapping 2–4
// character phrases; Latin runs become folded word tokens. The two are split apart first, so
// "用VSCode写" yields 用 / vscode / 写 instead of one unmatchable blob.

const CJK_CHAR = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u30FC\\u3005]';
const RUN = new RegExp(`(${CJK_CHAR}+)|((?:(?!${CJK_CHAR})[\\p{L}\\p{M}\\p{N}])+)`, 'gu');
const IS_CJK = new RegExp(`^${CJK_CHAR}`, 'u');

export const isCjk = (s: string): boolean => IS_CJK.test(s);

/** Phrases that appear in almost every memory or question and so say nothing about the topic. */
export const LOW_SIGNAL_PHRASES: ReadonlySet<string> = new Set([
  '用户',
  '记住',
  '以后',
  '这个',
  '那个',
  '一下',
  '怎么',
  '什么',
  '喜欢',
  '不喜',
]);

/**
 * Words about remembering and liking in general, not about what is liked (remember, user, like…), plus
 * request filler that the package's short English list lacks ("I just want…", "can you help…"),
 * which otherwise links any polite question to any memory that "wants" something.
 */
export const LOW_SIGNAL_WORDS: ReadonlySet<string> = new Set([
  'remember',
  'user',
  'like',
  'prefer',
  'please',
  'dislike',
  'preference',
  'want',
  'need',
  'just',
  'help',
  'tell',
  'give',
  'know',
  'think',
  'thing',
  'something',
  'anything',
  'really',
  'always',
  'thank',
  'thanks',
  'hi',
  'hello',
  'ok',
  'okay',
  'yes',
  'no',
  'not',
  'don',
]);

/**
 * Question words, auxiliaries, pronouns and "every" (how often, never what about) the package's list lacks. They are in four questions of
 * ten ("When did she…", "Why does he…") and say nothing about which memory is meant, so they never
 * match. "may" stays a word: it is also the month of many a dated fact.
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'does',
  'did',
  'doing',
  'done',
  'when',
  'whenever',
  'why',
  'how',
  'what',
  'which',
  'who',
  'whom',
  'whose',
  'where',
  'whether',
  'during',
  'she',
  'he',
  'they',
  'them',
  'their',
  'theirs',
  'its',
  'ever',
  'every',
  'will',
  'would',
  'could',
  'should',
  'shall',
  'might',
  'must',
  'can',
  'also',
  'still',
]);

/** Chinese question words and pronouns: a phrase containing one is about the asking, not the topic. */
const CJK_QUESTION_PARTS: readonly string[] = [
  '什么',
  '怎么',
  '哪些',
  '哪个',
  '哪里',
  '哪儿',
  '为什么',
  '为何',
  '如何',
  '怎样',
  '多少',
  '他',
  '她',
  '它',
  '谁',
  '吗',
  '呢',
];

const STOPWORDS: ReadonlySet<string> = new Set([...englishStopwords, ...QUESTION_WORDS]);

export interface Run {
  readonly text: string;
  readonly cjk: boolean;
}

export const normalizeForRecall = (s: string): string => stripInvisible(s).normalize('NFKC').toLowerCase();

/** Letter/digit runs, CJK apart from the rest; punctuation and spaces only separate. */
export function splitRuns(s: string): Run[] {
  const runs: Run[] = [];
  for (const m of normalizeForRecall(s).matchAll(RUN)) {
    runs.push(m[1] ? { text: m[1], cjk: true } : { text: m[2] ?? '', cjk: false });
  }
  return runs;
}

/** A phrase holding a question word, a pronoun or a low-signal phrase ("喜欢吃") is about asking or liking, not the topic. */
const ASKING_PARTS: readonly string[] = [...CJK_QUESTION_PARTS, ...LOW_SIGNAL_PHRASES];

/** Spans [start, end) of asking parts in a run (in characters); a phrase covering one is dropped. */
function askingSpans(chars: readonly string[], text: string): [number, number][] {
  const spans: [number, number][] = [];
  const bmp = chars.length === text.length;
  for (const part of ASKING_PARTS) {
    for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + 1)) {
      const start = bmp ? at : Array.from(text.slice(0, at)).length;
      spans.push([start, start + Array.from(part).length]);
    }
  }
  return spans;
}

/** Every 2-, 3- and 4-character substring of each CJK run, minus low-signal phrases and any holding a question word or pronoun. */
export function cjkPhrases(runs: readonly Run[], anchors: readonly string[] = []): Set<string> {
  const out = new Set<string>();
  for (const run of runs) {
    if (!run.cjk) continue;
    const chars = Array.from(run.text);
    // CJK text is almost always in the BMP, where characters and UTF-16 units coincide.
    const bmp = chars.length === run.text.length;
    const cuts = anchorEdges(chars, anchors);
    const asking = askingSpans(chars, run.text);
    for (let i = 0; i < chars.length; i += 1) {
      for (let len = 2; len <= 4 && i + len <= chars.length; len += 1) {
        if (crossesEdge(cuts, i, i + len) || asking.some(([s, e]) => s >= i && e <= i + len)) continue;
        out.add(bmp ? run.text.slice(i, i + len) : chars.slice(i, i + len).join(''));
      }
    }
  }
  return out;
}

/**
 * Where anchor words (tags, the subject: words the model wrote) begin and end in a run. A phrase
 * across such an edge is a fragment of two words ("娜最" in "李娜最近…"), which would link every
 * memory that mentions 李娜 and goes on with 最.
 */
function anchorEdges(chars: readonly string[], anchors: readonly string[]): Set<number> {
  const edges = new Set<number>();
  const text = chars.join('');
  const bmp = chars.length === text.length;
  for (const anchor of anchors) {
    const length = Array.from(anchor).length;
    if (length < 2) continue;
    for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + 1)) {
      const start = bmp ? at : Array.from(text.slice(0, at)).length;
      edges.add(start);
      edges.add(start + length);
    }
  }
  return edges;
}

/** Whether [start, end) has an anchor edge strictly inside it. */
function crossesEdge(edges: ReadonlySet<number>, start: number, end: number): boolean {
  if (edges.size === 0) return false;
  for (let k = start + 1; k < end; k += 1) if (edges.has(k)) return true;
  return false;
}

// pluralize is rule-based and slow-ish; words repeat a lot across memories, so remember answers.
const foldCache = new Map<string, string>();
export const FOLD_CACHE_MAX = 50_000;

/**
 * Plural and singular fold to one form so "fruits" meets "fruit". pluralize's singular alone is not
 * symmetric ("cookies" → "cooky" while "cookie" stays), so the canonical form is plural(singular(w)),
 * which both spellings share. The guard rejects folds that change the word's start or leave fewer
 * than two letters (pluralize turns "us" into "me" and "js" into "j").
 */
export function foldWord(word: string): string {
  const cached = foldCache.get(word);
  if (cached !== undefined) return cached;
  const canonical = /^[a-z]+$/.test(word) ? pluralize.plural(pluralize.singular(word)) : word;
  const folded = canonical.length >= 2 && canonical.slice(0, 2) === word.slice(0, 2) ? canonical : word;
  if (foldCache.size >= FOLD_CACHE_MAX) foldCache.clear();
  foldCache.set(word, folded);
  return folded;
}

/** The folded forms of a word list, so membership ignores plural/singular. */
export const foldedSet = (words: Iterable<string>): ReadonlySet<string> => new Set([...words].map(foldWord));

let lowSignalFolded: ReadonlySet<string> | undefined;

const stemCache = new Map<string, string>();

/**
 * The Porter stem of a folded word, so research / researching and cook / cooking meet. Digits and
 * mixed tokens ("es2015", "vue3") are left as they are: stemming them only loses meaning.
 */
export function stemWord(folded: string): string {
  const cached = stemCache.get(folded);
  if (cached !== undefined) return cached;
  const stem = /^[a-z]+$/.test(folded) && folded.length > 2 ? stemmer(folded) : folded;
  if (stemCache.size >= FOLD_CACHE_MAX) stemCache.clear();
  stemCache.set(folded, stem);
  return stem;
}

/** A Latin word as a recall token (its stem), or undefined when it is too short or carries no topic. */
export function toToken(word: string): string | undefined {
  if (word.length < 2 || STOPWORDS.has(word) || LOW_SIGNAL_WORDS.has(word)) return undefined;
  // An irregular past form is its verb (grew → grow); other words fold plural and singular together.
  const verb = verbOfPastForm(word);
  const canonical = verb === word ? foldWord(word) : verb;
  // A fold onto a function word is a wrong singular ("thesis" → "these"): keep the word.
  const folded = STOPWORDS.has(canonical) ? word : canonical;
  lowSignalFolded ??= foldedSet(LOW_SIGNAL_WORDS);
  if (lowSignalFolded.has(folded)) return undefined;
  const stem = stemWord(folded);
  lowSignalStems ??= new Set([...lowSignalFolded].map(stemWord));
  return lowSignalStems.has(stem) ? undefined : stem;
}

let lowSignalStems: ReadonlySet<string> | undefined;

/** Distinct folded tokens of the Latin runs. */
export function latinTokens(runs: readonly Run[]): Set<string> {
  const out = new Set<string>();
  for (const run of runs) {
    if (run.cjk) continue;
    const token = toToken(run.text);
    if (token) out.add(token);
  }
  return out;
}

/** The units of runs as recall counts them: each CJK run whole, each Latin word as its token. */
export const runUnits = (runs: readonly Run[]): string[] =>
  runs.map((r) => (r.cjk ? r.text : toToken(r.text))).filter((u): u is string => u !== undefined);

/** Runs joined by single spaces and padded, so containment can be checked on run boundaries. */
export const runForm = (runs: readonly Run[]): string => ` ${runs.map((r) => r.text).join(' ')} `;

/**
 * Whether `needle` (a run form without padding) occurs in `haystack` (a padded run form). A Latin
 * edge must sit on a run boundary ("react" is not in "preact"); a CJK edge on a word edge of the
 * haystack (`cjkEdges`, see cjkWordEdges; without them, anywhere inside a run).
 */
export function containsOnBoundaries(haystack: string, needle: string, cjkEdges: ReadonlySet<number> | null = null): boolean {
  if (!needle) return false;
  const latinStart = !isCjk(needle);
  const latinEnd = !isCjk(Array.from(needle).at(-1) ?? '');
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + 1)) {
    const startOk = latinStart ? haystack[i - 1] === ' ' : isEdge(haystack, cjkEdges, i);
    const endOk = latinEnd ? haystack[i + needle.length] === ' ' : isEdge(haystack, cjkEdges, i + needle.length);
    if (startOk && endOk) return true;
  }
  return false;
}

const CJK_ONE = new RegExp(`^${CJK_CHAR}$`, 'u');
export const isCjkChar = (ch: string | undefined): boolean => ch !== undefined && CJK_ONE.test(ch);

/** Whether offset `at` of `form` is a word edge: next to a non-CJK character, or a CJK word edge (null: every edge). */
export const isEdge = (form: string, edges: ReadonlySet<number> | null, at: number): boolean =>
  edges === null || edges.has(at) || !isCjkChar(form[at - 1]) || !isCjkChar(form[at]);
