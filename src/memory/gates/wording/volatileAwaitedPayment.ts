import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A payment awaited now: "is waiting on a tax refund", "wartet auf das Gehalt", "attend un remboursement d'impôts",
// "esperando el reembolso", "aguardando a restituição", "aspetto lo stipendio", "ждёт зарплату", "在等发工资", "還付金を待って
// いる", "월급을 기다리고 있다", or one not come in yet ("il rimborso deve ancora arrivare", "工资还没到账"). The payments are a
// closed class (pay, a refund, a reimbursement, a transfer, a bonus, a deposit back); when one comes each month is said
// without a verb of waiting ("gets paid on the 25th"), and a word of habit keeps a routine lasting (the caller). Input
// is canonical text.

const PAY_EN = String.raw`(?:salary|paycheck|pay\s?check|wages|pay|tax\s+refund|tax\s+rebate|refund|reimbursement|rebate|bonus|payout|deposit\s+back|transfer)`;
const PAY_DE = String.raw`\p{L}*(?:gehalt|lohn|gehaltseingang|ruckerstattung|erstattung|ruckzahlung|gutschrift|uberweisung|kaution|bonus|pramie)`;
const PAY_FR = String.raw`(?:salaire|paie|paye|virement|remboursement|trop-percu|prime|indemnite|caution|versement|allocations?)`;
const PAY_ES = String.raw`(?:nomina|sueldo|salario|paga|devolucion|reembolso|transferencia|ingreso|fianza|finiquito|prima)`;
const PAY_PT = String.raw`(?:salario|pagamento|restituicao|reembolso|transferencia|deposito|pix|decimo\s+terceiro|caucao|bonus)`;
const PAY_IT = String.raw`(?:stipendio|rimborso|bonifico|pagamento|tredicesima|quattordicesima|cauzione|accredito|busta\s+paga)`;
const PAY_RU = String.raw`(?:зарплат\p{L}*|получк\p{L}*|аванс\p{L}*|возврат\p{L}*|вычет\p{L}*|перевод\p{L}*|выплат\p{L}*|преми\p{L}*|компенсаци\p{L}*|залог\p{L}*)`;
const PAY_ZH = String.raw`(?:发工资|發工資|发薪|發薪|工资|工資|薪水|退税|退稅|报销|報銷|退款|奖金|獎金|押金|到账|到賬|打款)`;
const PAY_JA = String.raw`(?:給料|給与|ボーナス|還付金|払い戻し|返金|振込|入金|敷金)`;
const PAY_KO = String.raw`(?:월급|급여|환급금|환급|환불|보너스|입금|보증금)`;
const THE_IT = String.raw`(?:(?:lo|il|la|l['’]|un|una|uno|suo|sua|mio|mia)\s*)?`;

const AWAITED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:waiting|awaiting)\s+(?:(?:for|on)\s+)?(?:(?:a|an|the|his|her|their|my|our|this\s+month['’]s)\s+)?(?:\p{L}+\s+)?${PAY_EN}\b|\b${PAY_EN}\s+(?:(?:has|have)\s+not|hasn['’]t|haven['’]t)\s+(?:yet\s+)?(?:come\s+in|arrived|cleared|come\s+through)\b|\b${PAY_EN}\s+is\s+still\s+(?:pending|to\s+come)\b`,
  de: String.raw`\b(?:warte|wartet|warten)\s+(?:\p{L}+\s+){0,3}?auf\s+(?:\p{L}+\s+){0,2}?${PAY_DE}\b|\b${PAY_DE}\s+(?:ist\s+)?noch\s+nicht\s+(?:da|eingegangen|gekommen|angekommen|uberwiesen)\b`,
  fr: String.raw`\b(?:attend|attends|attendent|attendons|attendant|en\s+attente)\s+(?:(?:encore|toujours|impatiemment)\s+)?(?:d['’]\s*|de\s+)?(?:son|sa|ses|le|la|les|un|une|mon|ma|mes|leur|l['’])\s*(?:\p{L}+\s+)?${PAY_FR}\b|\b${PAY_FR}\s+(?:n['’]\s*est|n['’]\s*a)\s+(?:toujours\s+)?pas\s+encore\s+(?:arrive|tombe|ete\s+verse)`,
  es: String.raw`\b(?:esperando|espera|espero|esperan|aguardando|pendiente\s+de)\s+(?:a\s+)?(?:el|la|los|las|su|sus|mi|mis|un|una)\s+(?:\p{L}+\s+)?${PAY_ES}\b|\b${PAY_ES}\s+(?:\p{L}+\s+){0,3}?(?:todavia|aun)\s+no\s+(?:ha\s+)?(?:llegado|entrado|llega|entra)\b`,
  pt: String.raw`\b(?:esperando|aguardando|espera|aguarda|espero|aguardo)\s+(?:o|a|os|as|seu|sua|meu|minha|um|uma)\s+(?:\p{L}+\s+)?${PAY_PT}\b|\b${PAY_PT}\s+(?:\p{L}+\s+){0,3}?ainda\s+nao\s+(?:caiu|chegou|entrou)\b`,
  it: String.raw`\b(?:aspetto|aspetta|aspettano|aspettando|attendo|attende|attendendo|in\s+attesa\s+d(?:i|el|ello|ella|ell['’]))\s*${THE_IT}(?:\p{L}+\s+)?${PAY_IT}\b|\b${PAY_IT}\b[^.;!?\n]{0,25}?\b(?:deve\s+ancora\s+arrivare|non\s+(?:e\s+)?ancora\s+arrivat[oa]|ancora\s+non\s+(?:e\s+)?arrivat[oa])\b`,
  ru: String.raw`(?<![\p{L}])(?:жд[её]т|жду|жд[её]м|ждут|ожида\p{L}*)\s+(?:\p{L}+\s+)?${PAY_RU}(?![\p{L}])|(?<![\p{L}])${PAY_RU}\s+(?:ещ[её]|пока)\s+не\s+(?:пришл\p{L}*|приш[её]л|поступил\p{L}*)(?![\p{L}])`,
  zh: String.raw`(?:在|正在|还在|還在)?等(?:着|著)?${PAY_ZH}|(?:工资|工資|退税|退稅|报销|報銷|退款|奖金|獎金)(?:还|還)(?:没|沒)(?:到账|到賬|发|發|下来|下來|到)`,
  ja: String.raw`${PAY_JA}(?:が入るの|の振込|の入金|の支給)?を?待って(?:いる|る|います)|${PAY_JA}(?:待ち|がまだ(?:入って|振り込まれて)いない)`,
  ko: String.raw`${PAY_KO}(?:이|가|을|를)?\s?(?:\p{L}+\s)?(?:기다리(?:고|는|며)|기다린다)|${PAY_KO}(?:이|가)?\s?아직\s?(?:안|못)\s?(?:들어왔|나왔|받았)`,
};

const AWAITED_OF = cued(new RegExp(union(AWAITED), 'iu'));

/** A payment awaited now or not come in yet: temporary. */
export const hasAwaitedPayment = (text: string): boolean => AWAITED_OF.test(text);
