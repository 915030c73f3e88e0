import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Gate 9's raw prompt in every language: a system prompt (the instructions an application gives a model) or a raw,
// full or original prompt, given as a label with its text after a colon — "System prompt: You are…", "Prompt di
// sistema: Sei…", "Системный промпт: Ты…", "システムプロンプト：あなたは…" —, with up to a few words between the label and
// the colon ("Il prompt di sistema grezzo dell'utente era:", "Der ungefilterte System-Prompt lautete:"). Prose about
// prompts has no such label and colon: "prefers short system prompts", "schreibt gern eigene Systemprompts".

/** The names of a system prompt (or message) in the ten languages of lexicons/, then raw / full / original prompts. */
const LABELS = [
  String.raw`\b(?:system|raw|full|original|initial|hidden)(?:\s+\p{L}+)?\s+prompts?\b`,
  String.raw`\bsystem\s*-?\s*(?:prompts?|nachricht|anweisung)\b`,
  String.raw`\b(?:prompt|invite|message|consigne)s?\s+(?:du\s+)?syst[eè]me\b`,
  String.raw`\b(?:prompt|mensaje|mensagem|instrucci[oó]n|instru[cç][aã]o|messaggio|istruzione)s?\s+(?:del|de|do|di)\s+sistema\b`,
  String.raw`(?<!\p{L})системн(?:ый|ого|ое|ая|ой)\s+(?:промпт|промт|сообщение|подсказк[аи]|инструкци[яи])`,
  String.raw`システム(?:プロンプト|メッセージ)`,
  String.raw`시스템\s?(?:프롬프트|메시지)`,
  String.raw`系[统統](?:提示[词詞]?|消息|訊息|指令)`,
];

const SYSTEM_PROMPT_LABEL = cued(new RegExp(canonicalize(String.raw`(?:${LABELS.join('|')})(?:[^\n:：=]{0,40})?\s*[:：=]\s*\S`), 'iu'));

/** Gate 9: a system or raw prompt given as a label with its text. Expects the canonical form. */
export const hasSystemPromptLabel = (text: string): boolean => SYSTEM_PROMPT_LABEL.test(text);
