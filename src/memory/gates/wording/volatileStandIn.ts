import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Standing in for a person of one's work: covering for a sick colleague, filling in for the boss ("vertritt eine kranke
// Kollegin", "remplace une collègue", "está cubriendo a un compañero", "sostituisce un collega", "подменяет коллегу",
// "替同事顶班", "同僚の代わりに働いている", "동료 대신 일하고 있다"). The stand-in ends when the person is back. A job that is
// standing in ("works as a substitute teacher", "ist Vertretungslehrer", "fa il supplente") names no person stood in for;
// a routine ("covers for her boss whenever she travels") keeps the memory stable (the caller checks). Input is canonical
// text (canonical.ts).

const WORKMATE_EN = String.raw`(?:colleagues?|co-?workers?|teammates?|boss|manager|supervisor|someone|somebody|a\s+friend|nurse|doctor|teacher)`;
const WORKMATE_DE = String.raw`(?:kolleg\p{L}*|chef\p{L}*|vorgesetzt\p{L}*|teamleiter\p{L}*|mitarbeiter\p{L}*)`;
const WORKMATE_FR = String.raw`(?:collegues?|chef|cheffe|patron\p{L}*|superieur\p{L}*|responsable|quelqu['’]un)`;
const WORKMATE_ES = String.raw`(?:compa(?:n|ñ)er[oa]s?|coleg[ao]s?|jef[ea]s?|supervisor\p{L}*|alguien)`;
const WORKMATE_PT = String.raw`(?:colegas?|chefes?|supervisor\p{L}*|alguem)`;
const WORKMATE_IT = String.raw`(?:colleg(?:a|hi|he)|capo|responsabile|qualcuno)`;
const WORKMATE_RU = String.raw`(?:коллег\p{L}*|сотрудни\p{L}*|начальни\p{L}*|руководител\p{L}*|сменщи\p{L}*)`;

// The verb of standing in, then (within a few words: an article, a possessive, "sick") the person.
const NEAR = String.raw`\s+(?:\p{L}+\s+){0,3}?`;
const STAND_IN: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:covering|covers|covered|filling\s+in|fills\s+in|standing\s+in|stands\s+in|subbing)\s+for${NEAR}${WORKMATE_EN}\b`,
  de: String.raw`\b(?:vertritt|vertrete|vertreten|springt|springe|ubernimmt|ubernehme)${NEAR}${WORKMATE_DE}`,
  fr: String.raw`\b(?:remplace|remplacent|remplacer|remplacant|couvre|assure\s+l['’]interim\s+d[eu])${NEAR}${WORKMATE_FR}\b`,
  es: String.raw`\b(?:cubriendo|cubre|sustituyendo|sustituye|supliendo|suple|reemplazando|reemplaza)\s+(?:a\s+)?(?:\p{L}+\s+){0,3}?${WORKMATE_ES}\b`,
  pt: String.raw`\b(?:cobrindo|cobre|substituindo|substitui|rendendo)\s+(?:\p{L}+\s+){0,3}?${WORKMATE_PT}\b`,
  it: String.raw`\b(?:sostituendo|sostituisce|sostituisco|copre|coprendo|rimpiazza|rimpiazzando)${NEAR}${WORKMATE_IT}\b`,
  ru: String.raw`(?<![\p{L}])(?:подменяет|подменяю|замещает|замещаю|заменяет|заменяю|выходит\s+за|работает\s+за|подменяя|замещая)\s+(?:\p{L}+\s+){0,2}?${WORKMATE_RU}`,
  zh: String.raw`(?:替|帮|幫|代替)[^，。,.]{0,6}(?:同事|领导|領導|上司|老板|老闆|别人|別人)[^，。,.]{0,4}(?:顶班|頂班|代班|值班|上班|干活|幹活|工作)|(?:顶|頂|代)(?:同事|别人|別人)的班`,
  ja: String.raw`(?:同僚|上司|先輩|後輩|スタッフ|人)の(?:代わり|代理)(?:に|で|として)[^。.]{0,10}(?:働|勤務|出勤|シフト|入って|担当)`,
  ko: String.raw`(?:동료|상사|선배|후배|팀장|직원|사람)\s?(?:대신|대신에)\s?(?:일|근무|출근|나가|나와|당직)|(?:동료|선배|후배)의?\s?대타`,
};

const STAND_IN_OF = cued(new RegExp(union(STAND_IN), 'iu'));

/** Standing in for a person of one's work: temporary. */
export const hasStandIn = (text: string): boolean => STAND_IN_OF.test(text);
