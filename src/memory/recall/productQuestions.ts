import type { MemoryFeatures, QueryFeatures } from './matchFeatures';
import { isCjk, toToken } from '../record/tokenize';

// A product the user owns, asked about as a product: "Fiat Strada 2025 price", "Samsung Galaxy A54 recensione",
// "Honda CG 160 характеристики", "avis sur la Renault Clio 5". The memory names the user's own one ("usa uma Fiat
// Strada 2018", "has a Samsung Galaxy A54"); a question that is not about the user, meets the memory only on that
// product's name and asks what a buyer asks — its price, reviews, specifications, range —
// is a shopper's question about the model on the market, not about the user's pickup. A question about the user
// ("how much is my Strada worth?"), asking advice for them, or meeting another word of the memory keeps it; so does
// "is it worth" (worth it, vale a pena), which asks about changing one's own thing as often as about buying one.

/** What a buyer asks about a model, in the ten languages (a closed class): price, reviews, specifications, comparison, range. */
const MARKET_WORDS = [
  // en
  'price',
  'prices',
  'pricing',
  'cost',
  'msrp',
  'review',
  'reviews',
  'specs',
  'specifications',
  'vs',
  'versus',
  'comparison',
  // de
  'preis',
  'preise',
  'test',
  'testbericht',
  'erfahrungen',
  'technische daten',
  'vergleich',
  'reichweite',
  // fr
  'prix',
  'avis',
  'fiche technique',
  'comparatif',
  'autonomie',
  // es
  'precio',
  'precios',
  'opiniones',
  'reseña',
  'reseñas',
  'ficha técnica',
  'comparativa',
  'autonomía',
  // pt
  'preço',
  'preços',
  'opiniões',
  'avaliação',
  'comparativo',
  'autonomia',
  // it
  'prezzo',
  'prezzi',
  'recensione',
  'recensioni',
  'opinioni',
  'scheda tecnica',
  'confronto',
  // ru
  'цена',
  'цены',
  'стоимость',
  'отзывы',
  'обзор',
  'характеристики',
  'сравнение',
  'запас хода',
  // zh
  '价格',
  '售价',
  '多少钱',
  '评测',
  '参数',
  '续航',
  // ja
  '価格',
  '値段',
  'レビュー',
  '評判',
  'スペック',
  '航続距離',
  // ko
  '가격',
  '리뷰',
  '후기',
  '사양',
  '스펙',
  '주행거리',
];
const LATIN_MARKET = MARKET_WORDS.filter((w) => !isCjk(w)).map((w) => w.split(' '));
const CJK_MARKET = MARKET_WORDS.filter((w) => isCjk(w));

/** The question asks a buyer's word: a Latin or Cyrillic one as whole words, a CJK one anywhere. */
function asksMarket(q: QueryFeatures): boolean {
  const words = q.form
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
  if (LATIN_MARKET.some((phrase) => words.some((_, i) => phrase.every((p, k) => words[i + k] === p)))) return true;
  return CJK_MARKET.some((w) => q.form.includes(w));
}

const PRODUCT_TOKENS = new WeakMap<MemoryFeatures, ReadonlySet<string>>();

/** The tokens of the words the memory writes with a capital or a digit (a maker or model: "Fiat Strada 2018", "Samsung Galaxy A54", "Honda CG 160"), not a name it gives someone. */
function productTokens(m: MemoryFeatures): ReadonlySet<string> {
  const cached = PRODUCT_TOKENS.get(m);
  if (cached) return cached;
  const out = new Set<string>();
  // The first word is capitalised as the sentence's, whatever it is.
  for (const raw of m.memory.text
    .normalize('NFKC')
    .split(/[\s-]+/u)
    .slice(1)) {
    const word = raw.replace(/^[("'«“]+|[)"'»”,;.:!?]+$/gu, '');
    if (!/^[\p{Lu}\p{N}]/u.test(word)) continue;
    const token = toToken(word.toLowerCase());
    if (token !== undefined && !m.names.has(token)) out.add(token);
  }
  PRODUCT_TOKENS.set(m, out);
  return out;
}

/** The anchors, or none when a shopper's question not about the user meets the memory only on its product's name. */
export function withoutShopperQuestion(m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] {
  if (anchors.length === 0 || q.aboutness === 'user' || q.asksForAdvice || q.namesStorePerson) return [...anchors];
  const product = productTokens(m);
  if (!anchors.every((a) => product.has(a) && (q.corpus.nameDf.get(a) ?? 0) === 0)) return [...anchors];
  return asksMarket(q) ? [] : [...anchors];
}
