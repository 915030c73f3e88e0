import { listConversations, listMessages, type ChatDb } from '../../storage';

import type { SearchHit } from '../contract';

export type { SearchHit };

/** NFKC + lower case, so full-width letters and case never hide a match (Chinese needs no tokenising). */
export const foldForSearch = (s: string): string => s.normalize('NFKC').toLowerCase();

function excerpt(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 30);
  const end = Math.min(text.length, at + length + 60);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ')}${end < text.length ? '…' : ''}`;
}

/** Substring search over titles and message text, every word of the query must occur (any order). */
export async function searchChatDb(db: ChatDb, query: string): Promise<SearchHit[]> {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const c of await listConversations(db)) {
    const title = foldForSearch(c.title);
    if (words.every((w) => title.includes(w))) {
      hits.push({ conversationId: c.id, title: c.title, snippet: c.title, matchedIn: 'title' });
      continue;
    }
    const messages = await listMessages(db, c.id);
    const folded = messages.map((m) => foldForSearch(m.text));
    if (!words.every((w) => folded.some((t) => t.includes(w)))) continue;
    const first = words[0] ?? '';
    const i = folded.findIndex((t) => t.includes(first));
    const message = messages[i];
    if (message) hits.push({ conversationId: c.id, title: c.title, snippet: excerpt(message.text, folded[i]!.indexOf(first), first.length), matchedIn: 'message' });
  }
  return hits;
}
