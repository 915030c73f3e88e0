import { caseless } from '../caseless';
import { canonicalize } from '../canonical';
import { STREET } from './spelledAddress';

// A street in one field and its house number as the whole of another (gate 8): "lives on Baker Street, number in the
// tags" with the tag "221B", "집은 뚝섬로" with "17길 8" and "202호", "ul. Profsoyuznaya" with "д. 43". The number field
// must say it is a door (a word or sign for the number, a flat or a lot, or a house letter after the digits); a bare
// number beside a street is a year, a price or a count ("Abbey Road" with "1969"). Input is canonical.

const HOUSE_FIELD = caseless(
  new RegExp(
    canonicalize(
      String.raw`^\s*(?:(?:nr|no|n|num|д|дом|кв|apt|flat|int|civico|hausnummer)\.?\s?[°o]?\s*\d{1,4}(?:\s?[a-c])?|\d{1,4}\s?[a-c]|\d{1,4}\s?(?:号|號|番地?|号室|號室|호|번지)|\d{1,4}\s?(?:번길|길)\s?\d{1,4}(?:-\d{1,4})?|\d{1,4}-\d{1,4}\s?(?:号|호))\s*$`,
    ),
    'iu',
  ),
);
// A street in the other field: the European and Russian street words, a Korean road (not the particle 으로), a Chinese
// or Japanese street.
const EAST_ASIAN_STREET = /\p{Script=Hangul}(?<!으)(?:대로|로|길)(?![\p{Script=Hangul}])|\p{Script=Han}(?:路|街|大道|通り)/u;
const namesStreet = (field: string): boolean => STREET.test(field) || EAST_ASIAN_STREET.test(field);

/** Gate 8 across fields: a field naming a street and another holding only its house or flat number. */
export function hasStreetWithHouseField(fields: readonly string[]): boolean {
  const numbers = fields.filter((f) => f.length <= 24 && HOUSE_FIELD.test(f));
  return numbers.length > 0 && fields.some((f) => !numbers.includes(f) && namesStreet(f));
}
