import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Rest ordered after one event, which ends when the wound heals: "is on crate rest after surgery", "hat nach der OP
// Boxenruhe", "au repos après son opération", "en reposo tras la operación", "de repouso depois da cirurgia", "a riposo
// dopo l'intervento", "на постельном режиме после операции", "手术后在静养", "手術後で安静にしている", "수술 후 안정을 취하고
// 있다". Resting as a habit names no event ("rests after lunch" names a meal, not an operation). Input is canonical text.

const EVENT_EN = String.raw`(?:(?:\p{L}+\s+)?(?:surgery|operation|procedure|spay|neuter|op|fracture|accident|c-section))`;

const REST_AFTER: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:on|under)\s+(?:strict\s+)?(?:bed|crate|cage|box|house)\s+rest\b|\b(?:resting|recuperating|convalescing)\s+(?:after|following|since)\s+(?:a|an|the|his|her|its|their|my)\s+${EVENT_EN}\b`,
  de: String.raw`\b(?:bettruhe|boxenruhe|leinenpflicht|schonzeit)\b[^.;!?\n]{0,20}?\bnach\b|\bnach\s+(?:der|dem|seiner|ihrer|einer|einem)\s+(?:\p{L}+\s+)?\p{L}*(?:op|operation|eingriff|kastration)\b[^.;!?\n]{0,25}?\b(?:bettruhe|boxenruhe|schonung|schont|schonen|ruhe\s+halten)\b`,
  fr: String.raw`\b(?:au\s+repos|en\s+convalescence|alite|alitee)\s+(?:\p{L}+\s+){0,2}?(?:apres|depuis)\s+(?:son|sa|l['’]|une?|la|le)\s*(?:\p{L}+\s+)?(?:operation|intervention|chirurgie|sterilisation|castration|accident|fracture)\b`,
  es: String.raw`\b(?:en\s+reposo|de\s+reposo|guardando\s+reposo|convaleciente)\s+(?:\p{L}+\s+){0,2}?(?:tras|despues\s+de|desde)\s+(?:la|el|su|una|un)\s+(?:\p{L}+\s+)?(?:operacion|cirugia|intervencion|esterilizacion|castracion|accidente|fractura)\b`,
  pt: String.raw`\b(?:de\s+repouso|em\s+repouso|convalescente)\s+(?:\p{L}+\s+){0,2}?(?:depois\s+d[ao]|apos\s+[ao]|desde\s+[ao])\s+(?:\p{L}+\s+)?(?:cirurgia|operacao|castracao|acidente|fratura)\b`,
  it: String.raw`\b(?:a\s+riposo|in\s+convalescenza|a\s+letto)\s+(?:\p{L}+\s+){0,2}?(?:dopo|dal|dalla|dall['’])\s*(?:l['’]\s*|la\s+|il\s+|un\s+|una\s+)?(?:\p{L}+\s+)?(?:operazione|intervento|sterilizzazione|castrazione|incidente|frattura)\b`,
  ru: String.raw`(?<![\p{L}])на\s+(?:постельном\s+)?(?:покое|режиме)\s+(?:\p{L}+\s+)?после(?![\p{L}])|(?<![\p{L}])(?:отлежива\p{L}*|лежит)\s+(?:\p{L}+\s+)?после\s+(?:\p{L}+\s+)?(?:операции|стерилизации|кастрации|аварии|перелома)(?![\p{L}])`,
  zh: String.raw`(?:手术|手術|术后|術後|开刀|開刀|绝育|絕育)[^，。,.]{0,4}(?:静养|靜養|休养|休養|卧床|臥床|养伤|養傷)|(?:在|正在)(?:静养|靜養|卧床休息|臥床休息)`,
  ja: String.raw`(?:手術|術後|怪我|ケガ|骨折|去勢|避妊)[^。.!?\n]{0,8}?安静に(?:している|してる|しています)|安静(?:中|期間中)|(?:療養|静養)中`,
  ko: String.raw`(?:수술|시술|골절|중성화)\s?(?:후|뒤|받고)[^.!?\n]{0,8}?(?:안정을\s?취하|요양\s?중|휴식\s?중)|절대\s?안정`,
};

const REST_AFTER_OF = cued(new RegExp(union(REST_AFTER), 'iu'));

/** Rest ordered after one event: temporary. */
export const hasRestAfter = (text: string): boolean => REST_AFTER_OF.test(text);
