import { ABOUT_THE_WORD } from '../names/senses';
import { isCjk, normalizeForRecall, runForm, splitRuns, toToken } from '../../record/tokenize';
import { mediumLanguagesOf } from './mediumLanguages';
import { classifyAboutness } from './aboutness';

// A question asking what a quoted expression means ('what does "I don't give a fig" mean', 'Que veut dire « avoir
// un chat dans la gorge » ?', 'Cosa significa "amara" nella frase…', '「猫の手も借りたい」ってどういう意味') asks about
// words of the language: the quoted words are no anchors for the user's fig tree, cat or daughter. So does one asking
// about a quoted saying as a saying: how to say it in another language ("「猫に小判」を英語で言うと？", "'…' 영어로"), in
// which situation it is used, which fable or story it comes from, an example sentence with it, or naming it an
// idiom, a proverb or an expression ("'바다 같은 마음'이라는 표현 예문").

/**
 * Quotation marks of the ten languages, each opening with its closing one. Straight single quotes too, as Korean
 * writes a quoted saying ('하늘의 별 따기' 뜻), when they open after no letter and close before no Latin or Cyrillic
 * letter (a Korean particle may follow: '…'는): an apostrophe inside a word (l'oreille, don't) opens nothing.
 */
const QUOTED =
  /"([^"]+)"|“([^”]+)”|„([^“”"]+)[“”"]|«([^»]+)»|「([^」]+)」|『([^』]+)』|‘([^’]+)’|(?<![\p{L}\p{N}])'([^'\n]+)'(?![\p{Script=Latin}\p{Script=Cyrillic}\p{N}])/gu;
/** Asking a meaning in Chinese, Japanese and Korean (the Latin and Cyrillic ones are senses.ts's ABOUT_THE_WORD). */
const CJK_MEANING = /意思|意味|含义|뜻|의미/u;
/**
 * A quoted saying asked about as one, in Latin and Cyrillic letters (after recall normalisation): the nouns that
 * name a saying (idiom, proverb, expression; Redewendung, Sprichwort; proverbe, locution; refrán, modismo; provérbio,
 * ditado; proverbio, modo di dire; пословица, поговорка, идиома), an example sentence, or the fable it comes from.
 */
const LATIN_SAYING =
  /(?<![\p{L}])(?:idioms?|idiomatic|proverbs?|sayings?|expressions?|example sentences?|fables?|redewendung(?:en)?|sprichw(?:o|ö)rt(?:er)?|redensart(?:en)?|beispielsatz|beispielsätze|fabel|proverbes?|dictons?|locutions?|refr(?:á|a)n(?:es)?|modismos?|expresi(?:ó|o)n(?:es)?|f(?:á|a)bula|prov(?:é|e)rbios?|ditados?|express(?:ã|a)o|express(?:õ|o)es|proverbi|modi? di dire|espressioni?|favola|пословиц\p{L}*|поговорк\p{L}*|выражени\p{L}*|идиом\p{L}*|фразеологизм\p{L}*|басн\p{L}*)(?![\p{L}])/u;
/**
 * The same in Chinese, Japanese and Korean: the nouns of a saying (속담, 관용구, 표현; 成语, 谚语, 俗语; ことわざ, 慣用句,
 * 四字熟語), an example sentence (예문, 例句, 例文), a fable or source (우화, 유래, 出处, 典故, 由来), and the situation
 * it is used in (어떤 상황, どんな場面, 什么场合).
 */
const CJK_SAYING =
  /속담|관용구|관용어|사자성어|고사성어|표현|예문|우화|유래|상황에|成语|成語|谚语|諺語|俗语|俗語|惯用语|慣用語|歇后语|例句|造句|出处|出處|典故|寓言|场合|場合|ことわざ|諺|慣用句|四字熟語|故事成語|言い回し|例文|由来|場面/u;

/**
 * When a saying is used, asked with the verb of using it (どういう時に使う, いつ使う; 什么时候用, 什么情况下用; 언제 써, 어떤
 * 때 쓰는): the situation again, in the words people ask it with most.
 */
const CJK_USED_WHEN =
  /(?:どういう|どんな)(?:時|とき|場合|場面)に?(?:は)?使|いつ使|什么时候用|什麼時候用|什么情况下用|什麼情況下用|何时用|何時用|언제 ?(?:써|쓰|사용)|어떤 ?(?:때|경우)에? ?(?:써|쓰|사용)/u;

export interface QuotedWords {
  readonly tokens: ReadonlySet<string>;
  readonly cjk: readonly string[];
  /** The quoted passages as written, whole: the bridges read no concept inside them. */
  readonly passages: readonly string[];
}

const NONE: QuotedWords = { tokens: new Set(), cjk: [], passages: [] };

/** The words inside quotation marks of a question that asks what they mean; none when it asks no meaning. */
export function quotedWordsOf(query: string): QuotedWords {
  const text = query.normalize('NFKC');
  const form = normalizeForRecall(text);
  const meaning = ABOUT_THE_WORD.test(form) || CJK_MEANING.test(text);
  const saying = LATIN_SAYING.test(form) || CJK_SAYING.test(text) || CJK_USED_WHEN.test(text) || mediumLanguagesOf(text).size > 0;
  if (!meaning && !saying) return NONE;
  const tokens = new Set<string>();
  const cjk: string[] = [];
  const passages: string[] = [];
  for (const m of text.matchAll(QUOTED)) {
    const quoted = m.slice(1).find((g) => g !== undefined) ?? '';
    // A sentence of the user's own to be said in another language ('how do I say "my daughter has asthma" in
    // Korean') is about the user: only a saying (no first person) is words of the language alone.
    if (!meaning && classifyAboutness(normalizeForRecall(quoted)) === 'user') continue;
    passages.push(quoted);
    for (const word of normalizeForRecall(quoted).match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? []) {
      if (isCjk(word)) cjk.push(word);
      else {
        const token = toToken(word);
        if (token !== undefined) tokens.add(token);
      }
    }
  }
  return tokens.size === 0 && cjk.length === 0 ? NONE : { tokens, cjk, passages };
}

/** The unit is one of the quoted words (a CJK unit: inside a quoted CJK run). */
export const isQuoted = (quoted: QuotedWords, unit: string): boolean =>
  quoted.tokens.has(unit) || (isCjk(unit) && quoted.cjk.some((run) => run.includes(unit)));

/** The question's run form without its quoted passages (a saying asked about names no concept of the user's life). */
export function withoutQuotedPassages(form: string, quoted: QuotedWords): string {
  let out = form;
  for (const passage of quoted.passages) {
    const written = runForm(splitRuns(passage)).trim();
    if (written.length > 0) out = out.split(written).join(' ');
  }
  return out;
}
