import type { MemoryFeatures, QueryFeatures } from './matchFeatures';
import type { MemoryScore } from './score';
import { RECALL_MIN_SCORE } from './thresholds';
import type { UserMemory } from '../record/schema';
import { koreanParticleAt } from '../record/wordBreaks';
import { storeNames } from './namedEntityQuestions';
import { isCommonEnglishWord } from './rarity';
import { stemWord } from '../record/tokenize';
import { openConceptsIn } from './annotationLookup';

// A name the store writes in Latin letters, asked in another script: "カネラ", "카넬라", "канелы" for a parrot
// Canela, "パソカ" for a dog Paçoca, "Олену" for a colleague Olena. Katakana, hangul and Cyrillic are romanised by
// rule (Hepburn kana, Revised Romanization jamo, a letter table for Cyrillic) and both sides are reduced to a loose
// sound key (c as k or s, l as r, v as b, double letters single, a u between consonants, the last vowel and a
// Russian case ending dropped),
// so one spelling meets its transcription without any table of names. Like a name in a follow-up
// (namedEntityQuestions.ts), it answers only a question not framed as about the world that no memory met on its
// words, and reaches the memories carrying the name in their tags or subject. Hiragana is left out: a name written
// in it is also a word (ゆき is snow).

const KANA: Record<string, string> = Object.fromEntries(
  (
    'あa いi うu えe おo かka きki くku けke こko さsa しshi すsu せse そso たta ちchi つtsu てte とto なna にni ぬnu ねne のno ' +
    'はha ひhi ふfu へhe ほho まma みmi むmu めme もmo やya ゆyu よyo らra りri るru れre ろro わwa をo んn ' +
    'がga ぎgi ぐgu げge ごgo ざza じji ずzu ぜze ぞzo だda ぢji づzu でde どdo ばba びbi ぶbu べbe ぼbo ぱpa ぴpi ぷpu ぺpe ぽpo ' +
    'ゔvu ぁa ぃi ぅu ぇe ぉo'
  )
    .split(' ')
    .map((pair) => [pair.slice(0, 1), pair.slice(1)]),
);
const SMALL_Y: Record<string, string> = { ゃ: 'a', ゅ: 'u', ょ: 'o' };

/** Katakana as Hepburn: ー and the small っ lengthen (dropped by the key), small ゃゅょ join the mora before. */
function romaniseKana(word: string): string {
  let out = '';
  for (const ch of word) {
    const code = ch.codePointAt(0) ?? 0;
    const kana = code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch;
    const small = SMALL_Y[kana];
    if (small !== undefined) out = out.replace(/(ch|sh|j)i$/u, '$1').replace(/i$/u, 'y') + small;
    else if (kana === 'ぁ' || kana === 'ぃ' || kana === 'ぇ' || kana === 'ぉ') out = out.replace(/[aeiou]$/u, '') + (KANA[kana] ?? '');
    else out += KANA[kana] ?? '';
  }
  return out;
}

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const MEDIALS = [
  'a',
  'ae',
  'ya',
  'yae',
  'eo',
  'e',
  'yeo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'eu',
  'ui',
  'i',
];
const FINALS = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

/** Hangul syllables as Revised Romanization, jamo by jamo. */
function romaniseHangul(word: string): string {
  let out = '';
  for (const ch of word) {
    const code = (ch.codePointAt(0) ?? 0) - 0xac00;
    if (code < 0 || code > 11171) continue;
    out += (INITIALS[Math.floor(code / 588)] ?? '') + (MEDIALS[Math.floor((code % 588) / 28)] ?? '') + (FINALS[code % 28] ?? '');
  }
  return out;
}

const CYRILLIC_LETTERS: Record<string, string> = Object.fromEntries(
  'аa бb вv гg дd еe ёyo жzh зz иi йy кk лl мm нn оo пp рr сs тt уu фf хkh цts чch шsh щshch ъ ыy ь эe юyu яya'
    .split(' ')
    .map((pair) => [pair.slice(0, 1), pair.slice(1)]),
);
/** A Russian noun's case endings of more than one letter (the key drops a last vowel anyway). */
const RUSSIAN_ENDING = /(ой|ей|ою|ею|ом|ем|ам|ям|ами|ями|ах|ях)$/u;

function romaniseCyrillic(word: string): string {
  const stem = word.length > 4 ? word.replace(RUSSIAN_ENDING, '') : word;
  return [...stem].map((ch) => CYRILLIC_LETTERS[ch] ?? '').join('');
}

/** The loose sound key of a romanised or Latin name: "canela", "kanera", "kanella", "kanely" → "kaner". */
export function soundKey(latin: string): string {
  const key = latin
    .toLowerCase()
    .replace(/ç/gu, 's')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/gu, '')
    .replace(/ph/gu, 'f')
    .replace(/qu/gu, 'k')
    .replace(/c(?=[eiy])/gu, 's')
    .replace(/c(?!h)/gu, 'k')
    .replace(/l/gu, 'r')
    .replace(/v/gu, 'b')
    .replace(/x/gu, 'ks')
    .replace(/(.)\1+/gu, '$1')
    // The vowel kana and hangul write between two consonants (タルタルガ, 타르타루가 for Tartaruga) is no sound of the name.
    .replace(/([bdfghjkmnprstwz])e?u(?=[bdfghjkmnprstwz])/gu, '$1');
  return key.replace(/[aeiouy]$/u, '');
}

const KATAKANA_RUN = /[\p{Script=Katakana}ー]{2,}/gu;
const HANGUL_NAME = /^\p{Script=Hangul}{2,}$/u;
const CYRILLIC_NAME = /^\p{Script=Cyrillic}{3,}$/u;
/** A key this short names too many words by chance. */
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
function questionKeys(question: string, capitalised: ReadonlySet<string>): Set<string> {
  const keys = new Set<string>();
  for (const match of question.matchAll(KATAKANA_RUN))
    if (question[(match.index ?? 0) + match[0].length] !== 'で') keys.add(soundKey(romaniseKana(match[0])));
  const words = question.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w.length > 0);
  words.forEach((word, i) => {
    if (!HANGUL_NAME.test(word) || (i > 0 && !KOREAN_OWNERS.has(words[i - 1] ?? '')) || KOREAN_WHAT.test(words[i + 1] ?? '')) return;
    keys.add(soundKey(romaniseHangul(word)));
    const particle = koreanParticleAt(word);
    if (particle > 0) keys.add(soundKey(romaniseHangul(word.slice(0, word.length - particle))));
  });
  words.forEach((word, i) => {
    if (!CYRILLIC_NAME.test(word) || capitalised.has((words[i + 1] ?? '').toLowerCase())) return;
    keys.add(soundKey(romaniseCyrillic(word.toLowerCase())));
  });
  return keys;
}

/**
 * A name that is also an English word — a common one, or an everyday thing CLDR annotates (Mango) — is that word
 * when written in another script (マンゴー).
 */
const isEnglishWord = (name: string): boolean => isCommonEnglishWord(stemWord(name)) || openConceptsIn(name, ENGLISH).size > 0;
const ENGLISH: ReadonlySet<'en'> = new Set(['en']);

const keysByStore = new WeakMap<readonly MemoryFeatures[], Map<string, MemoryFeatures[]>>();

/** The store's Latin names by sound key (a key two names share is dropped: it tells them apart from nothing). */
function nameKeys(store: readonly MemoryFeatures[]): Map<string, MemoryFeatures[]> {
  const cached = keysByStore.get(store);
  if (cached !== undefined) return cached;
  const byKey = new Map<string, MemoryFeatures[]>();
  const shared = new Set<string>();
  for (const [name, holders] of storeNames(store)) {
    // A name a memory introduces as someone's or something's (senses.ts), not a capitalised word of a subject alone
    // ("reading Saramago", "Pixel phone", "home Curitiba"): the world writes those in its own script too.
    if (!/^[\p{Script=Latin}]+$/u.test(name) || !holders.some((m) => m.names.has(name)) || isEnglishWord(name)) continue;
    const key = soundKey(name);
    if (key.length < MIN_KEY) continue;
    if (byKey.has(key)) shared.add(key);
    byKey.set(key, holders);
  }
  for (const key of shared) byKey.delete(key);
  keysByStore.set(store, byKey);
  return byKey;
}

/** The memories a question reaches through a store name it writes in katakana, hangul or Cyrillic (see above). */
export function transliteratedNameMemories(
  store: readonly MemoryFeatures[],
  q: QueryFeatures,
): { memory: UserMemory; score: MemoryScore }[] {
  if (q.aboutness === 'world' || q.encyclopedic) return [];
  const keys = questionKeys(q.form, q.capitalised);
  if (keys.size === 0) return [];
  const byKey = nameKeys(store);
  const found: MemoryFeatures[] = [];
  for (const key of keys) for (const m of byKey.get(key) ?? []) if (!found.includes(m)) found.push(m);
  const total = RECALL_MIN_SCORE;
  return found.map((m) => ({ memory: m.memory, score: { total, tags: total, identity: 0, wholeText: 0, partialText: 0, latin: 0 } }));
}
