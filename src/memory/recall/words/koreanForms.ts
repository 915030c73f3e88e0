// A Korean verb or adjective is written as its stem and an ending, in one word with no space (바꾸고, 바꾸는, 바꾸면;
// 마시고, 마시면서): two texts writing the same verb in different forms share only the stem (바꾸), a phrase the word list
// never holds, since it ranks words as written (하는, 보고). That phrase would then weigh as a rare word, and "비밀번호
// 바꾸는 법" would carry a memory "작업을 디지털로 바꾸고 있다" about something else entirely. As japaneseForms.ts does for
// a Japanese verb's kanji and okurigana, a shared Hangul phrase that opens a word whose rest, in the question or the
// memory, is a verb's ending is that verb's stem, and weighs as the commonest form of it the list holds, else as the
// commonest words. A noun keeps its weight: its particles (이, 가, 을, 를, 은, 는, 에, 도…) are no verb ending, and a
// noun verbed with 하다 (추천하고) still shares the noun itself (추천) as a phrase of its own.

/**
 * Endings written only after a verb's or adjective's stem: connectives (고, 면, 서, 며, 니까, 는데, 지만, 면서, 려고, 도록),
 * the polite and plain sentence endings (어요, 아요, 세요, 습니다, 네요, 죠, 다), the past and future infixes (었, 았,
 * 겠) with what follows them, and a request's auxiliary (어 줘, 아 주세요). Not the topic and case particles, nor 는, 은, 지
 * and 기, which a noun also ends with (바다는, 여행지, 일기).
 */
const VERB_ENDINGS: readonly string[] = [
  '고',
  '면',
  '서',
  '며',
  '다',
  '어',
  '아',
  '고요',
  '어요',
  '아요',
  '어서',
  '아서',
  '어도',
  '아도',
  '어야',
  '아야',
  '으면',
  '으니',
  '으며',
  '니까',
  '으니까',
  '는데',
  '은데',
  '는지',
  '지만',
  '면서',
  '으면서',
  '려고',
  '으려고',
  '려면',
  '으려면',
  '도록',
  '다가',
  '네요',
  '죠',
  '지요',
  '세요',
  '으세요',
  '셨어요',
  '습니다',
  '었다',
  '았다',
  '었어',
  '았어',
  '었어요',
  '았어요',
  '겠다',
  '겠어',
  '겠어요',
  '어줘',
  '아줘',
  '어주세요',
  '아주세요',
  '줘',
  '줘요',
  '주세요',
];
const ENDINGS = new Set(VERB_ENDINGS);
const HANGUL = /^\p{Script=Hangul}+$/u;
const HANGUL_CHAR = /\p{Script=Hangul}/u;

/** Whether `form` writes `phrase` at the start of a word whose rest is a verb's ending (바꾸 in "바꾸고"). */
function opensVerbForm(form: string, phrase: string): boolean {
  for (let at = form.indexOf(phrase); at !== -1; at = form.indexOf(phrase, at + 1)) {
    if (at > 0 && HANGUL_CHAR.test(form[at - 1] ?? '')) continue;
    let end = at + phrase.length;
    while (end < form.length && HANGUL_CHAR.test(form[end] ?? '')) end += 1;
    if (ENDINGS.has(form.slice(at + phrase.length, end))) return true;
  }
  return false;
}

/**
 * The rank a shared Hangul phrase takes when it is a verb's or adjective's stem in one of the `forms` (the question's
 * and the memory's, as written): that of the commonest form of the stem the list holds (`rank`: the word list's, of a
 * written word), else the commonest words' (`common`). Undefined when the phrase is no such stem.
 */
export function koreanStemRank(
  phrase: string,
  forms: readonly string[],
  rank: (word: string) => number | undefined,
  common: number,
): number | undefined {
  if (!HANGUL.test(phrase) || !forms.some((form) => opensVerbForm(form, phrase))) return undefined;
  let best: number | undefined;
  for (const ending of ['', '는', '은', '지', '기', ...VERB_ENDINGS]) {
    const found = rank(phrase + ending);
    if (found !== undefined && (best === undefined || found < best)) best = found;
  }
  return best ?? common;
}
