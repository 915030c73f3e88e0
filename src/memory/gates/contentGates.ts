import { hasLocalTranscript } from './languageGates';
import { isQuotedLine } from './transcripts/quotedLines';

// Gates 10 and 11 (docs/memory-gates.md): a memory is a vetted fact, never a pasted conversation and
// never a bare pointer like "remember this" whose meaning lives in a chat the memory does not keep.

// Chat-template tokens and message structures: one is enough, nobody writes these in a fact.
const TEMPLATE_SHAPES: readonly RegExp[] = [
  /\[(?:user|assistant|system|human|ai|bot)\]/i,
  /<\|?(?:im_start|im_end|im_sep|start_header_id|end_header_id|eot_id|endoftext|user|assistant|system|end_of_turn)\|?>/i,
  /<(?:start_of_turn|end_of_turn)>/i,
  /\[\/?INST\]|<<\/?SYS>>/,
  /<\/?(?:user|assistant|system|human)>/i,
  /#{2,}\s*(?:instruction|response)\s*:/i,
  // Message objects, JSON or Python dict, with the role key in any position.
  /["']role["']\s*:\s*["'](?:user|assistant|system|human|ai|model|tool|function|developer)["']/i,
  /\{\s*["'](?:role|author)["']\s*:/i,
  /["'](?:from|speaker)["']\s*:\s*["'](?:human|gpt|user|assistant|system|bot)["']/i,
];

// A role word where a speaker label goes: at a line start, or mid-line after a sentence or a space,
// followed by a colon (half- or full-width) or a Markdown heading ("### Human:").
const ROLE_WORDS = String.raw`user|assistant|system|human|ai|bot|chatbot|model|gpt|chatgpt|claude|gemini|me|you|customer|agent|用户|助手|系统|人类|机器人|客服|我|你|问|答|提问|回答|用戶|助理|系統|機器人`;
const ROLE_LABEL = new RegExp(
  String.raw`(?:^|\n|[.!?。！？;；]\s*|\s)(?:#{1,6}\s*|\*\*|>\s*)?(${ROLE_WORDS})(?:\*\*)?\s*(?:说|說|问|問|答|回答|回复|says|said|asks|asked|replies|replied|writes|wrote)?\s*(?:[:：]|>(?!=))`,
  'giu',
);
// Q/A labels count only at a line or sentence start: "Plan A: … Plan B: …" is not a conversation.
const QA_LABEL = /(?:^|\n|[.!?。！？;；]\s*)(?:#{1,6}\s*|\*\*|>\s*)?(q|a|question|answer)(?:\*\*)?\s*[:：]/giu;

// A single label at a line start is enough for the roles a transcript names (user, assistant, system).
const LEADING_ROLE = /(?:^|\n)[ \t]*(?:user|assistant|system|用户|助手)[ \t]*[:：]/i;

const canonicalRole = (word: string): string => {
  const w = word.toLowerCase();
  if (['user', 'human', 'me', 'q', 'question', 'customer', '用户', '用戶', '人类', '我', '问', '提问'].includes(w)) return 'user';
  if (w === 'system' || w === '系统' || w === '系統') return 'system';
  return 'assistant';
};

/** Two or more turns: role labels of at least two different speakers. */
function hasTurns(text: string): boolean {
  const roles = new Set<string>();
  let labels = 0;
  for (const m of [...text.matchAll(ROLE_LABEL), ...text.matchAll(QA_LABEL)]) {
    labels += 1;
    roles.add(canonicalRole(m[1] ?? ''));
  }
  return labels >= 2 && roles.size >= 2;
}

// A chat log between any two people: speaker lines with a time stamp ("[10:32] alice: hi",
// "alice (10:32): hi", "【10:32】张三：…" in full-width brackets, "张三 10:32" on its own line, as chat apps export them), two or more of them by
// at least two different speakers. Without the time stamp "Pros: … / Cons: …" would look the same.
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?`;
const NAME = String.raw`[\p{L}\p{N}_.@-]{1,24}(?: [\p{L}\p{N}_.@-]{1,24})?`;
// "[10:32] alice:" and "alice (10:32):" are speaker labels wherever they stand (a field stored on one
// line keeps them); a name and a time alone on a line ("张三 10:32") only in a field that kept its lines.
const STAMPED_LABEL = new RegExp(
  String.raw`(?:^|\s)(?:[[【]${TIME}[\]】][ \t]*(${NAME})[ \t]*[:：]|(${NAME})[ \t]*[([【]${TIME}[)\]】][ \t]*[:：])`,
  'giu',
);
const STAMPED_LINE = new RegExp(String.raw`^[ \t]*(${NAME})[ \t]+${TIME}[ \t]*$`, 'gimu');
// Both shapes hold a time, so a text without a digit, a colon and two digits is none: the name before the time makes
// the label pattern try every word start of a text, which most texts need not pay for.
const CLOCK = /\d:\d\d/;
function hasStampedLog(text: string): boolean {
  if (!CLOCK.test(text)) return false;
  const speakers = [...text.matchAll(STAMPED_LABEL), ...text.matchAll(STAMPED_LINE)].map((m) => (m[1] ?? m[2] ?? '').toLowerCase());
  return speakers.length >= 2 && new Set(speakers).size >= 2;
}

// Three labelled turns that alternate between two speakers of any name ("Student: … Teacher: …
// Student: …", "Interviewer: … Candidate: … Interviewer: …"): a dialogue, whoever speaks. Two labels
// ("Plan A: … Plan B: …") are a comparison, not a conversation.
const ANY_LABEL = /(?:^|\n|[.!?。！？;；]\s+)(\p{Lu}\p{Ll}{1,15}|\p{Script=Han}{1,4})\s*[:：]/gu;
// A list repeats its labels too ("Note: … Tip: … Note: …"), so a dialogue needs four alternating turns, or
// three with a question among them.
function hasAlternatingSpeakers(text: string): boolean {
  const turns = [...text.matchAll(ANY_LABEL)].map((m) => ({ label: m[1] ?? '', end: (m.index ?? 0) + m[0].length }));
  const said = (i: number) => text.slice(turns[i]?.end ?? 0, turns[i + 1]?.end ?? text.length);
  for (let i = 2; i < turns.length; i += 1) {
    const [a, b, c] = [turns[i - 2]?.label, turns[i - 1]?.label, turns[i]?.label];
    if (a !== c || a === b) continue;
    if (turns[i + 1]?.label === b) return true;
    if ([i - 2, i - 1, i].some((k) => /[?？]/.test(said(k)))) return true;
  }
  return false;
}

// Both sides quoted in one line: "the user said "…" and the assistant replied "…"", "用户说“…”，助手回答“…”".
const REPORTED_EXCHANGE =
  /\b(?:user|human|i|me)\s+(?:said|asked|wrote|typed)\s*[:：]?\s*["“「'][^"”」]{1,300}["”」'][^"“「]{0,60}?\b(?:assistant|ai|bot|model|chatgpt|claude|you)\s+(?:said|replied|answered|responded|wrote)\s*[:：]?\s*["“「']|(?:用户|用戶|我)(?:说|說|问|問)[：:]?\s*[“"「][^”"」]{1,300}[”"」][^“"「]{0,30}?(?:助手|AI|机器人|機器人|你)(?:说|說|回答|回复|回覆)[：:]?\s*[“"「]/i;

// A system prompt pasted as such: "system prompt: …", or a model's own identity line.
const PROMPT_TEXT =
  /\bsystem\s+(?:prompt|message|instructions?)\s*[:：]\s*\S|\ba large language model (?:trained|developed|created) by\b|(?:系统提示词|系統提示詞|系统提示|系統提示)\s*[:：]\s*\S/i;

/** Expects canonical text that still has its line breaks (a scan surface: several fields, one per line). */
export const isTranscript = (text: string): boolean =>
  TEMPLATE_SHAPES.some((re) => re.test(text)) ||
  LEADING_ROLE.test(text) ||
  hasTurns(text) ||
  REPORTED_EXCHANGE.test(text) ||
  PROMPT_TEXT.test(text) ||
  hasLocalTranscript(text);

/**
 * A dialogue between speakers of any name, judged on one field on its own (canonical, line breaks kept):
 * a scan surface repeats a field in several forms, which would read as repeated turns.
 */
export const isDialogue = (field: string): boolean => hasStampedLog(field) || hasAlternatingSpeakers(field) || isQuotedLine(field);

const PLACEHOLDERS = new Set(['这个', '那个', '它', '以上', '如下', '记住这个', 'this', 'that', 'it', 'the above', 'remember this']);

const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

export function isPlaceholder(text: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const core = text.replace(EDGE_PUNCTUATION, '').replace(/\s+/g, ' ').toLowerCase();
  return PLACEHOLDERS.has(core);
}
