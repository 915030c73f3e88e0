import { caseless } from '../caseless';
import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import { entrySource } from '../lexiconPatterns';
import { LEXICONS, type Lexicon } from '../lexicons';

// Street addresses as the languages of lexicons/ write them (gate 8): a house number with a
// street type. streetAddress.ts keeps the Chinese, US and UK shapes; a street or city without a number
// ("lives near Via Roma", "moved to Lyon") is ordinary context. Input is canonical.

// A number that counts something is no house number ("via e-mail 3 times", "Camino de Santiago 800 km").
const NOT_HOUSE_NUMBER = caseless(
  /^\s*(?:%|€|\$|km|m\b|kg|min|x\b|times|hours?|days?|years?|mal|stunden|tage|jahre|fois|heures|jours|ans|veces|horas|dias|anos|volte|ore|giorni|anni|раз|час|дн|лет|год)/iu,
);

const capitalised = (w: string): string => (w[0] ?? '').toUpperCase() + w.slice(1);
/** The street types as written in lower case and capitalised (the name after them must be capitalised, so no `i` flag). */
const streetTypes = (lexicons: readonly Lexicon[]): string =>
  lexicons
    .flatMap((lex) => lex.street.flatMap((w) => [entrySource(w), entrySource(capitalised(w))]))
    .sort((a, b) => b.length - a.length)
    .join('|');

// English keeps its own shapes (streetAddress.ts); Japanese, Korean and German are below.
const LATIN_CYRILLIC = LEXICONS.filter((l) => ['fr', 'es', 'pt', 'it', 'ru'].includes(l.lang));
const NUMBER_AFTER = LATIN_CYRILLIC.filter((l) => l.streetNumberAfter);
const NUMBER_BEFORE = LATIN_CYRILLIC.filter((l) => !l.streetNumberAfter);
// Linking words inside a street name: "rue de la Paix", "Calle de Alcalá", "Rua das Flores", "Via dei Mille".
const LINK = String.raw`(?:de|du|des|del|della|delle|dei|degli|di|da|do|dos|das|la|le|les|los|las|l['’])`;
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;

// "12 rue de Rivoli", "8, avenida Paulista", "221 Baker Street" (number first, any word after the type). A label's
// colon may touch the number ("送り先：12 rue de la Paix", NFKC makes the full-width colon ASCII); a clock's may not.
const NUMBER_FIRST = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])(?<!\d:)\d{1,4}(?:\s?(?:bis|ter|[a-z]))?,?\s+(?:${streetTypes(NUMBER_BEFORE)})\s+(?:${LINK}\s*)?\p{L}`,
  'u',
);
// "Via Roma 12", "Calle Mayor, 5", "Rua Augusta, nº 100", "ул. Ленина, д. 5": the type, a capitalised name
// of up to four words, then the number. An acronym closed by a full stop ends a sentence ("via SMS. 2FA" with the
// subject after it), as no street name does.
const TYPE_FIRST = new RegExp(
  String.raw`(?<![\p{L}])(?:${streetTypes(NUMBER_AFTER)})\s+(?:${LINK}\s*)?${NAME_WORD}(?:\s+(?:${LINK}\s*)?${NAME_WORD}){0,3}(?<!\p{Lu}\p{Lu}\.),?\s+(?:n\.?\s?[º°o]?\.?\s*|no\.?\s*|num\.?\s*|д\.?\s*|${entrySource('дом')}\s*|#\s*)?(\d{1,4}[a-z]?)(?![\d.,:/]\d)`,
  'gu',
);
// German: the type ends the street's name ("Lindenstraße 12", "Am Mühlenweg 3a", "Hauptstr. 5").
const DE_TYPES = LEXICONS.filter((l) => l.lang === 'de').flatMap((l) => l.street.map(entrySource));
// Vienna writes the staircase and the door after the house number ("Gumpendorfer Straße 63/2/14", "Hauptstr. 5/12").
const GERMAN = new RegExp(String.raw`\p{Lu}\p{L}{2,}(?:${DE_TYPES.join('|')})\s+(\d{1,4}\s?[a-z]?(?:\/\d{1,3}){0,2})(?![\d.,:/]\d)`, 'gu');
// Japanese: "3丁目5番8号", "1-2-3" after a ward, town or city; "5番地", "402号室".
// The town's name may be written in kana (西区みなとみらい2-3-1).
const JAPANESE =
  /\d{1,3}\s*丁目(?:\s*\d{1,4})?|\d{1,5}\s*番地|\d{1,4}\s*号室|[都道府県市区町村郡][\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{0,8}\d{1,4}-\d{1,4}(?:-\d{1,4})?/u;
// Korean road addresses: "테헤란로 123", "강남대로 45길 6", "세종로 1-1"; lot numbers "123번지"; "101동 1203호".
// A number with a thousands comma is an amount, not a house ("점심값으로 12,000원": 으로 is a particle, not a road).
// Lot-number addresses name the district, then the neighbourhood and the lot: "해운대구 우동 756-22", "양평군 양서면 123-4".
const KOREAN =
  /(?:시|군|구)\s+\p{Script=Hangul}{1,5}(?:동|읍|면|리|가)\s*\d{1,5}-\d{1,5}(?![\d.])|\p{Script=Hangul}{2,}(?:대로|번길|로|길)\s*\d{1,4}(?:-\d{1,4})?(?!\s*(?:시간|분|년|개|명|번째|km|킬로|미터|%|원|일|월|살|세|층|배|차|회))(?![\d.]|,\d)|\d{1,5}\s*번지|\d{1,4}\s*동\s*\d{1,4}\s*호/u;

// The same addresses in Latin letters, as written for post from abroad: the block, lot and house numbers beside a
// town and a ward or city with its suffix ("4-12-7 Jingumae, Shibuya-ku, Tokyo", "Shibuya-ku, Ebisu 1-2-3"), and a
// Korean road with its number ("Teheran-ro 152", "Olympic-ro 35-gil 10"). A ward alone ("Shibuya-ku") is a district.
const ROMAN_JAPANESE =
  /(?<![\p{N}.-])\d{1,2}-\d{1,3}(?:-\d{1,4})?,?\s+\p{Lu}[\p{L}-]{1,20},?\s+\p{Lu}\p{Ll}+-(?:ku|shi|machi|cho|gun|mura)(?![\p{L}])|\p{Lu}\p{Ll}+-(?:ku|shi|machi|cho)(?:,?\s+\p{Lu}[\p{L}-]{1,20}){1,2},?\s+\d{1,2}-\d{1,3}(?:-\d{1,4})?(?![\d-])/u;
// Russian typed in Latin letters keeps the abbreviations of the street, the house and the flat ("ul. Baumana, d. 12,
// kv. 48", "prospekt Mira, dom 5, kvartira 31"): a house and a flat number, or a street type, a name and the house.
const ROMAN_RUSSIAN = cued(
  /(?<![\p{L}])(?:dom|d\.)\s*\d{1,4}(?:\s?[a-z])?(?:\s*[,/]\s*\d{1,3})?(?:[,\s]+(?:korpus|korp\.|k\.|stroenie|str\.)\s*\d{1,3})?[,\s]+(?:kvartira|kv\.)\s*\d{1,4}|(?<![\p{L}])(?:ul\.|ulitsa|ulica|pr-t|prospekt|pr\.|pereulok|per\.|bul'var|bulvar|shosse|naberezhnaya|nab\.)\s*\p{L}[\p{L}'-]+,?\s+(?:dom|d\.)\s*\d{1,4}/iu,
);
const ROMAN_KOREAN = /(?<![\p{L}])\p{Lu}\p{Ll}+(?:-\p{Ll}+)?-(?:daero|ro|gil)\s+\d{1,4}(?:-\d{1,4})?(?![\d.,]\d|\s?(?:km|%))/u;

// Russian: a house and a flat number written out ("дом 28, квартира 4", "д. 7, кв. 15", "д. 5 корп. 2 кв. 31"),
// whatever the street is called; and a street whose type follows its name ("Невский проспект, дом 28",
// "Ленинский пр-т 5"). Canonical, as the text is: Cyrillic look-alikes read as Latin.
const RUSSIAN_HOUSE = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:дом|д\.)\s*\d{1,4}(?:\s?\p{Ll})?(?:\s*[,/]\s*\d{1,3})?(?:[,\s]+(?:корпус|корп\.|к\.|строение|стр\.)\s*\d{1,3})?[,\s]+(?:квартира|кв\.)\s*\d{1,4}|(?<![\p{L}\p{N}.,])\d{1,4}(?:\s?\p{Ll})?\s*,\s*(?:квартира|кв\.)\s*\d{1,4}|\p{Lu}\p{Ll}{2,}(?:ий|ый|ой|ая|ое)?\s+(?:проспект|пр-т|переулок|пер\.|бульвар|б-р|шоссе|проезд|набережная|наб\.|улица)\s*,?\s*(?:дом|д\.)\s*\d{1,4}`,
  ),
  'u',
);

// Spanish and Portuguese write the floor and the door after the house number ("Gran Vía 28, 5.º izquierda",
// "Rua X 210, 3.º esq.", "123, 4º B"); canonical text has "º" and "ª" as "o" and "a".
// A coordinate written with a decimal comma ("47,99° N, 7,85° O") is no floor: a degree sign and a compass letter.
const FLOOR_DOOR =
  /(?<![\p{L}\p{N}.,])(?!\d{1,3},\d{1,7}\s?°\s?[NSEWO](?![\p{L}]))\d{1,4}\s?[a-z]?,\s*\d{1,2}\.?\s?[oa°](?![\p{L}])\.?\s*(?:izquierda|derecha|izq(?:da)?\.?|izda\.?|izqda\.?|dcha\.?|dch\.?|dra\.?|esq(?:uerdo|uerda)?\.?|dto\.?|dt\.?|direito|direita|frente|centro|[A-Z](?![\p{L}])|\d{1,2}\.?\s?[oa](?![\p{L}]))/u;

// A house number, a comma, then a postcode and a capitalised town, in any language ("Am Stadtpark 17a,
// 20095 Hamburg", "Via Roma 12, 00184 Roma"): an address even when the street has no type word.
// The house number may carry a letter or a flat after a slash or a dash ("Oosterstraat 40-b", "ul. Mokotowska 17/25",
// "Vinohradská 69/67"), or a staircase and a door ("Gumpendorfer Straße 63/2/14, 1060 Wien"); the postcode takes the national shapes of validator's tables that group their digits or add
// letters ("2990 XC Groningen", "43-158 Warszawa", "151 41 Stockholm", "142 31 Atene").
// The street may stand after its number without a type word, as foreigners write a German or Dutch address ("27
// Kastanienallee, 10435 Berlin").
const NUMBER_POSTCODE_TOWN =
  /(?<![\p{L}\p{N}.,/-])(?<!\d:)\d{1,4}(?:\s?[a-z]|-[a-z]|\/\d{1,4}(?:\/\d{1,4})?)?(?:\s\p{Lu}[\p{L}'’.-]+){0,3},\s+(?:\d{4,5}|\d{4}\s?[A-Z]{2}|\d{2}-\d{3}|\d{3}\s\d{2})\s+\p{Lu}\p{Ll}{2,}/u;
// Where the town comes before its postcode, at the end of the lines ("43/26 Soi Sukhumvit 50, Khlong Toei, Bangkok
// 50347"): a house number and a capitalised street first, on the same line, with no sentence end between.
const HOUSE_TOWN_POSTCODE =
  /(?<![\p{L}\p{N}.,/-])\d{1,4}(?:\/\d{1,4})?\s+\p{Lu}[^\n.!?;。]{0,60},\s+\p{Lu}\p{Ll}{2,}(?:\s\p{Lu}\p{Ll}+)?\s+\d{5,6}(?![\d.,]\d|\s?(?:%|€|\$|km|kg|m\b))/u;
// The grid addresses of Colombia and its neighbours: a street type and its number, then "#" or "No." and the
// crossing street and the metres from the corner ("Calle 114 # 96-82", "Cra. 7 No. 32-16", "Av. 68 # 24B-10").
const GRID_ADDRESS = cued(
  /(?<![\p{L}])(?:calle|carrera|cra\.?|kr\.?|cl\.?|avenida|av\.?|diagonal|dg\.?|transversal|tv\.?)\s+\d{1,3}\s?[A-Z]?(?:\s?bis)?\s*(?:#|no\.?|n[°o]\.?)\s*\d{1,3}\s?[A-Z]?\s*-\s*\d{1,3}(?!\d)/iu,
);
// Coordinates to five decimals or more (about a metre) point at a door, not at a city ("52.5200, 13.4050" passes).
// A sentence may end right after the longitude ("liegt bei 50.93324, 6.96370."): only a digit after the point continues it.
const EXACT_COORDINATES = /(?<![\d.])-?\d{1,2}\.\d{5,}°?\s*[NS]?\s*[,;/\s]\s*-?\d{1,3}\.\d{5,}(?!\d|\.\d)/u;

// Degrees, minutes and seconds with a decimal of the second (about 3 metres) point at a house too ("52°31'12.4"N
// 13°24'17.9"E"); a city is named to the second at most ("48°51′24″N 2°21′03″E" passes).
const SECONDS_COORDINATES =
  /\d{1,2}\s?°\s?\d{1,2}\s?['′’]\s?\d{1,2}[.,]\d+\s?(?:["″”]|['′’]{2})\s?[NS]\s*,?\s*\d{1,3}\s?°\s?\d{1,2}\s?['′’]\s?\d{1,2}/u;

// Singapore and Malaysia write a flat as its floor and unit after "#" ("Blk 482 Tampines St 21 #12-345", "淡滨尼 21 街第
// 482 座 #12-345", "Jalan Ampang, #08-02"): with a block word, the country or a six-digit postcode on the same line, it is
// a home's door. A ticket number ("ticket #12-345") has none of them.
const UNIT_NUMBER = /(?<![\p{L}\p{N}#-])#\d{2}-\d{2,5}[A-Z]?(?![\d-])/u;
const UNIT_PLACE =
  /(?<![\p{L}])(?:blk|block|blok|singapore|malaysia|jalan|kuala lumpur)(?![\p{L}])|座|大牌|新加坡|马来西亚|馬來西亞|吉隆坡|(?<![\d-])\d{6}(?![\d-])/iu;
function hasUnitNumber(text: string): boolean {
  if (!text.includes('#')) return false;
  const m = UNIT_NUMBER.exec(text);
  if (!m) return false;
  const start = text.lastIndexOf('\n', m.index) + 1;
  const end = text.indexOf('\n', m.index);
  return UNIT_PLACE.test(text.slice(start, end < 0 ? undefined : end));
}

function hasHouseNumberAfter(pattern: RegExp, text: string): boolean {
  for (const m of text.matchAll(pattern)) {
    const end = (m.index ?? 0) + m[0].length;
    if (!NOT_HOUSE_NUMBER.test(text.slice(end, end + 12))) return true;
  }
  return false;
}

export const hasLocalStreetAddress = (text: string): boolean =>
  NUMBER_FIRST.test(text) ||
  NUMBER_POSTCODE_TOWN.test(text) ||
  HOUSE_TOWN_POSTCODE.test(text) ||
  GRID_ADDRESS.test(text) ||
  EXACT_COORDINATES.test(text) ||
  SECONDS_COORDINATES.test(text) ||
  JAPANESE.test(text) ||
  ROMAN_JAPANESE.test(text) ||
  ROMAN_KOREAN.test(text) ||
  ROMAN_RUSSIAN.test(text) ||
  RUSSIAN_HOUSE.test(text) ||
  FLOOR_DOOR.test(text) ||
  hasUnitNumber(text) ||
  KOREAN.test(text) ||
  hasHouseNumberAfter(TYPE_FIRST, text) ||
  hasHouseNumberAfter(GERMAN, text);
