import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Away from school or work because of an illness now: "is off school sick", "ist krankgeschrieben", "en arrêt
// maladie", "está de baja", "está de atestado", "è a casa malato", "на больничном", "请病假", "風邪で学校を休んでいる", "아파서
// 학교에 못 갔다". Never or rarely being off sick is a trait (the NEVER guard). Input is canonical text.

const SCHOOL_JA = String.raw`(?:学校|会社|仕事|保育園|幼稚園|部活|バイト|授業)`;

const SICK_AWAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:off|home|out|away)\s+(?:from\s+)?(?:school|work|nursery|daycare|kindergarten|college)\s+(?:sick|ill|with\s+(?:a|the)\s+\p{L}+)\b|\b(?:off|home|out)\s+sick\b|\bcalled\s+in\s+sick\b|\bon\s+sick\s+leave\b`,
  de: String.raw`\b(?:ist|bin|sind|seit\s+\p{L}+)\s+(?:\p{L}+\s+)?krankgeschrieben\b|\bkrank\s+(?:zu\s+hause|daheim|im\s+bett)\b|\bkrankheitsbedingt\s+(?:zu\s+hause|abwesend)\b`,
  fr: String.raw`\ben\s+arret\s+(?:maladie|de\s+travail)\b|\bmalade\s+a\s+la\s+maison\b|\babsente?\s+(?:de\s+l['’]\s*ecole|du\s+travail|de\s+la\s+creche|du\s+bureau)\s+(?:car|parce\s+qu|pour\s+cause)`,
  es: String.raw`\b(?:esta|estoy|sigue)\s+de\s+baja(?:\s+medica|\s+por\s+enfermedad)?\b|\b(?:malo|mala|enferm[oa])\s+en\s+casa\b|\bse\s+ha\s+quedado\s+en\s+casa\s+(?:malo|mala|enferm[oa])\b`,
  pt: String.raw`\b(?:doente|adoentad[oa])\s+em\s+casa\b|\b(?:esta|estou)\s+de\s+(?:atestado|licenca\s+medica)\b|\bfaltou\s+(?:a|na)\s+(?:escola|aula|creche|trabalho)\s+(?:porque|por\s+estar)\b`,
  it: String.raw`\b(?:a\s+casa|in\s+casa)\s+(?:da\s+scuola\s+|dal\s+lavoro\s+|dall['’]\s*asilo\s+)?(?:malat[oaie]|con\s+la\s+febbre|con\s+l['’]\s*influenza)\b|\b(?:e|sono|sta)\s+in\s+malattia\b`,
  ru: String.raw`(?<![\p{L}])на\s+больничном(?![\p{L}])|(?<![\p{L}])сидит\s+дома\s+с\s+(?:температурой|простудой|гриппом)(?![\p{L}])|(?<![\p{L}])не\s+ходит\s+в\s+(?:школу|сад|садик)\s+из-за\s+болезни(?![\p{L}])`,
  zh: String.raw`(?:请了?|請了?|在休)病假|生病(?:了)?(?:没|沒)(?:去|上)|在家(?:养病|養病)`,
  ja: String.raw`(?:風邪|熱|発熱|インフル(?:エンザ)?|体調不良|腹痛|胃腸炎|コロナ|病気|怪我|ケガ)で${SCHOOL_JA}を休んで(?:いる|る|います)|病欠(?:中|して)`,
  ko: String.raw`아파서\s?(?:학교|회사|유치원|어린이집)(?:에|를)?\s?(?:못|안)\s?(?:갔|간다|가고)|병가\s?(?:중|를\s?냈)`,
};

// Never or rarely off sick: a trait.
const NEVER: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:never|rarely|seldom|hardly)\b`,
  de: String.raw`\b(?:nie|niemals|selten|kaum)\b`,
  fr: String.raw`\b(?:jamais|rarement)\b`,
  es: String.raw`\b(?:nunca|jamas|rara\s+vez)\b`,
  pt: String.raw`\b(?:nunca|jamais|raramente)\b`,
  it: String.raw`\b(?:mai|raramente)\b`,
  ru: String.raw`(?<![\p{L}])(?:никогда|редко)(?![\p{L}])`,
  zh: String.raw`从不|從不|很少|从来|從來`,
  ja: String.raw`一度も|めったに|ほとんど`,
  ko: String.raw`한\s?번도|거의|좀처럼`,
};

const SICK_AWAY_OF = cued(new RegExp(union(SICK_AWAY), 'iu'));
const NEVER_OF = new RegExp(union(NEVER), 'iu');

/** Away from school or work because of an illness now: temporary. */
export const hasSickAbsence = (text: string): boolean => SICK_AWAY_OF.test(text) && !NEVER_OF.test(text);
