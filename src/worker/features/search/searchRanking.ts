/**
 * How well a conversation matched, best first: every query word in its title, every word in one
 * message, or the words spread over several messages (still all of them).
 */
export const MATCH_STRENGTH = { title: 3, oneMessage: 2, spread: 1 } as const;

export interface IndexedMatch {
  conversationId: string;
  title: string;
  lastActiveAt: string;
  strength: number;
  /** The message to show a snippet of (the one matching the most words); absent for a title match. */
  messageId?: string;
}

/** Ranks by match strength, then the most recently active first, and keeps the first `limit`. */
export function rankMatches(matches: IndexedMatch[], limit: number): IndexedMatch[] {
  matches.sort((a, b) => b.strength - a.strength || (a.lastActiveAt < b.lastActiveAt ? 1 : a.lastActiveAt > b.lastActiveAt ? -1 : 0));
  return matches.slice(0, limit);
}

/** The message matching the most query words (ties: the first listed for the earliest word). */
export function bestMessage(perWord: readonly string[][]): string | undefined {
  const counts = new Map<string, number>();
  for (const ids of perWord) for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  let best: string | undefined;
  let bestCount = 0;
  for (const ids of perWord)
    for (const id of ids) {
      const n = counts.get(id) ?? 0;
      if (n > bestCount) {
        best = id;
        bestCount = n;
      }
    }
  return best;
}
