import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// A conclusion someone drew from the chat, said without a hedge word but with an impersonal verb of inferring: "inferred
// from the chat", "it can be concluded that", "aus dem Gespräch geht hervor", "lässt sich schließen", "on en déduit",
// "il ressort de la conversation", "se deduce que", "deduz-se da conversa", "si intuisce che", "можно сделать вывод",
// "从对话中可以看出". Nobody told it: it was worked out, so speculative. The verb must be the impersonal or passive one
// (or follow the chat or the questions as its source): a person who deduces for a living ("deduces tax rules for
// clients", "enseña a deducir") or who likes drawing conclusions names no such source. Input is canonical text.

const SOURCE_EN = String.raw`(?:the|this|their|his|her)\s+(?:chat|conversation|questions?|messages?|context|discussion|exchange)`;

const DRAWN: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:inferred|deduced|concluded|gathered|surmised)\s+from\s+${SOURCE_EN}\b|\b(?:it\s+)?(?:can\s+be|is|was)\s+(?:inferred|deduced|concluded|surmised)\s+(?:that|from)\b|\b(?:one|we)\s+can\s+(?:infer|deduce|conclude|gather)\b|(?:^|[.;:!?]\s*)(?:from|based\s+on)\s+${SOURCE_EN}\s*,`,
  de: String.raw`\b(?:geht|ging)\s+(?:aus\s+(?:dem|den|der)\s+\p{L}+\s+)?hervor\b|\bl[aä](?:ss|ß)t\s+sich\s+(?:daraus\s+|darauf\s+)?(?:schlie(?:ss|ß)en|ableiten|folgern)\b|\baus\s+(?:dem|den|der)\s+(?:gespr[aä]ch|chat|fragen|nachrichten|unterhaltung|kontext)\s+(?:ergibt\s+sich|folgt|schlie(?:ss|ß)e\s+ich)\b`,
  fr: String.raw`\bon\s+(?:en\s+)?(?:deduit|conclut|infere)\s+qu|\bon\s+peut\s+(?:en\s+)?(?:deduire|conclure|inferer)\b|\b(?:il\s+)?(?:ressort|decoule)\s+(?:de\s+la\s+conversation|des\s+questions|des\s+messages|de\s+l['’]echange|du\s+chat)\b`,
  es: String.raw`\bse\s+(?:deduce|infiere|intuye|desprende|concluye)\s+(?:que|de)\b|\b(?:se\s+puede|podemos)\s+(?:deducir|inferir|concluir)\b`,
  pt: String.raw`\b(?:deduz|infere|conclui|depreende|presume)-se\b|\bse\s+(?:deduz|infere|conclui|depreende)\b|\b(?:pode-se|podemos|da\s+para)\s+(?:deduzir|inferir|concluir)\b`,
  it: String.raw`\bsi\s+(?:intuisce|deduce|evince|desume|inferisce)\b|\bsi\s+puo\s+(?:dedurre|desumere|intuire|concludere|inferire)\b`,
  ru: String.raw`(?<![\p{L}])(?:можно\s+(?:сделать\s+вывод|заключить|предположить)|напрашивается\s+вывод|из\s+(?:разговора|беседы|вопросов|переписки|контекста)\s+(?:следует|видно|понятно|ясно))(?![\p{L}])`,
  zh: String.raw`(?:从|從)(?:对话|對話|聊天|提问|提問|问题|問題)(?:中|里|裡|内容|內容)?(?:可以|能)?(?:看出|推断|推斷|判断|判斷|得知|推测|推測)|由此可(?:知|见|見)`,
  ja: String.raw`(?:やり取り|会話|質問)(?:の内容)?から(?:察するに|推測すると|判断すると|推察すると)`,
  ko: String.raw`(?:대화|질문)(?:\s?내용)?(?:으로|로)\s?(?:미루어|추정|짐작)`,
};

const DRAWN_OF = cued(new RegExp(union(DRAWN), 'imu'));

/** A conclusion drawn from the chat with an impersonal verb of inferring: speculative. */
export const hasDrawnInference = (text: string): boolean => DRAWN_OF.test(text);
