import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A routine held only for now: "for the time being, helps a friend on weekends", "vorerst jeden Morgen", "por ahora
// todos los días", "пока что каждый день", "当面の間", "당분간 매일". The words that say outright that a state will end
// (for the time being, temporarily, pour l'instant, por ahora, por enquanto, per ora, временно, 暂时, 一時的に, 당분간)
// make the routine inside them a passing one, so a word of frequency no longer keeps the text lasting. The same holds
// for dieting, a regime kept only until a weight is reached: "macht gerade eine Diät und isst abends keine
// Kohlenhydrate", "está a dieta y cena ensalada todos los días", "在减肥，每天不吃晚饭", "ダイエット中で毎晩…". A diet of a
// kind ("vegan diet", "régime sans gluten", "кето-диета", a diet low in salt, sugar or fat: "régime pauvre en sel",
// "dieta baja en sal", "dieta pobre em açúcar", "dieta iposodica") is a way of eating and names none of these. Input is canonical
// text.

const FIRM_NOW: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:for\s+the\s+time\s+being|temporarily|for\s+the\s+moment|for\s+now)\b|\b(?:is|are|am|'s|'re)\s+(?:currently\s+|still\s+)?(?:on\s+a\s+diet|dieting)\b`,
  de: String.raw`\b(?:vorerst|vorlaufig|ubergangsweise|vorubergehend|bis\s+auf\s+weiteres|furs\s+erste)\b|\b(?:macht|mache)\s+(?:gerade|zurzeit|derzeit|momentan|aktuell)\s+(?:eine\s+)?diat\b|\b(?:ist|bin)\s+(?:gerade\s+|zurzeit\s+|derzeit\s+|momentan\s+)?auf\s+diat\b`,
  fr: String.raw`\b(?:pour\s+l['’]instant|pour\s+le\s+moment|provisoirement|temporairement)\b|\b(?:est|suis)\s+(?:actuellement\s+|en\s+ce\s+moment\s+)?au\s+regime(?!\s+(?:sans|vegetarien|vegan|vegetalien|cetogene|mediterraneen|pauvre|pauvres|hyposode|diabetique|hypoglucidique)\b)|\b(?:fait|fais|suit|suis)\s+(?:actuellement\s+|en\s+ce\s+moment\s+)?un\s+regime\b(?!\s+(?:sans|vegetarien|vegan|vegetalien|cetogene|mediterraneen|special|pauvre|pauvres|hyposode|diabetique|hypoglucidique|a\s+faible)\b)`,
  es: String.raw`\b(?:por\s+ahora|por\s+el\s+momento|de\s+momento|temporalmente|provisionalmente)\b|\b(?:esta|estoy)\s+(?:ahora\s+)?(?:a|de|haciendo)\s+dieta\b(?!\s+(?:vegana|vegetariana|cetogenica|sin|keto|mediterranea|baja|hiposodica|para\s+diabeticos)\b)`,
  pt: String.raw`\b(?:por\s+enquanto|por\s+ora|temporariamente|provisoriamente)\b|\b(?:esta|estou|to|ta)\s+(?:agora\s+)?(?:de|em|fazendo)\s+dieta\b(?!\s+(?:vegana|vegetariana|cetogenica|sem|keto|mediterranea|pobre|hipossodica|para\s+diabeticos)\b)`,
  it: String.raw`\b(?:per\s+ora|per\s+il\s+momento|per\s+adesso|temporaneamente|provvisoriamente)\b|\b(?:e|sono|sta|sto)\s+(?:ora\s+|attualmente\s+)?(?:a\s+dieta|facendo\s+(?:una\s+)?dieta)\b(?!\s+(?:vegana|vegetariana|chetogenica|senza|keto|mediterranea|povera|iposodica|per\s+diabetici|a\s+basso)\b)`,
  ru: String.raw`(?<![\p{L}])(?:пока\s+что|временно|до\s+поры\s+до\s+времени)(?![\p{L}])|(?<![\p{L}])(?:сидит|сижу|сейчас)\s+на\s+диете(?![\p{L}])`,
  zh: String.raw`暂时|暫時|(?:正在|在|最近在)(?:减肥|減肥|节食|節食)|(?:减肥|減肥)中`,
  ja: String.raw`一時的に|当分の間|当面の間|今のところ|ダイエット中`,
  ko: String.raw`당분간|일시적으로|임시로|지금으로서는|다이어트\s?중`,
};

const FIRM_NOW_OF = cued(new RegExp(union(FIRM_NOW), 'iu'));
// Cheap prefilter: the words the classes need.
const HINT = cued(
  new RegExp(
    canonicalize(
      String.raw`time\s+being|for\s+now|temporar|for\s+the\s+moment|diet|vorerst|vorlaufig|ubergang|vorubergehend|weiteres|furs\s+erste|diat|instant|moment|provisoire|regime|ahora|temporal|provisional|enquanto|por\s+ora|provisori|per\s+ora|adesso|temporanea|provvisori|dieta|пока\s+что|временно|поры|диете|暂时|暫時|减肥|減肥|节食|節食|一時的|当分|当面|今のところ|ダイエット|당분간|일시적|임시로|지금으로서는|다이어트`,
    ),
    'iu',
  ),
);

/** A state said outright to be for now, or dieting: temporary, whatever routine it holds. */
export const hasFirmNow = (text: string): boolean => HINT.test(text) && FIRM_NOW_OF.test(text);
