// Days named after a relation (Mother's, Father's, Children's Day) in the ten languages (a closed class, hand-written:
// CLDR names no holidays). The relation in them is everyone's: "母亲节是几月几号", "母の日はいつ？", "when is Mother's Day"
// name no one of the household, so neither the kinship bridge nor a kinship word opening the question reads them.

const RELATION_HOLIDAYS =
  /(?:mother|father|children)'?s day|muttertag|vatertag|kindertag|fête des (?:mères|pères)|journée des enfants|día de la madre|día del padre|día del niño|dia das mães|dia dos pais|dia das crianças|festa della mamma|festa del papà|giornata dei bambini|день матери|день отца|день защиты детей|母亲节|父亲节|母親節|父親節|儿童节|兒童節|母の日|父の日|子供の日|こどもの日|어머니날|어버이날|아버지날|어린이날/gu;

/** The (lower-case) text with each day named after a relation blanked out. */
export const withoutRelationHolidays = (text: string): string => text.replace(RELATION_HOLIDAYS, ' ');
