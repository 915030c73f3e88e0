import type { RecallCorpus } from '../words/recallCorpus';
import { isCjk, toToken } from '../../record/tokenize';

// A name the store gives someone that is also a maker's (a daughter Xiaomi, a cat Tesla), asked as the maker in a
// question not about the user: beside the kind of product it makes ("телефон Xiaomi", "小米手機", "Tesla car"), as a
// company or a brand ("Xiaomi est-elle une entreprise chinoise ?", "Xiaomi è un marchio affidabile?"), or compared
// with another maker the store never holds ("¿Xiaomi es mejor que Motorola?"). It is the maker, a namesake.

/** Kinds of consumer product a maker's name stands beside, in the ten languages (hand-written: no installed data names them). */
const KINDS_LATIN = new Set([
  ...['phone', 'phones', 'smartphone', 'smartphones', 'laptop', 'laptops', 'tablet', 'tv', 'headphones', 'earbuds', 'smartwatch'],
  ...['handy', 'handys', 'smartphones', 'fernseher', 'kopfhörer'],
  ...['téléphone', 'téléphones', 'portable', 'ordinateur', 'tablette', 'télé', 'écouteurs', 'montre'],
  ...['teléfono', 'teléfonos', 'celular', 'celulares', 'móvil', 'móviles', 'portátil', 'tableta', 'auriculares', 'televisor'],
  ...['telefone', 'telefones', 'telemóvel', 'telemóveis', 'notebook', 'fones', 'televisão'],
  ...['telefono', 'telefoni', 'cellulare', 'cellulari', 'portatile', 'cuffie', 'televisore'],
  ...['телефон', 'телефона', 'телефоны', 'смартфон', 'смартфона', 'смартфоны', 'ноутбук', 'ноутбука', 'планшет', 'наушники', 'телевизор'],
]);
const KINDS_CJK = [
  '手机',
  '手機',
  '智能手机',
  '平板',
  '笔记本',
  '电视',
  '耳机',
  'スマホ',
  'スマートフォン',
  '携帯',
  'ノートパソコン',
  'タブレット',
  'テレビ',
  'イヤホン',
  '스마트폰',
  '휴대폰',
  '핸드폰',
  '폰',
  '노트북',
  '태블릿',
  '이어폰',
  '티비',
];

/** The maker as a company or a brand, in the ten languages. */
const COMPANY =
  /(?<![\p{L}])(?:company|brand|manufacturer|unternehmen|marke|hersteller|entreprise|fabricant|empresa|fabricante|azienda|marchio|produttore|компания|компанией|бренд|производитель)(?![\p{L}])|公司|品牌|厂商|会社|企業|ブランド|メーカー|회사|기업|브랜드|제조사/u;

/** Which is better, in the ten languages: asked beside another maker's name, it compares makers. */
const COMPARED =
  /(?<![\p{L}])(?:better|vs\.?|versus|besser|meilleur|meilleure|mieux|mejor|melhor|migliore|meglio|лучше)(?![\p{L}])|哪个好|哪個好|哪个更|どっちがいい|どちらがいい|뭐가 더|어느 게 더/u;

const wordsOf = (query: string): string[] =>
  query
    .normalize('NFKC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);

/** A capitalised Latin or Cyrillic word the store never holds, or a CJK word after 跟 / 和 / 与 / 还是 (三星 in "跟三星哪个好"): another maker. */
function namesOtherMaker(query: string, corpus: RecallCorpus): boolean {
  const words = wordsOf(query);
  const other = words.some((w, i) => i > 0 && /^\p{Lu}\p{Ll}/u.test(w) && (corpus.df.get(toToken(w.toLowerCase()) ?? w) ?? 0) === 0);
  return other || /(?:跟|和|与|與|还是|還是)\p{Script=Han}{2,}(?:哪个|哪個)/u.test(query);
}

/**
 * The store's names the question asks as a maker (see above); the caller asks only of a question not about the user and
 * says which Latin or Cyrillic words are names (`isName`: one the store gives, or one it holds that no list ranks).
 */
export function brandNamesOf(query: string, corpus: RecallCorpus, isName: (word: string) => boolean): ReadonlySet<string> {
  const out = new Set<string>();
  const lower = query.normalize('NFKC').toLowerCase();
  const words = wordsOf(lower);
  // A maker's name is written capitalised (not "a máscara do cpap").
  const written = wordsOf(query);
  const asCompany = COMPANY.test(lower) || (COMPARED.test(lower) && namesOtherMaker(query, corpus));
  words.forEach((w, i) => {
    const token = isCjk(w) ? undefined : toToken(w);
    if (token === undefined || !isName(w) || !/^\p{Lu}/u.test(written[i] ?? '')) return;
    if (asCompany || KINDS_LATIN.has(words[i - 1] ?? '') || KINDS_LATIN.has(words[i + 1] ?? '')) out.add(token);
  });
  for (const token of corpus.nameDf.keys()) {
    if (!isCjk(token) || !lower.includes(token)) continue;
    const after = lower.slice(lower.indexOf(token) + token.length).trimStart();
    if (asCompany || KINDS_CJK.some((k) => after.startsWith(k))) out.add(token);
  }
  return out;
}
