import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';
import { MONTHS } from './volatileMonthDeadline';

// One contract, lease or placement ending in a named month: "the contract ends in March", "der Vertrag läuft im März
// aus", "son contrat se termine en mars", "su contrato termina en marzo", "o contrato acaba em março", "il contratto
// scade a marzo", "контракт заканчивается в марте", "合同3月到期", "契約が3月で終わる", "계약이 3월에 끝난다". Once the month
// is past the memory is stale; a yearly renewal named with a word of habit is left out by the caller. The month names
// come from Intl (the Russian ones in the genitive and, by the case ending, the prepositional). Input is canonical text.

const CJK_MONTH = String.raw`(?:\d{1,2}|[一二三四五六七八九十]{1,2})月`;
const RU_PREPOSITIONAL = MONTHS('ru', true)
  .split('|')
  .map((m) => m.replace(/[ая]$/u, 'е'))
  .join('|');
const GAP = String.raw`(?:\p{L}+\s+){0,2}?`;

const CONTRACT_END: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:contract|lease|internship|placement|secondment|probation(?:\s+period)?|tenancy)\s+(?:ends|expires|runs\s+out|is\s+up|finishes|will\s+end)\s+(?:in|at\s+the\s+end\s+of|on)\s+(?:${MONTHS('en')})\b`,
  de: String.raw`\b(?:Vertrag|Arbeitsvertrag|Mietvertrag|Praktikum|Probezeit|Befristung)\s+${GAP}(?:endet|lauft|enden|laufen)\s+(?:(?:im|Ende|zum|bis|Anfang)\s+)+(?:${MONTHS('de')})\b`,
  fr: String.raw`\b(?:contrat|bail|stage|cdd|periode\s+d['’]\s*essai|mission)\s+${GAP}(?:se\s+termine|termine|finit|prend\s+fin|s['’]\s*acheve|expire)\s+(?:en|fin|a\s+la\s+fin\s+de|debut)\s+(?:${MONTHS('fr')})\b`,
  es: String.raw`\b(?:contrato|alquiler|practicas|periodo\s+de\s+prueba)\s+${GAP}(?:termina|acaba|vence|finaliza|expira|se\s+acaba)\s+(?:en|a\s+finales\s+de|a\s+principios\s+de)\s+(?:${MONTHS('es')})\b`,
  pt: String.raw`\b(?:contrato|aluguel|arrendamento|estagio|periodo\s+de\s+experiencia)\s+${GAP}(?:termina|acaba|vence|expira)\s+(?:em|no\s+fim\s+de|no\s+final\s+de|no\s+inicio\s+de)\s+(?:${MONTHS('pt')})\b`,
  it: String.raw`\b(?:contratto|affitto|stage|tirocinio|periodo\s+di\s+prova)\s+${GAP}(?:scade|finisce|termina)\s+(?:a|ad|entro|alla\s+fine\s+di|a\s+fine|a\s+inizio)\s+(?:${MONTHS('it')})\b`,
  ru: String.raw`(?<![\p{L}])(?:контракт|договор|аренда|стажировка|испытательный\s+срок)\s+${GAP}(?:заканчивается|закончится|истекает|истеч[её]т|кончается|заканчиваются)\s+(?:в\s+(?:${RU_PREPOSITIONAL})|в\s+конце\s+(?:${MONTHS('ru', true)}))(?![\p{L}])`,
  zh: String.raw`(?:合同|合约|合約|租约|租約|实习|實習|试用期|試用期)[^，。,.]{0,4}?${CJK_MONTH}(?:底|份)?(?:到期|结束|結束|满|滿)`,
  ja: String.raw`(?:契約|賃貸契約|インターン|試用期間|派遣)(?:は|が)?${CJK_MONTH}末?(?:で|に)(?:終わる|切れる|満了|終了)`,
  ko: String.raw`(?:계약|임대차|인턴|수습)\s?(?:기간)?(?:이|은|는)?\s?\d{1,2}월\s?(?:말에?|에)\s?(?:끝난다|끝나|만료)`,
};

const CONTRACT_END_OF = cued(new RegExp(canonicalize(union(CONTRACT_END)), 'iu'));

/** One contract or lease ending in a named month: temporary. */
export const hasContractEnd = (text: string): boolean => CONTRACT_END_OF.test(text);
