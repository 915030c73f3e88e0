import { ABOUT_THE_WORD } from '../names/senses';
import { isCjk, normalizeForRecall, toToken } from '../../record/tokenize';

// A question asking what a quoted expression means ('what does "I don't give a fig" mean', 'Que veut dire « avoir
// un chat dans la gorge » ?', 'Cosa significa "amara" nella frase…', '「猫の手も借りたい」ってどういう意味') asks about
// words of the language: the quoted words are no anchors for the user's fig tree, cat or daughter.

/** Quotation marks of the ten languages, each opening with its closing one. */
const QUOTED = /"([^"]+)"|“([^”]+)”|„([^“”"]+)[“”"]|«([^»]+)»|「([^」]+)」|『([^』]+)』|‘([^’]+)’/gu;
/** Asking a meaning in Chinese, Japanese and Korean (the Latin and Cyrillic ones are senses.ts's ABOUT_THE_WORD). */
const CJK_MEANING = /意思|意味|含义|뜻|의미/u;

export interface QuotedWords {
  readonly tokens: ReadonlySet<string>;
  readonly cjk: readonly string[];
}

const NONE: QuotedWords = { tokens: new Set(), cjk: [] };

/** The words inside quotation marks of a question that asks what they mean; none when it asks no meaning. */
export function quotedWordsOf(query: string): QuotedWords {
  const text = query.normalize('NFKC');
  if (!ABOUT_THE_WORD.test(normalizeForRecall(text)) && !CJK_MEANING.test(text)) return NONE;
  const tokens = new Set<string>();
  const cjk: string[] = [];
  for (const m of text.matchAll(QUOTED)) {
    const quoted = m.slice(1).find((g) => g !== undefined) ?? '';
    for (const word of normalizeForRecall(quoted).match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? []) {
      if (isCjk(word)) cjk.push(word);
      else {
        const token = toToken(word);
        if (token !== undefined) tokens.add(token);
      }
    }
  }
  return tokens.size === 0 && cjk.length === 0 ? NONE : { tokens, cjk };
}

/** The unit is one of the quoted words (a CJK unit: inside a quoted CJK run). */
export const isQuoted = (quoted: QuotedWords, unit: string): boolean =>
  quoted.tokens.has(unit) || (isCjk(unit) && quoted.cjk.some((run) => run.includes(unit)));
