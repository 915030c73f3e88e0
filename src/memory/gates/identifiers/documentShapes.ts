import { caseless } from '../caseless';
import { canonicalize, hasDigit } from '../canonical';

// Identifiers whose shape alone says what they are, where no library table knows them (gate 8). Input is
// canonical (canonical.ts): "・" reads ".", every dash "-", "№" "No", Cyrillic look-alikes Latin.

// Japanese licence plates: the registration office, a class number, one kana and a number of up to four
// digits written "12-34" or with dots for the missing ones ("品川 300 さ 12-34", "練馬500あ・・・1"). Nothing
// else puts a single hiragana between a class number and a hyphenated pair. A motorcycle's plate has no class number
// ("練馬 め 56-78"): then the kana must be no particle ("月は 10-20" is a range of days).
const JP_PLATE =
  /\p{Script=Han}{1,4}\s?(?:(?<!\d)\d{2,3}\s?\p{Script=Hiragana}|(?![はがのをにでともへやか])\p{Script=Hiragana})\s?(?:\d{2}-\d{2}|\.{1,3}\s?\d{1,3})(?![\p{N}\p{Script=Han}-])/u;

// Korean licence plates: an optional region, two or three digits, one syllable of the plate set and four
// digits ("12가 3456", "123나 4567", "서울 12가 3456"), then a particle ("12가 3456이에요") or nothing: a unit
// after the four digits ("10주 2000원") makes it a quantity.
const KO_PLATE =
  /(?<!\p{N})\d{2,3}\s?[가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주아바사자배하허호]\s?\d{4}(?![\p{N}]|(?![이은을의에로입])\p{L})/u;

// A document's series and number given apart ("серии 45 08 номер 123456", "серия 4508 № 123456",
// "Serie AB Nummer 123456"): the words name it, the two parts together are the whole value.
const SERIES_AND_NUMBER = caseless(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:сери[яиюей]|serie|series|série)\s*(?:[:№#]\s*)?(?:\d{2}\s?\d{2}|[A-Z]{1,3}\s?\d{0,4})\s*[,;]?\s*(?:и\s+)?(?:номер|nummer|numero|number|No\.?|N[°º.]|#)\s*[:#]?\s*\d{6,}`,
    ),
    'iu',
  ),
);

// Japan's health-insurance cards (保険証) are given the same way, their symbol and number apart ("記号 911 番号 8558",
// "記号9、番号47647"): both numbered, one after the other, are the card whatever word comes before.
const SYMBOL_AND_NUMBER = /記号\s*(?:[:：]|は)?\s*\d[\d-]{0,7}\s*[,、，]?\s*(?:の\s*)?番号\s*(?:[:：]|は)?\s*\d{1,10}(?!\d)/u;

/** Gate 8: a plate or a document number recognised by its written shape. */
export const hasDocumentShape = (text: string): boolean =>
  hasDigit(text) && (JP_PLATE.test(text) || KO_PLATE.test(text) || SERIES_AND_NUMBER.test(text) || SYMBOL_AND_NUMBER.test(text));
