import { CJK_FUNCTION_CHARS, JAPANESE_PARTICLES } from './rarity';

// Every 2-, 3- and 4-character piece of a CJK run is a phrase (tokenize.ts cjkPhrases), so a word both texts write
// with its particle or ending shares, besides the word, pieces made of its last character and the grammar: "통풍이"
// shares 통풍, 풍이 and 통풍이, "주말에" 주말, 말에 and 주말에, "手順を" 手順, 順を and 手順を. Such a piece (풍이, 말에, 順を,
// 作是) is no word of either text: one character of the word before it and a particle or ending. It counts no more, so
// one written word is not weighed as one word more than it holds. Pieces of one longer word (裁ちば, 裁ちばさ; 偏头,
// 头痛) each hold content and still count.

/**
 * One-syllable Korean particles and verb endings (이, 가, 을, 를, 은, 는, 의, 에, 와, 과, 로, 도, 만, 랑; 고, 면, 서, 며,
 * 다, 요, 어, 아, 지, 게), Japanese case and topic particles, and Chinese particles and helper characters.
 */
const GRAMMAR: ReadonlySet<string> = new Set([
  ...Array.from('이가을를은는의에와과로도만랑고면서며다요어아지게'),
  ...JAPANESE_PARTICLES,
  ...CJK_FUNCTION_CHARS,
]);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether the question writes `piece` only inside a word: a CJK character right before each place it stands. */
function neverOpensWord(form: string, piece: string): boolean {
  for (let at = form.indexOf(piece); at !== -1; at = form.indexOf(piece, at + 1))
    if (at === 0 || !CJK.test(form[at - 1] ?? '')) return false;
  return true;
}

/** The shared phrases without those made of one character inside a word of `form` (the question) and a particle or ending. */
export function withoutGrammarPieces(phrases: readonly string[], form: string): string[] {
  return phrases.filter((phrase) => {
    const chars = Array.from(phrase);
    return !(chars.length === 2 && GRAMMAR.has(chars[1] ?? '') && neverOpensWord(form, phrase));
  });
}
