import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Children on a school break now: "the kids are off for half-term", "die Kinder haben Herbstferien", "sont en
// vacances", "están de vacaciones", "estão de férias", "sono in vacanza", "у детей каникулы", "孩子们在放暑假", "夏休み中",
// "방학 중". The break is named as a present state, closing the clause; a yearly break named with a word of habit is
// left out by the caller ("every October"), and breaks named as a length ("has six weeks of holidays") are not read.
// Input is canonical text.

const END = String.raw`(?=\s*(?:[.,;!?]|$))`;
const BREAK_EN = String.raw`(?:half[-\s]?term|spring\s+break|school\s+holidays?|(?:easter|christmas|summer|winter|autumn|fall|october|february|mid-?term)\s+(?:break|holidays?|half[-\s]?term))`;

const SCHOOL_BREAK: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:off|home|out\s+of\s+school)\s+(?:school\s+)?for\s+(?:the\s+|their\s+)?${BREAK_EN}\b|\b(?:is|are|am|'s|'re)\s+(?:on|off\s+on)\s+(?:the\s+|their\s+|his\s+|her\s+)?${BREAK_EN}${END}|\bit['’]?s\s+half[-\s]?term\b`,
  de: String.raw`\b(?:haben|hat|habe|hast)\s+(?:gerade\s+|jetzt\s+|noch\s+)?(?:Herbst|Oster|Sommer|Winter|Pfingst|Weihnachts|Faschings|Fruhjahrs|Schul)?ferien${END}|\b(?:sind|ist|bin)\s+(?:gerade\s+|jetzt\s+)?in\s+den\s+(?:\p{L}+)?ferien${END}`,
  fr: String.raw`\b(?:sont|est|suis|sommes)\s+en\s+vacances(?:\s+scolaires|\s+de\s+(?:la\s+)?\p{L}+(?:\s+\p{L}+)?)?${END}`,
  es: String.raw`\b(?:estan|esta|estoy|estamos)\s+de\s+vacaciones(?:\s+escolares|\s+de\s+\p{L}+(?:\s+\p{L}+)?)?${END}`,
  pt: String.raw`\b(?:estao|esta|estou|estamos)\s+de\s+ferias(?:\s+escolares|\s+de\s+\p{L}+(?:\s+\p{L}+)?)?${END}`,
  it: String.raw`\b(?:sono|e|siamo)\s+in\s+vacanza${END}|\b(?:hanno|ha)\s+le\s+vacanze(?:\s+(?:di|de)\s*\p{L}+)?${END}`,
  ru: String.raw`(?<![\p{L}])у\s+(?:\p{L}+\s+){1,2}?(?:сейчас\s+)?каникулы${END}`,
  zh: String.raw`(?:在|正在)放(?:寒假|暑假|春假|秋假|假)|放(?:寒假|暑假|春假|秋假)了|(?:寒假|暑假|春假|秋假)(?:中|期间|期間)`,
  ja: String.raw`(?:夏休み|冬休み|春休み|秋休み|連休)(?:中|に入った|に入って(?:いる|る))`,
  ko: String.raw`(?:방학|여름방학|겨울방학|봄방학)\s?(?:중이|중이다|중$|을\s?맞)`,
};

const SCHOOL_BREAK_OF = cued(new RegExp(canonicalize(union(SCHOOL_BREAK)), 'iu'));

/** Children on a school break now: temporary. */
export const hasSchoolBreak = (text: string): boolean => SCHOOL_BREAK_OF.test(text);
