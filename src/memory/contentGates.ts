// Gates 10 and 11 (SPEC §3.4): a memory is a vetted fact, never a pasted conversation and never a
// bare pointer like "remember this" whose meaning lives in a chat the memory does not keep.

const TRANSCRIPT_SHAPES: readonly RegExp[] = [
  /\[(?:user|assistant|system|tool)\]/i,
  /(?:^|\n)[ \t]*(?:user|assistant|system)[ \t]*:/i,
  /(?:^|\n)[ \t]*(?:用户|助手)[ \t]*[:：]/,
  /\{\s*"role"\s*:/,
];

/** Expects normalised text that still has its line breaks. */
export const isTranscript = (text: string): boolean => TRANSCRIPT_SHAPES.some((re) => re.test(text));

const PLACEHOLDERS = new Set([
  '这个',
  '那个',
  '它',
  '以上',
  '如下',
  '记住这个',
  'this',
  'that',
  'it',
  'the above',
  'remember this',
]);

const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

export function isPlaceholder(text: string): boolean {
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const core = text.replace(EDGE_PUNCTUATION, '').replace(/\s+/g, ' ').toLowerCase();
  return PLACEHOLDERS.has(core);
}
