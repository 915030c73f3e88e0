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
  },
  pt: {
    units: [['zero'], ['um', 'uma'], ['dois', 'duas'], ['tres'], ['quatro'], ['cinco'], ['seis', 'meia'], ['sete'], ['oito'], ['nove']],
    teens: ['dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'],
    tens: [['vinte'], ['trinta'], ['quarenta'], ['cinquenta'], ['sessenta'], ['setenta'], ['oitenta'], ['noventa']],
    compound: (tens, unit) => [`${tens} e ${unit}`],
  },
  it: {
    units: [['zero'], ['uno', 'una'], ['due'], ['tre'], ['quattro'], ['cinque'], ['sei'], ['sette'], ['otto'], ['nove']],
    teens: ['dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove'],
    tens: [['venti'], ['trenta'], ['quaranta'], ['cinquanta'], ['sessanta'], ['settanta'], ['ottanta'], ['novanta']],
    // Written as one word, the tens' last vowel dropped before uno and otto: ventuno, trentotto.
    compound: (tens, unit) => [/^[uo]/.test(unit) ? `${tens.slice(0, -1)}${unit}` : `${tens}${unit}`],
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
  const { units, teens, tens: tensForms, compound } = language;
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
  return spellings;
}

export const NUMBER_GROUP_LANGUAGES: readonly string[] = Object.keys(LANGUAGES);
const SPELLINGS = new Map(NUMBER_GROUP_LANGUAGES.flatMap((lang) => [...spellingsOf(lang)]));

const source = (spelling: string): string => spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`[\s-]+`);
const TOKEN = [...SPELLINGS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(source)
  .join('|');
const EDGE_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}])`;
const ONE = new RegExp(`${EDGE_BEFORE}(?:${TOKEN})${EDGE_AFTER}`, 'giu');
const RUN = new RegExp(String.raw`${EDGE_BEFORE}(?:${TOKEN})${EDGE_AFTER}(?:[\s,.;-]+(?:${TOKEN})${EDGE_AFTER}){2,}`, 'giu');
// Only text with a word for ten or more is worth the long pattern.
const HAS_TWO_DIGIT_WORD = new RegExp(
  [...SPELLINGS]
    .filter(([, d]) => d.length === 2)
    .map(([s]) => source(s.split(' ')[0] ?? s))
    .filter((s, i, all) => all.indexOf(s) === i)
    .map((s) => `${EDGE_BEFORE}${s}`)
    .join('|'),
  'iu',
);

export function readNumberGroups(text: string): string {
  if (!HAS_TWO_DIGIT_WORD.test(text)) return text;
  return text.replace(RUN, (run) => {
    const groups = [...run.matchAll(ONE)].map((m) => SPELLINGS.get(m[0].toLowerCase().replace(/[\s-]+/g, ' ')) ?? '');
    const digits = groups.join('');
    return groups.some((g) => g.length === 2) && digits.length >= 7 ? digits : run;
  });
}
