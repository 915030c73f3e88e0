import { cued } from './cueScan';

// A guess said by a verb ending rather than a word: Korean -나 보다 after a verb stem ("고양이를 키우나 봐", "좋아하나
// 봐요", "바쁘나 보네"), a conclusion from what one sees. The ending is glued to the stem, so a separate word 나 ("나 봐",
// look at me) is none of these. Input is canonical text (canonical.ts); Hangul is left as written.
const GUESS_ENDING = cued(/(?<=[가-힣])나\s?(?:봐|봐요|보네|보네요|봅니다|봐서)(?![가-힣])/u);
// Cheap prefilter: the ending's first syllable.
const ENDING_START = /나\s?[봐보봅]/u;

/** A guess said by a verb ending: speculative. */
export const hasGuessEnding = (text: string): boolean => ENDING_START.test(text) && GUESS_ENDING.test(text);
