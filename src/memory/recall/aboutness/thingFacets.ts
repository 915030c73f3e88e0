import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { isCjk, toToken } from '../../record/tokenize';
import { languageWeight } from '../words/rarity';
import { segmentedWords } from '../words/wordSegmenter';

// Every shop, family and project has recipes, opening hours, a website and a menu. A memory about one of the user's
// ("the bakery opens at 6", "mother's recipe notebook", "the bakery's website") meets a question that asks the same
// facet of another thing ("horário dos museus no Porto", "receitas para o pequeno-almoço", "how to add breadcrumbs to
// a website", "网站备案需要多长时间") on the facet's word alone. When the question is not about the user, asks no
// advice, meets the memory on that one word and names a topic of its own the memory never writes, the facet is the
// other thing's.

/** Facets any thing has, in the ten languages (a closed class): recipes, opening hours, website, menu. */
const FACETS = [
  // en
  'recipe',
  'recipes',
  'opening hours',
  'website',
  'menu',
  // de
  'rezept',
  'rezepte',
  'öffnungszeiten',
  'webseite',
  'speisekarte',
  // fr
  'recette',
  'recettes',
  'horaires',
  'site web',
  // es
  'receta',
  'recetas',
  'horario',
  'horarios',
  'página web',
  'menú',
  // pt
  'receita',
  'receitas',
  'horário',
  'horários',
  'site',
  'cardápio',
  'ementa',
  // it
  'ricetta',
  'ricette',
  'orari',
  'orario',
  'sito',
  // ru
  'рецепт',
  'рецепты',
  'часы работы',
  'расписание',
  'сайт',
  'меню',
  // zh
  '食谱',
  '菜谱',
  '营业时间',
  '网站',
  '菜单',
  // ja
  'レシピ',
  '営業時間',
  'ウェブサイト',
  'メニュー',
  // ko
  '레시피',
  '영업시간',
  '웹사이트',
  '메뉴',
];
const LATIN_FACETS: ReadonlySet<string> = new Set(FACETS.filter((f) => !isCjk(f)).flatMap((f) => f.split(' ').map((w) => toToken(w) ?? w)));
const CJK_FACETS = FACETS.filter((f) => isCjk(f));

/** Past the most common words of the ten languages: a word that names a topic (subjectFragments.ts uses the same). */
const TOPIC_WEIGHT = 0.9;

/** The question's words, each a CJK word cut by the segmenter (Korean by spaces) or a Latin token. */
function wordsOf(q: QueryFeatures): { word: string; cjk: boolean }[] {
  const out: { word: string; cjk: boolean }[] = [];
  for (const run of q.runs) {
    if (!run.cjk) {
      const token = toToken(run.text);
      if (token !== undefined) out.push({ word: token, cjk: false });
    } else if (/\p{Script=Hangul}/u.test(run.text)) out.push({ word: run.text, cjk: true });
    else
      for (const w of segmentedWords(run.text, /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(q.form) ? 'ja' : 'zh'))
        out.push({ word: w, cjk: true });
  }
  return out;
}

/** A word of the question past the common ones that is not the facet and that the memory never writes. */
function asksOwnThing(m: MemoryFeatures, q: QueryFeatures, facet: string): boolean {
  return wordsOf(q).some(({ word, cjk }) => {
    if (word === facet || (cjk && (word.includes(facet) || Array.from(word).length < 2))) return false;
    if (cjk ? m.allText.includes(word) : m.latinTokens.has(word) || m.identityTokens.has(word) || LATIN_FACETS.has(word)) return false;
    return languageWeight(word, cjk) >= TOPIC_WEIGHT;
  });
}

/** The one anchor, or none when it is a facet the question asks of another thing (see above). */
export function withoutOthersFacet(m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] {
  const [anchor] = anchors;
  if (anchors.length !== 1 || anchor === undefined || q.aboutness === 'user' || q.asksForAdvice) return [...anchors];
  const facet = isCjk(anchor) ? CJK_FACETS.find((f) => anchor.includes(f)) : LATIN_FACETS.has(anchor) ? anchor : undefined;
  return facet !== undefined && asksOwnThing(m, q, facet) ? [] : [...anchors];
}
