import { PLACE_NAMES, PLACE_NAME_LANGUAGES } from './placeNames.data';

// The place table (placeNames.data.ts) read once into rows, for every rule that needs it: the place bridge indexes
// all forms, the other-script name reader needs the Korean ones. One parse, one meaning of a column.

export type PlaceLanguage = (typeof PLACE_NAME_LANGUAGES)[number];

export interface PlaceRow {
  /** r:JP (a country or region), l:ko (a language), c:EUR (a currency), u:franc (a currency unit), t:Asia/Seoul (a city). */
  readonly id: string;
  /** The row's forms by language, as the table writes them (Latin and Cyrillic in lower case; "=" read as the English
   * forms); no entry if none. */
  readonly forms: ReadonlyMap<PlaceLanguage, readonly string[]>;
  /** The languages whose forms the table writes as "=" (the English ones). */
  readonly sameAsEnglish: ReadonlySet<PlaceLanguage>;
}

let rows: readonly PlaceRow[] | undefined;
/** A column that writes only this holds the English forms (a Latin-script language naming a city as English does). */
const SAME_AS_ENGLISH = '=';

/** Every row of the table, in its order (a row's index is the concept number the place bridge uses). */
export function placeRows(): readonly PlaceRow[] {
  if (rows !== undefined) return rows;
  rows = PLACE_NAMES.split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [id = '', ...columns] = line.split('|');
      const forms = new Map<PlaceLanguage, readonly string[]>();
      const sameAsEnglish = new Set<PlaceLanguage>();
      const [english = ''] = columns;
      columns.forEach((column, c) => {
        const language = PLACE_NAME_LANGUAGES[c];
        if (language === undefined || column === '') return;
        forms.set(language, (column === SAME_AS_ENGLISH ? english : column).split('/'));
        if (column === SAME_AS_ENGLISH) sameAsEnglish.add(language);
      });
      return { id, forms, sameAsEnglish };
    });
  return rows;
}

/** A row that names a language or a currency (no one is named so), not a country or a city. */
export const namesLanguageOrCurrency = (row: PlaceRow): boolean => /^[lcu]:/u.test(row.id);
