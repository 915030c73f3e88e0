import type { MemoryFeatures, QueryFeatures } from '../matchFeatures';
import { splitRuns, toToken } from '../../record/tokenize';
import { CALENDAR_LANGUAGES } from './calendarNames.data';
import { calendarConceptsIn, type CalendarLanguage } from './calendarNames';

// Each language names a month or a day of the week by its own word (CLDR: "March", "mars", "marzo", "März"). The
// folding and stemming that let a word meet its other forms also bring another language's word onto a month's
// letters: French "marche" (a walk) and "marches" (steps) fold onto English "March", French "lune" (the moon) onto
// Spanish "lunes" (Monday). A memory that writes a month or a day in its language is not met on that word by a
// question in another language that writes, there, no month or day: the letters name something else. The question's own month or day ("le 28 mars" beside "March") reaches the memory
// through the calendar bridge, not the letters; a question that writes the memory's month as the memory writes it
// ("on prend le rendez-vous en March?") still meets it.

const isCalendarLanguage = (language: string): language is CalendarLanguage => (CALENDAR_LANGUAGES as readonly string[]).includes(language);

/** The words of a text (Latin or Cyrillic) whose token is `unit`, lower case as written. */
const wordsOf = (text: string, unit: string): string[] =>
  splitRuns(text)
    .filter((r) => !r.cjk && toToken(r.text) === unit)
    .map((r) => r.text);

/**
 * The memory writes `unit` as a month or a day of its own language, and the question, in another language it tells
 * by its function words, writes it only as words that are no month or day of the question's language nor the
 * memory's word as written ("qui marche toute la journée" against "From early March": the walk, not the month).
 */
export function otherLanguageCalendarWord(m: MemoryFeatures, q: QueryFeatures, unit: string): boolean {
  const asked = q.asked.language;
  // An English memory has no stemmer of its own (language undefined); a question too short to tell its language
  // may be in the memory's.
  const own = m.language ?? 'en';
  if (asked === undefined || asked === own || !isCalendarLanguage(asked) || !isCalendarLanguage(own)) return false;
  const written = wordsOf([m.memory.text, ...m.memory.tags].join(' '), unit).filter((w) => calendarConceptsIn(w, [own]).size > 0);
  if (written.length === 0) return false;
  const asWritten = wordsOf(
    q.runs
      .filter((r) => !r.cjk)
      .map((r) => r.text)
      .join(' '),
    unit,
  );
  return asWritten.length > 0 && asWritten.every((w) => !written.includes(w) && calendarConceptsIn(w, [asked]).size === 0);
}
