// The chat feature: a turn (send, answer again, edit and resend, stop), answers held after a full disk,
// compaction, and the size of the next request.
export type { ChatApi, ChatTurnEvent, CompactionStatus, SendInput, TurnOutcome, UnsavedAnswer, UnsavedAnswerEvent } from './contract';
export { createChatHandlers, type ChatHandlerDeps } from './handlers';
export { createCompactor, type CompactionSettings, type Compactor } from './compaction';
export { createChatTurns, type ChatTurnHooks, type ChatTurns } from './turn/chatTurn';
