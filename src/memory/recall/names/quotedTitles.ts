import { isCjk, normalizeForRecall, toToken } from '../../record/tokenize';
import { CJK_SMALL_WORKS, CJK_WORKS, CYRILLIC_SMALL_WORKS, CYRILLIC_WORKS, LATIN_SMALL_WORKS, LATIN_WORKS } from './creativeWorks';

// A store word inside a quoted title holding more than it ("「大地の歌」はマーラーのいつの作品？", "《花样年华》是谁导演的",
// "when was the song 'Hana and the Sea' released") is a word of the work's title, not the son Daichi or the daughter
// Hana. A title is quoted in Chinese book-title marks or Japanese double brackets, or in any quotation marks of a
// question that names a kind of work (the large and small forms of creativeWorks.ts, singular here too).

/** Quotation marks of the ten languages; the first two groups are titles by their marks alone (《…》, 『…』). */
const QUOTED = /《([^》]+)》|『([^』]+)』|「([^」]+)」|"([^"]+)"|“([^”]+)”|„([^“”"]+)[“”"]|«([^»]+)»|‘([^’]+)’/gu;

/** Singular kinds of work and the words that ask who made one, in the ten languages (the plural forms are creativeWorks.ts's). */
const SINGULAR_WORKS =
  'song|book|film|movie|painting|album|poem|werk|lied|buch|gemälde|gedicht|' +
  'œuvre|oeuvre|chanson|livre|tableau|poème|obra|canción|libro|película|cuadro|álbum|poema|canção|livro|filme|quadro|' +
  'canzone|poesia|brano';
const LATIN_KIND = new RegExp(
  `(?<![\\p{L}])(?:${[...LATIN_WORKS, ...LATIN_SMALL_WORKS].join('|')}|${SINGULAR_WORKS})(?![\\p{L}])|` +
    `(?<![\\p{L}])(?:${[...CYRILLIC_WORKS, ...CYRILLIC_SMALL_WORKS, 'стих', 'сериал', 'пьес'].join('|')})\\p{Script=Cyrillic}{0,3}(?![\\p{L}])`,
  'u',
);
/** One-character kinds are parts of other words (日本, 시간), but for a song. */
const CJK_KIND = new RegExp(
  [
    ...CJK_WORKS,
    ...CJK_SMALL_WORKS,
    '作曲',
    '作詞',
    '作者',
    '著者',
    '作家',
    '監督',
    '导演',
    '導演',
    '主演',
    '歌手',
    '작곡',
    '작가',
    '감독',
    '주연',
  ]
    .filter((w) => w.length > 1 || w === '曲' || w === '歌')
    .join('|'),
  'u',
);

export interface TitleWords {
  readonly tokens: ReadonlySet<string>;
  /** The CJK runs of the titles, whole. */
  readonly cjk: readonly string[];
}

const NONE: TitleWords = { tokens: new Set(), cjk: [] };

/** The words of the question's quoted titles that hold more than one word (a title, not a quoted name). */
export function titleWordsOf(query: string): TitleWords {
  const text = normalizeForRecall(query);
  const namesWork = LATIN_KIND.test(text) || CJK_KIND.test(text);
  const tokens = new Set<string>();
  const cjk: string[] = [];
  for (const m of text.matchAll(QUOTED)) {
    const byMarks = m[1] !== undefined || m[2] !== undefined;
    if (!byMarks && !namesWork) continue;
    const title = m.slice(1).find((g) => g !== undefined) ?? '';
    const words = title.match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? [];
    if (words.some(isCjk)) cjk.push(title);
    for (const word of words) {
      if (!isCjk(word) && words.length > 1) {
        const token = toToken(word);
        if (token !== undefined) tokens.add(token);
      }
    }
  }
  return tokens.size === 0 && cjk.length === 0 ? NONE : { tokens, cjk };
}

/** The unit is a word of a title: one of its Latin words, or a CJK unit inside a title run longer than it. */
export const inTitle = (titles: TitleWords, unit: string): boolean =>
  titles.tokens.has(unit) || (isCjk(unit) && titles.cjk.some((run) => run.length > unit.length && run.includes(unit)));
