// Letters dictated with a spelling alphabet ("Yankee Charlie 3 1 5 5 2 9 Delta", "Hotel Victor 3 3 6 Bravo November",
// "Berta Martha 4 7 1 1"): an identifier or a plate read out over the phone is still the identifier. A run of two
// spelling words or more mixed with single digits reads as the letters and digits it spells, and the gates judge that
// reading as they judge a written value. The words are the alphabets of the languages of lexicons/ that have one in
// everyday use: the international (NATO/ICAO) alphabet, the German one (DIN 5009, its names and its 2022 cities),
// the Italian, French and Spanish telephone alphabets. Input is canonical: marks are dropped ("Koln", "Cesar").

const ALPHABETS: Readonly<Record<string, readonly string[]>> = {
  A: ['Alfa', 'Alpha', 'Anton', 'Aachen', 'Ancona', 'Anatole', 'Antonio'],
  B: ['Bravo', 'Berta', 'Berlin', 'Bologna', 'Berthe', 'Barcelona'],
  C: ['Charlie', 'Casar', 'Chemnitz', 'Como', 'Celestin', 'Carmen'],
  D: ['Delta', 'Dora', 'Dusseldorf', 'Domodossola', 'Desire', 'Dolores'],
  E: ['Echo', 'Emil', 'Essen', 'Empoli', 'Eugene', 'Enrique'],
  F: ['Foxtrot', 'Friedrich', 'Frankfurt', 'Firenze', 'Francois', 'Francia'],
  G: ['Golf', 'Gustav', 'Goslar', 'Genova', 'Gaston', 'Gerona'],
  H: ['Hotel', 'Heinrich', 'Hamburg', 'Henri', 'Historia'],
  I: ['India', 'Ida', 'Ingelheim', 'Imola', 'Irma', 'Ines'],
  J: ['Juliett', 'Juliet', 'Julius', 'Jena', 'Jolly', 'Joseph', 'Jose'],
  K: ['Kilo', 'Kaufmann', 'Koln', 'Kappa', 'Kleber'],
  L: ['Lima', 'Ludwig', 'Leipzig', 'Livorno', 'Louis', 'Lorenzo'],
  M: ['Mike', 'Martha', 'Munchen', 'Milano', 'Marcel', 'Madrid'],
  N: ['November', 'Nordpol', 'Nurnberg', 'Napoli', 'Nicolas', 'Navarra'],
  O: ['Oscar', 'Otto', 'Offenbach', 'Otranto', 'Oviedo'],
  P: ['Papa', 'Paula', 'Potsdam', 'Palermo', 'Pierre', 'Paris'],
  Q: ['Quebec', 'Quelle', 'Quickborn', 'Quarto', 'Quintal', 'Querido'],
  R: ['Romeo', 'Richard', 'Rostock', 'Roma', 'Raoul', 'Ramon'],
  S: ['Sierra', 'Samuel', 'Siegfried', 'Salzwedel', 'Savona', 'Suzanne', 'Sabado'],
  T: ['Tango', 'Theodor', 'Tubingen', 'Torino', 'Therese', 'Tarragona'],
  U: ['Uniform', 'Ulrich', 'Unna', 'Udine', 'Ursule', 'Ulises'],
  V: ['Victor', 'Viktor', 'Volklingen', 'Venezia', 'Valencia'],
  W: ['Whiskey', 'Whisky', 'Wilhelm', 'Wuppertal', 'Washington', 'William'],
  X: ['Xray', 'X-ray', 'Xanthippe', 'Xanten', 'Xeres', 'Xavier', 'Xilofono'],
  Y: ['Yankee', 'Ypsilon', 'Yacht', 'York', 'Yvonne', 'Yegua'],
  Z: ['Zulu', 'Zacharias', 'Zeppelin', 'Zwickau', 'Zara', 'Zoe', 'Zaragoza'],
};

const LETTER_OF = new Map<string, string>(
  Object.entries(ALPHABETS).flatMap(([letter, words]) => words.flatMap((w) => [[w, letter] as const, [w.toUpperCase(), letter] as const])),
);
const WORD = `(?:${[...LETTER_OF.keys()].sort((a, b) => b.length - a.length).join('|')})`;
/** The words of the spelling alphabets (a regular-expression source) and the letter each stands for. */
export const SPELLING_WORD = WORD;
export const spellingLetter = (word: string): string | undefined => LETTER_OF.get(word);
const TOKEN = String.raw`(?:${WORD}|\d)(?![\p{L}\p{N}])`;
// As dictated: capitalised words and single digits, a space, a comma or a hyphen apart, four tokens or more. Digits
// are read one at a time when spelling; a group ("Alfa Romeo 147 2004", "Hotel Roma 2 stelle") is a name with a number.
const RUN = new RegExp(String.raw`(?<![\p{L}\p{N}])${TOKEN}(?:[\s,-]{1,2}${TOKEN}){3,}`, 'gu');

/** The letters and digits a dictated run spells, when it has two spelling words or more and a digit; else the run. */
function readRun(run: string): string {
  const tokens = run.split(/[\s,]+|-(?=\d)|(?<=\d)-/u).filter(Boolean);
  const words = tokens.filter((t) => LETTER_OF.has(t)).length;
  if (words < 2 || !tokens.some((t) => /^\d+$/u.test(t))) return run;
  return tokens.map((t) => LETTER_OF.get(t) ?? t).join('');
}

/** The canonical text with every dictated run read as what it spells (the same text when there is none). */
export const readSpellingAlphabets = (canonical: string): string => canonical.replace(RUN, readRun);
