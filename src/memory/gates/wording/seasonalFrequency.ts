import { canonicalize } from '../canonical';
import { cued } from '../cueScan';

// A habit counted by season or month is a routine, as "every week" is: "each winter", "cada invierno", "jeden Sommer",
// "tous les étés", "ogni autunno", "каждую зиму", "every October", "每个冬天", "毎冬", "겨울마다". A routine keeps a text
// stable beside a word of a near future or a state ("cada invierno va a esquiar"). Month names come from Intl (the
// long standalone form of each language); seasons are few and written here. Input is canonical text.

const monthNames = (locale: string): string[] => {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(Date.UTC(2001, m, 15)));
};
const months = (locale: string): string => monthNames(locale).join('|');

const SEASONS = {
  en: 'winter|summer|spring|autumn|fall',
  de: 'winter|sommer|fruhling|fruhjahr|herbst',
  fr: 'hiver|ete|printemps|automne',
  es: 'invierno|verano|primavera|otono',
  pt: 'inverno|verao|primavera|outono',
  it: 'inverno|estate|primavera|autunno',
};

const LATIN = [
  String.raw`\b(?:every|each)\s+(?:${SEASONS.en}|${months('en')})\b`,
  String.raw`\b(?:jeden|jedes|jede|jedem)\s+(?:${SEASONS.de}|${months('de')})\b|\b(?:${SEASONS.de})\s+fur\s+(?:${SEASONS.de})\b`,
  String.raw`\b(?:chaque|tous\s+les|toutes\s+les)\s+(?:${SEASONS.fr}|${months('fr')})s?\b|\ben\s+(?:${months('fr')}),?\s+chaque\s+annee\b`,
  String.raw`\b(?:cada|todos\s+los|todas\s+las)\s+(?:${SEASONS.es}|${months('es')})s?\b`,
  String.raw`\b(?:(?:a\s+)?cada|todo|toda|todos\s+os|todas\s+as)\s+(?:${SEASONS.pt}|${months('pt')})s?\b|\b(?:veroes|invernos)\b`,
  String.raw`\b(?:ogni|tutti\s+gli|tutte\s+le)\s+(?:${SEASONS.it}|${months('it')}|inverni|estati|autunni|primavere)\b`,
  String.raw`(?<![\p{L}])(?:каждую\s+(?:зиму|весну|осень)|каждое\s+лето|каждый\s+(?:${months('ru')})|(?:по\s+)?(?:зимам|летам|веснам))(?![\p{L}])`,
];
const CJK = String.raw`每(?:个|個|到|逢|年)?(?:冬天|夏天|春天|秋天|冬季|夏季|春季|秋季|寒假|暑假)|毎(?:冬|夏|春|秋)|(?:冬|夏|春|秋)(?:になると|は)毎年|(?:겨울|여름|봄|가을)마다|매\s?(?:겨울|여름|봄|가을)`;

const SEASONAL = cued(new RegExp([...LATIN.map((s) => canonicalize(s)), CJK].join('|'), 'iu'));

/** Whether a habit is counted by season or month. */
export const hasSeasonalFrequency = (text: string): boolean => SEASONAL.test(text);
