import { CONCEPTS } from '../bridges/conceptBridge.data';

// What others do, asked with a question word and a plural subject with its definite article: "como as abelhas fazem
// mel?", "¿cómo hacen miel las abejas?", "comment les abeilles font le miel ?", "come fanno il miele le api?". The
// subject is a kind of things or creatures and the verb agrees with it in the third person plural, so the question
// asks how the world works (aboutness.ts reads it as a world frame). A household's people and pets by a plural
// article ("los niños", "les chats") are often the asker's own, so a kinship or pet noun (conceptBridge.data.ts)
// leaves the question alone. Spanish, Portuguese, French and Italian have the form; English asks "how do bees…",
// already a world frame, and German writes no article before a kind ("wie machen Bienen Honig").

const QUESTION_WORD = String.raw`(?:como|cómo|por ?que|por qué|porque|onde|dónde|donde|quando|cuándo|cuando|o que|qué|que|comment|pourquoi|où|quand|come|perché|perche|dove|cosa|che cosa)`;
const PLURAL_ARTICLE = String.raw`(?:os|as|los|las|les|gli|le|i)`;
/** Third person plural endings: -am/-em/-ão (pt), -an/-en (es), -ent/-ont (fr: font, sont, ont, vont), -ano/-ono/-nno (it). */
const PLURAL_VERB = String.raw`\p{L}{1,}(?:am|em|ão|an|en|ent|ont|ano|ono|nno)`;
const NOUN = String.raw`(\p{L}{3,})`;

/** Question word, article, noun, verb ("como as abelhas fazem"); or question word, verb, up to two words, article, noun ("come fanno il miele le api"). */
const ARTICLE_FIRST = new RegExp(
  String.raw`^${QUESTION_WORD}\s+${PLURAL_ARTICLE}\s+${NOUN}\s+(?:\p{L}+\s+)?${PLURAL_VERB}(?![\p{L}])`,
  'u',
);
const VERB_FIRST = new RegExp(
  String.raw`^${QUESTION_WORD}\s+${PLURAL_VERB}(?:\s+[\p{L}']+){1,2}\s+${PLURAL_ARTICLE}\s+${NOUN}(?![\p{L}])`,
  'u',
);

/**
 * French asks the same by inverting a pronoun after the verb of a plural subject anywhere in the question: "Quelles
 * activités les Français font-ils le plus ?", "pourquoi les chats ronronnent-ils ?" (only French has the form).
 */
const INVERTED = new RegExp(String.raw`(?<![\p{L}])les\s+${NOUN}\s+\p{L}+-(?:t-)?(?:ils|elles)(?![\p{L}])`, 'u');

const HOUSEHOLD: ReadonlySet<string> = new Set(
  CONCEPTS.filter((c) => c.kind === 'relation' || c.kind === 'pet').flatMap((c) => [c.forms.es, c.forms.pt, c.forms.fr, c.forms.it].flat()),
);

/** A plural of a household noun: "hijos", "filhos", "chats", "figli" (Italian plurals change the last vowel). */
const isHousehold = (noun: string): boolean =>
  [noun, noun.replace(/e?s$/u, ''), noun.replace(/[ie]$/u, 'o'), noun.replace(/[ie]$/u, 'a')].some((form) => HOUSEHOLD.has(form)) ||
  /^(?:niñ|crianç|enfant|bambin|ragazz|chic|miúd)/u.test(noun);

/** `text` after recall normalisation (NFKC, lower case, inverted marks dropped at the start). */
export function asksWhatOthersDo(text: string): boolean {
  for (const re of [ARTICLE_FIRST, VERB_FIRST, INVERTED]) {
    const noun = re.exec(text)?.[1];
    if (noun !== undefined && !isHousehold(noun)) return true;
  }
  return false;
}
