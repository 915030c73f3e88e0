import { canonicalize } from '../canonical';
import { hasCredentialDigits } from '../lexiconGates';

// The code of a thing that a code opens, said with "of" and whose it is, in every language: "the code for my garage
// door is 7734", "le code de ma carte bleue est 8264", "el código de mi portal es 1234B", "der Code meiner Haustür ist
// 4711", "код от нашего домофона 34К7012". The lexicons hold the fixed phrases ("code de la porte", "door code"); this
// reads the open form: a code word, at most three short words (a preposition, an article, a possessive, an
// adjective), then a thing that locks, then three digits or more that measure nothing and are no year. A code of
// anything else is no secret ("le code de la route", "el código de conducta", "der Code seiner Website").
// Chinese, Japanese and Korean name the thing first and the number after a particle, which the lexicons read.

// Spanish "clave" and Portuguese "senha" name the code of a thing as "código" does ("la clave del portal", "a senha do
// portão").
const CODE_WORD = String.raw`(?:code|codes|passcode|combination|combo|pin|c[oó]digo|clave|senha|codice|combinaci[oó]n|combina[cç][aã]o|combinazione|kombination|zahlenkombination|код\p{L}{0,2}|комбинаци\p{L}{0,2}|пин-код\p{L}{0,2})`;

// Things opened or unlocked by a code, by language (singular and common plural; canonical form is taken below).
// German heads a compound noun with its last part ("Haustür", "Garagentor", "Fahrradschloss", "EC-Karte"), so its
// entries end a longer word; the others stand alone.
const THINGS: Readonly<Record<string, string>> = {
  en: 'door, front door, gate, garage, alarm, safe, lock, padlock, locker, card, intercom, buzzer, building, lockbox, key box, keybox, mailbox, phone, iphone, laptop, sim, bike',
  fr: 'porte, portail, alarme, coffre, coffre-fort, cadenas, casier, carte, carte bleue, carte bancaire, interphone, immeuble, boîte aux lettres, boîte à clés, téléphone, portable, vélo, antivol, digicode',
  es: 'puerta, portal, garaje, alarma, caja fuerte, candado, taquilla, tarjeta, telefonillo, interfono, edificio, buzón, móvil, teléfono, bici, cerradura',
  pt: 'porta, portão, garagem, cofre, cadeado, armário, cartão, interfone, prédio, caixa de correio, celular, telemóvel, fechadura',
  it: 'portone, cancello, allarme, cassaforte, lucchetto, armadietto, carta, bancomat, citofono, palazzo, cassetta, telefono, cellulare, serratura',
  de: 'haus, handy, garage, wohnung',
  // Russian: stems, which take their case endings.
  ru: 'двер, ворот, гараж, сигнализац, сейф, замк, замок, шкафчик, карт, домофон, подъезд, телефон, ячейк, калитк, кварти',
};
const GERMAN_HEADS = 'tür, tor, schloss, anlage, karte, tresor, safe, fach, kasten, spind, klingel';

const list = (words: string): string[] => words.split(', ');
const alternatives = (words: readonly string[]) =>
  [...new Set(words.map((w) => canonicalize(w).toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, String.raw`[\s-]*`))
    .join('|');

const CODED_THING = new RegExp(
  String.raw`(?<![\p{L}])${canonicalize(CODE_WORD)}\s+(?:[\p{L}'’]{1,12}(?:\s+|['’]))?(?:[\p{L}'’]{1,12}(?:\s+|['’]))?(?:[\p{L}'’]{1,12}(?:\s+|['’]))?(?:(?:${alternatives(Object.values(THINGS).flatMap(list))})\p{L}{0,3}|[\p{L}-]{0,16}(?:${alternatives(list(GERMAN_HEADS))})\p{L}{0,2})(?![\p{L}])`,
  'giu',
);

// An aside in brackets between the thing and its value says which one it is ("le code de mon antivol de vélo (l'Abus à
// chiffres), c'est 9531", "the code for my bike lock (the blue Kryptonite one) is 4471"); the value is read as if the
// aside were not there, when a copula, a colon or a dash follows the aside ("the code for my bike lock app (an
// open-source one) has 1200 lines" goes on about another thing). A value inside the brackets is read with the aside kept.
const ASIDE =
  /\s*[(（[][^)）\]\n]{0,48}[)）\]](?=\s*,?\s*(?:[:：=—–-]|(?:c['’]est|is|ist|lautet|est|es|e|era|sono|son|sao|эto)(?![\p{L}])))/gu;

/** A code word, whose thing it opens, then its value (canonical text). */
export function hasCodedThing(canonical: string): boolean {
  CODED_THING.lastIndex = 0;
  for (let m = CODED_THING.exec(canonical); m; m = CODED_THING.exec(canonical)) {
    const after = canonical.slice(m.index + m[0].length, m.index + m[0].length + 100).split('\n')[0] ?? '';
    if (hasCredentialDigits(after.slice(0, 60)) || hasCredentialDigits(after.replace(ASIDE, ''))) return true;
  }
  return false;
}
