import { HAN_NAME_SYLLABLES } from './hanNameSyllables.data';

// A foreign name as each script writes it, brought back to Latin letters and to one loose sound key, so that Vera,
// ヴェラ, 베라, 薇拉 and Вера meet without any table of names. Katakana is read as Hepburn, hangul as Revised
// Romanization (with the vowels English names take: ㅐ for a, ㅓ for o), Cyrillic by a letter table, and Chinese by
// the pinyin of its transcription characters (hanNameSyllables.data.ts, generated). The key then absorbs what the
// scripts cannot write (soundKey).

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
const SMALL_VOWELS = new Set(['ぁ', 'ぃ', 'ぅ', 'ぇ', 'ぉ']);

/** Katakana as Hepburn: ー and the small っ lengthen (dropped), small ゃゅょ join the mora before, ウィ is wi. */
export function romaniseKana(word: string): string {
  let out = '';
  for (const ch of word) {
    const code = ch.codePointAt(0) ?? 0;
    const kana = code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch;
    const small = SMALL_Y[kana];
    if (small !== undefined) out = out.replace(/(ch|sh|j)i$/u, '$1').replace(/i$/u, 'y') + small;
    else if (SMALL_VOWELS.has(kana)) out = out.replace(/(?<![bcdfghjkmnprstvz])u$/u, 'w').replace(/[aeiou]$/u, '') + (KANA[kana] ?? '');
    else out += KANA[kana] ?? '';
  }
  return out;
}

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
/** The medial vowels as names in Latin letters have them: ㅐ is an a (잭 Jack), ㅓ eo an o to the key (로버트), ㅡ the
 * vowel a consonant cluster needs (블랑카 Blanca), dropped by the key. */
const MEDIALS = 'a a ya ya eo e yeo ye o wa we we yo u weo we wi yu u i i'.split(' ');
const FINALS = ' k k k n n n t l k m l l l p l m p p t t ng t t k t p t'.split(' ');

/** Hangul syllables jamo by jamo (see MEDIALS). */
export function romaniseHangul(word: string): string {
  let out = '';
  for (const ch of word) {
    const code = (ch.codePointAt(0) ?? 0) - 0xac00;
    if (code < 0 || code > 11171) continue;
    out += (INITIALS[Math.floor(code / 588)] ?? '') + (MEDIALS[Math.floor((code % 588) / 28)] ?? '') + (FINALS[code % 28] ?? '');
  }
  return out;
}

const CYRILLIC_LETTERS: Record<string, string> = Object.fromEntries(
  'аa бb вv гg дd еe ёyo жzh зz иi йy кk лl мm нn оo пp рr сs тt уu фf хkh цts чch шsh щshch ъ ыy ь эe юyu яya іi їyi єye ґg'
    .split(' ')
    .map((pair) => [pair.slice(0, 1), pair.slice(1)]),
);
/** A Russian noun's case endings of more than one letter (the key drops a last vowel anyway). */
const RUSSIAN_ENDING = /(ой|ей|ою|ею|ом|ем|ам|ям|ами|ями|ах|ях)$/u;

export function romaniseCyrillic(word: string): string {
  const lower = word.toLowerCase();
  const stem = lower.length > 4 ? lower.replace(RUSSIAN_ENDING, '') : lower;
  return [...stem].map((ch) => CYRILLIC_LETTERS[ch] ?? '').join('');
}

let hanSyllables: ReadonlyMap<string, string> | undefined;

/** The transcription characters and their pinyin. */
export function hanNameSyllables(): ReadonlyMap<string, string> {
  hanSyllables ??= new Map(HAN_NAME_SYLLABLES.split(' ').map((pair) => [pair.slice(0, 1), pair.slice(1)]));
  return hanSyllables;
}

/**
 * Pinyin as a transcription means it: the finals' vowels as names write them (罗 luo is ro, 薇 wei ve, 列 lie le, 艾
 * ai e, 加 jia ga), z/c/s/zh/ch/sh/r before i the bare consonant (斯 si), and past the first syllable a consonant
 * before the neutral e too (特 te, 德 de) and 尔 er the final l or r.
 */
function nameSyllable(pinyin: string, first: boolean): string {
  if (!first && pinyin === 'er') return 'l';
  if (!first && /^[bcdfghjklmnpqrstwxyz]+e$/u.test(pinyin)) return pinyin.slice(0, -1);
  return pinyin
    .replace(/^jia$/u, 'ga')
    .replace(/^([zcs]h?|r)i$/u, '$1')
    .replace(/^x/u, 's')
    .replace(/^q/u, 'ch')
    .replace(/(?<=[bcdfghjklmnpqrstwxyz])(uo|ao|ou)$/u, 'o')
    .replace(/^(ao|ou)$/u, 'o')
    .replace(/(ai|ei|ie|ui)$/u, 'e')
    .replace(/iu$/u, 'u')
    .replace(/ian$/u, 'en')
    .replace(/(?<=[bcdfghjklmnpqrstwxyz])ia/u, 'a');
}

/** A run of transcription characters in Latin letters ("布兰卡" → "bulanka"), or undefined when one is no such character. */
export function romaniseHan(run: string): string | undefined {
  const table = hanNameSyllables();
  let out = '';
  let first = true;
  for (const ch of run) {
    const pinyin = table.get(ch);
    if (pinyin === undefined) return undefined;
    out += nameSyllable(pinyin, first);
    first = false;
  }
  return out;
}

/**
 * The loose sound key of a romanised or Latin name: voicing and the letters scripts merge are one class (b v w p f,
 * k g c q, t d, r l, every sibilant and affricate s z c sh ch j zh ts, h kh), a vowel one of three (a, e i y, o u eo), a
 * vowel run its first; a u between two consonants (ブランカ bu-ra-n-ka) and an English -er's r are dropped; the palatal n
 * is an n (Bolonha, Bologna, ボローニャ, 볼로냐, 博洛尼亚, Болонья: nh, gn, ny, niy before a vowel). "Vera",
 * "ヴェラ", "베라", "薇拉", "Вера" → "BERA".
 */
export function soundKey(latin: string): string {
  const letters = latin
    .toLowerCase()
    .replace(/ç/gu, 's')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/gu, '')
    .replace(/(?<=[aeiou])r$/u, '')
    .replace(/(?:gn|nh)(?=[aeiou])/gu, 'n')
    .replace(/(?<=n)(?:iy|y|i)(?=[aeou])/gu, '')
    .replace(/([bcdfghjklmnpqrstvwxz])u(?=[bcdfghjklmnpqrstvwxz])/gu, '$1');
  return letters
    .replace(/ng(?![aeiou])/gu, 'N')
    .replace(/tsch|dzh|tch|sch|sh|ch|zh|ts|tz|cz|dj|j|z|s|x|c(?=[eiy])/gu, 'S')
    .replace(/ph|[bvwpf]/gu, 'B')
    .replace(/th|[td]/gu, 'T')
    .replace(/kh|h/gu, 'H')
    .replace(/ck|qu|[kgcq]/gu, 'K')
    .replace(/[rl]/gu, 'R')
    .replace(/m/gu, 'M')
    .replace(/n/gu, 'N')
    .replace(/[aeiouy]+/gu, (run) => (run.startsWith('a') ? 'A' : /^(?:eo|[ou])/u.test(run) ? 'O' : 'E'))
    .replace(/(.)\1+/gu, '$1');
}

export type NameScript = 'latin' | 'cyrillic' | 'kana' | 'hangul' | 'han';

/**
 * A last vowel each script may add to a name or change (the key then leaves it out): Latin's silent e and -er; the u kana,
 * hangul and Chinese write after a last consonant (レフ, 레프, 列夫 for Lev), kana's o after t or d and i after ch or
 * j, hangul's i after ch or j and ㅓ for -er (피터); every Cyrillic one, a case ending (Веру, Веры).
 */
const WEAK_LAST_VOWEL: Record<NameScript, RegExp> = {
  latin: /er?$/u,
  kana: /(?:[^aeiou]u|[td]o|(?:ch|j|sh)i)$/u,
  hangul: /(?:[^aeiou]u|(?:ch|j)i|eo)$/u,
  han: /(?:[^aeiou]u|[^aeiou]e)$/u,
  cyrillic: /[aeiouy]$/u,
};

export interface NameKey {
  /** The sound key without its last vowel. */
  readonly base: string;
  /** The last vowel's class when the script writes it as the name's own ('' when it ends on a consonant). */
  readonly last: string | undefined;
}

/** A name's key: two names meet when the bases are equal and no two own last vowels differ (Mila, Milo, Milan apart). */
export function nameKey(latin: string, script: NameScript): NameKey {
  const key = soundKey(latin);
  const vowel = /[AEO]$/u.test(key);
  const base = vowel ? key.slice(0, -1) : key;
  return { base, last: !vowel ? '' : WEAK_LAST_VOWEL[script].test(latin.toLowerCase()) ? undefined : key.slice(-1) };
}

export const keysMeet = (a: NameKey, b: NameKey): boolean =>
  a.base === b.base && (a.last === undefined || b.last === undefined || a.last === b.last);

/** Two consonants at least: a shorter key names too many words by chance. */
export const keyIsLongEnough = (key: NameKey): boolean => key.base.replace(/[AEO]/gu, '').length >= 2;
