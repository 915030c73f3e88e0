import { toToken } from '../../record/tokenize';
import { placeRows } from '../bridges/placeNameTable';

// A currency written beside a number ("under 20 euros", "300 reais", "50 dollars", "1000 рублей", "euro 20") is the
// amount's unit: it says the question is about a price, not which of the user's memories it is about. Three memories
// that name sums in euros share nothing with a wine "under 20 euros" but the unit. The currencies are the place
// table's (placeNames.data.ts: CLDR currency names and units in the Latin and Cyrillic languages), with the plurals
// those languages write after a number.

const NUMBER = /^\d+(?:[.,:]\d+)*$/u;
const WORD = /\d+(?:[.,:]\d+)*|[\p{L}\p{M}]+/gu;
/** Cyrillic forms change their ending after a number (рубль, рубля, рублей): compared on all but their last letter. */
const CYRILLIC = /\p{Script=Cyrillic}/u;

let latin: ReadonlySet<string> | undefined;
let cyrillic: readonly string[] | undefined;

function currencyForms(): { latin: ReadonlySet<string>; cyrillic: readonly string[] } {
  if (latin !== undefined && cyrillic !== undefined) return { latin, cyrillic };
  const l = new Set<string>();
  const c = new Set<string>();
  for (const row of placeRows()) {
    if (!row.id.startsWith('c:') && !row.id.startsWith('u:')) continue;
    for (const forms of row.forms.values())
      for (const form of forms) {
        // Of a name of several words the last is the unit ("japanese yen", "swiss franc", "доллар сша" the first).
        const words = form.split(' ');
        const unit = (CYRILLIC.test(form) ? words[0] : words[words.length - 1]) ?? '';
        if (unit.length < 3) continue;
        if (CYRILLIC.test(unit)) c.add(unit.length > 4 ? unit.slice(0, -1) : unit);
        else if (/^\p{Script=Latin}+$/u.test(unit)) for (const plural of [unit, `${unit}s`, `${unit}es`]) l.add(plural);
      }
  }
  // Portuguese and Spanish plurals of "real" the rule above does not write.
  l.add('reais');
  l.add('reales');
  latin = l;
  cyrillic = [...c];
  return { latin, cyrillic };
}

const isCurrency = (word: string): boolean => {
  const { latin: l, cyrillic: c } = currencyForms();
  return CYRILLIC.test(word) ? c.some((stem) => word.startsWith(stem)) : l.has(word);
};

/** The tokens of the currencies `text` (recall-normalised, lower case) writes right before or after a number. */
export function amountUnitsOf(text: string): ReadonlySet<string> {
  const words = text.match(WORD) ?? [];
  const units = new Set<string>();
  words.forEach((word, i) => {
    if (NUMBER.test(word) || !isCurrency(word)) return;
    if (!NUMBER.test(words[i - 1] ?? '') && !NUMBER.test(words[i + 1] ?? '')) return;
    const token = toToken(word);
    if (token !== undefined) units.add(token);
  });
  return units;
}
