import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Money at the moment: what is left until payday ("has 200 euros left until payday", "离发工资还剩200欧元", "le quedan
// 200 euros hasta el día de cobro", "tem 200 euros até o dia do pagamento"), an account in the red ("la cuenta en
// números rojos", "a conta está no vermelho", "il conto è in rosso", "잔고가 마이너스", "残高不足", "в минусе"), and a
// bill of this period not paid yet ("le loyer de ce mois n'est pas encore payé"). What one earns or saves a month is
// lasting and names none of these. Input is canonical text.

const UNTIL_PAYDAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:until|till|before)\s+(?:the\s+next\s+)?(?:payday|pay day|the next paycheck|next paycheck)\b`,
  de: String.raw`\bbis\s+zum\s+(?:zahltag|gehalt|nachsten gehalt|monatsersten)\b`,
  fr: String.raw`\bjusqu['’]\s*(?:a la paie|a la paye|au salaire|au prochain salaire|au virement du salaire)\b`,
  es: String.raw`\bhasta\s+(?:el\s+)?(?:dia de cobro|cobrar|la nomina|el sueldo|el proximo sueldo|fin de mes)\b`,
  pt: String.raw`\bate\s+(?:o\s+)?(?:dia do pagamento|pagamento|salario|proximo salario)\b`,
  it: String.raw`\bfino\s+(?:allo\s+stipendio|al\s+prossimo\s+stipendio|a\s+fine\s+mese)\b`,
  ru: String.raw`(?<!\p{L})до\s+(?:зарплаты|получки|аванса)(?!\p{L})`,
  zh: String.raw`(?:离|離|到)(?:发工资|發工資|发薪|發薪|下次发工资|月底)[^，。,.;!?\n]{0,4}?(?:还剩|還剩|只剩|剩)`,
  ja: String.raw`(?:給料日|給料|次の給料)まで`,
  ko: String.raw`(?:월급날|월급|급여일)까지`,
};

const IN_THE_RED: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:account|card|balance)\s+is\s+(?:currently\s+|now\s+)?(?:overdrawn|in the red|negative)\b`,
  de: String.raw`\bkonto\b[^.;!?\n]{0,20}?\b(?:uberzogen|im minus|in den roten zahlen)\b`,
  fr: String.raw`\b(?:compte|carte)\b[^.;!?\n]{0,12}?\b(?:a decouvert|dans le rouge|en negatif)\b`,
  es: String.raw`\b(?:cuenta|tarjeta|saldo)\b[^.;!?\n]{0,12}?\b(?:en numeros rojos|en descubierto|en negativo)\b`,
  pt: String.raw`\b(?:conta|cartao|saldo)\b[^.;!?\n]{0,12}?\b(?:no vermelho|negativ[ao]|no negativo)\b`,
  it: String.raw`\b(?:conto|carta|saldo)\b[^.;!?\n]{0,12}?\b(?:in rosso|scoperto|in negativo)\b`,
  ru: String.raw`(?<!\p{L})(?:карта|счёт|счет|баланс)(?!\p{L})[^.;!?\n]{0,12}?(?<!\p{L})(?:в минусе|в минус|отрицательный)(?!\p{L})`,
  zh: String.raw`(?:账户|賬戶|帐户|银行卡|銀行卡|卡)[^，。,.;!?\n]{0,6}?(?:透支了|余额不足|餘額不足|欠费|欠費)`,
  ja: String.raw`(?:口座|カード)[^。.!?\n]{0,6}?(?:残高不足|マイナスに|赤字に)`,
  ko: String.raw`(?:통장|계좌|카드)\s?(?:잔고|잔액)(?:가|이)?\s?(?:마이너스|부족|바닥)`,
};

const UNPAID_YET: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:rent|bill|invoice)\b[^.;!?\n]{0,25}?\b(?:not\s+(?:been\s+)?paid\s+yet|not\s+yet\s+(?:been\s+)?paid|still\s+unpaid)\b`,
  de: String.raw`\b(?:miete|rechnung)\b[^.;!?\n]{0,25}?\bnoch\s+nicht\s+bezahlt\b`,
  fr: String.raw`\b(?:loyer|facture)\b[^.;!?\n]{0,25}?\bpas\s+encore\s+(?:ete\s+)?(?:paye|payee|regle|reglee)\b`,
  es: String.raw`\b(?:alquiler|factura)\b[^.;!?\n]{0,25}?\b(?:todavia|aun)\s+no\s+(?:esta\s+)?pagad[ao]\b|\b(?:todavia|aun)\s+no\s+ha\s+pagado\s+(?:el\s+alquiler|la\s+factura)\b`,
  pt: String.raw`\b(?:aluguel|aluguer|renda|conta)\b[^.;!?\n]{0,25}?\bainda\s+nao\s+(?:foi\s+)?pag[ao]\b|\bainda\s+nao\s+pagou\s+(?:o\s+aluguel|a\s+renda|a\s+conta)\b`,
  it: String.raw`\b(?:affitto|bolletta)\b[^.;!?\n]{0,25}?\bnon\s+(?:e\s+)?ancora\s+pagat[oa]\b|\bnon\s+ha\s+ancora\s+pagato\s+(?:l['’]affitto|la\s+bolletta)\b`,
  ru: String.raw`(?<!\p{L})(?:ещ[её]|пока)\s+не\s+(?:заплатил\p{L}*|оплатил\p{L}*)(?!\p{L})`,
  zh: String.raw`(?:房租|账单|賬單)[^，。,.;!?\n]{0,6}?(?:还没交|還沒交|还没付|還沒付|还没凑齐|還沒湊齊)`,
  ja: String.raw`(?:家賃|請求書)[^。.!?\n]{0,6}?まだ(?:払って|支払って)いない`,
  ko: String.raw`(?:월세|집세|청구서)[^.!?\n]{0,8}?아직\s?(?:안\s?냈|못\s?냈|내지\s?않았)`,
};

const MONEY_NOW = cued(new RegExp([UNTIL_PAYDAY, IN_THE_RED, UNPAID_YET].map(union).join('|'), 'iu'));

/** Money left until payday, an account in the red, a bill not paid yet: temporary. */
export const hasMoneyOfMoment = (text: string): boolean => MONEY_NOW.test(text);
