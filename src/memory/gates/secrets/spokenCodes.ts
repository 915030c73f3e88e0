// A code sent to the person or a door's code, with its value read out in number words, as a speech-to-text engine
// writes it: "the code Chase just texted me is two two one, six three four", "le code reçu par SMS … est
// quatre-vingt-dix-neuf, dix-huit, soixante-et-onze", "Код из СМС: сто три, пятьсот двадцать четыре", "gate code is
// star four zero seven four pound", "le digicode, c'est trois B cinq deux huit". The number-word rules read a run of
// seven words (English) or four (the others) as digits; a code is shorter, and said in pairs or hundreds. So the code
// word, a word that says it was sent or what it opens, then a copula or a colon and three number words or more (a
// letter, "star" or "pound" may stand among them). A code of anything else keeps its words ("the
// dress code is black tie", "le code de la route est simple").

const CODE = String.raw`(?:codes?|passcode|pin|otp|tan|digicode|c[oó]digo|codice|код\p{L}{0,2}|senha)`;
// Sent, texted or received, and the things a code opens, in the ten languages' spaced scripts.
const CONTEXT = new RegExp(
  String.raw`(?<!\p{L})(?:text(?:ed)?|sent|received|got|sms|smsed|e-?mailed|re[cç]u|envoy[ée]e?|llegado|recibido|enviado|mandado|chegou|recebi(?:do)?|mandaram|arrivato|ricevuto|inviato|bekommen|erhalten|geschickt|gesendet|смс|пришл?[её]л|пришло|прислали|отправили|gate|door|building|intercom|buzzer|immeuble|porte|portail|interphone|portal|portão|prédio|portone|cancello|citofono|haust[üu]r|tor|домофон\p{L}*|подъезд\p{L}*|двер\p{L}*)(?!\p{L})`,
  'iu',
);
const COPULA = String.raw`(?:(?<!\p{L})(?:is|was|are|est|c['’]est|es|era|é|è|ist|lautet|war|это)(?!\p{L})|[:：=—–])`;
const NUMBER_WORD = [
  // en
  'zero oh one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred',
  // fr
  'zéro un une deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize vingt vingts trente quarante cinquante soixante cent et',
  // es, pt, it
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez um dois três quatro sete oito nove meia dez due tre quattro cinque sei sette otto',
  // de
  'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf',
  // ru
  'ноль один два три четыре пять шесть семь восемь девять десять двадцать тридцать сорок пятьдесят шестьдесят семьдесят восемьдесят девяносто сто двести триста четыреста пятьсот шестьсот семьсот восемьсот девятьсот',
]
  .join(' ')
  .split(' ');
// A number word may be compound ("quatre-vingt-dix-neuf", "soixante-et-onze", "thirty-four"), each part a number word.
const PART = `(?:${[...new Set(NUMBER_WORD)].sort((a, b) => b.length - a.length).join('|')})`;
const WORD = String.raw`${PART}(?:-${PART})*`;
const FILLER = String.raw`(?:star|pound|hash|étoile|dièse|stern|raute|[A-Z])`;
const SPOKEN_VALUE = new RegExp(String.raw`^\s*(?:(?:${WORD}|${FILLER})(?![\p{L}\p{N}])[\s,]*){3,}`, 'iu');
const CODE_WORD = new RegExp(String.raw`(?<!\p{L})${CODE}(?!\p{L})`, 'giu');
const COPULA_AFTER = new RegExp(String.raw`${COPULA}[\s,:]*`, 'giu');

const wordCount = (value: string): number => (value.match(new RegExp(String.raw`(?<!\p{L})${WORD}(?!\p{L})`, 'giu')) ?? []).length;

/** A sent code or a door's code and its value in number words (raw text, one field). */
export function hasSpokenCode(text: string): boolean {
  CODE_WORD.lastIndex = 0;
  for (let m = CODE_WORD.exec(text); m; m = CODE_WORD.exec(text)) {
    const sentence = text.slice(m.index, m.index + 140).split(/[.!?\n](?:\s|$)/u)[0] ?? '';
    COPULA_AFTER.lastIndex = 0;
    for (let c = COPULA_AFTER.exec(sentence); c; c = COPULA_AFTER.exec(sentence)) {
      const between = sentence.slice(0, c.index);
      if (between.length > 80) break;
      const isDoorCode = /digicode/i.test(m[0]);
      if (!isDoorCode && !CONTEXT.test(between)) continue;
      const value = sentence.slice(c.index + c[0].length);
      if (wordCount(SPOKEN_VALUE.exec(value)?.[0] ?? '') >= 3) return true;
    }
  }
  return false;
}
