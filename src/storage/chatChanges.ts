import type { ChatDb } from './chatDb';
import type { Conversation, Message } from '../chat/records';

/** One committed write to the chat database, as the conversation search index needs to see it. */
export type ChatChange =
  | { kind: 'conversation-put'; conversation: Conversation }
  | { kind: 'conversation-deleted'; id: string }
  | { kind: 'message-put'; message: Message }
  | { kind: 'message-deleted'; id: string };

interface HookTransaction {
  on(event: 'complete', listener: () => void): void;
}

/**
 * Reports every write this database connection makes to conversations and messages, once its
 * transaction has committed (an aborted write is never reported). Every write path of the app goes
 * through this worker's connection, so an index fed from here stays current without re-reading.
 * Returns a function that stops the reports.
 */
export function watchChatWrites(db: ChatDb, onChanges: (changes: ChatChange[]) => void): () => void {
  const pending = new WeakMap<object, ChatChange[]>();
  const record = (trans: HookTransaction, change: ChatChange) => {
    let list = pending.get(trans);
    if (!list) {
      const fresh: ChatChange[] = [];
      pending.set(trans, fresh);
      trans.on('complete', () => onChanges(fresh));
      list = fresh;
    }
    list.push(change);
  };

  const onConversationCreate = function (_key: unknown, obj: Conversation, trans: HookTransaction) {
    record(trans, { kind: 'conversation-put', conversation: { ...obj } });
  };
  const onConversationUpdate = function (mods: object, _key: unknown, obj: Conversation, trans: HookTransaction) {
    record(trans, { kind: 'conversation-put', conversation: { ...obj, ...(mods as Partial<Conversation>) } });
  };
  const onConversationDelete = function (key: unknown, _obj: Conversation, trans: HookTransaction) {
    record(trans, { kind: 'conversation-deleted', id: String(key) });
  };
  const onMessageCreate = function (_key: unknown, obj: Message, trans: HookTransaction) {
    record(trans, { kind: 'message-put', message: { ...obj } });
  };
  const onMessageUpdate = function (mods: object, _key: unknown, obj: Message, trans: HookTransaction) {
    // Only text changes matter to the index; status flips (streaming → complete) would re-index for nothing.
    if ('text' in mods) record(trans, { kind: 'message-put', message: { ...obj, ...(mods as Partial<Message>) } });
  };
  const onMessageDelete = function (key: unknown, _obj: Message, trans: HookTransaction) {
    record(trans, { kind: 'message-deleted', id: String(key) });
  };

  db.conversations.hook('creating', onConversationCreate);
  db.conversations.hook('updating', onConversationUpdate);
  db.conversations.hook('deleting', onConversationDelete);
  db.messages.hook('creating', onMessageCreate);
  db.messages.hook('updating', onMessageUpdate);
  db.messages.hook('deleting', onMessageDelete);
  return () => {
    db.conversations.hook('creating').unsubscribe(onConversationCreate);
    db.conversations.hook('updating').unsubscribe(onConversationUpdate);
    db.conversations.hook('deleting').unsubscribe(onConversationDelete);
    db.messages.hook('creating').unsubscribe(onMessageCreate);
    db.messages.hook('updating').unsubscribe(onMessageUpdate);
    db.messages.hook('deleting').unsubscribe(onMessageDelete);
  };
}
