import { getConversation } from '../storage';
import { createChatTurns } from './useCases/chatTurn';
import { createCompactor } from './useCases/compaction';
import { createConnectionCases } from './useCases/connection';
import { createConversationCases } from './useCases/conversations';
import { createMemoryPipeline } from './useCases/memory/pipeline';
import { createMemoryTurnPolicy } from './useCases/memoryTurnPolicy';
import { createInspectorOnDemand } from './useCases/onDemand';
import { createSessionContext } from './useCases/sessionContext';
import { createTaskAgent } from './useCases/taskAgent';
import { createTemporaryChats } from './useCases/temporaryChats';
import { createTransferCases } from './useCases/transfer';

/**
 * The composition root: builds every use case once and wires their hooks. No policy lives here; each rule
 * belongs to the use case that owns it (memory rules around a turn: memoryTurnPolicy; task lists: taskAgent).
 */
export function composeWorker() {
  const session = createSessionContext();
  const chatDb = () => session.chatDb();
  const memory = createMemoryPipeline({ chatDb });
  const memoryPolicy = createMemoryTurnPolicy(memory);
  const compactor = createCompactor(session, {
    onCompacted: ({ conversationId, ...e }) =>
      void getConversation(chatDb(), conversationId)
        .then((c) => memoryPolicy.afterCompaction(c, e))
        .catch((err) => console.error('promotion failed', err)),
  });
  const turns = createChatTurns(
    session,
    memoryPolicy.turnHooks(() => compactor),
  );
  const tasks = createTaskAgent(session);
  return {
    session,
    memory,
    memoryPolicy,
    compactor,
    turns,
    tasks,
    conversations: createConversationCases(session),
    // Loaded on first use (issue 14): nothing at start-up needs the inspector.
    inspector: createInspectorOnDemand({ memory, chatDb }),
    transfer: createTransferCases({ memory, chatDb }),
    connection: createConnectionCases(),
    temporaryChats: createTemporaryChats(session, { answer: (id) => turns.stop(id), task: (id) => tasks.cancel(id) }),
  };
}

export type Composition = ReturnType<typeof composeWorker>;
