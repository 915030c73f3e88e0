import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { toToken } from '../../record/tokenize';
import { languageNames, mediumLanguagesOf } from './mediumLanguages';
import { placeRows } from '../bridges/placeNameTable';
import { areaWordCounts } from '../areas/lifeAreas';
import { thingAreaCounts } from '../areas/thingAreas';

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

// A nationality describing a third party ("Is Makita a Japanese brand?", "¿Es italiano este plato?", "这是德国车吗",
// "일본 브랜드야?") names where that thing comes from, not the user's cuisine, language study or travel. In Chinese,
// Japanese and Korean the country's own name does that job before the noun it describes (德国车, 日本のブランド, 일본 브랜드).

/** Every country or region name of the place table (CLDR) in Chinese, Japanese and Korean. */
let cjkRegions: ReadonlySet<string> | undefined;
function cjkRegionNames(): ReadonlySet<string> {
  if (cjkRegions !== undefined) return cjkRegions;
  const out = new Set<string>();
  for (const row of placeRows()) {
    if (!row.id.startsWith('r:')) continue;
    for (const language of ['zh', 'ja', 'ko'] as const) for (const form of row.forms.get(language) ?? []) out.add(form);
  }
  cjkRegions = out;
  return out;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** A CJK country name written as a modifier: straight before a Han or katakana noun, before Japanese の, or before a Korean noun after a space. */
const cjkModifierOf = (form: string, anchor: string): boolean =>
  new RegExp(
    `${escape(anchor)}(?:[\\p{Script=Han}\\p{Script=Katakana}]|の[\\p{Script=Han}\\p{Script=Katakana}]|\\s[\\p{Script=Hangul}]{2,})`,
    'u',
  ).test(form) && !new RegExp(`${escape(anchor)}[语語人]`, 'u').test(form);

let latinRegions: ReadonlySet<string> | undefined;
/** Every country or region name of the place table (CLDR) in the Latin and Cyrillic languages, accents folded. */
function latinRegionNames(): ReadonlySet<string> {
  if (latinRegions !== undefined) return latinRegions;
  const out = new Set<string>();
  for (const row of placeRows()) {
    if (!row.id.startsWith('r:')) continue;
    for (const [language, forms] of row.forms) {
      if (language === 'zh' || language === 'ja' || language === 'ko') continue;
      for (const form of forms) {
        out.add(fold(form));
        const token = toToken(form);
        if (token !== undefined) out.add(fold(token));
      }
    }
  }
  latinRegions = out;
  return out;
}

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
let byOpening: ReadonlyMap<string, readonly string[]> | undefined;
/** The Latin and Cyrillic language names, accents folded, by their first five letters. */
function namesByOpening(): ReadonlyMap<string, readonly string[]> {
  if (byOpening !== undefined) return byOpening;
  const out = new Map<string, string[]>();
  for (const name of languageNameTokens()) {
    const folded = fold(name);
    if (folded.length < 5 || /\s/u.test(folded)) continue;
    const list = out.get(folded.slice(0, 5)) ?? [];
    list.push(folded);
    out.set(folded.slice(0, 5), list);
  }
  byOpening = out;
  return out;
}

/**
 * A language's name or one of its adjective's inflected forms (japonesa, japanische, giapponesi, японская, японскую):
 * it shares with the name all but the name's last two letters, and five letters at least.
 */
function nationalityForm(anchor: string): boolean {
  const folded = fold(anchor);
  // A country's own name (Korea, Corée, Iceland, Italia) is a place the question may go to, not an adjective.
  if (latinRegionNames().has(folded)) return false;
  if (languageNameTokens().has(anchor)) return true;
  if (folded.length < 5) return false;
  return (namesByOpening().get(folded.slice(0, 5)) ?? []).some((name) => {
    let shared = 0;
    while (shared < name.length && shared < folded.length && name[shared] === folded[shared]) shared += 1;
    return shared >= name.length - 2 && Math.abs(folded.length - name.length) <= 2;
  });
}

const CUISINE_LANGUAGE_OR_TRAVEL = new WeakMap<object, boolean>();
/** The memory is about the user's food, travel or use of a language (the area table, lifeAreaWords.ts, its food and drink things, thingAreas.ts, and the language-use words above). */
function cuisineLanguageOrTravel(m: MemoryFeatures): boolean {
  let hit = CUISINE_LANGUAGE_OR_TRAVEL.get(m.memory);
  if (hit === undefined) {
    const fields = [m.memory.tags.join(' \n '), m.memory.identity.subject, m.memory.text].join(' \n ');
    const areas = areaWordCounts(fields);
    // …or names a dish or a drink though no word of the area (curry, sushi; "cuisine", "cucina" also name the room).
    const things = (): ReadonlyMap<string, number> => thingAreaCounts(fields, m.language);
    hit = areas.has('food') || areas.has('travel') || usesLanguage(fields) || things().has('food') || things().has('drinks');
    CUISINE_LANGUAGE_OR_TRAVEL.set(m.memory, hit);
  }
  return hit;
}

/**
 * The anchor is a nationality the question gives a third party — a language's name, which is its people's adjective in
 * the Latin and Cyrillic languages, or a CJK country name written as a modifier — in a question neither about the user,
 * nor asking advice or the user's own plan, nor speaking of a language; and the memory is about the user's food, travel
 * or language use: not met on it.
 */
export const thirdPartyNationality = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  q.aboutness !== 'user' &&
  !q.asksForAdvice &&
  q.planAreas.size === 0 &&
  (nationalityForm(anchor) || (cjkRegionNames().has(anchor) && cjkModifierOf(q.formAsWritten, anchor))) &&
  !cached(q, () => q.formAsWritten) &&
  cuisineLanguageOrTravel(m);
