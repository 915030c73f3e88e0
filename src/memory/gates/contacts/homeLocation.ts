import { caseless } from '../caseless';
import { canonicalize } from '../canonical';

// Exact locations of a home (gate 8) in the notations people paste from a map, beside the decimal and
// degree-minute-second shapes of localAddress.ts. Input is canonical (canonical.ts).

// A full Open Location Code ("9C3XGV4C+VQ"): eight characters of its alphabet, "+", two or three more. It names a
// square of about 14 metres, one building, so it is refused with or without a word: the first two characters must
// fall in the code's latitude and longitude ranges, as the specification requires.
const PLUS_CODE = /(?<![A-Za-z0-9+])[2-9C][2-9CFGHJMPQRV][2-9CFGHJMPQRVWX]{6}\+[2-9CFGHJMPQRVWX]{2,3}(?![A-Za-z0-9])/;

// A what3words address ("///filled.count.soap", in any language's word list) names a three-metre square.
const THREE_WORDS = /\/\/\/\s?\p{L}+\.\p{L}+\.\p{L}+/u;

// Coordinates to the second ("45°45'51"N", "北緯35度39分31秒", "37도 33분 59초") or to four decimals (about ten metres)
// name a city's centre as often as a house, so they are refused only when the sentence says they are a home's (a word
// for the home, or a verb of living there: "lives at 51.5237, -0.1585").
const SECOND_PRECISE = String.raw`\d{1,3}\s?°\s?\d{1,2}\s?['′’]\s?\d{1,2}(?:[.,]\d+)?\s?(?:["″”]|['′’]{2})|\d{1,3}\s?[度도]\s?\d{1,2}\s?[分분]\s?\d{1,2}(?:\.\d+)?\s?[秒초]`;
const FOUR_DECIMALS = String.raw`(?<![\d.])-?\d{1,3}\.\d{4,}°?\s*[NSEW]?\s*[,;/\s]\s*-?\d{1,3}\.\d{4,}`;
const PRECISE = new RegExp(`${SECOND_PRECISE}|${FOUR_DECIMALS}`, 'u');
const HOME_WORD = caseless(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:lives? at|living at|wohnt bei|home(?! (?:town|city|country|region))|house|flat|apartment|front door|haus|wohnung|zuhause|daheim|maison|domicile|appartement|chez (?:nous|moi|lui|elle)|casa|hogar|domicilio|piso|morada|moradia|apartamento|dom|дом\p{L}*|квартир\p{L}*|дач\p{L}*)(?![\p{L}])|家|自宅|住まい|住所|집|자택|住宅|住處|住处`,
    ),
    'iu',
  ),
);

/** Gate 8: a map code that names one building, or coordinates precise to a house said to be a home. */
export function hasHomeLocation(text: string): boolean {
  if ((text.includes('+') && PLUS_CODE.test(text)) || (text.includes('///') && THREE_WORDS.test(text))) return true;
  if (!/[°度도]|\d\.\d{4}/.test(text) || !PRECISE.test(text)) return false;
  return text.split('\n').some((line) => PRECISE.test(line) && HOME_WORD.test(line));
}
