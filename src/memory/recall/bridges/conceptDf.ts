import type { ConceptDf, MemoryFeatures } from '../matchFeatures';
import { allConcepts, conceptsOfKey, CYRILLIC, LATIN_LANGUAGES, LATIN_LETTER, openConceptsIn, type Language } from './annotationLookup';
import { toToken } from '../../record/tokenize';
import { ANNOTATION_LANGUAGES } from './annotationConcepts.data';
import { conceptMentions } from './conceptBridgeOpen';

// A word's store count by its everyday concept (CLDR annotations, annotationConcepts.data.ts): a word the store writes
// in one script only ("café" in a roaster's store of 咖啡 and coffee, "miel" beside honey) is as everyday as its concept,
// which many memories hold in any language. The score weighs a word by the larger of its own count and this one.

/** The languages a question's Latin unit is read in: English, and the question's own when it has Latin forms. */
function unitLanguages(unit: string, language: string | undefined): ReadonlySet<Language> {
  if (!LATIN_LETTER.test(unit) && !CYRILLIC.test(unit)) return new Set();
  const languages = new Set<Language>(['en']);
  if (language !== undefined && (LATIN_LANGUAGES as ReadonlySet<string>).has(language)) languages.add(language as Language);
  return languages;
}

/** Shorter tokens meet other languages' words by chance (Portuguese "mel", honey; Italian "the", tea). */
const MIN_TOKEN = 4;
let tokenIndex: Map<string, number[]> | undefined;
/** Each one-word Latin or Cyrillic form of any language as recall tokenizes a question's word ("kaffee" → "kaffe"). */
function conceptsOfToken(unit: string): readonly number[] {
  if (tokenIndex === undefined) {
    tokenIndex = new Map();
    for (const [concept, forms] of allConcepts().entries())
      for (const [column, language] of ANNOTATION_LANGUAGES.entries()) {
        if (language === 'zh' || language === 'ja' || language === 'ko') continue;
        for (const form of forms[column] ?? []) {
          const token = form.includes(' ') ? undefined : toToken(form);
          if (token === undefined || token.length < MIN_TOKEN) continue;
          const list = tokenIndex.get(token) ?? [];
          if (!list.includes(concept)) list.push(concept);
          tokenIndex.set(token, list);
        }
      }
  }
  return tokenIndex.get(unit) ?? [];
}

const STEM_KEY = /^([a-z]{2}):./u;

/** The concepts a unit names: a language's stem key ("fr:caf") by its own language, a word or CJK phrase as written. */
function conceptsOfUnit(unit: string, language: string | undefined): readonly number[] {
  const stemmed = STEM_KEY.exec(unit)?.[1];
  if (stemmed !== undefined && (ANNOTATION_LANGUAGES as readonly string[]).includes(stemmed))
    return conceptsOfKey(stemmed as Language, unit);
  const named = [...openConceptsIn(unit, unitLanguages(unit, language)).keys()];
  if (!LATIN_LETTER.test(unit) && !CYRILLIC.test(unit)) return named;
  // English writes a loanword with or without its accents (café, cafe).
  const bare = unit.normalize('NFD').replace(/\p{M}/gu, '');
  return [...new Set([...named, ...conceptsOfToken(unit), ...conceptsOfToken(bare)])];
}

const caches = new WeakMap<readonly MemoryFeatures[], Map<string, number>>();

/** The store's concept counts, computed per unit when first asked. */
export function conceptDfOf(store: readonly MemoryFeatures[]): ConceptDf {
  return (unit, language) => {
    let cache = caches.get(store);
    if (cache === undefined) {
      cache = new Map();
      caches.set(store, cache);
    }
    const key = `${language ?? ''}|${unit}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    let most = 0;
    for (const concept of conceptsOfUnit(unit, language)) most = Math.max(most, conceptMentions(store, concept));
    cache.set(key, most);
    return most;
  };
}
