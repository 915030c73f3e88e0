import { canonicalize } from '../canonical';
import { CREDENTIAL, IDENTIFIER, VALUE } from '../lexiconGates';
import { compileWords, hasWord, wordMatches } from '../lexiconPatterns';
import { LEXICONS } from '../lexicons';
import { hasPersonalKeyword } from '../personalKeywords';
import { hasPhoneWord } from './phoneNumbers';

// Commerce and service reference numbers (gate 8): "Order 000123456", "Invoice 1234567-8", "注文番号は
// 0012345678", "Sendungsnummer 00340434161234567890". Some national format's one check digit, a phone plan or
// a resident-ID checksum accepts many such runs by chance, so the number shapes alone would refuse them. A
// word of the lexicons' `reference` list right before the run says whose number it is: the shop's, the
// carrier's, the airline's. Such a run is taken out of the text the number shapes read (the keyword rules
// still read the whole text), unless
//  - the value is a checksum-strong secret whatever names it (the caller decides: a payment card, an IBAN, a
//    dated resident ID), or
//  - a personal word names it as well: an identifier, credential or phone word earlier in the clause, or an
//    identifier or credential word later in it ("Bestellung 86095742719 ist meine Steuer-ID").
// Input is canonical.

// As the end of a longer word too, at any length: German compounds ("Sendungsnummer"), and a field run into
// the one before it on the scan surface ("contextref 0281…": a tag, then a subject).
const REFERENCE = compileWords('reference', LEXICONS, { openStart: true });

// What may stand between the word and its value: separators, "no." and "number" in the languages, a copula,
// a particle, and a CJK "number" after a word that did not end with it (订单号码, 注文番号は).
// Case-sensitive, so that a letter prefix of the value is a capital ("LH 400", "SF 1234567890") and "for
// 12345" is no value; the number words are written in both cases instead.
const NUMBER_WORDS = ['number', 'nummer', 'numero', 'número', 'numéro', 'номер', 'nr', 'no', 'n°', 'n.º', 'nº', 'ref']
  .map(canonicalize)
  .flatMap((w) => [w, `${w.charAt(0).toUpperCase()}${w.slice(1)}`])
  .map((w) => w.replace(/[.]/g, String.raw`\.`))
  .join('|');
// A sample given for the kind ("Sendungsnummern wie 0034…", "codici tipo 0571…", "numbers like 1Z999…", "по номеру
// заказа вроде 7299…"): the words for "like", "such as" and "for example" join a reference word to its value as a
// copula does, in the languages that write spaces between words (Chinese, Japanese and Korean give the sample first).
const LIKE_WORDS = [
  ...['like', 'such as', 'e.g.', 'for example', 'for instance'],
  ...['wie', 'etwa', 'z. B.', 'z.B.', 'zum Beispiel', 'beispielsweise'],
  ...['comme', 'par exemple', 'genre', 'du genre', 'du type'],
  ...['como', 'por ejemplo', 'por exemplo', 'p. ej.', 'p. ex.', 'tipo', 'del tipo', 'do tipo'],
  ...['come', 'ad esempio', 'per esempio', 'tipo', 'del tipo'],
  ...['вида', 'типа', 'как', 'вроде', 'наподобие', 'например', 'к примеру'],
]
  .map(canonicalize)
  .map((w) => w.replace(/[.]/g, String.raw`\.`))
  .join('|');
const REFERENCE_VALUE = new RegExp(
  String.raw`^(?:[\s:：=#.\-]|\s(?:is|ist|lautet|est|es|e|era|sono|эto|was|war|:|${LIKE_WORDS})\s|(?:${NUMBER_WORDS})\.?(?=[\s:#]*\d)|号码|號碼|码|碼|番号|번호|は|が|の|是|为|為|는|은|이|가)*${VALUE}`,
  'u',
);

// Or a few words about the thing, then a copula, a colon or a dash and the value ("order number for the new
// laptop is 4155552671", "Seriennummer der Waschmaschine ist …", "номер стиральной машины — …").
const FAR_REFERENCE_VALUE = new RegExp(
  String.raw`^[^\d\n.!?。！？;；:：]{1,30}?(?:\s(?:is|ist|lautet|est|es|e|era|sono|эto|was|war|${LIKE_WORDS})\s+|\s?[:：]\s*|\s-\s+|は|是|为|為|는|은)${VALUE}`,
  'u',
);

const CLAUSE_END = /[.!?。！？;；\n]/u;
const WINDOW = 48;

/** The clause around a value, cut at sentence ends and to a window on each side. */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  const head = text.slice(Math.max(0, start - WINDOW), start);
  const lastEnd = Math.max(...[...head].map((ch, i) => (CLAUSE_END.test(ch) ? i : -1)));
  const tail = text.slice(end, end + WINDOW);
  const firstEnd = tail.search(CLAUSE_END);
  return { before: head.slice(lastEnd + 1), after: firstEnd < 0 ? tail : tail.slice(0, firstEnd) };
}

function isNamedAsPersonal(before: string, after: string): boolean {
  const personal = (s: string) => hasWord(IDENTIFIER, s) || hasWord(CREDENTIAL, s) || hasPersonalKeyword(s);
  return personal(before) || hasPhoneWord(before) || personal(after);
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Every value a reference word names, with the personal and strong ones left out. */
function referenceSpans(text: string, isStrongSecret: (value: string) => boolean): Span[] {
  const spans: Span[] = [];
  for (const { start: wordStart, end: wordEnd } of wordMatches(REFERENCE, text)) {
    const rest = text.slice(wordEnd, wordEnd + WINDOW * 2);
    const m = REFERENCE_VALUE.exec(rest) ?? FAR_REFERENCE_VALUE.exec(rest);
    const value = m?.[1];
    if (!m || !value) continue;
    const end = wordEnd + m[0].length;
    const start = end - value.length;
    if (isStrongSecret(value)) continue;
    const { after } = clauseAround(text, start, end);
    // The reference word itself is left out: 號碼 in 發票號碼 is also a phone word.
    const before = `${clauseAround(text, wordStart, wordStart).before}\n${text.slice(wordEnd, start)}`;
    if (!isNamedAsPersonal(before, after)) spans.push({ start, end });
  }
  return spans;
}

/**
 * The text with every value a reference word names replaced by a neutral word, for the number shapes
 * (stdnum, phone plans, resident IDs) to read. `isStrongSecret` keeps a value whatever names it.
 */
export function withoutReferenceValues(text: string, isStrongSecret: (value: string) => boolean): string {
  if (!/\d/.test(text)) return text;
  const spans = referenceSpans(text, isStrongSecret).sort((a, b) => b.start - a.start);
  let out = text;
  let limit = Infinity;
  for (const { start, end } of spans) {
    if (end > limit) continue;
    out = `${out.slice(0, start)}ref${out.slice(end)}`;
    limit = start;
  }
  return out;
}
