import { canonicalize } from '../canonical';

// The present as an era, and a word of now before a lasting arrangement of life. "Hoy en día soy vegetariano", "hoje
// em dia", "de nos jours", "al giorno d'oggi", "oggigiorno", "в наши дни", "오늘날" mean "nowadays", never "today",
// though they hold the word for today; English "nowadays" was never read as temporary, and these are read the same
// way. A word of now before a work arrangement that lasts (remote work, telework, freelance, part-time: "adesso lavora
// da remoto", "сейчас работает удалённо", "今は在宅で仕事をしている", "요즘은 재택근무로 일한다") or before the place
// where the person lives, said in the first person ("aujourd'hui, je vis à Montréal", "adesso abito a Torino"), says
// what has changed and stays, as "is now vegetarian" does. Only the word of now is read away: "today", "this week", "a
// few days", "in hotel" or "中" / "중" (in the middle of) beside it still count, and a home at someone's place or in a
// hotel keeps its now. Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin, 。 read as ".").

const canon = (source: string): string => canonicalize(source);

const ERA = new RegExp(
  [
    canon(
      String.raw`(?<![\p{L}])(?:hoy\s+(?:en\s+)?dia|hoje\s+em\s+dia|hoje-em-dia|nos\s+dias\s+de\s+hoje|de\s+nos\s+jours|al\s+giorno\s+d['’]\s?oggi|oggigiorno|oggi\s+giorno|ai\s+giorni\s+nostri|в\s+наши\s+дни|в\s+наше\s+время)(?![\p{L}])`,
    ),
    '오늘날',
  ].join('|'),
  'giu',
);

const NOW_WORD = String.raw`(?<![\p{L}])(?:now|jetzt|mittlerweile|inzwischen|maintenant|desormais|ahora|agora|ora|adesso|сейчас|теперь)(?![\p{L}])`;
// "Aujourd'hui" is today as often as nowadays ("aujourd'hui, je suis en télétravail"): only before a home it is the era.
const TODAY_FR = String.raw`(?<![\p{L}])aujourd['’]\s?hui(?![\p{L}])`;

// Work arrangements that last, in the Latin- and Cyrillic-script languages.
const ARRANGEMENT = String.raw`(?<![\p{L}])(?:remote(?:ly)?|freelance[rs]?|part-time|full-time|(?:im\s+)?home\s?office|telearbeit|freiberuflich|teilzeit|vollzeit|(?:en\s+)?teletravail|teletravaille|a\s+temps\s+partiel|(?:en|a)\s+remoto|a\s+distancia|teletrabaj\p{L}*|a\s+tiempo\s+parcial|remotamente|home\s+office|teletrabalh\p{L}*|meio\s+periodo|da\s+remoto|in\s+smart\s+working|telelavoro|part\s+time|a\s+tempo\s+(?:pieno|parziale)|удал[её]нн?о|на\s+удал[её]нке|дистанционно|на\s+полставки|фрилансер\p{L}*)(?![\p{L}])`;
// The place of a home in the first person: a verb of living, a locative and a capitalised name.
const HOME_FIRST_PERSON = String.raw`(?<![\p{L}])(?:live|wohne|lebe|vis|habite|vivo|moro|abito|живу)\s+(?:in|im|a|à|en|em|no|na|в|во)\s+\p{Lu}`;

const NOW_BEFORE_ARRANGEMENT = new RegExp(
  [
    canon(String.raw`${NOW_WORD}(?=[,\s][^.!?;\n]{0,40}?(?:${ARRANGEMENT}|${HOME_FIRST_PERSON}))`),
    canon(String.raw`${TODAY_FR}(?=[,\s][^.!?;\n]{0,20}?${HOME_FIRST_PERSON})`),
    canon(String.raw`今は(?=[^.!?\n]{0,14}(?:在宅|リモート|テレワーク|フリーランス)(?![^.!?\n]{0,6}中(?![心央国間])))`),
    String.raw`(?:지금은|요즘은|요즘|이제는|현재는)(?=[^.!?\n]{0,20}(?:재택|원격|프리랜서)(?![^.!?\n]{0,6}중(?![심앙])))`,
  ].join('|'),
  'giu',
);

/** The text with the words of the present as an era, and a word of now before a lasting arrangement, read away. */
export const withoutNowadays = (text: string): string => text.replace(ERA, ' ').replace(NOW_BEFORE_ARRANGEMENT, ' ');
