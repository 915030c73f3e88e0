import { canonicalize } from '../canonical';
import { NOW_WORDS } from './nowWords';

// A "never" clause states a lasting trait over a whole life, not a passing state: "is never signed off sick", "n'a
// jamais été en arrêt maladie", "non si è mai messo in malattia", "从来没请过病假", "一度も病欠したことがない". The wording
// rules read the text without the never word and the few words after it in its clause, so an episode word there (sick
// leave, a delay, a cold) is not read as happening now. "Never again" (a verdict after one episode) is kept. Input is
// canonical text.

// The clause's words, up to a conjunction or a word of now (nowWords.ts: "nie so gestresst wie diese Woche" keeps its week).
const WORDS = String.raw`(?:\s+(?!(?:${NOW_WORDS}|but|and|aber|und|mais|et|pero|y|mas|e|ma|ed|но|or|oder|ou|o|или)(?![\p{L}]))[\p{L}\p{N}'’-]+){1,5}`;
const AGAIN = String.raw`(?!\s+(?:again|wieder|mehr|plus|mas|mais|piu|больше|снова)(?![\p{L}]))`;

const NEVER_LATIN = new RegExp(
  canonicalize(
    [
      String.raw`(?<![\p{L}])(?:never|nie|niemals|jamais|nunca|jamas|никогда)${AGAIN}${WORDS}`,
      // Italian "mai" after "non" (French "mai" is May): "non si è mai messo in malattia".
      String.raw`(?<![\p{L}])non\s+(?:[\p{L}'’]+\s+){0,3}mai${AGAIN}${WORDS}`,
    ].join('|'),
  ),
  'giu',
);
// Never again is kept: 再也不, もう二度と, 다시는.
const NEVER_CJK = /(?:从来?不|从来?没有?|从未|從來?不|從來?沒有?|從未|一度も|決して|한\s?번도|절대로?)[^。，、,.;；!！?？\n]{1,12}/gu;

export const withoutNeverClause = (text: string): string => text.replace(NEVER_LATIN, ' ').replace(NEVER_CJK, ' ');
