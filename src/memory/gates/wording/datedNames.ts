import { canonicalize } from '../canonical';

// A date that is part of a name: "Hospital 12 de Octubre", "Avenida 9 de Julio", "Rua 25 de Março", "Piazza 4
// Novembre", "улица 8 Марта" are places named after a day, and working at or living near one says nothing of that
// day. After a noun that names a place or an institution, the day's number before a month is read away, so the date
// rules see no day of the month; "en el hospital el 12 de octubre" (an article between) keeps its date. Month names come
// from Intl in the form they take after a day (the genitive in Russian). Input is canonical text.

const monthsAfterDay = (locale: string): string[] => {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.formatToParts(Date.UTC(2001, m, 15)).find((p) => p.type === 'month')?.value ?? '');
};
const MONTHS = ['en', 'de', 'fr', 'es', 'pt', 'it', 'ru']
  .flatMap(monthsAfterDay)
  .filter(Boolean)
  .map((m) => canonicalize(m));

const PLACE_NOUN = String.raw`hospital|clinica|sanatorio|avenida|calle|plaza|parque|estadio|colegio|instituto|escuela|barrio|colonia|club|rua|praca|escola|bairro|largo|avenue|rue|place|boulevard|lycee|college|ecole|hopital|stade|via|viale|piazza|piazzale|corso|ospedale|liceo|scuola|stadio|strasse|platz|allee|улиц\p{L}*|проспект\p{L}*|площад\p{L}*|больниц\p{L}*|школ\p{L}*|завод\p{L}*|фабрик\p{L}*|стадион\p{L}*|парк\p{L}*`;
const DAY = String.raw`(?:[12]\d|3[01]|0?[1-9])`;

const DATED_NAME = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(${PLACE_NOUN})\s+(?:(?:del?|du|dos?|of(?:\s+the)?|des)\s+)?${DAY}(?:er|st|nd|rd|th|o)?(?=[\s-]+(?:de\s+|of\s+)?(?:${MONTHS.join('|')})(?![\p{L}]))`,
  ),
  'giu',
);

/** The text with the day of a date that names a place or an institution read away. */
export const withoutDatedNames = (text: string): string => text.replace(DATED_NAME, '$1');
