import { ASSISTANT_IMPORT_CONVERSATION_ID } from '../../memory/exchange/assistantImportSource';
import { format, type Strings } from '../i18n';

/** The conversation sync's history entries name (the worker's SYNC_HISTORY_CONVERSATION). */
const SYNC_CONVERSATION = 'sync';

/**
 * Where a change in a memory's history came from: another device, a conversation, the user, an import;
 * or why sync made it here (a preference suppressed because its opposite, from the device named, is newer).
 */
export function historySource(
  t: Strings,
  entry: { conversationId: string; device?: string; cause?: 'opposite_preference' },
  conversations: readonly { id: string; title: string }[],
): string {
  if (entry.cause === 'opposite_preference')
    return entry.device ? format(t.oppositePreferenceFromDevice, { device: entry.device }) : t.oppositePreferenceNewer;
  if (entry.device) return format(t.changedOnDevice, { device: entry.device });
  if (entry.conversationId === SYNC_CONVERSATION) return t.changedOnAnotherDevice;
  const title = conversations.find((c) => c.id === entry.conversationId)?.title;
  if (title !== undefined) return title;
  if (entry.conversationId === 'memory-inspector') return t.addedByYou;
  if (entry.conversationId === ASSISTANT_IMPORT_CONVERSATION_ID) return t.importedFromAssistant;
  return entry.conversationId;
}
