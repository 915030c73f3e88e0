import { cued } from './cueScan';
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

const AWAITED_ANSWER_OF = cued(new RegExp(canonicalize(union(AWAITED_ANSWER)), 'iu'));

/** One answer awaited now: temporary. */
export const hasAwaitedAnswer = (text: string): boolean => AWAITED_ANSWER_OF.test(text);
