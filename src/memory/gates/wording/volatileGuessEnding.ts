import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// A guess said by a verb ending rather than a word: Korean -나 보다 after a verb stem ("고양이를 키우나 봐", "좋아하나
// 봐요", "바쁘나 보네"), a conclusion from what one sees. The ending is glued to the stem, so a separate word 나 ("나 봐",
// look at me) is none of these. Input is canonical text (canonical.ts); Hangul is left as written.
const GUESS_ENDING = cued(/(?<=[가-힣])나\s?(?:봐|봐요|보네|보네요|봅니다|봐서)(?![가-힣])/u);
// Cheap prefilter: the ending's first syllable.
const ENDING_START = /나\s?[봐보봅]/u;

// The same conclusion closing a terse note: Japanese 様子 after a predicate ("価格に敏感な様子", "疲れている様子だ") and
// Korean 듯 after an adnominal ending ("가격에 민감한 듯", "바쁜 듯함"), each at the end of a clause. 様子 as a noun
// ("子どもの様子を見る") is followed by a particle, and 듯이 ("as if") goes on.
const NOTE_ENDING = cued(
  new RegExp(
    canonicalize(String.raw`(?<=な|る|た|い)様子(?:だ|です|である)?(?=\s*(?:[.,、。]|$))`) +
      String.raw`|(?<=[가-힣])\s듯(?:\s?(?:함|하다|해요?|보임|싶음))?(?=\s*(?:[.,]|$))`,
    'u',
  ),
);

/** A guess said by a verb ending: speculative. */
export const hasGuessEnding = (text: string): boolean => ENDING_START.test(text) && GUESS_ENDING.test(text);

/** A note closed by a seeming ending (on the candidate's own text, whose end its tags would hide): speculative. */
export const hasSeemingNoteEnding = (ownText: string): boolean => NOTE_ENDING.test(ownText);
