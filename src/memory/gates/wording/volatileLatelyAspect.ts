import { cued } from './cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// "Andar" with a gerund, the Portuguese and Spanish aspect of "lately, has been": "anda pulando o café da manhã", "anda
// dormindo mal", "anda saliendo con alguien", "anda durmiendo poco". Portuguese of Portugal says it with "a" and an
// infinitive ("anda a dormir mal"). Input is canonical text.

const LATELY: Readonly<Partial<Record<GrammarLang, string>>> = {
  pt: String.raw`\b(?:anda|ando|andam|andamos)\s+(?:(?:meio|muito|bem)\s+)?(?:\p{L}+(?:ando|endo|indo|ondo)|a\s+\p{L}+(?:ar|er|ir))\b`,
  es: String.raw`\b(?:anda|ando|andan|andamos)\s+(?:(?:medio|muy)\s+)?\p{L}+(?:ando|iendo|yendo)\b`,
};

const LATELY_OF = cued(new RegExp(union(LATELY), 'iu'));

/** The aspect of "lately" (andar with a gerund): temporary. */
export const hasLatelyAspect = (text: string): boolean => LATELY_OF.test(text);
