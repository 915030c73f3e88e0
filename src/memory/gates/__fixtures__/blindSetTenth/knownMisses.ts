// The tenth set's cases that still miss, by their text, each with its reason. A case the rules come to pass moves out
// (blindRound fails while a named case passes).

export const TENTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  // A famous address (a museum's) has the very shape of a home's: number, name, street type. Telling them apart needs a
  // list of public places, not a shape; refusing it is the safe side.
  'User dreams of visiting 221B Baker Street, the Sherlock Holmes museum, one day.',
  // The postcode of an area passes now (lexiconGates.ts); what refuses these is the wording gate: "is looking for a flat"
  // (ищет, 探している) is a passing activity, and the case was written as a lasting preference. Left to the wording rules.
  'Пользователь ищет квартиру где-нибудь в районе индекса 119021, в Хамовниках.',
  'ユーザーは〒150エリア、渋谷周辺で部屋を探している。',
]);
