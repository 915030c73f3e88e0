import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A wish or an instruction bound to the present conversation: "only in this chat", "for this conversation", "for the
// rest of this conversation", "nur in diesem Gespräch", "pour cette conversation", "solo en esta conversación", "só
// nesta conversa", "solo in questa chat", "только в этом чате", "до конца этого разговора", "只在这次对话里", "この会話
// だけ", "이 대화에서만". What holds for one conversation is not a long-term memory. A fact only said in it ("mentioned in
// this conversation that…", "hat in diesem Gespräch erwähnt", "在这次对话中提到") is not bound by it: the conversation
// counts only with a word of "only", "for" or "until its end". Input is canonical text.

const THIS_CHAT: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:only|just|solely)\s+(?:in|for|during|within)\s+(?:this|the\s+current)\s+(?:chat|conversation|session|thread)|(?:in|for)\s+this\s+(?:chat|conversation|session|thread)\s+only|for\s+(?:the\s+rest\s+of\s+)?(?:this|the\s+current)\s+(?:chat|conversation|session|thread)|until\s+the\s+end\s+of\s+(?:this|the)\s+(?:chat|conversation|session)`,
  de: String.raw`(?:nur|blo(?:ss|ß)|lediglich|allein)\s+(?:in|fur|wahrend)\s+(?:diese[mnrs]?|dem\s+aktuellen|der\s+aktuellen)\s+(?:chats?|gesprachs?|unterhaltung|sitzung|konversation|threads?)|fur\s+(?:den\s+rest\s+)?(?:diese[nsr]?|des|dieses)\s+(?:chats?|gesprachs?|unterhaltung|sitzung|konversation)|bis\s+zum\s+ende\s+(?:dieses|des)\s+(?:chats|gesprachs|unterhaltung)`,
  fr: String.raw`(?:seulement|uniquement|juste)\s+(?:dans|pour|pendant|durant)\s+(?:cette|ce)\s+(?:conversation|discussion|session|chat|echange|fil)|pour\s+(?:le\s+reste\s+de\s+)?(?:cette|ce)\s+(?:conversation|discussion|session|chat|echange)|jusqu['’]\s*a\s+la\s+fin\s+de\s+(?:cette|la)\s+(?:conversation|discussion|session)`,
  es: String.raw`(?:solo|solamente|unicamente)\s+(?:en|para|durante)\s+(?:esta|este)\s+(?:conversacion|charla|sesion|chat|hilo)|para\s+(?:el\s+resto\s+de\s+)?(?:esta|este)\s+(?:conversacion|charla|sesion|chat)|hasta\s+el\s+final\s+de\s+(?:esta|la)\s+(?:conversacion|charla|sesion)`,
  pt: String.raw`(?:so|somente|apenas)\s+(?:nesta|neste|para\s+esta|para\s+este|durante\s+esta|durante\s+este)\s+(?:conversa|sessao|chat|papo|conversacao)|para\s+(?:o\s+resto\s+d)?(?:esta|este)\s+(?:conversa|sessao|chat|conversacao)|ate\s+o\s+fim\s+d(?:esta|a)\s+(?:conversa|sessao)`,
  it: String.raw`(?:solo|soltanto|solamente)\s+(?:in|per|durante)\s+(?:questa|questo)\s+(?:conversazione|chat|sessione|discussione)|per\s+(?:il\s+resto\s+di\s+)?(?:questa|questo)\s+(?:conversazione|chat|sessione)|fino\s+alla\s+fine\s+di\s+(?:questa|della)\s+(?:conversazione|chat|sessione)`,
  ru: String.raw`(?<![\p{L}])(?:только\s+(?:в|для|во\s+время)|до\s+конца)\s+(?:этом|этой|этого|этот|эту)\s+(?:чате|чата|разговоре|разговора|беседе|беседы|сессии|диалоге|диалога|переписке|переписки)(?![\p{L}])|(?<![\p{L}])(?:для\s+этого\s+(?:чата|разговора|диалога)|для\s+этой\s+(?:беседы|сессии|переписки))(?![\p{L}])`,
  zh: String.raw`(?:只|仅|僅|就)(?:在|限于|限於)?(?:这次|本次|这个|這次|這個|当前|當前|此次)(?:对话|對話|聊天|会话|會話)|(?:这次|本次|這次|此次)(?:对话|對話|聊天|会话|會話)(?:里|裡|中|内|內)?(?:请|請|先|都|就|只)|(?:这次|本次|這次)(?:对话|對話|聊天|会话|會話)(?:结束|結束)(?:之?前|以前)`,
  ja: String.raw`(?:この|今回の|今の)(?:会話|チャット|セッション|やり取り|やりとり)(?:だけ|のみ|の間|中は|では|限り|が終わるまで)`,
  ko: String.raw`(?:이|이번)\s?(?:대화|채팅|세션)\s?(?:에서만|동안|에서는|내내|안에서만|끝날\s?때까지)`,
};

const THIS_CHAT_OF = cued(new RegExp(union(THIS_CHAT), 'iu'));

/** A wish or an instruction for the present conversation only: temporary. */
export const hasThisChat = (text: string): boolean => THIS_CHAT_OF.test(text);
