import { canonicalize } from '../canonical';

// An intention denied is a lasting stance, not a plan of the moment: "no piensa cambiarse de banco", "não pretende
// trocar de banco", "non ha intenzione di cambiare banca", "не собирается менять банк", "has no plans to move", "不打算
// 换银行". The words of intention ("piensa", "pretende", "ha intenzione di", "собирается", "plans to", "打算") make a
// memory temporary as a near future; with a negation right before them nothing is about to happen, so the negation
// and the intention are read away together before the wording rules run. A time word in the clause still counts
// ("no piensa salir esta noche" stays temporary by "esta noche"). French, German, Japanese and Korean deny an intention
// with words the intention rules do not read ("n'a pas l'intention de", "hat nicht vor", "つもりはない", "생각이 없다").
// Input is canonical (accents dropped, Cyrillic look-alikes read as Latin).
const NEGATED_INTENTION = new RegExp(
  [
    canonicalize(
      [
        String.raw`(?<![\p{L}])(?:has\s+no|with\s+no|no)\s+(?:real\s+|immediate\s+)?plans?\s+to(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:no|nunca|jamas|tampoco)\s+(?:piensa|planea|pretende|tiene\s+pensado)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:nao|nunca|jamais)\s+(?:pretende|planeja|pensa\s+em|tem\s+planos?\s+de)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:non|mai)\s+(?:ha\s+(?:alcuna\s+)?intenzione\s+di|ha\s+in\s+programma\s+di)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:никогда\s+)?не\s+(?:собирается|собираюсь|собираются|планирует|планирую|планируют|намерен[аы]?)(?![\p{L}])`,
      ].join('|'),
    ),
    String.raw`(?:不|没|沒|没有|沒有|从不|從不|并不|並不|从没|從沒|也不)(?:打算|计划|計劃)`,
  ].join('|'),
  'giu',
);

// Most texts hold no word of intention: one cheap search before the negations are looked for.
const INTENTION_WORD = new RegExp(
  canonicalize(String.raw`plan|piensa|pensado|pretende|planeja|pensa|intenzione|programma|собира|планир|намерен|打算|计划|計劃`),
  'iu',
);

/** The text with each denied intention read away (canonical text). */
export const withoutNegatedIntention = (text: string): string => (INTENTION_WORD.test(text) ? text.replace(NEGATED_INTENTION, ' ') : text);
