import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import type { MemoryScore } from '../score';
import { RECALL_MIN_SCORE } from '../thresholds';
import type { UserMemory } from '../../record/schema';
import { koreanParticleAt } from '../../record/wordBreaks';
import { storeNames } from '../aboutness/namedEntityQuestions';
import { cjkRank, isCommonEnglishWord } from '../words/rarity';
import { stemWord } from '../../record/tokenize';
import { openConceptsIn } from '../bridges/annotationLookup';
import {
  keyIsLongEnough,
  keysMeet,
  nameKey,
  romaniseCyrillic,
  romaniseHangul,
  romaniseKana,
  type NameKey,
  type NameScript,
} from './nameRomanisation';

// A name the store writes in Latin letters, asked in another script: "カネラ", "카넬라", "канелы" for a parrot
// Canela, "パソカ" for a dog Paçoca, "Олену" for a colleague Olena. Katakana, hangul and Cyrillic are romanised by
// rule and both sides reduced to a loose sound key (nameRomanisation.ts), so one spelling meets its transcription
// without any table of names. Such a name is read as the store's own by every rule (otherScriptNames.ts); this is the
// last resort when no memory met the question at all. Like a name in a follow-up
// (namedEntityQuestions.ts), it answers only a question not framed as about the world that no memory met on its
// words, and reaches the memories carrying the name in their tags or subject. Hiragana is left out: a name written
// in it is also a word (ゆき is snow).

const KATAKANA_RUN = /[\p{Script=Katakana}ー]{2,}/gu;
const HANGUL_NAME = /^\p{Script=Hangul}{2,}$/u;
const CYRILLIC_NAME = /^\p{Script=Cyrillic}{3,}$/u;
/** A key this short names too many words by chance when no other word of the question speaks for the name. */
const MIN_KEY = 4;

/** Korean words before a name that make it the user's ("우리 카넬라"); any other word before it is a kind ("범고래 케이코"). */
const KOREAN_OWNERS = new Set(['우리', '저희', '제', '내', '나의', '저의']);
/** Korean copulas asking what a thing is ("픽셀이 뭐야?"): a definition, not one of the user's. */
const KOREAN_WHAT = /^(뭐|뭐야|뭐예요|뭐에요|무엇|무엇인가요|뭔가요|뭐지)$/u;

/**
 * The sound keys of the question's names in another script: katakana runs, not one a place particle follows
 * (マリーナで, at a marina); hangul words with and without a particle, opening the question or after a possessive, and
 * not asked what they are; Cyrillic words no capitalised word follows (Олена Зеленская is a namesake).
 */
function questionKeys(question: string, capitalised: ReadonlySet<string>): NameKey[] {
  const keys: NameKey[] = [];
  const add = (latin: string, script: NameScript) => keys.push(nameKey(latin, script));
  for (const match of question.matchAll(KATAKANA_RUN))
    if (question[(match.index ?? 0) + match[0].length] !== 'で' && cjkRank(match[0]) === undefined) add(romaniseKana(match[0]), 'kana');
  const words = question.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w.length > 0);
  words.forEach((word, i) => {
    if (!HANGUL_NAME.test(word) || (i > 0 && !KOREAN_OWNERS.has(words[i - 1] ?? '')) || KOREAN_WHAT.test(words[i + 1] ?? '')) return;
    add(romaniseHangul(word), 'hangul');
    const particle = koreanParticleAt(word);
    if (particle > 0) add(romaniseHangul(word.slice(0, word.length - particle)), 'hangul');
  });
  words.forEach((word, i) => {
    if (!CYRILLIC_NAME.test(word) || capitalised.has((words[i + 1] ?? '').toLowerCase())) return;
    add(romaniseCyrillic(word), 'cyrillic');
  });
  return keys;
}

/**
 * A name that is also an English word — a common one, or an everyday thing CLDR annotates (Mango) — is that word
 * when written in another script (マンゴー).
 */
const isEnglishWord = (name: string): boolean => isCommonEnglishWord(stemWord(name)) || openConceptsIn(name, ENGLISH).size > 0;
const ENGLISH: ReadonlySet<'en'> = new Set(['en']);

interface KeyedName {
  readonly key: NameKey;
  readonly holders: MemoryFeatures[];
}
const keysByStore = new WeakMap<readonly MemoryFeatures[], Map<string, KeyedName[]>>();

/** The store's Latin names by the base of their sound key. */
function nameKeys(store: readonly MemoryFeatures[], namesakes: ReadonlySet<string>): Map<string, KeyedName[]> {
  const cached = namesakes.size === 0 ? keysByStore.get(store) : undefined;
  if (cached !== undefined) return cached;
  const byKey = new Map<string, KeyedName[]>();
  for (const [name, holders] of storeNames(store)) {
    // A name a memory introduces as someone's or something's (senses.ts), not a capitalised word of a subject alone
    // ("reading Saramago", "Pixel phone", "home Curitiba"): the world writes those in its own script too.
    if (!/^[\p{Script=Latin}]+$/u.test(name) || !holders.some((m) => m.names.has(name)) || isEnglishWord(name)) continue;
    // Written in Latin letters by otherScriptNames.ts, a name with a surname the store never holds is someone else's.
    if (namesakes.has(name)) continue;
    const key = nameKey(name, 'latin');
    if (keyIsLongEnough(key)) byKey.set(key.base, [...(byKey.get(key.base) ?? []), { key, holders }]);
  }
  if (namesakes.size === 0) keysByStore.set(store, byKey);
  return byKey;
}

/** The memories a question reaches through a store name it writes in katakana, hangul or Cyrillic (see above). */
export function transliteratedNameMemories(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
): { memory: UserMemory; score: MemoryScore }[] {
  if (q.aboutness === 'world' || q.encyclopedic) return [];
  const keys = questionKeys(q.formAsWritten, q.capitalised);
  if (keys.length === 0) return [];
  const byKey = nameKeys(store, q.namesakes);
  const found: MemoryFeatures[] = [];
  for (const key of keys) {
    if (key.base.length < MIN_KEY) continue;
    // A key two of the store's names meet tells them apart from nothing.
    const met = (byKey.get(key.base) ?? []).filter((n) => keysMeet(n.key, key));
    if (met.length === 1) for (const m of met[0]?.holders ?? []) if (!found.includes(m)) found.push(m);
  }
  const total = RECALL_MIN_SCORE;
  return found.map((m) => ({ memory: m.memory, score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 } }));
}
