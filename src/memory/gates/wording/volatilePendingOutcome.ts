import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A plan that waits on an outcome still pending: "if the visa comes through", "falls das Visum klappt", "si le visa
// passe", "si le sale la visa", "se o visto sair", "se arriva il visto", "если дадут визу", "如果offer下来", "ビザが下りた
// ら", "비자가 나오면". The outcomes are a closed class (a visa or permit, an offer, a loan or mortgage, a scholarship, a
// transfer, an approval, a promotion) with a verb of coming through; a rule for whenever one is needed names no such
// verb and is not read. Input is canonical text.

const OUTCOME_EN = String.raw`(?:visa|work\s+permit|permit|green\s+card|job\s+offer|offer|loan|mortgage|scholarship|transfer|promotion|application|approval)`;
const OUTCOME_DE = String.raw`(?:visum|arbeitserlaubnis|aufenthaltserlaubnis|angebot|jobangebot|kredit|stipendium|versetzung|befoerderung|beforderung|zusage|bewerbung|genehmigung)`;
const OUTCOME_FR = String.raw`(?:visa|permis|titre\s+de\s+sejour|offre|pret|bourse|mutation|promotion|candidature|dossier)`;
const OUTCOME_ES = String.raw`(?:visa|visado|permiso|oferta|prestamo|hipoteca|beca|traslado|ascenso|plaza|solicitud)`;
const OUTCOME_PT = String.raw`(?:visto|permissao|oferta|proposta|emprestimo|financiamento|bolsa|transferencia|promocao|vaga|aprovacao)`;
const OUTCOME_IT = String.raw`(?:visto|permesso|offerta|prestito|mutuo|borsa(?:\s+di\s+studio)?|trasferimento|promozione|posto)`;
const OUTCOME_RU = String.raw`(?:виз\p{L}*|разрешени\p{L}*|оффер\p{L}*|предложени\p{L}*|кредит\p{L}*|ипотек\p{L}*|стипенди\p{L}*|грант\p{L}*|перевод\p{L}*|повышени\p{L}*)`;

const PENDING: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bif\s+(?:the|my|his|her|their|a)\s+(?:\p{L}+\s+)?${OUTCOME_EN}\s+(?:comes?\s+through|goes\s+through|gets\s+approved|is\s+approved|works\s+out|pans\s+out|comes?\s+in|arrives?)\b`,
  de: String.raw`\b(?:falls|wenn|sobald)\s+(?:das|die|der|sein|seine|ihr|ihre|ein|eine)\s+(?:\p{L}+\s+)?${OUTCOME_DE}\s+(?:klappt|kommt|durchgeht|genehmigt\s+wird|bewilligt\s+wird|da\s+ist)\b`,
  fr: String.raw`\bsi\s+(?:le|la|l['’]|son|sa|une?)\s*${OUTCOME_FR}\s+(?:passe|arrive|aboutit|se\s+confirme|est\s+acceptee?|est\s+validee?|est\s+accordee?)\b`,
  es: String.raw`\bsi\s+(?:le\s+|les\s+)?(?:sale|salen|aprueban|dan|llega|conceden|otorgan)\s+(?:la|el|su|una?)\s+${OUTCOME_ES}\b|\bsi\s+(?:la|el|su)\s+${OUTCOME_ES}\s+(?:sale|llega|se\s+aprueba|es\s+aprobad[oa]|se\s+da)\b`,
  pt: String.raw`\bse\s+(?:o|a|seu|sua|um|uma)\s+${OUTCOME_PT}\s+(?:sair|vier|chegar|for\s+aprovad[oa]|der\s+certo|rolar)\b|\bse\s+(?:sair|vier|chegar|aprovarem|derem)\s+(?:o|a|seu|sua)\s+${OUTCOME_PT}\b`,
  it: String.raw`\bse\s+(?:arriva|esce|passa|approvano|danno|concedono)\s+(?:il|la|l['’]|lo|un|una)\s*${OUTCOME_IT}\b|\bse\s+(?:il|la|l['’])\s*${OUTCOME_IT}\s+(?:arriva|passa|va\s+in\s+porto|viene\s+approvat[oa]|viene\s+concess[oa])\b`,
  ru: String.raw`(?<![\p{L}])если\s+(?:\p{L}+\s+)?(?:дадут|одобрят|выдадут|придет|придёт|получится\s+получить)\s+(?:\p{L}+\s+)?${OUTCOME_RU}(?![\p{L}])|(?<![\p{L}])если\s+${OUTCOME_RU}\s+(?:одобрят|дадут|придет|придёт)(?![\p{L}])`,
  zh: String.raw`(?:如果|要是|假如|万一|萬一)[^，。,.]{0,6}(?:签证|簽證|offer|贷款|貸款|奖学金|獎學金|调动|調動|审批|審批|录取|錄取)[^，。,.]{0,4}(?:下来|下來|批了|批下来|批下來|到手|通过|通過)`,
  ja: String.raw`(?:ビザ|内定|ローン|融資|奨学金|転勤|許可|在留資格|採用)(?:が|は)?(?:下りたら|おりたら|通ったら|出たら|決まったら|取れたら)`,
  ko: String.raw`(?:비자|오퍼|대출|장학금|발령|허가|합격)(?:가|이)?\s?(?:나오면|나면|되면|승인되면|통과되면)`,
};

const PENDING_OF = cued(new RegExp(union(PENDING), 'iu'));

/** A plan that waits on a pending outcome: speculative. */
export const hasPendingOutcome = (text: string): boolean => PENDING_OF.test(text);
