import { CONCEPTS } from '../bridges/conceptBridge.data';
import { KINSHIP_CONCEPTS } from '../bridges/kinship.data';

// A name a memory introduces after a relation word of the bridge's kinship tables, in any of the ten languages: the
// in-laws (la suocera Rosa, die Schwiegermutter Rosa), a spouse (丈夫Florian, der Ehemann Florian), a sibling written in
// Japanese (弟のテヤン). senses.ts reads the hand list of its own words first; these are the table's forms beside it.
// The name is a capitalised Latin or Cyrillic word, or a katakana run, right after the word (a comma, a space or の
// between); a lower-case word after it is no name (la suocera vive…).

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const capitalise = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** A CJK relation word may touch the name (丈夫Florian); a Latin or Cyrillic one is followed by a space or a comma. */
const CJK = '\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Katakana}\\p{Script=Hiragana}';
const LETTERS = "\\p{Script=Latin}\\p{Script=Cyrillic}\\p{M}'-";

const RELATIONS = [...CONCEPTS, ...KINSHIP_CONCEPTS].filter((c) => c.kind === 'relation');
/** German's own relation nouns, which it writes capitalised anywhere (not "papa" or "partner", shared with others). */
const GERMAN: ReadonlySet<string> = new Set(
  RELATIONS.flatMap((c) => c.forms.de).filter(
    (form) => !RELATIONS.some((c) => Object.entries(c.forms).some(([language, forms]) => language !== 'de' && forms.includes(form))),
  ),
);

let pattern: RegExp | undefined;
function relationName(): RegExp {
  if (pattern !== undefined) return pattern;
  const forms = new Set<string>();
  for (const concept of RELATIONS)
    for (const list of Object.values(concept.forms))
      for (const form of list) {
        const words = form.split(' ');
        forms.add(form);
        forms.add(capitalise(form));
        // German writes the noun capitalised after a possessive (mein Mann).
        forms.add([words[0] ?? '', ...words.slice(1).map(capitalise)].join(' '));
      }
  const alternation = (list: readonly string[]) =>
    [...list]
      .sort((a, b) => b.length - a.length)
      .map((f) => escape(f).replace(/ /gu, '\\s+'))
      .join('|');
  const cjk = [...forms].filter((f) => new RegExp(`^[${CJK}]+$`, 'u').test(f));
  const spaced = [...forms].filter((f) => !cjk.includes(f));
  // A Latin or Cyrillic word stands whole (not the "son" of "Jackson"); a CJK word may follow any other (她的丈夫Florian).
  pattern = new RegExp(
    `(?:(?<![\\p{L}\\p{M}])(${alternation(spaced)})(?:,?\\s+)|(?:${alternation(cjk)})(?:の|\\s*))([\\p{Lu}\\p{Lt}][${LETTERS}]*|[\\p{Script=Katakana}ー]{2,8})`,
    'gu',
  );
  return pattern;
}

/**
 * The names `text` introduces right after a relation word of the kinship tables. A capitalised relation word inside a
 * sentence is a brand's or a place's word (Papa Johns, Mama Mia), unless German, which capitalises every noun.
 */
export function relationIntroducedNames(text: string): string[] {
  const normal = text.normalize('NFKC');
  return [...normal.matchAll(relationName())]
    .filter((m) => {
      const word = m[1];
      if (word === undefined || !/^\p{Lu}/u.test(word)) return true;
      return GERMAN.has(word.toLowerCase()) || /(?:^|[.!?。！？]\s*)$/u.test(normal.slice(0, m.index));
    })
    .map((m) => m[2] ?? '')
    .filter((n) => n.length > 0);
}
