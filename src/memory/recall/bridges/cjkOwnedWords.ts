import { describesRatherThanOwns } from '../names/describingModifiers';
import { BODY_REGIONS } from './bodyRegions.data';

// How the concept bridge (conceptBridge.ts) reads a Chinese, Japanese or Korean word of a closed class in its sentence:
// whose it is, and a Korean noun written together with its particle.

/** Korean, Chinese and Japanese possessives of the user (나의, 我的, 私の); any other "X의 / X的 / Xの" owns the word after it. */
const OWN_POSSESSIVE = /^(나의|저의|우리의)$/u;
const OWNERS = new Set(['我', '我们', '我家', '私', '僕', '俺', 'うち', '自分', 'わたし', 'ぼく']);
/** A Chinese word that is a spouse after the first person or a possessive (我先生, 用户的先生) and a title after a surname (王先生). */
const TITLES: ReadonlySet<string> = new Set(['先生']);
/**
 * The word at `i` is someone else's: "세종대왕의 아들", "国王的儿子", "王様の息子"; not after a place or a condition, which
 * only tells which one of the household it is ("浜松の弟", "腎臓病の猫", describingModifiers.ts).
 */
export function othersWord(words: readonly string[], i: number): boolean {
  const previous = words[i - 1];
  if (previous === undefined) return false;
  if (TITLES.has(words[i] ?? '') && previous !== '的' && !OWNERS.has(previous) && !OWNERS.has(previous.replace(/的$/u, ''))) return true;
  if (previous === '的' || previous === 'の') {
    const before = words[i - 2] ?? '';
    // The segmenter splits a part with its side (右手|首): the two words before are read joined too.
    const joined = (words[i - 3] ?? '') + before;
    return !OWNERS.has(before) && !describesRatherThanOwns(before) && !SAYS_WHEN.has(before) && !isBodyPart(before) && !isBodyPart(joined);
  }
  return (
    previous.endsWith('의') &&
    !OWN_POSSESSIVE.test(previous) &&
    !describesRatherThanOwns(previous.slice(0, -1)) &&
    !SAYS_WHEN.has(previous.slice(0, -1))
  );
}

/**
 * A time before a possessive says when the word after it comes, not whose it is: "生理前の片頭痛", "经期前的偏头痛",
 * "수술 전의 불안", "産後の腰痛". The segmenter writes the time word apart from the noun it follows.
 */
const SAYS_WHEN: ReadonlySet<string> = new Set([
  ...['前', '后', '後', '时', '時', '以前', '以后', '以後', '之前', '之后', '之後', '直前', '直後', '事前', '事后', '事後', '産後', '产后'],
  ...['전', '후', '때', '직전', '직후'],
]);

/** The Chinese, Japanese and Korean parts of the body's regions (bodyRegions.data.ts). */
const BODY_PARTS: ReadonlySet<string> = new Set(BODY_REGIONS.flatMap((r) => [...r.parts.zh, ...r.parts.ja, ...r.parts.ko]));
const SIDE = /^(?:[左右両两双]|왼쪽|오른쪽)/u;
/**
 * A part of the body, with its side or not (右手首, 左膝, 오른쪽 손목): where a condition is, not whose ("右手首の手根管症候群").
 */
const isBodyPart = (word: string): boolean => word.length > 0 && (BODY_PARTS.has(word) || BODY_PARTS.has(word.replace(SIDE, '')));

/**
 * A one-syllable noun and its one-syllable particle (개가, 딸이, 형을), which koreanParticleAt leaves whole (a two-syllable
 * word ending like a particle is mostly a word of its own): read as the noun only for the closed classes' forms, and
 * not after a numeral or 몇, where 개 counts things ("사과 세 개가").
 */
const ONE_SYLLABLE_PARTICLES = new Set(['가', '이', '는', '은', '를', '을', '도', '랑', '와', '과', '의']);
const COUNTED_AFTER = /^(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|\p{N}+)$/u;
export function oneSyllableWithParticle(words: readonly string[], i: number): boolean {
  const word = words[i] ?? '';
  return word.length === 2 && ONE_SYLLABLE_PARTICLES.has(word.slice(1)) && !COUNTED_AFTER.test(words[i - 1] ?? '');
}

/**
 * A Korean noun with the copula written onto it (당뇨인데 "it is diabetes, and…", 식도염이라서, 환자예요): the noun before
 * the copula's endings, for the closed classes' forms; the noun keeps two syllables at least.
 */
const KOREAN_COPULA = /(?:인데요|인데|이라서|이라고|이라|이에요|예요|입니다|이야|이고|인지|인가요|인가)$/u;
export function koreanCopulaStem(word: string): string | undefined {
  const stem = word.replace(KOREAN_COPULA, '');
  return stem !== word && stem.length >= 2 ? stem : undefined;
}

/**
 * Whether a Korean particle fits the noun it follows: 이, 은, 을, 과, 으로, 이랑, 이라는 follow a final consonant, 가,
 * 는, 를, 와, 랑, 라는 a vowel, and 로 a vowel or ㄹ. A noun ending in a vowel before 과 is no noun with "and" but a
 * word of its own (고양이과 is the cat family, 科; the particle would be 와: 고양이와).
 */
const AFTER_CONSONANT: ReadonlySet<string> = new Set(['이', '은', '을', '과', '으로', '이랑', '이라는']);
const AFTER_VOWEL: ReadonlySet<string> = new Set(['가', '는', '를', '와', '랑', '라는']);
export function particleFits(noun: string, particle: string): boolean {
  const code = (noun.at(-1) ?? '').charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return true;
  const final = code % 28;
  if (AFTER_CONSONANT.has(particle)) return final !== 0;
  if (AFTER_VOWEL.has(particle)) return final === 0;
  if (particle === '로') return final === 0 || final === 8;
  return true;
}
