// Gates 10 and 11 (SPEC §3.4, issue 10): a memory is a vetted fact, never a pasted conversation and
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

// A single label at a line start is enough for the roles the spec names (SPEC §3.4).
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

/** Expects canonical text that still has its line breaks. */
export const isTranscript = (text: string): boolean =>
  TEMPLATE_SHAPES.some((re) => re.test(text)) || LEADING_ROLE.test(text) || hasTurns(text);

const PLACEHOLDERS = new Set(['这个', '那个', '它', '以上', '如下', '记住这个', 'this', 'that', 'it', 'the above', 'remember this']);

const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

export function isPlaceholder(text: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const core = text.replace(EDGE_PUNCTUATION, '').replace(/\s+/g, ' ').toLowerCase();
  return PLACEHOLDERS.has(core);
}
