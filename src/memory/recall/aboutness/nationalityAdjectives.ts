import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { toToken } from '../../record/tokenize';
import { languageNames, mediumLanguagesOf } from './mediumLanguages';

// In the Latin and Cyrillic languages a language's name is also its people's adjective ("mi esposa italiana", "um
// distribuidor italiano", "итальянскому дистрибьютору", "ein italienischer Händler", "an Italian importer"). It names
// the language only beside a word of learning, speaking, translating or correcting ("aprender italiano", "parla
// italiano", "B1", "in italiano"); elsewhere it names the country's people or things, and a country's own name
// ("in Italia") names the country. A memory about the user's use of a language (its words name lessons, a level,
// learning) is then not met on that name. Chinese, Japanese and Korean write the language apart (イタリア語, 意大利语,
// 이탈리아어): their names are left out.

/** Words of learning, speaking, translating and correcting a language, as word beginnings, in the ten languages. */
const LANGUAGE_USE = new RegExp(
  '(?<![\\p{L}])(?:' +
    [
      // en
      'learn',
      'stud(?:y|ies|ying)',
      'speak',
      'spoke',
      'lessons?',
      'class(?:es)?',
      'courses?',
      'tutor',
      'grammar',
      'vocabular',
      'translat',
      'fluen',
      'pronunc',
      'pronounc',
      'conjugat',
      'correct',
      'level',
      'native speaker',
      'practi',
      'drill',
      'improv',
      'honorific',
      'teacher',
      'professeur',
      'profesor',
      'professor',
      'insegnant',
      'преподава',
      'репетитор',
      'politeness',
      'bilingual',
      'multilingual',
      // de
      'lern',
      'sprech',
      'sprich',
      'spricht',
      'kurs',
      'unterricht',
      'übersetz',
      'niveau',
      'korrigier',
      'grammatik',
      'vokabel',
      'verbesser',
      'üb(?:en|e|t)(?![\\p{L}])',
      'höflichkeit',
      '\\p{L}*lehrer',
      '\\p{L}*sprachig',
      // fr
      'apprend',
      'appris',
      'étudi',
      'parl',
      'leçon',
      'tradu',
      'corrig',
      'grammaire',
      'vocabulaire',
      'amélior',
      'politesse',
      'biling',
      // es, pt
      'aprend',
      'estudi',
      'estud',
      'habl',
      'clases?',
      'lecci',
      'nivel',
      'nível',
      'gramática',
      'vocabul',
      'fal(?:ar|o|a|as|amos|am|ei|ou)(?![\\p{L}])',
      'aulas?',
      'mejor',
      'melhor',
      'cortesía',
      'cortesia',
      // it
      'impar',
      'studi',
      'lezion',
      'corsi',
      'corso di',
      'livell',
      'corregg',
      'grammatica',
      'miglior',
      // ru
      '(?:вы|на)?уч(?:у|ит|ил|еб|ите|ат|ишь)',
      'изуч',
      'улучш',
      'вежлив',
      'двуязыч',
      'практик',
      'говор',
      'урок',
      'курсы',
      'перев',
      'уровен',
      'уровн',
      'исправ',
      'граммат',
      'словар',
    ].join('|') +
    ')',
  'u',
);
/** A level of the European framework (A1 … C2). */
const CEFR_LEVEL = /(?<![\p{L}\p{N}])[abc][12](?![\p{L}\p{N}])/iu;

/** The text speaks of learning, speaking, translating or correcting a language, or asks in one. */
export const usesLanguage = (text: string): boolean => {
  const lower = text.normalize('NFKC').toLowerCase();
  return LANGUAGE_USE.test(lower) || CEFR_LEVEL.test(lower) || mediumLanguagesOf(text).size > 0;
};

const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u;
let tokens: ReadonlySet<string> | undefined;
/** Every Latin or Cyrillic language name Intl gives in the ten languages, as written and as its token. */
function languageNameTokens(): ReadonlySet<string> {
  if (tokens !== undefined) return tokens;
  const out = new Set<string>();
  for (const name of languageNames()) {
    if (!LATIN_OR_CYRILLIC.test(name)) continue;
    out.add(name);
    const token = toToken(name);
    if (token !== undefined) out.add(token);
  }
  tokens = out;
  return out;
}

const useCache = new WeakMap<object, boolean>();
const cached = (key: object, text: () => string): boolean => {
  let hit = useCache.get(key);
  if (hit === undefined) {
    hit = usesLanguage(text());
    useCache.set(key, hit);
  }
  return hit;
};

/**
 * The anchor is a language's name the question writes as a nationality or a country (no word of using a language
 * beside it), and the memory is about the user's use of that language: not met on it.
 */
export const nationalityNotLanguage = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  languageNameTokens().has(anchor) &&
  !cached(q, () => q.formAsWritten) &&
  cached(m.memory, () => [...m.memory.tags, m.memory.identity.subject, m.memory.text].join(' \n '));

/** The country whose people a language's name names ("it" → "IT"), from Intl's likely subtags. */
export function countryOfLanguage(code: string): string | undefined {
  try {
    return new Intl.Locale(code).maximize().region;
  } catch {
    return undefined;
  }
}
