import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { isCjk, toToken } from '../../record/tokenize';
import { kindOfProduct } from './productKinds';
import { ALTERNATIVES, ALTERNATIVES_OF, JUDGED_AFTER, JUDGED_BEFORE, JUDGED_INSIDE, WHICH_TO_BUY } from './modelCheckWords';
import { COMPARATIVES, MARKET_WORDS, PRODUCTION_WORDS } from './productQuestionWords';
import { SERVICE_WORDS } from './serviceQuestionWords';

// A product the user owns, asked about as a product: "Fiat Strada 2025 price", "Samsung Galaxy A54 recensione",
// "Honda CG 160 характеристики", "avis sur la Renault Clio 5". The memory names the user's own one ("usa uma Fiat
// Strada 2018", "has a Samsung Galaxy A54"); a question that is not about the user, meets the memory only on that
// product's name and asks what a buyer asks — its price, reviews, specifications, range —
// is a shopper's question about the model on the market, not about the user's pickup. A question about the user
// ("how much is my Strada worth?"), asking advice for them, or meeting another word of the memory keeps it; so does
// "is it worth" (worth it, vale a pena), which asks about changing one's own thing as often as about buying one.

const LATIN_MARKET = MARKET_WORDS.filter((w) => !isCjk(w)).map((w) => w.split(' '));
const CJK_MARKET = MARKET_WORDS.filter((w) => isCjk(w));
const LATIN_PRODUCTION = PRODUCTION_WORDS.filter((w) => !isCjk(w)).map((w) => w.split(' '));
const CJK_PRODUCTION = PRODUCTION_WORDS.filter((w) => isCjk(w));
const LATIN_COMPARATIVES = COMPARATIVES.filter((w) => !isCjk(w)).map((w) => w.split(' '));
const CJK_COMPARATIVES = COMPARATIVES.filter((w) => isCjk(w));
const LATIN_SERVICE = new Set(SERVICE_WORDS.filter((w) => !isCjk(w)));
const CJK_SERVICE = SERVICE_WORDS.filter((w) => isCjk(w));

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

/** The question only sets one model against another: an alternative (ALTERNATIVES) between words it capitalises or writes with a digit ("Samsung Galaxy A54 ou A55?"). */
function asksAlternative(q: QueryFeatures, words: readonly string[]): boolean {
  const alternatives = [...ALTERNATIVES, ...(ALTERNATIVES_OF[q.asked.language ?? 'en'] ?? [])];
  const model = (w: string | undefined) => w !== undefined && (/\p{N}/u.test(w) || q.capitalised.has(toToken(w) ?? w));
  // Only the bare pair: every other word is a model's or a function word ("welche Königin ist sanfter, Carnica oder
  // Buckfast?" asks about the user's own bees); the first word's capital is the sentence's, so it is not read.
  const bare = words.every((w, i) => i === 0 || alternatives.includes(w) || model(w) || q.asked.functionTokens.has(toToken(w) ?? w));
  return bare && words.some((w, i) => alternatives.includes(w) && model(words[i + 1]));
}

/** The question asks a buyer's word: a Latin or Cyrillic one as whole words, a CJK one anywhere. */
function asksMarket(q: QueryFeatures): boolean {
  const words = wordsOf(q);
  const bare = words.map((w) => w.replace(/-/gu, ' ')).flatMap((w) => w.split(' '));
  if (hasPhrase(bare, LATIN_MARKET) || asksProduction(q) || WHICH_TO_BUY.test(q.form.toLowerCase().replace(/^[\s¿¡"'“”«»]+/u, '')))
    return true;
  if ([...CJK_MARKET, ...CJK_COMPARATIVES].some((w) => q.form.includes(w))) return true;
  return (hasPhrase(bare, LATIN_COMPARATIVES) || asksAlternative(q, words)) && namesAnotherModel(q, words);
}

/** A word the question capitalises inside the sentence that the store never holds; German capitalises every noun, so not there. */
const namesOtherProduct = (q: QueryFeatures): boolean =>
  q.asked.language !== 'de' && [...q.capitalised].some((t) => (q.corpus.df.get(t) ?? 0) === 0);

/** The question asks how the product works or about its accounts (SERVICE_WORDS): a Latin or Cyrillic word within three words of its name, a CJK one within three letters after it ("Instagram的账号"). */
function asksService(q: QueryFeatures, names: readonly string[]): boolean {
  const form = q.form.normalize('NFKC').toLowerCase();
  const after = names.flatMap((n) =>
    form.includes(n)
      ? [
          form
            .slice(form.indexOf(n) + n.length)
            .trimStart()
            .slice(0, 3 + 4),
        ]
      : [],
  );
  if (CJK_SERVICE.some((w) => after.some((a) => a.indexOf(w) >= 0 && a.indexOf(w) <= 3))) return true;
  const words = wordsOf(q).flatMap((w) => w.split('-'));
  const at = words.flatMap((w, i) => (names.includes(toToken(w) ?? w) ? [i] : []));
  return words.some((w, i) => LATIN_SERVICE.has(w) && at.some((j) => Math.abs(i - j) <= 3));
}

/** The question judges the model it names (modelCheckWords.ts JUDGED_*): whether it is good, how it is. */
function judgesModel(q: QueryFeatures, names: readonly string[]): boolean {
  const form = q.form.normalize('NFKC').toLowerCase();
  const holdsName = (text: string) => names.some((n) => text.includes(n));
  for (const m of [...form.matchAll(JUDGED_INSIDE), ...form.matchAll(JUDGED_AFTER)]) if (holdsName(m[1] ?? '')) return true;
  for (const m of form.matchAll(JUDGED_BEFORE)) if (holdsName(form.slice(Math.max(0, (m.index ?? 0) - 40), m.index))) return true;
  return false;
}

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
  // Chinese writes the maker in Han letters glued to its Latin model ("三星Galaxy A54", "华为Mate 60"): a tag of Han
  // letters the text writes right before a capitalised Latin word.
  for (const tag of m.tagMatchers)
    for (const piece of tag.cjkPieces)
      if (
        /^\p{Script=Han}{2,}$/u.test(piece) &&
        !m.names.has(piece) &&
        text
          .split(piece)
          .slice(1)
          .some((rest) => /^ ?\p{Lu}/u.test(rest))
      )
        out.add(piece);
  PRODUCT_TOKENS.set(m, out);
  return out;
}

/** The anchors, or none when a shopper's question not about the user meets the memory only on its product's name. */
export function withoutShopperQuestion(m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): string[] {
  if (anchors.length === 0 || q.aboutness === 'user' || q.asksForAdvice || q.namesStorePerson) return [...anchors];
  const product = productTokens(m);
  const named = (a: string) => product.has(a) && (q.corpus.nameDf.get(a) ?? 0) === 0;
  if (anchors.every(named)) return asksMarket(q) || asksService(q, anchors) || judgesModel(q, anchors) ? [] : [...anchors];
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
