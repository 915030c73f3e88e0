import { shownPath, versionPositions, type VersionPosition } from '../../chat';
import type { Conversation, Message } from '../../chat/records';
import { getConversation, listMessages, type ChatDb } from '../../storage';

/**
 * A conversation's messages and the path the chat shows through them. A chat without versions is its
 * messages in seq order, as it always was; one with versions follows the version the user picked.
 */
export async function readShownPath(
  db: ChatDb,
  conversationId: string,
): Promise<{ conversation: Conversation | undefined; all: Message[]; path: Message[] }> {
  const [conversation, all] = await Promise.all([getConversation(db, conversationId), listMessages(db, conversationId)]);
  return { conversation, all, path: conversation?.branched ? shownPath(all, conversation.shownMessageId) : all };
}

/** A message as the chat shows it: with its place among its versions when it has more than one. */
export type ShownMessage = Message & { version?: VersionPosition };

/** The last `limit` messages of the shown path, each with its version position (a chat with versions only). */
export function withVersions(all: readonly Message[], path: readonly Message[], limit: number): ShownMessage[] {
  const positions = versionPositions(all, path);
  return path.slice(-limit).map((m) => (positions[m.id] ? { ...m, version: positions[m.id] } : m));
}
