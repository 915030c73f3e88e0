import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { isCjk, toToken } from '../../record/tokenize';
import { kindOfProduct } from './productKinds';

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
  // a service's plans and a thing's value for money, in the same languages
  'value for money',
  'preis-leistung',
  'rapport qualité-prix',
  'relación calidad-precio',
  'custo-benefício',
  'rapporto qualità-prezzo',
  'соотношение цены и качества',
  '性价比',
  '套餐',
  '资费',
  'コスパ',
  '料金プラン',
  '가성비',
  '요금제',
];
const LATIN_MARKET = MARKET_WORDS.filter((w) => !isCjk(w)).map((w) => w.split(' '));
const CJK_MARKET = MARKET_WORDS.filter((w) => isCjk(w));

/**
 * Who makes the model and how it sells, in the ten languages (a closed class): market share, still made,
 * discontinued, the maker as a company on the stock market (its shares, share price, market value), and the maker
 * as a company (what kind, whose, reliable, where it sells). A shopper's
 * or an investor's question about the maker, not about the user's own one.
 */
const PRODUCTION_WORDS = [
  // en
  'market share',
  'discontinued',
  'still made',
  'still make',
  'manufactured',
  // de
  'marktanteil',
  'hergestellt',
  'produziert',
  'eingestellt',
  // fr
  'part de marché',
  'fabriqué',
  'fabriquée',
  'fabriqués',
  'fabriquées',
  'fabriquent',
  'fabrique-t-il',
  // es
  'cuota de mercado',
  'fabricando',
  'fabrican',
  'fabricados',
  'fabricadas',
  'descatalogado',
  // pt
  'participação de mercado',
  'fabrica',
  'fabricam',
  'fabricado',
  'fabricada',
  'descontinuado',
  // it
  'quota di mercato',
  'fuori produzione',
  'producono',
  'fabbricato',
  'fabbricata',
  'fabbricati',
  'fabbricate',
  // ru
  'доля рынка',
  'выпускают',
  'производят',
  'производится',
  'выпускается',
  'снят с производства',
  // zh
  '停产',
  '市场份额',
  '还在生产',
  // ja
  '生産終了',
  '製造中止',
  '市場シェア',
  // ko
  '단종',
  '점유율',
  // the maker on the stock market, in the same languages
  'stock',
  'stocks',
  'shares',
  'share price',
  'stock price',
  'market cap',
  'ipo',
  'aktie',
  'aktien',
  'aktienkurs',
  'börsenwert',
  'action',
  'actions',
  'cours de bourse',
  'capitalisation',
  'acciones',
  'cotización',
  'ações',
  'cotação',
  'azioni',
  'quotazione',
  'акции',
  'акций',
  'котировки',
  '股票',
  '股价',
  '市值',
  '株価',
  '株式',
  '주식',
  '주가',
  // the maker as a company: what kind and whose it is, whether it is reliable, where it sells ("Ist BWT ein
  // österreichisches Unternehmen?", "Gogoro vende scooter in Europa?", "La Marzocco è un'azienda di Firenze?")
  'company',
  'manufacturer',
  'reliable',
  'sells',
  'unternehmen',
  'hersteller',
  'zuverlässig',
  'verkauft',
  'entreprise',
  'fabricant',
  'fiable',
  'vend',
  'vendent',
  'empresa',
  'fabricante',
  'confiable',
  'vende',
  'venden',
  'confiável',
  'vendem',
  'azienda',
  'marchio',
  'produttore',
  'affidabile',
  'vendono',
  'компания',
  'компании',
  'компанией',
  'производитель',
  'надёжны',
  'надежны',
  'надёжен',
  'надежен',
  'продаёт',
  'продает',
  '公司',
  '品牌',
  '厂商',
  '可靠',
  '会社',
  '企業',
  'メーカー',
  '信頼性',
  '회사',
  '기업',
  '브랜드',
  '제조사',
];

/**
 * Which of two models is better or how they differ, in the ten languages (a closed class of comparatives): a Latin or Cyrillic one
 * counts only beside another model the store never holds ("Leica Disto oder Bosch GLM: welcher … ist genauer?",
 * "Singer o Necchi, quale è migliore?"), since "what tyres are best for the Strada" asks about the user's own;
 * a CJK "which of them" already names two ("Notion和飞书哪个好用").
 */
const COMPARATIVES = [
  // en
  'better',
  'best',
  'cheaper',
  'compare',
  'compared',
  'difference',
  'differences',
  // de
  'besser',
  'genauer',
  'günstiger',
  'vergleichen',
  'unterschied',
  'unterschiede',
  // fr
  'meilleur',
  'meilleure',
  'mieux',
  'comparer',
  'différence',
  'différences',
  // es
  'mejor',
  'comparar',
  'diferencia',
  'diferencias',
  // pt
  'melhor',
  'diferença',
  'diferenças',
  // it
  'meglio',
  'migliore',
  'confrontare',
  'differenza',
  'differenze',
  // ru
  'лучше',
  'точнее',
  'сравнить',
  'разница',
  'отличие',
  'отличия',
  // zh
  '哪个好',
  '哪个更',
  '哪款',
  '区别',
  '差别',
  // ja
  'どっちが',
  'どちらが',
  '違い',
  // ko
  '뭐가 더',
  '어느 게 더',
  '차이',
];
const LATIN_PRODUCTION = PRODUCTION_WORDS.filter((w) => !isCjk(w)).map((w) => w.split(' '));
const CJK_PRODUCTION = PRODUCTION_WORDS.filter((w) => isCjk(w));
const LATIN_COMPARATIVES = COMPARATIVES.filter((w) => !isCjk(w)).map((w) => w.split(' '));
const CJK_COMPARATIVES = COMPARATIVES.filter((w) => isCjk(w));

const wordsOf = (q: QueryFeatures): string[] =>
  q.form
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}-]+/u)
    .filter((w) => w.length > 0);

const hasPhrase = (words: readonly string[], phrases: readonly (readonly string[])[]): boolean =>
  phrases.some((phrase) => words.some((_, i) => phrase.every((p, k) => words[i + k] === p)));

/** The question names another model: a word written capitalised inside it, or letters with digits, or a number, that the store never holds. */
function namesAnotherModel(q: QueryFeatures, words: readonly string[]): boolean {
  const other = (t: string) => (q.corpus.df.get(t) ?? 0) === 0;
  if ([...q.capitalised].some(other)) return true;
  return words.some((w) => /\p{N}/u.test(w) && !/^(?:1[0-9]|20)[0-9]{2}$/u.test(w) && other(toToken(w) ?? w));
}

/** The question asks whether or where the model is made, or its market share (PRODUCTION_WORDS). */
function asksProduction(q: QueryFeatures): boolean {
  const words = wordsOf(q);
  const bare = words.map((w) => w.replace(/-/gu, ' ')).flatMap((w) => w.split(' '));
  return hasPhrase(words, LATIN_PRODUCTION) || hasPhrase(bare, LATIN_PRODUCTION) || CJK_PRODUCTION.some((w) => q.form.includes(w));
}

/** The question asks a buyer's word: a Latin or Cyrillic one as whole words, a CJK one anywhere. */
function asksMarket(q: QueryFeatures): boolean {
  const words = wordsOf(q);
  const bare = words.map((w) => w.replace(/-/gu, ' ')).flatMap((w) => w.split(' '));
  if (hasPhrase(bare, LATIN_MARKET) || asksProduction(q)) return true;
  if ([...CJK_MARKET, ...CJK_COMPARATIVES].some((w) => q.form.includes(w))) return true;
  return hasPhrase(bare, LATIN_COMPARATIVES) && namesAnotherModel(q, words);
}

/** A word the question capitalises inside the sentence that the store never holds; German capitalises every noun, so not there. */
const namesOtherProduct = (q: QueryFeatures): boolean =>
  q.asked.language !== 'de' && [...q.capitalised].some((t) => (q.corpus.df.get(t) ?? 0) === 0);

const PRODUCT_TOKENS = new WeakMap<MemoryFeatures, ReadonlySet<string>>();

/** The tokens of the words the memory writes with a capital or a digit (a maker or model: "Fiat Strada 2018", "Samsung Galaxy A54", "Honda CG 160"), not a name it gives someone. */
function productTokens(m: MemoryFeatures): ReadonlySet<string> {
  const cached = PRODUCT_TOKENS.get(m);
  if (cached) return cached;
  const out = new Set<string>();
  // A word opening a sentence is capitalised as the sentence's, whatever it is; a memory written in Chinese or
  // Japanese writes its product in Latin letters inside its text ("用ArchiCAD做BIM").
  const text = m.memory.text.normalize('NFKC');
  for (const match of text.matchAll(/[\p{Script=Latin}\p{Script=Cyrillic}\p{N}][\p{Script=Latin}\p{Script=Cyrillic}\p{M}\p{N}]*/gu)) {
    const word = match[0];
    if (!/^[\p{Lu}\p{N}]/u.test(word) || /(?:^|[.!?。！？]\s*)$/u.test(text.slice(0, match.index).trimEnd())) continue;
    const token = toToken(word.toLowerCase());
    if (token !== undefined && !m.names.has(token)) out.add(token);
  }
  // Japanese and Korean write a maker or a service in katakana or hangul (ネットフリックス, 넷플릭스, 샤오미): a tag of
  // three letters or more in one of those scripts alone, no name the memory gives.
  for (const tag of m.tagMatchers)
    for (const piece of tag.cjkPieces)
      if (/^(?:\p{Script=Katakana}|ー){3,}$|^\p{Script=Hangul}{3,}$/u.test(piece) && !m.names.has(piece)) out.add(piece);
  PRODUCT_TOKENS.set(m, out);
  return out;
}

/** The anchors, or none when a shopper's question not about the user meets the memory only on its product's name. */
export function withoutShopperQuestion(m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] {
  if (anchors.length === 0 || q.aboutness === 'user' || q.asksForAdvice || q.namesStorePerson) return [...anchors];
  const product = productTokens(m);
  const named = (a: string) => product.has(a) && (q.corpus.nameDf.get(a) ?? 0) === 0;
  if (anchors.every(named)) return asksMarket(q) ? [] : [...anchors];
  // A shopper's question about another product (a word it capitalises inside the sentence that the store never holds:
  // "Brompton G Line electric review") meets a memory naming none of its own product only on that product's traits.
  if (anchors.every((a) => !product.has(a)) && namesOtherProduct(q) && asksMarket(q)) return [];
  // Asked whether the maker still makes it or what a buyer asks, the kind the memory writes beside the product the
  // question names is the product's (productKinds.ts), whether or not the name is left an anchor of its own.
  const kinds = anchors.filter((a) => !named(a));
  const kindsOnly =
    [...product].some((p) => q.tokens.has(p) && named(p)) && kinds.every((a) => !product.has(a) && kindOfProduct(m, a, product));
  return kindsOnly && asksMarket(q) ? [] : [...anchors];
}
