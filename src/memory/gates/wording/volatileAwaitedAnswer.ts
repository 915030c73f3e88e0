import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// An answer awaited now: "is waiting to hear back about a promotion", "wartet auf eine Rückmeldung", "attend une
// réponse", "espera la respuesta", "aguardando o resultado", "in attesa di una risposta", "жду ответа насчёт
// повышения", "在等面试结果", "合否の結果を待っている", "승진 결과를 기다리고 있다". The answers are a closed class (an
// answer, a reply, a decision, a result, news, feedback) with the article of one of them; liking quick answers or
// always waiting for results before deciding names no one answer (the caller leaves a word of habit out). Input is
// canonical text.

const ANSWER_EN = String.raw`(?:answer|reply|response|decision|verdict|results?|feedback|callback|news|outcome|offer\s+letter)`;

const AWAITED_ANSWER: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:waiting|waits|wait)\s+to\s+hear\s+(?:back|from)\b|\b(?:waiting|awaiting)\s+(?:for\s+|on\s+)?(?:a|an|the|his|her|their|my|some)\s+(?:\p{L}+\s+)?${ANSWER_EN}\b`,
  de: String.raw`\b(?:warte|wartet|warten)\s+(?:\p{L}+\s+){0,2}?auf\s+(?:eine|die|das|seine|ihre|meine|den)\s+(?:\p{L}+\s+)?(?:Antwort|Ruckmeldung|Entscheidung|Zusage|Ergebnis(?:se)?|Bescheid|Nachricht)\b`,
  fr: String.raw`\b(?:attend|attends|attendent|attendons|en\s+attente)\s+(?:encore\s+|toujours\s+)?(?:d['’]\s*|de\s+)?(?:une|la|sa|des|le|les|un|son|ses)\s*(?:\p{L}+\s+)?(?:reponse|retour|decision|nouvelles|resultats?|verdict)\b`,
  es: String.raw`\b(?:espera|espero|esperando|pendiente\s+de)\s+(?:a\s+)?(?:una|la|el|los|las|su|sus)\s+(?:\p{L}+\s+)?(?:respuesta|decision|resultados?|noticias|veredicto)\b`,
  pt: String.raw`\b(?:espera|espero|esperando|aguarda|aguardo|aguardando)\s+(?:uma|a|o|os|as|seu|sua|um)\s+(?:\p{L}+\s+)?(?:resposta|retorno|decisao|resultados?|noticias|parecer)\b`,
  it: String.raw`\b(?:aspetta|aspetto|aspettando|attende|attendo|in\s+attesa\s+d(?:i|ella|el|ei|elle|ell['’]))\s*(?:una\s+|la\s+|il\s+|i\s+|le\s+|l['’]\s*)?(?:risposta|esito|decisione|risultati?|notizie|riscontro)\b`,
  ru: String.raw`(?<![\p{L}])(?:жд[её]т|жду|жд[её]м|ждут|ожида\p{L}*)\s+(?:\p{L}+\s+)?(?:ответа|решения|результат(?:а|ов)|новостей|вестей|обратной\s+связи)(?![\p{L}])`,
  zh: String.raw`(?:在|正在|还在|還在)等(?:着|著)?[^，。,.!?！？]{0,6}?(?:结果|結果|回复|回覆|答复|答覆|通知|消息|回音)`,
  ja: String.raw`(?:結果|返事|返信|連絡|回答|合否|結論|知らせ)(?:を|が来るのを)?待って(?:いる|る|います)|(?:結果|返事|連絡|回答|合否)待ち`,
  ko: String.raw`(?:결과|답변|답장|연락|소식|통보|발표)(?:을|를|가|이)?\s?(?:기다리(?:고|는|며)|기다린다)`,
};

// A person's reply awaited now, said with a verb ("waiting for Sam to text back", "wartet darauf, dass sie antwortet",
// "attend qu'il la rappelle", "esperando a que le conteste", "esperando ele responder", "aspetta che lei risponda", "ждёт,
// когда девушка ответит", "在等他回消息", "LINEの返信をずっと待っている", "답장이 오기를 기다리고 있다"); a word of habit keeps
// it lasting ("always waits for people to reply before…"), and the caller reads this only where none is.
const AWAITED_REPLY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:waiting|waits)\s+for\s+(?:\p{L}+\s+){1,3}?to\s+(?:text|write|call|ring|get)\s+back\b|\b(?:waiting|waits)\s+for\s+(?:\p{L}+\s+){1,3}?to\s+(?:reply|answer|respond)\b`,
  de: String.raw`\b(?:wartet|warte|warten)\s+(?:noch\s+)?darauf,?\s+dass\s+(?:\p{L}+\s+){1,4}?(?:antwortet|zuruckschreibt|zuruckruft|meldet|schreibt)\b`,
  fr: String.raw`\b(?:attend|attends|attendent)\s+(?:encore\s+|toujours\s+)?qu(?:e\s+|['’]\s*)(?:\p{L}+\s+){0,3}?(?:reponde|rappelle|reecrive|ecrive|donne\s+des\s+nouvelles)\b`,
  es: String.raw`\b(?:espera|espero|esperando)\s+(?:a\s+)?que\s+(?:\p{L}+\s+){0,3}?(?:conteste|responda|llame|escriba|devuelva\s+la\s+llamada)\b`,
  pt: String.raw`\b(?:espera|espero|esperando|aguardando)\s+(?:\p{L}+\s+){1,3}?(?:responder|retornar|ligar\s+de\s+volta|mandar\s+mensagem)\b`,
  it: String.raw`\b(?:aspetta|aspetto|aspettando)\s+che\s+(?:\p{L}+\s+){0,3}?(?:risponda|richiami|scriva|si\s+faccia\s+sentire)\b`,
  ru: String.raw`(?<![\p{L}])(?:жд[её]т|жду|жд[её]м|ждут)\s*,?\s*(?:когда|пока)\s+(?:\p{L}+\s+){0,3}?(?:ответ|напиш|перезвон|позвон)\p{L}*`,
  zh: String.raw`(?:在|正在|还在|還在)等(?:着|著)?(?:他|她|对方|對方|男朋友|女朋友|\p{Script=Han}{1,2})回(?:消息|信息|微信|复|覆|电话|電話)`,
  ja: String.raw`(?:返事|返信|連絡)(?:を|が来るのを)(?:ずっと|まだ|今|じっと)?待って(?:いる|る|います)`,
  ko: String.raw`(?:답장|연락|답)(?:이|을|를)?\s?(?:오기를|올\s?때까지|기다리고)`,
};

const AWAITED_ANSWER_OF = cued(new RegExp(canonicalize(union(AWAITED_ANSWER)), 'iu'));
const AWAITED_REPLY_OF = cued(new RegExp(union(AWAITED_REPLY), 'iu'));

/** One answer awaited now: temporary. */
export const hasAwaitedAnswer = (text: string): boolean => AWAITED_ANSWER_OF.test(text) || AWAITED_REPLY_OF.test(text);
