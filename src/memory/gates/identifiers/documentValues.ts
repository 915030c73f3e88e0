import isIdentityCard from 'validator/es/lib/isIdentityCard';
import isLicensePlate from 'validator/es/lib/isLicensePlate';
import * as passport from 'validator/es/lib/isPassportNumber';
import isPostalCode from 'validator/es/lib/isPostalCode';
import { canonicalize } from '../canonical';

// Shapes too weak to refuse on their own, refused when a word names them: postal codes, passport
// numbers, identity cards and licence plates from validator's locale tables ("PLZ 1010", "postcode SW1A 1AA",
// "Kennzeichen B-MK 123", "passport 12345678"). The word decides which table is asked. Input is canonical.

// The words are matched on canonical text, so they are written through the same function.
// The module's own country list (its type declarations only name the default export).
const PASSPORT_COUNTRIES = (passport as unknown as { locales: readonly string[] }).locales;

const POSTAL_WORD = new RegExp(
  canonicalize(
    String.raw`post|plz|zip|cap|cep|code postal|codigo postal|indirizzo|adress|address|endere|direcci|domicil|indeks|индекс|住所|郵便|우편|주소|邮编|郵遞|地址`,
  ),
  'i',
);
const PASSPORT_WORD = new RegExp(canonicalize(String.raw`pass|паспорт|пасспорт|パスポート|旅券|여권|护照|護照`), 'i');
const ID_WORD = new RegExp(
  canonicalize(
    String.raw`ident|ausweis|perso|dni|nie|cedula|carta d|carte d|documento|\brg\b|身份|身分|주민|マイナンバー|個人番号|личност`,
  ),
  'i',
);
const PLATE_WORD = new RegExp(
  canonicalize(
    String.raw`kennzeichen|nummernschild|plaque|immatric|matricula|placa|targa|plate|госномер|номерн|ナンバー|번호판|차량|车牌|車牌`,
  ),
  'i',
);

const isPassport = (value: string): boolean => PASSPORT_COUNTRIES.some((country) => passport.default(value, country));

// Cards the tables do not know yet, France's since 2021 first ("X4RTBPFW4"): nine to twelve capitals and digits, at
// least two of each, named by a card word. A model name or a word is no such value ("iPhone15", "2024").
const MIXED_CARD_NUMBER = /^(?=(?:[A-Z]*\d){2})(?=(?:\d*[A-Z]){2})[A-Z0-9]{9,12}$/;

// An identity card's number often has the country's passport shape (Germany's Personalausweis and Reisepass share one
// series), so a word for the card also reads the passport tables.
/** Whether `value` (one to three tokens right after `word`) has the shape the word names. */
export function isNamedDocumentValue(word: string, value: string): boolean {
  const v = value.trim();
  if (v.length < 4 || !/\d/.test(v) || /^(?:19|20)\d\d$/.test(v)) return false;
  // A word in small letters is no part of a document's number: "passport since 2005" read as "SINCE2005" took a Dutch
  // passport's shape.
  const worded = /\p{Ll}{3,}/u.test(v);
  return (
    (POSTAL_WORD.test(word) && isPostalCode(v, 'any')) ||
    (!worded && PASSPORT_WORD.test(word) && isPassport(v.toUpperCase())) ||
    (!worded &&
      ID_WORD.test(word) &&
      (isIdentityCard(v.toUpperCase(), 'any') || isPassport(v.toUpperCase()) || MIXED_CARD_NUMBER.test(v))) ||
    (PLATE_WORD.test(word) && isLicensePlate(v.toUpperCase(), 'any'))
  );
}
