import { CONCEPTS } from '../bridges/conceptBridge.data';

// Japanese builds nouns by writing a katakana loanword right after a kanji noun, with no particle between: 住宅ローン
// (housing loan), 日本ワイン, 通勤バス. The katakana word of such a compound is a common noun, not a name of the store
// whose sound key it meets (ローン is no Leone). A name follows a kanji word bare only when that word is the bearer's
// relation or kind (息子レオーネ, 愛犬ペペ, 夫ヨナス): the relation and pet words of the concept table keep it a name, and
// so do the birth-order and social words of a person the table does not hold (長男, 次女, 友人, 同僚, 孫).

const HAN_BEFORE = /\p{Script=Han}+$/u;
/** Birth order (長男, 次女) and a person's social words (友人, 同僚): a closed class of Japanese person nouns. */
const PERSON_WORD = /(?:[長次三四末][男女]|友人|友達|同僚|上司|部下|先輩|後輩|彼女|恋人|孫|甥|姪|義[兄弟姉妹父母])$/u;

let relationWords: readonly string[] | undefined;
/** The Japanese relation and pet words of the concept table written in kanji (息子, 娘, 夫, 愛犬, 猫). */
const kanjiRelations = (): readonly string[] =>
  (relationWords ??= CONCEPTS.filter((c) => c.kind === 'relation' || c.kind === 'pet')
    .flatMap((c) => c.forms.ja ?? [])
    .filter((form) => /^\p{Script=Han}+$/u.test(form)));

/** Whether a katakana word written right after `before` ends a kanji noun compound (住宅|ローン), not a relation's name. */
export function endsKanjiCompound(before: string): boolean {
  const han = HAN_BEFORE.exec(before)?.[0];
  return han !== undefined && !PERSON_WORD.test(han) && !kanjiRelations().some((form) => han.endsWith(form));
}
