import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// One's own pay under negotiation: "is negotiating a raise", "verhandelt gerade über eine Gehaltserhöhung", "négocie une
// augmentation", "está negociando un aumento de sueldo", "negocia um aumento", "sta negoziando un aumento", "ведёт
// переговоры о повышении зарплаты", "在谈加薪", "昇給交渉中", "연봉 협상 중". The talk ends with an answer; negotiating as a
// trade ("negotiates supplier contracts") names no pay of one's own, and a yearly round ("negotiates his salary every
// year") is a routine (the caller checks). Input is canonical text (canonical.ts).

const PAY_EN = String.raw`(?:a\s+|his\s+|her\s+|their\s+|my\s+|the\s+)?(?:pay\s+rise|raise|salary|pay|promotion|(?:job\s+)?offer|severance)`;
const NEGOTIATION: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:negotiating|negotiates|asking\s+for|pushing\s+for|haggling\s+over)\s+${PAY_EN}\b|\bin\s+(?:salary|pay)\s+negotiations\b`,
  de: String.raw`\b(?:verhandelt|verhandle|verhandeln)\s+(?:\p{L}+\s+){0,3}?(?:uber\s+)?(?:eine\s+|seine\s+|ihre\s+|sein\s+|ihr\s+|das\s+|die\s+)?(?:gehaltserhohung|gehalt|lohnerhohung|lohn|befoderung|beforderung|abfindung|angebot)\b|\bin\s+(?:gehalts|lohn)verhandlungen\b`,
  fr: String.raw`\b(?:negocie|negocies|negocient|negocier|negociant)\s+(?:\p{L}+\s+){0,2}?(?:une\s+|son\s+|sa\s+|leur\s+)?(?:augmentation|salaire|promotion|prime|indemnite)\b`,
  es: String.raw`\b(?:negociando|negocia|negocio|negociar)\s+(?:\p{L}+\s+){0,2}?(?:un\s+|su\s+|el\s+|la\s+)?(?:aumento|subida\s+de\s+sueldo|sueldo|salario|ascenso|indemnizacion)\b`,
  pt: String.raw`\b(?:negociando|negocia|negociar)\s+(?:\p{L}+\s+){0,2}?(?:um\s+|o\s+|a\s+|seu\s+|sua\s+)?(?:aumento|salario|promocao|indenizacao)\b`,
  it: String.raw`\b(?:negoziando|negozia|trattando|tratta|contrattando)\s+(?:\p{L}+\s+){0,2}?(?:un\s+|il\s+|lo\s+|la\s+|suo\s+|sua\s+)?(?:aumento|stipendio|promozione|buonuscita)\b`,
  ru: String.raw`(?<![\p{L}])(?:ведет|ведёт|ведут)\s+переговоры\s+о\s+(?:повышении|зарплате|прибавке|окладе)|(?<![\p{L}])(?:договаривается|торгуется)\s+о\s+(?:повышении|зарплате|прибавке|окладе)(?![\p{L}])`,
  zh: String.raw`(?:在|正在)(?:谈|談|争取|爭取|(?:跟|和|与|與)[^，。,.]{1,6}(?:谈|談))(?:加薪|涨薪|漲薪|薪水|薪资|薪資|工资|工資|升职|升職)`,
  ja: String.raw`(?:昇給|賃上げ|給与|給料|年俸|昇進)(?:の)?交渉(?:中|をしている|している|しているところ)`,
  ko: String.raw`(?:연봉|급여|임금|월급|승진)\s?(?:인상\s?)?협상\s?(?:중|을\s?하고\s?있|하고\s?있)`,
};

const NEGOTIATION_OF = cued(new RegExp(union(NEGOTIATION), 'iu'));

/** One's own pay under negotiation: temporary. */
export const hasPayNegotiation = (text: string): boolean => NEGOTIATION_OF.test(text);
