import { FOLD_CACHE_MAX, isCjkChar, isEdge } from './tokenize';

// Word edges in Chinese and Japanese text, from the platform's dictionary word breaker, so a memory word
// never matches inside a longer word of a question (小米 is not in 小米粥). Apart from tokenize.ts
// because the breaker is costly to create and only recall needs it (the conversation search does not).

/**
 * Characters that stand alone as words: particles, pronouns, measure words and the everyday one-character
 * verbs ("周末|打|羽毛球"). Any other one-character word right after a longer one is its suffix.
 */
const CJK_STANDALONE = new Set(
  Array.from(
    '的了是在和就都也很不这那有着把被给让对从向跟要会能想去来说到我你您们吧啊呀嘛吗呢个种几点些次打吃喝看买卖做写用学玩听找送带开穿住坐走跑读练煮炒熬画唱跳拍养种修问教帮等过还又再才好多少最太',
  ),
);
const KATAKANA = /^[\p{Script=Katakana}\u30FC]+$/u;
const HAN = /\p{Script=Han}/u;
/** The prolonged-sound mark and the small kana: they continue the kana before them, so no word starts with one. */
const KANA_CONTINUATION =
  /^[\u30FC\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u30A1\u30A3\u30A5\u30A7\u30A9\u30C3\u30E3\u30E5\u30E7]/u;

// The platform's dictionary word breaker for Chinese and Japanese. Creating it loads the dictionary (tens of
// milliseconds), so it is made when this module loads — with the memory rules, in the background as the
// session opens — and not inside the first request's recall budget.
const SEGMENTER: Intl.Segmenter | null =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
// The first segmentation loads the dictionary data too.
if (SEGMENTER) Array.from(SEGMENTER.segment('词典预热'));
const wordSegmenter = (): Intl.Segmenter | null => SEGMENTER;

/**
 * Where words begin and end inside the CJK runs of `form` (UTF-16 offsets), or null when the platform
 * cannot break words (then every character edge counts, as substring matching always did). A
 * one-character noun right after a longer word is its suffix (笔记|本|电脑 is "notebook computer",
 * 香菜|根 "coriander root"), and a katakana word right after a kanji one is one compound (抹茶|ラテ):
 * no edge between them.
 */
export function cjkWordEdges(form: string): ReadonlySet<number> | null {
  const seg = wordSegmenter();
  if (!seg) return null;
  const parts = [...seg.segment(form)].filter((p) => isCjkChar(p.segment[0]));
  const glued = parts.map((p, i) => {
    const prev = parts[i - 1];
    if (prev === undefined || prev.index + prev.segment.length !== p.index) return false;
    // A noun suffix (笔记|本, 小米|粥 when the dictionary splits it, 香菜|根) or a Japanese kana word on a kanji one (抹茶|ラテ).
    // Runs of one-character pieces are a word the dictionary does not know (雅|思, a name): no suffix there.
    const next = parts[i + 1];
    const suffix =
      Array.from(p.segment).length === 1 &&
      HAN.test(p.segment) &&
      !CJK_STANDALONE.has(p.segment) &&
      Array.from(prev.segment).length >= 2 &&
      !CJK_STANDALONE.has(Array.from(prev.segment).at(-1) ?? '') &&
      !(next !== undefined && next.index === p.index + p.segment.length && Array.from(next.segment).length === 1);
    const scriptJoin = KATAKANA.test(p.segment) && HAN.test(prev.segment.slice(-1));
    return suffix || scriptJoin;
  });
  const edges = new Set<number>();
  parts.forEach((p, i) => {
    if (!glued[i]) edges.add(p.index);
    if (!glued[i + 1]) edges.add(p.index + p.segment.length);
    const particle = koreanParticleAt(p.segment);
    if (particle > 0) edges.add(p.index + p.segment.length - particle);
  });
  return edges;
}

/**
 * Korean writes its case particles onto the noun (사과한테 "to Sagwa", 주말에 "at the weekend"): the noun ends
 * where the particle begins. Longest first; a one-syllable particle only after a noun of two syllables or more.
 */
const KOREAN_PARTICLES = [
  '에서는',
  '에게서',
  '한테서',
  '이라는',
  '에서',
  '에게',
  '한테',
  '께서',
  '으로',
  '이랑',
  '하고',
  '까지',
  '부터',
  '마다',
  '보다',
  '처럼',
  '라는',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '와',
  '과',
  '로',
  '도',
  '만',
  '랑',
];
const HANGUL_WORD = /^\p{Script=Hangul}+$/u;

/** Length (UTF-16) of the particle a Korean word ends with, or 0. */
export function koreanParticleAt(word: string): number {
  if (!HANGUL_WORD.test(word)) return 0;
  for (const particle of KOREAN_PARTICLES)
    if (word.endsWith(particle) && word.length - particle.length >= Math.max(1, 3 - particle.length)) return particle.length;
  return 0;
}

const dictionaryWords = new Map<string, boolean>();

/** Whether CJK text is one word of the platform's dictionary (then it can be told apart from a longer word). */
function isDictionaryWord(text: string): boolean {
  const cached = dictionaryWords.get(text);
  if (cached !== undefined) return cached;
  const seg = wordSegmenter();
  const known = seg !== null && [...seg.segment(text)].length === 1;
  if (dictionaryWords.size >= FOLD_CACHE_MAX) dictionaryWords.clear();
  dictionaryWords.set(text, known);
  return known;
}

/**
 * Whether CJK text `needle` occurs in `form` as whole words: it starts and ends on word edges, so a
 * memory word never matches inside a longer word (小米 is not in 小米粥, 笔记 not in 笔记本电脑).
 */
export function containsCjkWords(form: string, edges: ReadonlySet<number> | null, needle: string): boolean {
  if (!needle) return false;
  // A word the dictionary does not know (a name, 雅思) is broken into pieces wherever it stands, so its
  // edges say nothing: it matches as a substring, as before word breaking.
  if (!isDictionaryWord(needle)) {
    // Still no word begins with a mark that only lengthens or shrinks the kana before it (ユーザーは → ーは),
    // and none lies inside a word the dictionary knows (毛球 in 羽毛球拍).
    if (KANA_CONTINUATION.test(needle)) return false;
    for (let i = form.indexOf(needle); i !== -1; i = form.indexOf(needle, i + 1)) {
      if (isEdge(form, edges, i) || isEdge(form, edges, i + needle.length)) return true;
    }
    return false;
  }
  for (let i = form.indexOf(needle); i !== -1; i = form.indexOf(needle, i + 1)) {
    if (isEdge(form, edges, i) && isEdge(form, edges, i + needle.length)) return true;
  }
  return false;
}
