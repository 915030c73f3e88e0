import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A guess the assistant (the AI, the model, the bot) makes about the user: "The assistant guesses the user is a
// student", "Der Assistent vermutet, dass die Nutzerin Studentin ist", "L'assistant suppose que l'utilisateur est
// étudiant", "El asistente supone…", "O assistente acha que…", "L'assistente suppone…", "Ассистент предполагает…",
// "助手猜测…", "アシスタントの推測では…", "어시스턴트는 …라고 추측한다", and "the assistant's guess: …" or "according to
// the assistant". It is an inference the assistant drew, not a fact the user gave, so speculative. Only the assistant
// as the one who believes, at the start of a clause, counts: a wish about how the assistant should work ("wants the
// assistant to assume she knows the basics", "prefers that the assistant guesses less") or a habit of it ("the assistant
// always assumes I'm a beginner", a complaint that lasts) is none. Input is canonical text (canonical.ts).

const START = String.raw`(?:^|[.;:!?\n]\s*)`;
const HABIT = String.raw`(?!\s+(?:always|never|often|usually|keeps|tends|should|must|immer|nie|oft|standig|toujours|jamais|souvent|siempre|nunca|sempre|mai|spesso|всегда|никогда|часто)(?![\p{L}]))`;

const ASSISTANT_GUESS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`${START}(?:the\s+)?(?:assistant|ai|model|chatbot|bot|llm|system)${HABIT}\s+(?:guesse[sd]|infers|inferred|assumes|assumed|suspects|suspected|supposes|reckons|thinks|believes|deduces|concludes|estimates)\b|\b(?:assistant|ai|model)['’]s\s+(?:guess|inference|assumption|hunch|impression)\b|\baccording\s+to\s+the\s+(?:assistant|ai|model)\b`,
  de: String.raw`${START}(?:der\s+|die\s+|das\s+)?(?:assistent(?:in)?|ki|modell|chatbot|bot|system)${HABIT}\s+(?:vermutet|glaubt|denkt|meint|schatzt|nimmt\s+an|geht\s+davon\s+aus|tippt|schliesst)\b|\bvermutung\s+(?:des|der)\s+(?:assistent(?:en|in)|ki|modells)\b|\blaut\s+(?:dem\s+|der\s+)?(?:assistent(?:en|in)|ki|modell)\b`,
  fr: String.raw`${START}(?:l['’]\s*|le\s+|la\s+)?(?:assistant(?:e)?|ia|modele|chatbot|bot|systeme)${HABIT}\s+(?:suppose|pense|croit|devine|presume|deduit|soupconne|estime|en\s+deduit)\b|\b(?:selon|d['’]apres)\s+l['’]\s*(?:assistant|ia)\b`,
  es: String.raw`${START}(?:el\s+|la\s+)?(?:asistente|ia|modelo|chatbot|bot|sistema)${HABIT}\s+(?:supone|cree|piensa|adivina|deduce|intuye|sospecha|presume|asume|infiere|calcula)\b|\bsegun\s+(?:el\s+asistente|la\s+ia|el\s+modelo)\b`,
  pt: String.raw`${START}(?:o\s+|a\s+)?(?:assistente|ia|modelo|chatbot|bot|sistema)${HABIT}\s+(?:acha|supoe|pensa|acredita|deduz|imagina|desconfia|presume|infere|assume|chuta|calcula)\b|\bsegundo\s+(?:o\s+assistente|a\s+ia|o\s+modelo)\b`,
  it: String.raw`${START}(?:l['’]\s*|il\s+|la\s+)?(?:assistente|ia|modello|chatbot|bot|sistema)${HABIT}\s+(?:suppone|pensa|crede|immagina|deduce|intuisce|sospetta|presume|ritiene|ipotizza)\b|\bsecondo\s+(?:l['’]\s*assistente|l['’]\s*ia|il\s+modello)\b`,
  ru: String.raw`${START}(?:ассистент|помощник|ии|модель|чат-?бот|бот|система)${HABIT}\s+(?:предполагает|думает|считает|догадывается|подозревает|полагает|делает\s+вывод)(?![\p{L}])|(?<![\p{L}])по\s+(?:мнению|предположению|словам)\s+(?:ассистента|помощника|модели|ии)(?![\p{L}])`,
  zh: String.raw`(?:助手|助理|AI|模型|机器人|機器人)(?:猜测|猜測|推测|推測|认为|認為|觉得|覺得|估计|估計|判断|判斷|怀疑|懷疑)`,
  ja: String.raw`(?:アシスタント|AI|モデル)(?:の(?:推測|推定|見立て)では|は[^。]{0,30}(?:と推測|と推定|と見て|と考えて|と思って))`,
  ko: String.raw`(?:어시스턴트|AI|모델|비서)(?:는|가|의)\s?[^.]{0,40}(?:추측|짐작|생각한다|본다|추정)`,
};

const ASSISTANT_GUESS_OF = cued(new RegExp(union(ASSISTANT_GUESS), 'imu'));

/** A guess the assistant makes about the user: speculative. */
export const hasAssistantGuess = (text: string): boolean => ASSISTANT_GUESS_OF.test(text);
