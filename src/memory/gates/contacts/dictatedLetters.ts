import { SPELLING_WORD, spellingLetter } from './spellingAlphabets';

// A plate or a code dictated letter by letter, as a speech-to-text engine writes it: each letter named with a word
// ("M wie Martha", "F comme François", "R de rato", "M as in Mike", "be de Barcelona"), a dash said as a word
// ("Bindestrich", "tiret"), the digits in words ("sieben null fünf drei"), all a comma apart. Read back, the run is
// the value that was dictated ("M-KL 7053"), and gate 8 judges that reading as it judges a written value; a letter
// named so in prose reads as a single letter, which no rule takes for a value.

// "X as in Word" in the languages that say it so: a capital letter, the word, a name, a city or a noun ("R de rato").
const AS_IN = /(?<![\p{L}\p{N}])(\p{Lu})\s+(?:wie|comme|as\s+in|for|de|di|come|como)\s+\p{L}[\p{L}'’]+/gu;
// Spanish names its letters ("be de Barcelona, ele de Lérida").
const ES_LETTERS: Readonly<Record<string, string>> = {
  be: 'B',
  ce: 'C',
  efe: 'F',
  ge: 'G',
  hache: 'H',
  jota: 'J',
  ka: 'K',
  ele: 'L',
  eme: 'M',
  ene: 'N',
  pe: 'P',
  cu: 'Q',
  erre: 'R',
  ese: 'S',
  te: 'T',
  uve: 'V',
  equis: 'X',
  ye: 'Y',
  zeta: 'Z',
};
const ES_AS_IN = new RegExp(String.raw`(?<!\p{L})(${Object.keys(ES_LETTERS).join('|')})\s+de\s+\p{Lu}[\p{L}'’]+`, 'giu');
const DASH_WORD = /(?<!\p{L})(?:bindestrich|tiret|dash|hyphen|gui[oó]n|tra[cç]o|h[ií]fen|trattino)(?!\p{L})/giu;

// The digits 0-9 in the spaced languages' words.
const DIGITS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'zero one two three four five six seven eight nine',
    'null eins zwei drei vier fünf sechs sieben acht neun',
    'zéro un deux trois quatre cinq six sept huit neuf',
    'cero uno dos tres cuatro cinco seis siete ocho nueve',
    'zero um dois três quatro cinco seis sete oito nove',
    'zero uno due tre quattro cinque sei sette otto nove',
  ].flatMap((line) => line.split(' ').flatMap((w, i) => [[w, String(i)] as const, [w[0]?.toUpperCase() + w.slice(1), String(i)] as const])),
);
const DIGIT_WORD = `(?:${Object.keys(DIGITS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
// A letter, a spelling alphabet's word ("Kilo", "Savona"), a dash, a digit or a digit's word: digits are said one at a
// time when dictating, and a group ("Alfa Romeo 147 2004") is a name with a number.
const TOKEN = String.raw`(?:\p{Lu}|${SPELLING_WORD}|\d|-|${DIGIT_WORD})(?![\p{L}\p{N}])`;
const RUN = new RegExp(String.raw`(?<![\p{L}\p{N}])${TOKEN}(?:[\s,]+${TOKEN}){3,}`, 'gu');

type Kind = 'letter' | 'digit' | 'dash';
const kindOf = (t: string): Kind => (t === '-' ? 'dash' : /^\p{Lu}$/u.test(t) ? 'letter' : 'digit');

/** A run's tokens joined tight, a space where letters turn to digits or back ("M-KL 7053") when `spaced`. */
function readRun(run: string, spaced: boolean): string {
  const tokens = run
    .split(/[\s,]+/u)
    .filter(Boolean)
    .map((t) => DIGITS[t] ?? spellingLetter(t) ?? t);
  const letters = tokens.filter((t) => kindOf(t) === 'letter').length;
  if (letters < 2 || !tokens.some((t) => kindOf(t) === 'digit')) return run;
  let out = tokens[0] ?? '';
  for (let i = 1; i < tokens.length; i += 1) {
    const [a, b] = [kindOf(tokens[i - 1] ?? ''), kindOf(tokens[i] ?? '')];
    out += (spaced && a !== b && a !== 'dash' && b !== 'dash' ? ' ' : '') + tokens[i];
  }
  return out;
}

/** The text with its dictated runs read back, tight and with spaces where letters meet digits. */
export function readDictatedRuns(text: string): string[] {
  const named = text
    .replace(AS_IN, '$1')
    .replace(ES_AS_IN, (_, name: string) => ES_LETTERS[name.toLowerCase()] ?? name)
    .replace(DASH_WORD, '-');
  return [named.replace(RUN, (run) => readRun(run, false)), named.replace(RUN, (run) => readRun(run, true))];
}
