import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Gate 9's model output and agent traces told in words, in the ten languages of lexicons/: what a model or an agent
// said or did in one exchange, which an extraction model may pass on as a fact about the user. Each is a runtime
// record, not a lasting fact:
// - a model's answer reported by its speaker and a verb of answering: "The assistant answered that…", "ChatGPT said",
//   "助手回答说", "アシスタントは…と答えた", "어시스턴트는 …라고 답했다", "Der Assistent antwortete", "L'assistant a
//   répondu", "El asistente respondió", "O assistente respondeu", "Ассистент ответил", "L'assistente ha risposto". A
//   wish about how the assistant should answer is no answer ("wants the assistant to be blunt", "希望助手说话直接").
// - an instruction message to a model reported by what it said: "The developer message said…", "Die
//   Entwicklernachricht verlangte", "Le message du développeur demandait", "开发者消息要求", "開発者メッセージには…と書か
//   れていた". Writing such messages for a living is no message ("writes system prompts for a living").
// - a function call with its arguments, or a call verb before a function's name: "called get_weather with
//   city=Denver", "调用了 get_weather，参数 city=…", "get_weather を city=… で呼び出した", "rief get_weather mit
//   city=… auf".
// - chain-of-thought under its label at the start of the text ("Reasoning:", "Gedankengang:", "Raisonnement :",
//   "Рассуждение:", "思考过程：", "思考過程：", "추론 과정:") or inside thinking tags; wanting reasoning shown has no label.
// - a retrieved document chunk: a retrieval participle beside a chunk word ("Retrieved chunk 3 of 12", "Fragmento
//   recuperado", "检索到的文档片段", "検索で取得した文書チャンク", "검색된 문서 청크"), a chunk counted "N of M", or a
//   document file quoted after its name ("handbook.pdf: "…""). Building a retrieval system is no chunk.
// - a tool's result told as what it returned, in the past: "The search tool returned status ok…", "Das Suchtool
//   lieferte…", "L'outil de recherche a renvoyé…", "検索ツールの結果は…だった", "검색 도구 결과는 …였다". How tools return
//   results in general is no result ("testet, wie Tools ihre Ergebnisse zurückgeben").
// - a provider's error: an error word with an HTTP 4xx/5xx status and its message ("error 429: rate limit exceeded",
//   "Fehler 429 fehl:", "错误码 429：", "エラー 429（", "429 오류("), or a rate limit said to be exceeded.
// - an agent's step: a numbered step label before an agent or assistant, or an agent that opened, clicked or navigated
//   in the past ("Step 4: the agent opened amazon.com…", "智能体打开了京东", "エージェントは楽天を開き", "에이전트가 쿠팡을
//   열고"). Building agents that click through pages is present and general, and passes.
// Input is canonical text.

const L = String.raw`(?<![\p{L}\p{N}])`;
const R = String.raw`(?![\p{L}\p{N}])`;
const LATIN_L = String.raw`(?<![A-Za-z])`;
// Inside one sentence: no full stop, save a decimal point ("0.92"; the canonical form writes 。 as a dot).
const IN_SENTENCE = String.raw`(?:[^.。\n]|\.(?=\d))`;
// A human assistant is someone's ("his assistant said"): only an unowned one is read as a model.
const NOT_OWNED = String.raw`(?<!(?:'s|his|her|my|their|your|sein|seine|seiner|seinem|ihr|ihre|ihrer|ihrem|son|sa|su|sus|seu|sua|suo|его|ее|её|мой|моя)\s+)`;
// What a model said, as a thing one quotes or likes ("her favourite line is what ChatGPT said: …"), is a mention.
const NOT_MENTIONED = String.raw`(?<!(?:what|whatever|was|ce\s+que|ce\s+qu'|lo\s+que|o\s+que|quello\s+che|cio\s+che|что)\s+(?:the\s+|der\s+|die\s+|l'|le\s+|la\s+|el\s+|o\s+|a\s+|il\s+)?)`;

/** Names of a chat model, generic and by product, in the Latin and Cyrillic languages. */
const MODEL = String.raw`(?:assistant|assistent|assistente|asistente|ai|ia|ki|chatbot|chat-?bot|bot|llm|chatgpt|gpt-?\d[\w.-]*|claude|gemini|copilot|mistral|llama|deepseek|gigachat|yandexgpt|ии|ассистент|чат-?бот|нейросеть)`;
const ANSWERED = String.raw`(?:(?:has\s+|had\s+)?(?:answered|replied|responded|said|told\s+(?:the\s+user|him|her|them|me)|explained|stated|suggested|recommended|claimed|advised|wrote\s+back)|antwortete|erwiderte|sagte|meinte|erklarte|empfahl|riet|behauptete|hat\s+(?:\p{L}+\s+){0,3}?(?:geantwortet|gesagt|erklart|empfohlen|geraten)|a\s+(?:repondu|dit|explique|affirme|conseille|recommande|suggere|indique)|repondit|respondio|contesto|dijo|explico|recomendo|sugirio|afirmo|aconsejo|ha\s+(?:respondido|contestado|dicho|explicado|recomendado|sugerido)|respondeu|disse|explicou|recomendou|sugeriu|afirmou|aconselhou|ha\s+(?:risposto|detto|spiegato|consigliato|suggerito|affermato|raccomandato)|rispose|ответил[аио]?|сказал[аио]?|объяснил[аио]?|посоветовал[аио]?|порекомендовал[аио]?|заявил[аио]?)`;
const CJK_MODEL_ZH = String.raw`(?:助手|助理|机器人|機器人|大模型|模型|智能体|智能體|${LATIN_L}(?:AI|ChatGPT|Kimi|DeepSeek)|豆包|文心一言|通义千问|通義千問)`;
const CJK_MODEL_JA = String.raw`(?:アシスタント|チャットボット|ボット|${LATIN_L}(?:AI|ChatGPT|Claude|Gemini|Copilot))`;
const CJK_MODEL_KO = String.raw`(?:어시스턴트|챗봇|${LATIN_L}(?:AI|ChatGPT|Claude|Gemini|Copilot)|클로바X?)`;
const MODEL_ANSWER = [
  String.raw`${NOT_OWNED}${NOT_MENTIONED}${L}${MODEL}\s+${ANSWERED}${R}`,
  // Not after a wish ("希望助手回答简洁"), and 说 not as 说话 (speaking).
  String.raw`(?<!希望|想让|想讓|让|讓|要求|请|請|要|喜欢|喜歡)${CJK_MODEL_ZH}(?:的)?(?:回答说|回答說|回答道|回答了|回复说|回復說|回复道|回復道|回复了|回復了|答复说|答覆說|答道|说(?![话話])|說(?![话話])|表示|建议|建議|告诉用户|告訴用戶|解释说|解釋說)`,
  String.raw`${CJK_MODEL_JA}(?:は|が)${IN_SENTENCE}{0,80}?と(?:答え|回答し|返答し|返し|言っ|述べ|説明し|勧め|すすめ|教え|提案し)(?:た|ました|ていた)`,
  String.raw`${CJK_MODEL_KO}(?:는|은|가|이)\s${IN_SENTENCE}{0,80}?(?:라고|다고)\s?(?:답했|대답했|답변했|말했|설명했|추천했|권했|했)`,
];

const INSTRUCTION_MESSAGE = [
  String.raw`${L}(?:developer|system)\s+(?:message|prompt|instructions?)\s+(?:\p{L}+\s+)?(?:said|stated|required|asked|told|instructed|demanded|read|contained|specified|forbade)${R}`,
  String.raw`${L}(?:(?:entwickler|system)\s*-?\s*(?:nachricht|anweisung(?:en)?|prompt)|nachricht\s+des\s+entwicklers)\s+(?:\p{L}+\s+)?(?:verlangten?|forderten?|sagten?|lauteten?|besagten?|enthielten?|wiesen|wies|schrieben|schrieb|gaben|gab|verboten|verbot)${R}`,
  String.raw`${L}(?:message|prompt|consigne|instructions?)s?\s+(?:du\s+)?(?:developpeur|systeme)\s+(?:\p{L}+\s+)?(?:(?:demand|exige|dis|indiqu|precis|impos|ordonn|conten|interdis)(?:ait|aient)|(?:a|ont)\s+(?:demande|exige|dit))${R}`,
  String.raw`${L}(?:mensaje|prompt|instruccion(?:es)?)\s+del?\s+(?:desarrollador|sistema)\s+(?:\p{L}+\s+)?(?:(?:pedia|exigia|decia|contenia|establecia|prohibia)n?|(?:indicaba|ordenaba)n?|pidio|pidieron|exigio|exigieron|dijo|dijeron)${R}`,
  String.raw`${L}(?:mensagem|prompt|instrucao|instrucoes)\s+d[oa]\s+(?:programador|desenvolvedor|sistema)\s+(?:\p{L}+\s+)?(?:(?:pedia|exigia|dizia|indicava|mandava|proibia)m?|continha|continham|pediu|pediram|exigiu|exigiram|disse|disseram)${R}`,
  String.raw`${L}(?:messaggio|prompt|istruzion[ei])\s+(?:dello|del|di)\s+(?:sviluppatore|sistema)\s+(?:\p{L}+\s+)?(?:(?:chied|richied|dic|impon|conten)(?:eva|evano)|(?:indic|viet)(?:ava|avano)|(?:ha|hanno)\s+(?:chiesto|detto))${R}`,
  String.raw`${L}(?:(?:сообщени[ея]|инструкци[яи]|промпт)\s+(?:от\s+)?разработчика|системн(?:ое|ый|ая)\s+(?:сообщение|промпт|инструкция))\s+(?:\p{L}+\s+)?(?:требовал[оаи]?|просил[оаи]?|говорил[оаи]?|гласил[оаи]?|указывал[оаи]?|содержал[оаи]?|велел[оаи]?|запрещал[оаи]?)${R}`,
  String.raw`(?:开发者|開發者|系统|系統)(?:消息|訊息|信息|指令|提示词|提示詞)(?:里|裡|中)?(?:要求|说|說|写着|寫著|规定|規定|指示|表示|禁止)`,
  String.raw`(?:開発者|システム)(?:メッセージ|プロンプト)(?:には|では|は|が|で)${IN_SENTENCE}{0,80}?(?:書かれ|指示|求め|言っ|述べ|命じ|禁じ)`,
  String.raw`(?:개발자|시스템)\s?(?:메시지|프롬프트)(?:에는|에서는|는|가|에서)\s${IN_SENTENCE}{0,80}?(?:적혀|쓰여|요구|지시|했|금지)`,
];

// A function's name as code writes it: words joined by underscores (get_weather, send_sms).
const IDENT = String.raw`(?<![A-Za-z0-9_])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![A-Za-z0-9_])`;
const ARGUMENT = String.raw`(?<![\p{L}\p{N}_])[a-z][a-z0-9_]*\s*=\s*[^\s=]`;
const FUNCTION_CALL = [
  // The name, a word of "with" (or an opening bracket), then an argument written key=value.
  String.raw`${IDENT}\s*(?:\(|,?\s*(?:with|mit|avec|con|com|с|参数|參數|を|를|을)${R})[^\n=]{0,40}?${ARGUMENT}`,
  // A call verb before the name.
  String.raw`${L}(?:called|invoked|executed|triggered|rief|ruft|aufgerufen|a\s+(?:appele|invoque|execute)|llamo\s+a|invoco|ejecuto|chamou|invocou|executou|ha\s+(?:chiamato|invocato|eseguito)|вызвал[аио]?|выполнил[аио]?)\s+(?:the\s+|die\s+|la\s+|a\s+|o\s+)?(?:\p{L}+\s+)?${IDENT}`,
  String.raw`(?:调用了?|調用了?|执行了|執行了)\s*${IDENT}`,
  String.raw`${IDENT}\s*(?:を|를|을)${IN_SENTENCE}{0,40}?(?:呼び出|実行し|コールし|호출했|실행했)`,
];

const CHAIN_OF_THOUGHT = [
  String.raw`(?:^|\n)\s*(?:chain[\s-]of[\s-]thought|reasoning|thought\s+process|thinking|internal\s+monologue|scratchpad|gedankengang|denkprozess|uberlegung(?:en)?|raisonnement|reflexion|cheminement|razonamiento|pensamiento|cadena\s+de\s+pensamiento|raciocinio|pensamento|cadeia\s+de\s+pensamento|ragionamento|pensiero|catena\s+di\s+pensiero|рассуждени[ея]|ход\s+мыслей|цепочка\s+рассуждений|размышлени[ея]|思考过程|思考過程|推理过程|推理過程|思维链|思維鏈|思考プロセス|推論過程|推論|추론\s?과정|사고\s?과정|생각\s?과정|추론)\s*[:：]\s*\S`,
  String.raw`<\/?(?:think|thinking|reasoning|scratchpad)>`,
  String.raw`${L}let(?:'s|\s+me|\s+us)\s+think\s+(?:this\s+through\s+)?step\s+by\s+step${R}`,
];

const RETRIEVED = String.raw`(?:retrieved|fetched|abgerufene[rsnm]?|gefundene[rsnm]?|recuperee?s?|recuperad[oa]s?|recuperat[oa]|найденн\p{L}*|извлеченн\p{L}*)`;
const CHUNK = String.raw`(?:chunks?|passages?|excerpts?|snippets?|fragments?|documents?|sections?|abschnitt|ausschnitt|auszug|textstelle|dokument|extraits?|fragmentos?|extractos?|documentos?|excertos?|trechos?|framment[oi]|estratt[oi]|bran[oi]|document[oi]|фрагмент\p{L}*|отрыв\p{L}*|документ\p{L}*)`;
const RETRIEVED_CHUNK = [
  String.raw`${L}${RETRIEVED}\s+(?:\p{L}+\s+){0,2}?${CHUNK}${R}[^\n]{0,80}?[:：]`,
  String.raw`${L}${CHUNK}\s+(?:\d+\s+(?:(?:of|von|sur|de|di|из)\s+\d+\s+)?)?${RETRIEVED}${R}[^\n]{0,80}?[:：]`,
  String.raw`(?:检索到的?|檢索到的?|召回的?)(?:文档|文檔|文件|段落|片段|内容|內容)|(?:取得した|検索した|検索された)(?:文書)?(?:チャンク|文書|段落)|(?:검색된|가져온)\s?(?:문서\s?)?(?:청크|문서|단락)`,
  String.raw`${L}(?:chunk|passage|fragment|fragmento|frammento|excerto|extrait|abschnitt|фрагмент|片段|チャンク|청크)\s*#?\s*\d+\s*(?:of|von|sur|de|di|из|/)\s*\d+${R}`,
  String.raw`\.(?:pdf|docx?|txt|md|html?|pptx?|xlsx?|csv)${R}[^\n:：]{0,24}[:：]\s*["“”„«‹'‘「『]`,
];

const TOOL_RETURNED = [
  String.raw`${L}(?:tool|function|api|endpoint|plugin)\s+(?:\p{L}+\s+)?(?:returned|responded\s+with|came\s+back\s+with|gave\s+back)${R}`,
  String.raw`${L}(?:\p{L}*(?:tool|werkzeug)s?|funktion|api|endpunkt|schnittstelle)\s+(?:lieferte|meldete|gab\s+(?:\p{L}+\s+){0,4}zuruck|hat\s+(?:\p{L}+\s+){0,6}(?:geliefert|zuruckgegeben))${R}`,
  String.raw`${L}(?:outil|fonction|api|endpoint|plugin)\s+(?:de\s+\p{L}+\s+)?(?:a\s+(?:renvoye|retourne|rendu|fourni)|renvoya|retourna)${R}`,
  String.raw`${L}(?:herramienta|funcion|api|endpoint)\s+(?:de\s+\p{L}+\s+)?(?:devolvio|retorno|ha\s+devuelto)${R}`,
  String.raw`${L}(?:ferramenta|funcao|api|endpoint)\s+(?:de\s+\p{L}+\s+)?(?:devolveu|retornou)${R}`,
  String.raw`${L}(?:strumento|funzione|api|endpoint|tool)\s+(?:di\s+\p{L}+\s+)?(?:ha\s+(?:restituito|ritornato|fornito)|restitui)${R}`,
  String.raw`${L}(?:инструмент\p{L}*|функци\p{L}*|api|эндпоинт)\s+(?:\p{L}+\s+)?(?:вернул[аио]?|выдал[аио]?|возвратил[аио]?)${R}`,
  // Past (了) or before its value: parsing what an interface returns (解析接口返回结果) is work, not a result.
  String.raw`(?:工具|函数|函數|接口)(?:调用|調用)?(?:返回了|输出了|輸出了|返回\s*[:：]|返回的?结果是|返回的?結果是)`,
  String.raw`(?:ツール|関数|${LATIN_L}API)(?:の)?(?:実行)?結果は${IN_SENTENCE}{0,120}?(?:だった|でした)|(?:ツール|関数|${LATIN_L}API)(?:が|は)${IN_SENTENCE}{0,40}?(?:返した|返却した|返ってきた)`,
  String.raw`(?:도구|툴|함수|${LATIN_L}API)\s?(?:실행\s?|호출\s?)?결과는\s${IN_SENTENCE}{0,120}?(?:였다|이었다|였습니다|이었습니다)|(?:도구|툴|함수)(?:가|는)\s${IN_SENTENCE}{0,40}?(?:반환했|돌려줬)`,
];

const ERROR_WORD = String.raw`(?:error|erreur|fehler|errore|erro|ошибк\p{L}*|错误码?|錯誤碼?|エラー(?:コード)?|오류|에러)`;
const STATUS = String.raw`(?<!\d)[45]\d\d(?!\d)`;
const PROVIDER_ERROR = [
  String.raw`${ERROR_WORD}\s*(?:code\s*|код\s*)?[:#]?\s*${STATUS}(?:\s+\p{L}+)?\s*[:(（]`,
  String.raw`${STATUS}\s*${ERROR_WORD}\s*[:(（]`,
  String.raw`${L}(?:rate\s+limit\s+(?:exceeded|reached)|too\s+many\s+requests|quota\s+exceeded|ratenlimit\s+uberschritten|limite\s+de\s+(?:debit|requetes)\s+depassee|limite\s+de\s+(?:peticiones|solicitudes)\s+superado|limite\s+de\s+pedidos\s+excedido|limite\s+di\s+richieste\s+superato|превышен\s+лимит\s+запросов)${R}|请求过于频繁|請求過於頻繁|レート制限(?:超過|を超え)|요청\s?한도\s?초과`,
];

const AGENT = String.raw`(?:agent|agente|agenten|ассистент|assistant|assistent|assistente|asistente|bot|агент|智能体|智能體|代理|助手|エージェント|アシスタント|에이전트|어시스턴트)`;
const ARTICLE = String.raw`(?:the|der|die|das|l'|le|el|o|il|lo)\s*(?:(?:ai|ki|ia|browser|web|shopping)\s+)?`;
const AGENT_ACTED = String.raw`(?:opened|clicked|navigated|visited|typed|scrolled|submitted|logged\s+in|offnete|klickte|navigierte|besuchte|a\s+(?:ouvert|clique|navigue|visite)|abrio|pulso|hizo\s+clic|navego|abriu|clicou|navegou|ha\s+(?:aperto|cliccato|navigato|visitato)|открыл[аио]?|нажал[аио]?|перешел|перешла)`;
const AGENT_STEP = [
  String.raw`(?:^|\n)\s*(?:(?:step|schritt|etape|paso|passo|шаг|ステップ)\s*\d+|第\s*\d+\s*步|\d+\s*단계)\s*[:：.)][^\n]{0,40}?${AGENT}`,
  String.raw`${L}${ARTICLE}(?:agent|agente|агент)\s+(?:\p{L}+\s+)?${AGENT_ACTED}${R}`,
  // Russian has no article: the agent as the sentence's subject, at its start.
  String.raw`(?:^|[.!?]\s+|\n)агент\s+(?:\p{L}+\s+)?${AGENT_ACTED}${R}`,
  String.raw`(?:智能体|智能體)(?:打开了|打開了|点击了|點擊了|访问了|訪問了)|エージェント(?:は|が)${IN_SENTENCE}{0,40}?(?:開き|開いた|押し|クリックし|アクセスし)|에이전트(?:가|는)\s${IN_SENTENCE}{0,40}?(?:열고|열었|눌렀|클릭했|접속했)`,
];

// Each family one pattern, run only on a text holding its words (cueScan.ts).
const TRACES = [
  MODEL_ANSWER,
  INSTRUCTION_MESSAGE,
  FUNCTION_CALL,
  CHAIN_OF_THOUGHT,
  RETRIEVED_CHUNK,
  TOOL_RETURNED,
  PROVIDER_ERROR,
  AGENT_STEP,
].map((family) => cued(new RegExp(canonicalize(family.join('|')), 'iu')));

/** Gate 9: a model's output or an agent's trace told in words. Expects the canonical form. */
export const hasModelTrace = (text: string): boolean => TRACES.some((trace) => trace.test(text));
