// The conversations feature: the list, a conversation's messages and thread, rename, delete, and
// temporary chats (deleted with everything in them when the user leaves).
export type { Conversation, ConversationsApi, Message, MessageError, ThreadState } from './contract';
export { createConversationHandlers, type ConversationHandlerDeps } from './handlers';
export { createConversationCases, FIRST_WINDOW, type ConversationCases } from './conversations';
export { createTemporaryChats, type TemporaryChats } from './temporaryChats';
