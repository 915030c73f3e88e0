import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A tooth being treated: a root canal or a tooth under treatment now ("getting a root canal", "Wurzelbehandlung", "se
// fait soigner une dent", "endodoncia", "tratamento de canal", "sta curando un dente", "лечит зуб", "根管治疗", "歯の治療中",
// "신경 치료"). A course of a few visits that ends; the caller leaves out a text with a word of habit ("sees the dentist
// every six months"), and a dated past ("had a root canal in 2019") is left out here. Input is canonical text.

const TOOTH_ROM = String.raw`(?:dent|dente|diente|muela|molar|molare|molaire|couronne)`;
const DENTAL: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:getting|having|undergoing|in\s+the\s+middle\s+of|needs?)\s+(?:a\s+|her\s+|his\s+|my\s+)?(?:root\s+canal|tooth\s+(?:fixed|treated|pulled|extracted|crowned)|crown\s+fitted|wisdom\s+tooth\s+(?:out|pulled|removed))\b|\btooth\s+(?:is\s+)?being\s+(?:treated|fixed|crowned|pulled)\b`,
  de: String.raw`\b(?:eine|die|seine|ihre|meine)\s+(?:wurzelbehandlung|wurzelkanalbehandlung)\b|\b(?:ist|bin)\s+(?:\p{L}+\s+)?in\s+zahnbehandlung\b|\blasst\s+sich\s+(?:\p{L}+\s+){0,2}(?:einen\s+)?zahn\s+(?:behandeln|ziehen|sanieren|uberkronen)\b`,
  fr: String.raw`\b(?:se\s+fait|me\s+fais)\s+(?:soigner|devitaliser|traiter|arracher|poser)\s+(?:une|un|sa|son|ma|mon)\s+${TOOTH_ROM}\b|\b(?:un|son|mon)\s+traitement\s+(?:de|du)\s+canal\b|\b(?:une|sa|ma)\s+devitalisation\b`,
  es: String.raw`\b(?:una|la|su)\s+(?:endodoncia|tratamiento\s+de\s+conducto)\b|\b(?:le\s+estan|se\s+esta|me\s+estan|me\s+estoy)\s+(?:tratando|curando|arreglando|sacando)\s+(?:un|una|el|la)\s+${TOOTH_ROM}\b`,
  pt: String.raw`\b(?:um|o|fazendo|faz|faco)\s+tratamento\s+de\s+canal\b|\bcanal\s+(?:num|no|em\s+um)\s+dente\b|\b(?:esta|estou)\s+(?:tratando|cuidando|arrumando)\s+(?:de\s+)?(?:um|uma|o|a)\s+${TOOTH_ROM}\b`,
  it: String.raw`\b(?:sta|sto)\s+(?:curando|curandosi|sistemando|devitalizzando)\s+(?:un|una|il|la)\s+${TOOTH_ROM}\b|\b(?:una|la)\s+(?:devitalizzazione|cura\s+canalare)\b`,
  ru: String.raw`(?<![\p{L}])(?:(?:лечит|лечу|лечат)\s+(?:\p{L}+\s+)?зуб|лечу\s+(?:\p{L}+\s+)?(?:зубы|каналы)|лечение\s+каналов|(?:ставит|ставят|ставлю)\s+(?:\p{L}+\s+)?(?:коронку|имплант))(?![\p{L}])`,
  zh: String.raw`(?:在|正在|要|得|需要)(?:做|进行|進行)根管治(?:疗|療)|(?:在|正在)(?:做|补|補|拔|种|種|治|看)(?:牙(?!医|醫|科)|智齿|智齒)|(?:在|正在)治疗牙|(?:在|正在)治療牙`,
  ja: String.raw`根管治療(?:中|を受けて|をして|に通って)|(?:歯|虫歯)の治療(?:中|をして|に通って)|虫歯を治療(?:中|して)`,
  ko: String.raw`신경\s?치료(?:를|을)?\s?(?:받|중|하고)|(?:치아|충치|사랑니)\s?치료\s?(?:중|를\s?받고\s?있|을\s?받고\s?있)|치과\s?치료\s?(?:중|를\s?받고\s?있)|임플란트\s?(?:시술|치료)\s?중`,
};

const DENTAL_OF = cued(new RegExp(union(DENTAL), 'iu'));
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** A tooth being treated now: temporary. */
export const hasDentalCare = (text: string): boolean => DENTAL_OF.test(text) && !YEAR.test(text);
