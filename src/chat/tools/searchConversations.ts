import { z } from 'zod';
import { ok } from '../../shared';
import type { BuiltInTool } from './types';

export const SEARCH_MAX_HITS = 5;

const argsSchema = z.strictObject({ query: z.string().trim().min(1).max(200) });

export const searchConversationsTool: BuiltInTool<z.infer<typeof argsSchema>> = {
  name: 'search_my_conversations',
  description:
    "Full-text search over the user's earlier conversations stored in this browser. Returns up to 5 matches, " +
    'each a conversation title and a snippet. Use it when the user refers to something discussed before.',
  parameters: {
    type: 'object',
    additionalProperties: false,
    required: ['query'],
    properties: { query: { type: 'string', description: 'A few distinctive words to look for.' } },
  },
  argsSchema,
  async run({ query }, ctx) {
    const hits = (await ctx.searchConversations(query)).slice(0, SEARCH_MAX_HITS);
    if (hits.length === 0) return ok(`No earlier conversation matches "${query}".`);
    return ok(JSON.stringify(hits.map(({ title, snippet }) => ({ title, snippet }))));
  },
};
