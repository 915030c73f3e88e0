import type { ModelMessage } from '../../../../chat';

// The tokenizer's rank table is large (≈1 MB), so it loads on first use, in the worker, off the page's thread.
let encoder: Promise<typeof import('gpt-tokenizer/encoding/cl100k_base')> | null = null;

/** Approximate tokens of a chat request: cl100k counts plus a few tokens of framing per message. */
export async function countContextTokens(messages: readonly ModelMessage[]): Promise<number> {
  encoder ??= import('gpt-tokenizer/encoding/cl100k_base');
  const { countTokens } = await encoder;
  return messages.reduce((sum, m) => sum + countTokens(m.content) + 4, 3);
}
