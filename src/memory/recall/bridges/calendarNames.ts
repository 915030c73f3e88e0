import { CALENDAR_LANGUAGES, CALENDAR_NAMES } from './calendarNames.data';
import { CYRILLIC, LATIN_LETTER, splitWords, wordKey } from './annotationLookup';

// The months and days of the week a text names, in ten languages (calendarNames.data.ts, generated from CLDR by
// scripts/gen-calendar-names.mjs): "octubre", "10월", "октябре" and "ottobre" are one month. A month or a day is an
// everyday word, never an anchor on its own; the place bridge (placeNameBridge.ts) takes it as the second anchor a
// plain request needs.

export type CalendarLanguage = (typeof CALENDAR_LANGUAGES)[number];
const CJK: ReadonlySet<CalendarLanguage> = new Set(['zh', 'ja', 'ko']);
const MAX_WORDS = 2;

interface Table {
  /** Concept numbers by a Latin or Cyrillic form's key (its words' stems in its language). */
  readonly latin: Map<string, number[]>;
  /** Chinese, Japanese and Korean forms with their concept. */
  readonly cjk: readonly { readonly form: string; readonly concept: number }[];
}
let parsed: Table | undefined;

function table(): Table {
  if (parsed !== undefined) return parsed;
  const latin = new Map<string, number[]>();
  const cjk: { form: string; concept: number }[] = [];
  CALENDAR_NAMES.split('\n')
    .filter((line) => line.length > 0)
    .forEach((line, concept) =>
      line
        .split('|')
        .slice(1)
        .forEach((column, c) => {
          const language = CALENDAR_LANGUAGES[c];
          if (language === undefined || column === '') return;
          for (const form of column.split('/')) {
            if (CJK.has(language)) {
              cjk.push({ form, concept });
              continue;
            }
            const key = splitWords(form)
              .map((w) => wordKey(language, w))
              .join(' ');
            latin.set(key, [...(latin.get(key) ?? []), concept]);
          }
        }),
    );
  parsed = { latin, cjk };
  return parsed;
}

/** A numeral before a CJK month makes it another month (11月 holds 1月, 十一月 holds 一月). */
const NUMERAL = /[0-9０-９一二三四五六七八九十〇]/u;

/**
 * The months and days a text names: Latin words read in the languages given (Cyrillic ones as Russian), as stems,
 * two words at most ("segunda-feira"); Chinese, Japanese and Korean forms anywhere in the text, not after a numeral.
 */
export function calendarConceptsIn(text: string, latin: readonly CalendarLanguage[]): Set<number> {
  const { latin: index, cjk } = table();
  const found = new Set<number>();
  const words = splitWords(text);
  for (const language of [...latin, 'ru' as const]) {
    const own = words.map((w) => ((language === 'ru' ? CYRILLIC.test(w) : LATIN_LETTER.test(w)) ? wordKey(language, w) : undefined));
    for (let i = 0; i < own.length; i++)
      for (let n = 1; n <= MAX_WORDS && i + n <= own.length; n++) {
        const run = own.slice(i, i + n);
        if (run.some((w) => w === undefined)) break;
        for (const concept of index.get(run.join(' ')) ?? []) found.add(concept);
      }
  }
  // A question's form parts a numeral from the Han or Hangul after it ("10 월"): joined again to read "10월".
  const lower = text.toLowerCase().replace(/(\p{N})\s+(?=[\p{Script=Han}\p{Script=Hangul}])/gu, '$1');
  for (const { form, concept } of cjk) {
    for (let at = lower.indexOf(form); at >= 0; at = lower.indexOf(form, at + 1))
      if (!NUMERAL.test([...lower.slice(Math.max(0, at - 1), at)].join(''))) {
        found.add(concept);
        break;
      }
  }
  return found;
}
