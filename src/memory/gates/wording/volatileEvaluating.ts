import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A choice still being weighed, as account notes write it: a verb of evaluating or comparing with its options set
// against each other by "vs." ("Cust. currently evaluating Notion vs. Confluence", "Kd. evaluiert aktuell Notion vs.
// Confluence", "Client évalue actuellement…", "Cliente actualmente evaluando…", "Cliente attualmente valuta…"), and the
// CJK forms that say the comparison is under way ("在对比飞书和钉钉", "比較検討中", "비교 검토 중"). A preference between
// the same options is no comparison ("prefers Notion over Confluence"). Input is canonical text.

const VS = String.raw`[^.;!?\n]{0,40}?(?<![\p{L}])(?:vs\.?|versus)(?![\p{L}])`;

const EVALUATING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:evaluat|compar|weigh|trial|test)(?:ing|es|s)\b${VS}`,
  de: String.raw`\b(?:evaluier|vergleich|prufen|pruft|testet|wagt\s+ab|abwag)\p{L}*${VS}`,
  fr: String.raw`\b(?:evalu|compar|test)\p{L}*${VS}`,
  es: String.raw`\b(?:evalu|compar|prob|sopes)\p{L}*${VS}`,
  pt: String.raw`\b(?:avali|compar|test)\p{L}*${VS}`,
  it: String.raw`\b(?:valut|confront|compar|test)\p{L}*${VS}`,
  ru: String.raw`(?<![\p{L}])(?:сравнива|выбира|оценива|тестиру)\p{L}*${VS}`,
  zh: String.raw`(?:在|正在)(?:对比|對比|比较|比較|评估|評估)[^，。,.]{1,20}(?:和|与|與|跟|还是|還是)`,
  ja: String.raw`比較検討中|比較中|(?:導入|採用|乗り換え)?検討中`,
  ko: String.raw`비교\s?(?:검토\s?)?중|검토\s?중`,
};

const EVALUATING_OF = cued(new RegExp(union(EVALUATING), 'iu'));

/** Options still being weighed against each other: temporary. */
export const hasEvaluation = (text: string): boolean => EVALUATING_OF.test(text);
