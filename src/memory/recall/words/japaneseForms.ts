// A Japanese verb or adjective is written with its kanji and okurigana, the hiragana that change with every form (行く,
// 行って, 行きたい; 飲む, 飲んで; 考える, 考えて). The word list (wordRarity.data.ts) keys a word by the stem it was cut
// to (考え, 教え, 食べ) and keeps only stems of two characters or more, so the commonest verbs, whose stem is one kanji
// (行く, 飲む, 持つ, 見る), are missing from it, and any form of a verb the list does hold is missing as written: both
// would weigh as a rare word, and "に行く", "を飲んで", "考えて" would carry a memory about something else entirely. One
// kanji followed by hiragana that do not open with a case particle (の, に, を, で…: "猫の" is the cat's) and hold a
// verb's ending is such a form.

/** Hiragana that follow a noun as its case or topic particle, not a verb's okurigana. */
const CASE_PARTICLES = 'のにをではがとへもや';
/**
 * Okurigana that only a verb's or adjective's form writes: the te-form and the past (て, で, た, だ), the small tsu and
 * the n of a contracted stem (持っ, 飲ん), a negative, a wish or a polite ending (ない, たい, ます), or a dictionary
 * form's last kana. The bare continuative stem stays out: it is as often a noun (造り, 釣り, 切れ, 祭り).
 */
const VERB_FORM = new RegExp(
  String.raw`^\p{Script=Han}(?![${CASE_PARTICLES}])\p{Script=Hiragana}*(?:[てでただっん]|ない|たい|ます|[うくすつぬむるぐぶ]$)\p{Script=Hiragana}*$`,
  'u',
);

/**
 * The rank a Japanese verb or adjective form takes (`rank`: the word list's, of a written word): that of the longest
 * stem of it the list holds (考え of 考えて), else the commonest words' (`common`), since its stem is one kanji. Undefined
 * when the phrase is no such form.
 */
export function verbFormRank(phrase: string, rank: (word: string) => number | undefined, common: number): number | undefined {
  if (!VERB_FORM.test(phrase)) return undefined;
  const chars = Array.from(phrase);
  for (let end = chars.length - 1; end >= 2; end -= 1) {
    const found = rank(chars.slice(0, end).join(''));
    if (found !== undefined) return found;
  }
  return common;
}
