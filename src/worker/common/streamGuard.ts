import { listMessages, type ChatDb } from '../../storage';
import { err, type AppError, type Result } from '../../shared';
import { isTabLockHeld, streamLockKey } from './tabLocks';

/**
 * Cross-tab safety: Regenerate, Edit and Delete rewrite a conversation's tail, so they are
 * refused while an answer is being written in it, by this tab or by any other. Another tab's stream is
 * recognised by the Web Lock its writer holds; a `streaming` row whose lock nobody holds was left behind
 * by a closed tab and does not block anything.
 */
export async function isStreamingInAnyTab(
  db: ChatDb,
  conversationId: string,
  streamingHere: (messageId: string) => boolean,
  { countHere = true } = {},
): Promise<boolean> {
  for (const m of await listMessages(db, conversationId)) {
    if (streamingHere(m.id)) {
      if (countHere) return true;
      continue;
    }
    if (m.status === 'streaming' && (await isTabLockHeld(streamLockKey(m.id)))) return true;
  }
  return false;
}

export const STREAMING_ELSEWHERE: AppError = { code: 'streaming_elsewhere' };

/**
 * The refusal, or null when nothing is streaming in the conversation. `countHere: false` ignores this
 * tab's own streams (Delete stops those itself before deleting).
 */
export async function refuseWhileStreaming(
  db: ChatDb,
  conversationId: string,
  streamingHere: (messageId: string) => boolean,
  options: { countHere?: boolean } = {},
): Promise<Result<never, AppError> | null> {
  return (await isStreamingInAnyTab(db, conversationId, streamingHere, options)) ? err(STREAMING_ELSEWHERE) : null;
}
