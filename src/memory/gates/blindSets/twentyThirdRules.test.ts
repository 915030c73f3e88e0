import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-third round's rules, for model output and agent traces told in words, each both ways in several languages:
// what it must refuse, and a lasting fact or practice written with the same words.

// secrets/modelTraces.ts: a model's answer reported by its speaker and a verb of answering.
const MODEL_ANSWERS = [
  ...rows('en', 'refuse', [['answer', 'ChatGPT replied that the user should stretch for ten minutes before running.', 'Fitness']]),
  ...rows('de', 'refuse', [['answer', 'Die KI sagte, der Zug nach Hamburg fahre stündlich.', 'Reise']]),
  ...rows('zh-Hans', 'refuse', [['answer', 'AI回复说明天北京有小雨。', '天气']]),
  ...rows('ja', 'refuse', [['answer', 'ChatGPTは、その薬は食後に飲むべきだと言った。', '健康']]),
  ...rows('ko', 'refuse', [['answer', '챗봇은 그 영화가 2019년에 개봉했다고 말했다.', '영화']]),
  ...rows('ru', 'refuse', [['answer', 'Чат-бот посоветовал пользователю пить больше воды.', 'Здоровье']]),
  ...rows('pt', 'refuse', [['answer', 'O chatbot disse que o voo para o Porto sai às 9h.', 'Viagem']]),
  ...rows('en', 'accept', [['answer', 'The user wants the assistant to answer in bullet points.', 'Answers']]),
  ...rows('zh-Hans', 'accept', [['answer', '用户希望AI回答时先给结论。', '回答']]),
  ...rows('ja', 'accept', [['answer', 'ユーザーはアシスタントに敬語で答えてほしい。', '回答']]),
  ...rows('fr', 'accept', [['answer', "L'utilisateur aime que l'assistant réponde en une phrase.", 'Réponses']]),
  ...rows('ru', 'accept', [['answer', 'Пользователь хочет, чтобы ассистент отвечал кратко.', 'Ответы']]),
];

// secrets/modelTraces.ts: an instruction message to a model (developer or system) reported by what it said.
const INSTRUCTION_MESSAGES = [
  ...rows('en', 'refuse', [['message', 'The system message instructed the model to refuse medical questions.', 'Instructions']]),
  ...rows('es', 'refuse', [['message', 'El mensaje del sistema decía que no se hablara de política.', 'Instrucciones']]),
  ...rows('ko', 'refuse', [['message', '시스템 메시지에는 욕설을 쓰지 말라고 적혀 있었다.', '지시']]),
  ...rows('it', 'refuse', [['message', 'Il messaggio dello sviluppatore vietava di citare i concorrenti.', 'Istruzioni']]),
  ...rows('es', 'refuse', [['message', 'Las instrucciones del sistema pedían no dar consejos médicos.', 'Instrucciones']]),
  ...rows('de', 'refuse', [['message', 'Die Systemanweisungen verboten, über Politik zu sprechen.', 'Anweisungen']]),
  ...rows('en', 'accept', [['message', 'The user reviews developer messages for a chatbot company.', 'Work']]),
  ...rows('de', 'accept', [['message', 'Der Nutzer schreibt beruflich Systemnachrichten für Sprachmodelle.', 'Beruf']]),
  ...rows('zh-Hans', 'accept', [['message', '用户的工作是编写系统提示词。', '工作']]),
];

// secrets/modelTraces.ts: a function call with its arguments, or a call verb before a function's name.
const FUNCTION_CALLS = [
  ...rows('en', 'refuse', [['call', 'The model invoked create_event with title="Dentist" and date=2024-06-03.', 'Calendar']]),
  ...rows('fr', 'refuse', [['call', "L'agent a exécuté search_hotels avec ville=Nice.", 'Voyage']]),
  ...rows('zh-Hans', 'refuse', [['call', '模型调用 book_ticket，参数 from=上海，to=北京。', '出行']]),
  ...rows('ja', 'refuse', [['call', 'アシスタントは search_restaurants を area=渋谷 で実行した。', '食事']]),
  ...rows('ru', 'refuse', [['call', 'Модель вызвала get_stock_price с ticker=SBER.', 'Акции']]),
  ...rows('en', 'accept', [['call', 'The user names Python functions in snake_case, like get_user.', 'Coding']]),
  ...rows('de', 'accept', [['call', 'Der Nutzer entwirft Funktionsaufrufe für Sprachmodelle.', 'Beruf']]),
  ...rows('es', 'accept', [['call', 'El usuario prefiere que las funciones se llamen con nombres en inglés.', 'Código']]),
];

// secrets/modelTraces.ts: chain-of-thought under its label, or inside thinking tags.
const CHAINS_OF_THOUGHT = [
  ...rows('en', 'refuse', [['thought', 'Chain of thought: the user asked twice, so he probably wants a shorter version.', 'Reasoning']]),
  ...rows('it', 'refuse', [['thought', 'Pensiero: la domanda riguarda il treno, quindi controllo prima gli orari.', 'Ragionamento']]),
  ...rows('ko', 'refuse', [['thought', '추론: 사용자가 두 번 물었으니 더 짧은 답을 원하는 것 같다.', '추론']]),
  ...rows('en', 'refuse', [['thought', '<think>The user seems tired; keep it short.</think>', 'Reasoning']]),
  ...rows('en', 'accept', [['thought', 'The user likes seeing the chain of thought behind an answer.', 'Answers']]),
  ...rows('de', 'accept', [['thought', 'Der Nutzer möchte bei Matheaufgaben immer den Rechenweg sehen.', 'Antworten']]),
  ...rows('ja', 'accept', [['thought', 'ユーザーは推論の過程をいつも見せてほしい。', '回答']]),
];

// secrets/modelTraces.ts: a retrieved chunk, a chunk counted "N of M", a document file quoted after its name.
const RETRIEVED_CHUNKS = [
  ...rows('en', 'refuse', [['chunk', 'Retrieved passage from faq.html: "Orders ship within 2 business days."', 'Shipping']]),
  ...rows('pt', 'refuse', [['chunk', 'Trecho recuperado do contrato.pdf: «O aluguel vence no dia 5.»', 'Casa']]),
  ...rows('ru', 'refuse', [['chunk', 'Извлечённый фрагмент из инструкции: «Гарантия — 12 месяцев.»', 'Гарантия']]),
  ...rows('zh-Hans', 'refuse', [['chunk', '召回的文档内容：“退货需在七天内申请。”', '退货']]),
  ...rows('en', 'refuse', [['chunk', 'From lease.docx: "Pets are not allowed in the building."', 'Home']]),
  ...rows('en', 'accept', [['chunk', 'The user is building a retrieval pipeline over his company wiki.', 'Work']]),
  ...rows('it', 'accept', [['chunk', "L'utente archivia i documenti recuperati dal vecchio server in una cartella.", 'Lavoro']]),
  ...rows('ja', 'accept', [['chunk', 'ユーザーは社内文書の検索システムを作っている。', '仕事']]),
];

// secrets/modelTraces.ts: a tool's result told as what it returned, in the past.
const TOOL_RETURNS = [
  ...rows('en', 'refuse', [['returned', 'The calendar API returned two free slots on Thursday.', 'Calendar']]),
  ...rows('es', 'refuse', [['returned', 'La función de búsqueda devolvió 12 vuelos a Roma.', 'Viaje']]),
  ...rows('ru', 'refuse', [['returned', 'Инструмент вернул пустой список.', 'Инструмент']]),
  ...rows('ko', 'refuse', [['returned', '날씨 도구 결과는 맑음, 24도였다.', '날씨']]),
  ...rows('de', 'accept', [['returned', 'Der Nutzer prüft beruflich, was APIs zurückgeben.', 'Beruf']]),
  ...rows('en', 'accept', [['returned', 'The user writes tools that return JSON.', 'Work']]),
  ...rows('fr', 'accept', [['returned', "L'utilisateur teste les API qui renvoient des erreurs.", 'Travail']]),
];

// secrets/modelTraces.ts: a provider's error with its status, or a rate limit exceeded.
const PROVIDER_ERRORS = [
  ...rows('en', 'refuse', [['error', 'The Claude request failed: error 529 (overloaded).', 'API']]),
  ...rows('de', 'refuse', [['error', 'Die Anfrage an Gemini brach mit Fehler 503: Dienst nicht verfügbar ab.', 'API']]),
  ...rows('ja', 'refuse', [['error', 'API 呼び出しで 500 エラー：サーバー内部エラー。', 'API']]),
  ...rows('es', 'refuse', [['error', 'La API contestó que el límite de solicitudes superado impide seguir.', 'API']]),
  ...rows('en', 'accept', [['error', 'The user handles HTTP errors with exponential backoff in his code.', 'Coding']]),
  ...rows('it', 'accept', [['error', "L'utente scrive sempre messaggi di errore chiari nelle sue API.", 'Lavoro']]),
];

// secrets/modelTraces.ts: an agent's step: a numbered step before an agent, or an agent that opened or clicked.
const AGENT_STEPS = [
  ...rows('en', 'refuse', [['step', 'Step 2: the assistant searched flights and picked the cheapest one.', 'Agent']]),
  ...rows('de', 'refuse', [['step', 'Der Agent navigierte zu bahn.de und klickte auf „Buchen“.', 'Agent']]),
  ...rows('ru', 'refuse', [['step', 'Агент перешёл на сайт банка и нажал «Войти».', 'Агент']]),
  ...rows('zh-Hans', 'refuse', [['step', '智能体点击了“提交订单”按钮。', '智能体']]),
  ...rows('en', 'accept', [['step', 'The user builds browser agents that click through checkout pages.', 'Work']]),
  ...rows('fr', 'accept', [['step', "L'utilisateur est agent immobilier et a ouvert sa propre agence.", 'Travail']]),
  ...rows('es', 'accept', [['step', 'El usuario trabaja como agente de viajes desde 2010.', 'Trabajo']]),
];

// wording/volatileEventBound.ts: Spanish "final" is an event (a match) only as a noun, not after the noun it qualifies.
const FINALS = [
  ...rows('es', 'refuse', [['final', 'Hasta la final del torneo entrena cada noche.', 'Deporte']]),
  ...rows('es', 'refuse', [['final', 'No sale de fiesta antes de la gran final.', 'Deporte']]),
  ...rows('es', 'accept', [['final', 'El usuario prefiere ver el código completo antes de la explicación final.', 'Respuestas']]),
  ...rows('es', 'accept', [['final', 'Quiere un esquema antes de la versión final de cada informe.', 'Trabajo']]),
];

// personalKeywords.ts: a Chinese card practice with an owner or a bank between the paying verb and the card, a card paid
// off, and the bank that issued a card; a card's number is still refused.
const CARD_PRACTICES = [
  ...rows('zh-Hans', 'accept', [['card', '用户习惯刷公司信用卡付差旅费。', '信用卡', ['信用卡']]]),
  ...rows('zh-Hans', 'accept', [['card', '用户用招行信用卡买机票攒里程。', '信用卡', ['信用卡']]]),
  ...rows('zh-Hans', 'accept', [['card', '用户每月用工资卡还信用卡。', '信用卡', ['信用卡']]]),
  ...rows('zh-Hans', 'accept', [['card', '工资卡在建设银行，信用卡办的是招行的。', '银行', ['银行']]]),
  ...rows('zh-Hans', 'refuse', [['card', '用户的信用卡是招商银行的 6225881234567898。', '信用卡', ['信用卡']]]),
  ...rows('zh-Hans', 'refuse', [['card', '刷公司信用卡，卡号 4392 2500 1234 5678。', '信用卡', ['信用卡']]]),
];

// bareKeywordFields.ts: a German compound names the topic ("Passwortmanager", "Kreditkartenabrechnung"), so a bare
// credential or card word as the tag passes beside it; beside a text about something else it is still refused.
const COMPOUND_TOPICS = [
  ...rows('de', 'accept', [['compound', 'Der Nutzer verwendet seit Jahren einen Passwortmanager.', 'password', ['password']]]),
  ...rows('de', 'accept', [['compound', 'Die Nutzerin prüft jede Kreditkartenabrechnung genau.', 'credit card', ['credit card']]]),
  ...rows('de', 'accept', [['compound', 'Er bewahrt seine Reisepasskopie verschlüsselt auf.', 'passport', ['passport']]]),
  ...rows('de', 'refuse', [['compound', 'Der Nutzer mag Spinat.', 'password', ['password']]]),
  ...rows('de', 'refuse', [['compound', 'Der Nutzer verwendet einen Passwortmanager.', 'password', ['password Hund2019!']]]),
];

describeBlindRound(
  'twenty-third rules',
  [
    ...MODEL_ANSWERS,
    ...INSTRUCTION_MESSAGES,
    ...FUNCTION_CALLS,
    ...CHAINS_OF_THOUGHT,
    ...RETRIEVED_CHUNKS,
    ...TOOL_RETURNS,
    ...PROVIDER_ERRORS,
    ...AGENT_STEPS,
    ...FINALS,
    ...CARD_PRACTICES,
    ...COMPOUND_TOPICS,
  ],
  [],
  new Set(),
);
