// Numbers read out in groups of two digits, as people say phone numbers and codes: "forty-two seventeen
// eighty-one…", "zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit", "null eins
// zweiundvierzig…", "ноль девять, сорок два, семнадцать…". A run of three or more number words with a
// two-digit one among them, seven digits or more in all, reads as those digits. Counting in prose
// ("twenty, thirty, forty") stays words: too few digits. Runs on text whose marks are dropped
// (zéro → zero, fünf → funf), before Cyrillic is folded to Latin.

interface Language {
  readonly units: readonly (readonly string[])[]; // spellings of 0–9
  readonly teens: readonly string[]; // 10–19
  readonly tens: readonly (readonly string[])[]; // spellings of 20, 30 … 90
  /** Spellings of tens + unit (21–99, unit ≥ 1) beyond "tens unit" and "tens-unit". */
  readonly compound?: (tens: string, unit: string, u: number) => readonly string[];
  /**
   * Spellings of 100, 200 … 900 where each is one word, for languages that read numbers out in groups of
   * three ("восемь девятьсот шестнадцать сто двадцать три…", "seiscientos doce…"), and the word joining
   * the rest to them ("cento e vinte"), if any.
   */
  readonly hundreds?: readonly (readonly string[])[];
  readonly hundredsJoin?: string;
}

const LANGUAGES: Readonly<Record<string, Language>> = {
  en: {
    units: [['zero', 'oh'], ['one'], ['two'], ['three'], ['four'], ['five'], ['six'], ['seven'], ['eight'], ['nine']],
    teens: ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'],
    tens: [['twenty'], ['thirty'], ['forty', 'fourty'], ['fifty'], ['sixty'], ['seventy'], ['eighty'], ['ninety']],
  },
  de: {
    units: [['null'], ['eins', 'ein'], ['zwei', 'zwo'], ['drei'], ['vier'], ['funf'], ['sechs'], ['sieben'], ['acht'], ['neun']],
    teens: ['zehn', 'elf', 'zwolf', 'dreizehn', 'vierzehn', 'funfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'],
    tens: [['zwanzig'], ['dreissig', 'dreißig'], ['vierzig'], ['funfzig'], ['sechzig'], ['siebzig'], ['achtzig'], ['neunzig']],
    compound: (tens, unit, u) => [`${u === 1 ? 'ein' : unit}und${tens}`],
  },
  fr: {
    units: [['zero'], ['un', 'une'], ['deux'], ['trois'], ['quatre'], ['cinq'], ['six'], ['sept'], ['huit'], ['neuf']],
    teens: ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf'],
    // 70 and 90 are 60 + 10 and 80 + 10: their units are the teens (below).
    tens: [
      ['vingt'],
      ['trente'],
      ['quarante'],
      ['cinquante'],
      ['soixante'],
      ['soixante-dix'],
      ['quatre-vingt', 'quatre-vingts'],
      ['quatre-vingt-dix'],
    ],
    compound: (tens, unit, u) => (u === 1 ? [`${tens} et un`, `${tens}-et-un`] : []),
  },
  es: {
    units: [['cero'], ['uno', 'una'], ['dos'], ['tres'], ['cuatro'], ['cinco'], ['seis'], ['siete'], ['ocho'], ['nueve']],
    teens: ['diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve'],
    tens: [['veinte'], ['treinta'], ['cuarenta'], ['cincuenta'], ['sesenta'], ['setenta'], ['ochenta'], ['noventa']],
    compound: (tens, unit) => [`${tens} y ${unit}`, ...(tens === 'veinte' ? [`veinti${unit}`] : [])],
    hundreds: [
      ['cien', 'ciento'],
      ['doscientos', 'doscientas'],
      ['trescientos', 'trescientas'],
      ['cuatrocientos', 'cuatrocientas'],
      ['quinientos', 'quinientas'],
      ['seiscientos', 'seiscientas'],
      ['setecientos', 'setecientas'],
      ['ochocientos', 'ochocientas'],
      ['novecientos', 'novecientas'],
    ],
  },
  pt: {
    units: [['zero'], ['um', 'uma'], ['dois', 'duas'], ['tres'], ['quatro'], ['cinco'], ['seis', 'meia'], ['sete'], ['oito'], ['nove']],
    teens: ['dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'],
    tens: [['vinte'], ['trinta'], ['quarenta'], ['cinquenta'], ['sessenta'], ['setenta'], ['oitenta'], ['noventa']],
    compound: (tens, unit) => [`${tens} e ${unit}`],
    hundreds: [
      ['cem', 'cento'],
      ['duzentos', 'duzentas'],
      ['trezentos', 'trezentas'],
      ['quatrocentos', 'quatrocentas'],
      ['quinhentos', 'quinhentas'],
      ['seiscentos', 'seiscentas'],
      ['setecentos', 'setecentas'],
      ['oitocentos', 'oitocentas'],
      ['novecentos', 'novecentas'],
    ],
    hundredsJoin: 'e',
  },
  it: {
    units: [['zero'], ['uno', 'una'], ['due'], ['tre'], ['quattro'], ['cinque'], ['sei'], ['sette'], ['otto'], ['nove']],
    teens: ['dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'],
    tens: [['venti'], ['trenta'], ['quaranta'], ['cinquanta'], ['sessanta'], ['settanta'], ['ottanta'], ['novanta']],
    // Written as one word, the tens' last vowel dropped before uno and otto: ventuno, trentotto.
    compound: (tens, unit) => [/^[uo]/.test(unit) ? `${tens.slice(0, -1)}${unit}` : `${tens}${unit}`],
    hundreds: [
      ['cento'],
      ['duecento'],
      ['trecento'],
      ['quattrocento'],
      ['cinquecento'],
      ['seicento'],
      ['settecento'],
      ['ottocento'],
      ['novecento'],
    ],
  },
  ru: {
    units: [['ноль', 'нуль'], ['один', 'одна'], ['два', 'две'], ['три'], ['четыре'], ['пять'], ['шесть'], ['семь'], ['восемь'], ['девять']],
    teens: [
      'десять',
      'одиннадцать',
      'двенадцать',
      'тринадцать',
      'четырнадцать',
      'пятнадцать',
      'шестнадцать',
      'семнадцать',
      'восемнадцать',
      'девятнадцать',
    ],
    tens: [['двадцать'], ['тридцать'], ['сорок'], ['пятьдесят'], ['шестьдесят'], ['семьдесят'], ['восемьдесят'], ['девяносто']],
    hundreds: [['сто'], ['двести'], ['триста'], ['четыреста'], ['пятьсот'], ['шестьсот'], ['семьсот'], ['восемьсот'], ['девятьсот']],
  },
};

/** Each spelling of one language (lower case, one space between its parts) with its digits. */
export function spellingsOf(lang: string): Map<string, string> {
  const spellings = new Map<string, string>();
  const language = LANGUAGES[lang];
  if (!language) return spellings;
  const add = (spelling: string, digits: string) => {
    const key = spelling.replace(/[\s-]+/g, ' ');
    if (!spellings.has(key)) spellings.set(key, digits);
  };
  const { units, teens, tens: tensForms, compound, hundreds = [], hundredsJoin } = language;
  units.forEach((forms, u) => forms.forEach((f) => add(f, String(u))));
  teens.forEach((f, i) => add(f, String(10 + i)));
  tensForms.forEach((forms, i) => {
    const tens = 20 + 10 * i;
    for (const t of forms) {
      add(t, String(tens));
      // French 70 and 90 take the teens as units (soixante-douze, quatre-vingt-dix-neuf); they are spelled from 60 and 80.
      if (/^(?:soixante|quatre-vingts?)$/.test(t))
        teens.forEach((teen, k) => [`${t}-${teen}`, `${t} et ${teen}`].forEach((s) => add(s, String(tens + 10 + k))));
      if (/dix$/.test(t)) continue;
      units.slice(1).forEach((unitForms, k) => {
        const u = k + 1;
        for (const unit of unitForms) for (const s of [`${t} ${unit}`, ...(compound?.(t, unit, u) ?? [])]) add(s, String(tens + u));
      });
    }
  });
  // A hundred, alone or with the rest of its group after it ("сто двадцать три", "cento e vinte e três").
  const belowHundred = [...spellings].filter(([, digits]) => digits !== '0');
  hundreds.forEach((forms, i) => {
    for (const h of forms) {
      add(h, String(100 * (i + 1)));
      for (const [rest, digits] of belowHundred) {
        const value = String(100 * (i + 1) + Number(digits));
        add(`${h} ${rest}`, value);
        if (hundredsJoin) add(`${h} ${hundredsJoin} ${rest}`, value);
      }
    }
  });
  return spellings;
}

export const NUMBER_GROUP_LANGUAGES: readonly string[] = Object.keys(LANGUAGES);
const SPELLINGS = new Map(NUMBER_GROUP_LANGUAGES.flatMap((lang) => [...spellingsOf(lang)]));

// Read word by word, not with one pattern of every spelling: a pattern of 1,300 alternatives cost
// milliseconds on every text that holds "ten" or "once".
const PARTS = new Set([...SPELLINGS.keys()].flatMap((k) => k.split(' ')));
const LONGEST = Math.max(...[...SPELLINGS.keys()].map((k) => k.split(' ').length));
// Words, and digit groups of one to four figures: a number said partly in words and partly in figures ("415 eight two
// six, 39 one seven", "06 quarante-huit 27 trente-neuf 16", "+7 916 четыреста восемьдесят два 73 91") reads as one.
const WORD = /\p{L}+|(?<![\d.,])\d{1,4}(?![\d]|[.,]\d)/gu;
const FIGURES = /^\d+$/;
const BETWEEN_GROUPS = /^[\s,.;-]+$/;
const INSIDE_GROUP = /^[\s-]+$/;

interface Word {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** The groups of a run of number words, longest spelling first, and where the run ends. */
function readRun(
  text: string,
  words: readonly Word[],
  from: number,
  withFigures: boolean,
): { groups: string[]; next: number; spoken: number } {
  const groups: string[] = [];
  let spoken = 0;
  let i = from;
  while (i < words.length) {
    if (i > from && !BETWEEN_GROUPS.test(text.slice(words[i - 1]?.end, words[i]?.start))) break;
    let taken = 0;
    for (let k = Math.min(LONGEST, words.length - i); k >= 1 && !taken; k -= 1) {
      const parts = words.slice(i, i + k);
      const joined = parts.every((w, j) => j === 0 || INSIDE_GROUP.test(text.slice(parts[j - 1]?.end, w.start)));
      const key = parts.map((w) => w.text.toLowerCase()).join(' ');
      const figures = withFigures && k === 1 && FIGURES.test(key) ? key : undefined;
      const digits = figures ?? (joined && !FIGURES.test(key) ? SPELLINGS.get(key) : undefined);
      if (digits !== undefined) {
        groups.push(digits);
        taken = k;
        if (figures === undefined) spoken += 1;
      }
    }
    if (!taken) break;
    i += taken;
  }
  return { groups, next: i, spoken };
}

export function readNumberGroups(text: string): string {
  const words: Word[] = [];
  for (const m of text.matchAll(WORD)) words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  let out = '';
  let copied = 0;
  for (let i = 0; i < words.length;) {
    const first = words[i]?.text.toLowerCase() ?? '';
    if (!PARTS.has(first) && !(FIGURES.test(first) && PARTS.has(words[i + 1]?.text.toLowerCase() ?? ''))) {
      i += 1;
      continue;
    }
    // Words and figures mixed: a word group and a figure group, nine digits or more (a phone's length; "sechs, 12, 18 und
    // 24 Monate" is counting). Else words only, as before figures were read: three groups, a two-digit one among them,
    // seven digits. Figures only stay as written.
    const withFigures = readRun(text, words, i, true);
    const mixedDigits = withFigures.groups.join('').length;
    const mixed =
      withFigures.spoken > 0 &&
      withFigures.spoken < withFigures.groups.length &&
      withFigures.groups.length >= 3 &&
      mixedDigits >= 9 &&
      mixedDigits <= 15;
    const { groups, next } = mixed ? withFigures : readRun(text, words, i, false);
    const digits = groups.join('');
    if (mixed || (groups.length >= 3 && groups.some((g) => g.length >= 2) && digits.length >= 7)) {
      out += text.slice(copied, words[i]?.start) + digits;
      copied = words[next - 1]?.end ?? copied;
    }
    i = Math.max(next, i + 1);
  }
  return copied === 0 ? text : out + text.slice(copied);
}
