// A clock time written in any of the ten languages' notations: "4:30", "4h30", "16h30", "16 Uhr", "20 h", "4 pm",
// "4時半", "16時30分", "4시 반", "四点半", "half past four", "halb fünf", "в половине пятого", "alle 4 e mezza". The words
// of a text keep only digits, so "4:30" and "4h30" share nothing and "四点半" no digit at all; both sides are given
// one key per time they state, on a twelve-hour dial ("8 h", "20 h" and "8 pm" are one key: a memory's "20 h" is
// the question's "夜8時"). The hour words are Intl.DateTimeFormat's (时, 時, 시, Uhr, h, AM, PM) with the spoken
// ones it does not write (点, heures, часов, o'clock) and the Iberian and Italian prepositions that tell a bare hour
// (a las, às, alle); the half and quarter forms and the hour numbers they and o'clock take are hand-written.

/** A key no language writes as a word: the hour on a twelve-hour dial and the minutes. */
const keyOf = (hour: number, minutes: number): string => `clock${hour % 12}h${String(minutes).padStart(2, '0')}`;

const LOCALES = ['en', 'zh', 'ja', 'ko', 'de', 'fr', 'es', 'pt', 'ru', 'it'] as const;

let hourWords: readonly string[] | undefined;

/** The words Intl.DateTimeFormat writes after an hour or as its day period, lower case (时, 時, 시, uhr, h, am, pm). */
function intlHourWords(): readonly string[] {
  if (hourWords !== undefined) return hourWords;
  const words = new Set<string>();
  for (const locale of LOCALES)
    for (const hour12 of [false, true])
      for (const h of [4, 16]) {
        const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12, timeZone: 'UTC' });
        for (const part of format.formatToParts(new Date(Date.UTC(2024, 0, 1, h))))
          if (part.type === 'literal' || part.type === 'dayPeriod') {
            const word = part.value.trim().toLowerCase().replace(/\s+/gu, '');
            if (word.length > 0 && /\p{L}/u.test(word)) words.add(word);
          }
      }
  hourWords = [...words];
  return hourWords;
}

/** Spoken hour words Intl does not write in its formats. */
const SPOKEN_HOURS = ['点钟', '点', '點', '时', "o'clock", 'oclock', 'heures', 'heure', 'hs', 'часов', 'часа', 'час', 'uhr', 'h'];
/** Prepositions that tell the time before a bare hour in Spanish, Portuguese and Italian ("a las 5", "às 4", "alle 8"). */
const TIME_PREPOSITIONS = ['a las', 'a la', 'desde las', 'hasta las', 'às', 'alle', 'dalle', "all'"];
/** Day periods written after the hour: a.m. and p.m. with their dots. */
const DAY_PERIODS = ['a.m.', 'p.m.', 'a. m.', 'p. m.'];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** Hour numbers 1–12 written as words, for the spoken half and quarter forms; index = the hour. */
const HOUR_NUMBERS: Readonly<Record<string, readonly string[]>> = {
  en: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  de: ['', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  fr: ['', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  es: ['', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  pt: ['', 'uma', 'duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze'],
  it: ['', "l'una", 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici'],
  // Russian names the coming hour in the genitive ordinal: "в половине пятого" is 4:30.
  ru: [
    '',
    'первого',
    'второго',
    'третьего',
    'четвёртого',
    'пятого',
    'шестого',
    'седьмого',
    'восьмого',
    'девятого',
    'десятого',
    'одиннадцатого',
    'двенадцатого',
  ],
};
const CJK_NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** The hour a written number or number word gives, 0–24; undefined when it is none. */
function hourOf(written: string): number | undefined {
  if (/^\d{1,2}$/u.test(written)) {
    const n = Number(written);
    return n <= 24 ? n : undefined;
  }
  if (written === '两' || written === '兩') return 2;
  const cjk = CJK_NUMERALS.indexOf(written);
  if (cjk > 0) return cjk;
  for (const words of Object.values(HOUR_NUMBERS)) {
    const i = words.indexOf(written);
    if (i > 0) return i;
  }
  // Russian writes "четвертого" with е as often as with ё.
  const ru = HOUR_NUMBERS.ru?.indexOf(written.replace(/е/gu, 'ё')) ?? -1;
  return ru > 0 ? ru : undefined;
}

const NUMBER_WORD = [
  ...Object.values(HOUR_NUMBERS)
    .flat()
    .filter((w) => w !== ''),
  'четвертого',
]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const DIGITS = '\\d{1,2}';
const CJK_NUMBER = '十[一二]|[一二三四五六七八九十两兩]';
const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';

interface Pattern {
  readonly re: RegExp;
  readonly read: (m: RegExpMatchArray) => [number, number] | undefined;
}

let patterns: readonly Pattern[] | undefined;

function clockPatterns(): readonly Pattern[] {
  if (patterns !== undefined) return patterns;
  // Longest first, so "点钟" wins over "点" and "heures" over "h"; 時間, 시간 and 小时 are durations, not hours.
  const hourWord = [...new Set([...intlHourWords(), ...SPOKEN_HOURS, ...DAY_PERIODS])]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  const minutesOf = (s: string | undefined): number => (s === undefined ? 0 : Number(s));
  const digitHour = (m: RegExpMatchArray): [number, number] | undefined => {
    const h = hourOf(m[1] ?? '');
    const min = minutesOf(m[2]);
    return h === undefined || min > 59 ? undefined : [h, min];
  };
  const half =
    (shift: number) =>
    (m: RegExpMatchArray): [number, number] | undefined => {
      const h = hourOf(m[1] ?? '');
      return h === undefined ? undefined : [h + shift, 30];
    };
  const quarter =
    (shift: number, minutes: number) =>
    (m: RegExpMatchArray): [number, number] | undefined => {
      const h = hourOf(m[1] ?? '');
      return h === undefined ? undefined : [h + shift, minutes];
    };
  const number = `${DIGITS}|${NUMBER_WORD}`;
  patterns = [
    // 4:30, 16:30, 4h30, 16h00, 16.30 Uhr.
    { re: new RegExp(`${L}(${DIGITS})\\s?[:h]\\s?(\\d{2})${R}`, 'gu'), read: digitHour },
    { re: new RegExp(`${L}(${DIGITS})\\.(\\d{2})\\s?(?:uhr|h)${R}`, 'gu'), read: digitHour },
    // 4時半, 4시 반, 四点半, 16時30分, 4시 30분.
    { re: new RegExp(`(${DIGITS}|${CJK_NUMBER})\\s?(?:時|时|點|点|시)\\s?半`, 'gu'), read: half(0) },
    { re: new RegExp(`(${DIGITS}|${CJK_NUMBER})\\s?시\\s?반`, 'gu'), read: half(0) },
    { re: new RegExp(`(${DIGITS}|${CJK_NUMBER})\\s?(?:時|时|點|点|시)\\s?(\\d{1,2})\\s?(?:分|분)`, 'gu'), read: digitHour },
    // 一点 is also "a little": a Chinese numeral hour needs 钟, or a day period before it (下午一点).
    {
      re: new RegExp(`(${DIGITS}|${CJK_NUMBER})\\s?(?:時(?!間)|时|點|点|시(?!간))`, 'gu'),
      read: (m) => (m[1] === '一' && !/[午上下晚早]/u.test(m.input?.[Math.max(0, (m.index ?? 0) - 1)] ?? '') ? undefined : digitHour(m)),
    },
    // half past four, halb fünf, в половине пятого, 4 e mezza, 4 y media, 4 e meia, 4 heures et demie.
    { re: new RegExp(`${L}half past (${number})${R}`, 'gu'), read: half(0) },
    { re: new RegExp(`${L}halb (${number})${R}`, 'gu'), read: half(-1) },
    { re: new RegExp(`${L}(?:в )?половин[еау] (${NUMBER_WORD}|${DIGITS})${R}`, 'gu'), read: half(-1) },
    {
      re: new RegExp(`${L}(${number})(?: ?(?:h|heures?|horas?|ore))? (?:e mezza|e mezzo|y media|e meia|et demie)${R}`, 'gu'),
      read: half(0),
    },
    { re: new RegExp(`${L}(?:a )?quarter past (${number})${R}`, 'gu'), read: quarter(0, 15) },
    { re: new RegExp(`${L}(?:a )?quarter to (${number})${R}`, 'gu'), read: quarter(-1, 45) },
    { re: new RegExp(`${L}viertel nach (${number})${R}`, 'gu'), read: quarter(0, 15) },
    {
      re: new RegExp(`${L}(${number})(?: ?(?:h|heures?|horas?|ore))? (?:et quart|y cuarto|e um quarto|e quarto|e un quarto)${R}`, 'gu'),
      read: quarter(0, 15),
    },
    // 16 Uhr, 20 h, 20h, 4 pm, quatre heures, nine o'clock.
    { re: new RegExp(`${L}(${number}) ?(?:${hourWord})(?![\\p{L}\\p{N}])`, 'gu'), read: digitHour },
    // a las cinco, às 4, alle 8.
    { re: new RegExp(`${L}(?:${TIME_PREPOSITIONS.map(escape).join('|')}) ?(${number})${R}`, 'gu'), read: digitHour },
  ];
  return patterns;
}

/** The clock times `text` states, as keys on a twelve-hour dial; empty when it states none. */
export function clockTimesOf(text: string): ReadonlySet<string> {
  const lower = text.normalize('NFKC').toLowerCase().replace(/’/gu, "'");
  const keys = new Set<string>();
  // A span read once is not read again by a looser pattern ("4時半" is no bare "4時").
  const taken: boolean[] = [];
  for (const { re, read } of clockPatterns())
    for (const m of lower.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.slice(start, end).some(Boolean)) continue;
      const time = read(m);
      if (time === undefined) continue;
      const [hour, minutes] = time;
      if (hour < 0 || hour > 24) continue;
      keys.add(keyOf(hour, minutes));
      for (let i = start; i < end; i += 1) taken[i] = true;
    }
  return keys;
}

const KEY = /^clock\d{1,2}h\d{2}$/u;

/** Whether a unit is a clock time's key (`clockTimesOf`). */
export const isClockKey = (unit: string): boolean => KEY.test(unit);
