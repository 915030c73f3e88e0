import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Something under way, said as terse notes and calques say it: "in the process of" word for word ("im Prozess des
// Umziehens", "dans le processus de déménager", "en el proceso de mudarse", "no processo de se mudar", "nel processo di
// traslocare", "正在处于搬家的过程中", "引っ越しのプロセスの中にいる", "이사의 과정에 있다"), and a job search under way ("job hunting", "auf Jobsuche", "en recherche d'emploi", "buscando trabajo", "procurando emprego", "in cerca
// di lavoro", "ищет работу", "在找工作", "転職活動中", "구직 중"). A search ends when it succeeds; a job spent helping
// others search ("recruiter") names no such phrase. A search for a home is left out: the over-refusal rounds keep
// "sucht eine Wohnung im Raum 80xxx" as lasting context. Input is canonical text.

const IN_PROCESS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bin\s+the\s+(?:process|midst)\s+of\b`,
  de: String.raw`\bim\s+(?:prozess|begriff)\b|\bmitten\s+(?:im|in\s+der|beim)\s+(?:umzug|umbau|umziehen|wechsel|trennung|scheidung|bewerbungs\p{L}*)`,
  fr: String.raw`\bdans\s+le\s+processus\s+d['’e]|\ben\s+(?:cours|voie|passe)\s+d['’e]\s*(?!eau)`,
  es: String.raw`\ben\s+(?:el\s+)?(?:proceso|vias|tramite)\s+de\b`,
  pt: String.raw`\b(?:no|em)\s+(?:processo|vias)\s+de\b`,
  it: String.raw`\b(?:nel\s+processo|in\s+procinto|in\s+fase|in\s+via)\s+di\b`,
  ru: String.raw`(?<![\p{L}])в\s+(?:процессе|разгаре|стадии)(?![\p{L}])`,
  zh: String.raw`(?:正在|正)?处于[^，。,.]{0,12}(?:过程|阶段)中|正在[^，。,.]{1,12}(?:的)?过程中|處於[^，。,.]{0,12}(?:過程|階段)中`,
  ja: String.raw`プロセスの(?:中|途中|最中)|の最中(?:だ|です|である|[。.]|$)`,
  ko: String.raw`의\s?과정에\s?있|하는\s?과정에\s?있`,
};

const SEARCH: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bjob[-\s]?hunting\b|\blooking\s+for\s+(?:a\s+)?(?:new\s+)?(?:job|work)\b`,
  de: String.raw`\bauf\s+(?:job|arbeits|stellen)suche\b|\bsucht\s+(?:gerade\s+|aktuell\s+)?(?:einen\s+|eine\s+)?(?:neuen?\s+)?(?:job|arbeit|stelle)\b`,
  fr: String.raw`\ben\s+recherche\s+d['’]\s*(?:emploi|un\s+emploi|un\s+travail|un\s+stage)|\bcherche\s+(?:un\s+)?(?:emploi|travail|boulot)\b`,
  es: String.raw`\b(?:buscando|busca)\s+(?:un\s+)?(?:trabajo|empleo|curro)\b|\ben\s+busca\s+de\s+(?:trabajo|empleo)\b`,
  pt: String.raw`\b(?:procurando|procura|buscando)\s+(?:um\s+)?(?:emprego|trabalho)\b|\b(?:a|em)\s+(?:procura|busca)\s+de\s+(?:emprego|trabalho)\b`,
  it: String.raw`\bin\s+cerca\s+di\s+(?:lavoro|impiego)\b|\bcerca\s+lavoro\b`,
  ru: String.raw`(?<![\p{L}])ищ(?:ет|у|ем|ут)\s+(?:новую\s+)?работу(?![\p{L}])`,
  zh: String.raw`(?:在|正在)[^，。,.]{0,6}?(?:找工作|求职|求職|找实习|找實習|投简历|投簡歷)|求职中|求職中`,
  ja: String.raw`(?:転職|就職)活動中|就活中|求職中`,
  ko: String.raw`구직\s?중|취준\s?중|이직\s?준비\s?중`,
};

const IN_PROCESS_OF = cued(new RegExp(union(IN_PROCESS), 'iu'));
const SEARCH_OF = cued(new RegExp(union(SEARCH), 'iu'));

/** A calque of "in the process of", or a job search under way: temporary. */
export const hasUnderWayNote = (text: string): boolean => IN_PROCESS_OF.test(text) || SEARCH_OF.test(text);
