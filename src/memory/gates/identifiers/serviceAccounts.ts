import { canonicalize } from '../canonical';
import { cued, cueGate } from '../cueScan';

// The accounts of everyday services told by their shape beside the service's word, where the lexicons' "word with a
// value" reads no value (docs/memory-gates.md, "Accounts of everyday services"). Input is canonical.

// A booking's record locator (an airline's PNR, a rail or travel agency's file code): six capitals and digits, at least
// one of each, after a booking word. With the traveller's surname it opens the booking, so it is the person's, where a
// booking number of digits stays the service's reference (referenceNumbers.ts).
const BOOKING_WORD = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:booking\s(?:code|reference|ref)|confirmation\scode|record\slocator|pnr|buchungs(?:code|nummer|referenz)|reservierungs(?:code|nummer)|r[ée]f[ée]rence\sde\s(?:dossier|r[ée]servation)|code\sde\sr[ée]servation|localizador|c[oó]digo\sde\s(?:reserva|reservaci[oó]n)|codice\s(?:di\sprenotazione|pnr)|код\sбронировани\p{L}|номер\sброни)|(?:予約番号|予約コード|確認番号|예약\s?번호|예약\s?코드|订位代号|訂位代號|订座记录|訂位代碼|预订号|預訂號)`,
  ),
  'giu',
);
const mayHoldBooking = cueGate(BOOKING_WORD);
const LOCATOR =
  /^[^\n.!?。！？;；]{0,50}?(?<![A-Za-z0-9])(?=[A-Z0-9]{6}(?![A-Za-z0-9]))(?=[A-Z0-9]{0,5}[A-Z])(?=[A-Z0-9]{0,5}\d)[A-Z0-9]{6}/u;

function hasRecordLocator(text: string): boolean {
  if (!mayHoldBooking(text)) return false;
  BOOKING_WORD.lastIndex = 0;
  for (let m = BOOKING_WORD.exec(text); m; m = BOOKING_WORD.exec(text))
    if (LOCATOR.test(text.slice(m.index + m[0].length, m.index + m[0].length + 60))) return true;
  return false;
}

// A Nintendo Switch friend code ("SW-4827-1937-6605") and a Steam ID64 (76561197960265728 and up): shapes no other
// number takes, each an account by itself.
const FRIEND_CODE = cued(/(?<![\p{L}\d])sw[-\s]?\d{4}[-\s]\d{4}[-\s]\d{4}(?!\d)/iu);
const STEAM_ID64 = /(?<!\d)7656119\d{10}(?!\d)/u;

// A player's tag on the platforms that add a number to a name ("Nachtfalke#21947", "TucanoVerde#4827"): Battle.net and
// Blizzard, Riot, Activision, Discord's legacy tags, Ubisoft and Epic, by their names or the word "battletag".
const GAMER_TAG = cued(
  new RegExp(
    canonicalize(
      String.raw`(?:(?<![\p{L}])(?:battle\.?net|blizzard|battletag|riot|activision|discord|ubisoft|epic\sgames)|배틀\s?태그|배틀넷|バトルタグ|バトルネット)[^\n.!?。！？;；]{0,50}?(?<![\p{L}\d_])[\p{L}\d_.-]{2,24}#\d{3,7}(?!\d)`,
    ),
    'iu',
  ),
);

// The data line of a boarding pass's barcode (IATA's bar-coded boarding pass): "M1", the passenger's surname and name
// with a slash, the record locator, the airports and the carrier, the flight, the day of the year, the class and the seat
// ("M1KOWALSKI/ANNA EQ7XK2M WAWJFKLO 0027 312Y014C0042 100"). It holds the name and the booking at once.
const BOARDING_PASS =
  /(?<![A-Za-z0-9])M[1-4][A-Z]+\/[A-Z ]{1,20}?\s?E?[A-Z0-9]{5,7}\s+[A-Z]{6}[A-Z0-9]{2}\s?\d{3,5}[A-Z]?\s+\d{3}[A-Z]\d{3}[A-Z]/u;

// The number of a programme or a card the Romance languages name by its brand, whose it is, then a copula and the number
// ("Le numéro Flying Blue de l'utilisatrice est 2048 273 916", "O cartão Continente da utilizadora tem o número …"): the
// brand stands where a kind of number would, so no lexicon word names it. Six digits or more.
const PROGRAMME_NUMBER = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:num[eé]ro|n[uú]mero|carte|tarjeta|cart[aã]o|carta|tessera)\s(?:[A-Z][\p{L}&'’-]*\s){1,3}(?:d[eao]s?\s(?:la\s|l['’]\s?)?|dell['’]\s?|del\s)(?:utilisat\p{L}*|usu[aá]ri\p{L}*|utilizador\p{L}*|utente)\s(?:est|es|[eéè]|tem\so\sn[uú]mero|porte\sle\snum[eé]ro|tiene\sel\sn[uú]mero|ha\sil\snumero)\s(?:le\s|el\s|o\s|il\s)?\d(?:[\s.-]?\d){5}`,
    ),
    'u',
  ),
);

// English and German name the programme the same way before the word for "number" ("The user's Alaska Mileage Plan
// number is 183 920 476", "Die Payback-Nummer des Nutzers ist …"): the person's, a copula, six digits or more.
const PROGRAMME_NUMBER_EN_DE = cued(
  new RegExp(
    canonicalize(
      String.raw`(?:user['’]s\s(?:[A-Z][\p{L}&'’-]*\s){1,3}(?:number|no\.?)\s(?:is\s|:\s?)|(?<![\p{L}])[A-Z][\p{L}&]*-Nummer\s(?:des|der)\sNutzer\p{L}*\s(?:ist|lautet)\s)\d(?:[\s.-]?\d){5}`,
    ),
    'u',
  ),
);

/**
 * Gate 8: a booking's record locator or a boarding pass's line, a friend code, a Steam ID, a player's numbered tag or a
 * programme's number named by its brand.
 */
export const hasServiceAccount = (text: string): boolean =>
  FRIEND_CODE.test(text) ||
  STEAM_ID64.test(text) ||
  GAMER_TAG.test(text) ||
  BOARDING_PASS.test(text) ||
  PROGRAMME_NUMBER.test(text) ||
  PROGRAMME_NUMBER_EN_DE.test(text) ||
  hasRecordLocator(text);
