import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';
import { FEELING_WORDS } from './volatileGrammarData';
import { fatigueOf } from './volatileFeelingEvent';

// "Andar" with a gerund, the Portuguese and Spanish aspect of "lately, has been": "anda pulando o café da manhã", "anda
// dormindo mal", "anda saliendo con alguien", "anda durmiendo poco". Portuguese of Portugal says it with "a" and an
// infinitive ("anda a dormir mal"). "Andar" with a feeling or fatigue is the same aspect of a mood ("anda meio triste",
// "anda muy agobiada", "anda exausto"); "anda sempre triste" names a routine, which the caller keeps. Input is
// canonical text.

const LATELY: Readonly<Partial<Record<GrammarLang, string>>> = {
  pt: String.raw`\b(?:anda|ando|andam|andamos)\s+(?:(?:meio|muito|bem)\s+)?(?:\p{L}+(?:ando|endo|indo|ondo)|a\s+\p{L}+(?:ar|er|ir))\b`,
  es: String.raw`\b(?:anda|ando|andan|andamos)\s+(?:(?:medio|muy)\s+)?\p{L}+(?:ando|iendo|yendo)\b`,
};

const MOOD_OF = (lang: 'pt' | 'es'): string => `(?:${FEELING_WORDS[lang]}|${fatigueOf(lang)})`;
const LATELY_MOOD: Readonly<Partial<Record<GrammarLang, string>>> = {
  pt: String.raw`\b(?:anda|ando|andam|andamos)\s+(?:(?:meio|muito|bem|um\s+pouco|tao|super)\s+)?${MOOD_OF('pt')}`,
  es: String.raw`\b(?:anda|ando|andan|andamos)\s+(?:(?:medio|muy|algo|un\s+poco|tan|super)\s+)?${MOOD_OF('es')}`,
};

const LATELY_OF = cued(new RegExp(`${union(LATELY)}|${union(LATELY_MOOD)}`, 'iu'));

/** The aspect of "lately" (andar with a gerund): temporary. */
export const hasLatelyAspect = (text: string): boolean => LATELY_OF.test(text);
