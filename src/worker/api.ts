import { err, ok, unavailableIfNotLoaded, type AppError, type Result } from '../shared';
import { getMessage } from '../storage';
import { composeWorker } from './compose';
import { toErrorCode, type WorkerApi, type WorkerError } from './contract';
import { undoTurnChange, watchTurnChanges } from './useCases/memory/turnNotices';
import { buildRequestContext } from './useCases/requestContext';
import { refuseWhileStreaming } from './useCases/streamGuard';
import { countContextTokens } from './useCases/tokens';
import { warmUpAfterStart } from './useCases/warmUp';

// The contract's types, re-exported for the callers that still import them from here.
export type * from './contract';

/** A use case's failure as the contract carries it: a code outside the contract's list is a bug, shown as `internal`. */
const toWorkerError = (e: AppError): WorkerError => ({ ...e, code: toErrorCode(e.code) });
const answer = <T>(r: Result<T, AppError>): Result<T, WorkerError> => (r.ok ? r : err(toWorkerError(r.error)));
const done = ok(null);

/**
 * The worker's one handler map (contract.ts: one object in, `Promise<Result<…>>` out; subscriptions answer
 * with an id). Kept free of comlink so it is unit-testable; use cases are built in compose.ts.
 */
export function createWorkerApi(): WorkerApi {
  const { session, memory, memoryPolicy, compactor, turns, tasks, conversations, inspector, transfer, connection, temporaryChats } =
    composeWorker();
  // Calls that arrive while the session is still opening (a click right after a reload) wait for it.
  let initialized: Promise<void> = Promise.resolve();
  const afterInit = async () => initialized;

  return {
    async init({ sessionHash }) {
      const opening = (async () => {
        const opened = await session.open(sessionHash);
        // Memory is a supplement: the chat works even when the memory database cannot be opened.
        if (opened.ok) await memory.open(sessionHash);
        if (opened.ok) {
          conversations.startSearchIndex();
          warmUpAfterStart();
          await temporaryChats.purge();
          await tasks.recover();
        }
        return opened;
      })();
      initialized = opening.then(
        () => undefined,
        () => undefined,
      );
      return answer(await opening);
    },
    async configureMemory({ settings }) {
      memoryPolicy.applySettings(settings);
      return done;
    },
    async subscribeMemoryStatus({ onChange }) {
      onChange(memory.status());
      return ok(conversations.track(memory.onStatusChange(onChange)));
    },
    async unsubscribe({ subscriptionId }) {
      conversations.unsubscribe(subscriptionId);
      return done;
    },

    async sendMessage({ onEvent, ...input }) {
      await afterInit();
      return answer(
        await turns.send(input, (e) => {
          if (e.type === 'started' && input.temporary && input.conversationId === null) temporaryChats.adopt(e.conversationId);
          onEvent(e);
        }),
      );
    },
    async regenerate({ conversationId, settings, onEvent }) {
      await afterInit();
      const refused = await tasks.refuseAnswerAgain(conversationId);
      return answer(refused.ok ? await turns.regenerate(conversationId, settings, onEvent) : refused);
    },
    async editAndResend({ messageId, text, settings, onEvent }) {
      await afterInit();
      const conversationId = (await getMessage(session.chatDb(), messageId))?.conversationId;
      const refused = conversationId ? await tasks.refuseAnswerAgain(conversationId) : done;
      return answer(refused.ok ? await turns.editAndResend(messageId, text, settings, onEvent) : refused);
    },
    async stopGeneration({ assistantMessageId }) {
      return ok(turns.stop(assistantMessageId));
    },
    async flushStreams() {
      await turns.flushAll();
      return done;
    },

    // Answers held after a full disk (issue 16): the page keeps a copy and hands it back on the next start.
    async subscribeUnsavedAnswers({ onEvent }) {
      return ok(conversations.track(turns.unsavedAnswers.subscribe(onEvent)));
    },
    async restoreUnsavedAnswers({ answers }) {
      await afterInit();
      return ok(await turns.unsavedAnswers.restore(answers));
    },

    async subscribeConversations({ onChange }) {
      await afterInit();
      return ok(conversations.subscribeList(onChange));
    },
    async subscribeMessages({ conversationId, onChange, limit }) {
      await afterInit();
      return ok(conversations.subscribeMessages(conversationId, onChange, limit));
    },
    async renameConversation({ id, title }) {
      await afterInit();
      return answer(await conversations.rename(id, title));
    },
    /**
     * Stops any answer or task still running in it first: a deleted chat costs no more tokens. Refused
     * while another tab is writing an answer in it.
     */
    async deleteConversation({ id }) {
      await afterInit();
      const refused = await refuseWhileStreaming(session.chatDb(), id, turns.isStreaming, { countHere: false });
      if (refused) return answer(refused);
      await temporaryChats.removeWithWork(id);
      // Deleting frees space: answers held after a full disk are tried again at once.
      void turns.retryUnsaved();
      return done;
    },
    async closeConversation({ id }) {
      await afterInit();
      return ok(await temporaryChats.close(id));
    },
    async searchConversations({ query }) {
      await afterInit();
      return answer(await conversations.search(query));
    },
    /** Progress of the background conversation index build; answers a subscription id. */
    async subscribeSearchIndex({ onChange }) {
      await afterInit();
      return ok(conversations.subscribeSearchIndex(onChange));
    },
    async subscribeThread({ conversationId, onChange }) {
      await afterInit();
      return ok(conversations.subscribeThread(conversationId, onChange));
    },
    async unpinDecision({ conversationId, decisionId }) {
      await afterInit();
      return ok(await conversations.unpin(conversationId, decisionId));
    },
    async subscribeCompaction({ onChange }) {
      return ok(conversations.track(compactor.onStatus(onChange)));
    },
    async estimateNextRequestTokens({ conversationId, draftText, mode, language }) {
      await afterInit();
      return ok(
        await countContextTokens(
          await buildRequestContext(session.chatDb(), { conversationId, userText: draftText, memoryMessage: null, mode, language }),
        ),
      );
    },

    async watchMemories({ onChange }) {
      await afterInit();
      return ok(conversations.track(inspector.watch(() => onChange())));
    },
    async queryMemories({ filter }) {
      await afterInit();
      return inspector.query(filter);
    },
    async suppressMemory({ stableKey }) {
      await afterInit();
      return inspector.suppress(stableKey);
    },
    async restoreMemory({ stableKey }) {
      await afterInit();
      return inspector.restore(stableKey);
    },
    async deleteMemory({ stableKey }) {
      await afterInit();
      const removed = await inspector.remove(stableKey);
      // Deleting frees space: answers held after a full disk are tried again at once.
      void turns.retryUnsaved();
      return removed;
    },
    async addMemory({ draft }) {
      await afterInit();
      return inspector.add(draft);
    },
    async editMemory({ stableKey, patch }) {
      await afterInit();
      return inspector.edit(stableKey, patch);
    },
    async memoryHistory({ stableKey }) {
      await afterInit();
      return inspector.history(stableKey);
    },
    async rejectionLog() {
      await afterInit();
      return inspector.rejections();
    },
    async memoriesUsed({ assistantMessageId }) {
      await afterInit();
      // The inspector loads on first use (issue 14): a failed load is `unavailable`, not a rejected call.
      return unavailableIfNotLoaded(async () => ok(await inspector.memoriesUsed(assistantMessageId)));
    },
    async subscribeRecalls({ conversationId, onChange }) {
      await afterInit();
      return ok(conversations.track(inspector.watchRecalls(conversationId, onChange)));
    },
    // Memory notices at the turn (issue 14): what each turn's extraction changed, and its Undo.
    async subscribeTurnMemoryChanges({ conversationId, onChange }) {
      await afterInit();
      const db = memory.database();
      return ok(
        conversations.track(db ? watchTurnChanges(db, conversationId, onChange, (e) => memory.reportStoreFailure(e)) : () => undefined),
      );
    },
    async undoTurnMemoryChange({ historyId }) {
      await afterInit();
      const db = memory.database();
      if (!db) return err({ code: 'memory_unavailable' });
      const undone = await undoTurnChange(db, historyId, inspector);
      return undone.ok ? done : undone;
    },
    async exportData({ includeConversations }) {
      await afterInit();
      return transfer.exportData(includeConversations);
    },
    /** A file is read and checked here in the worker, with progress. */
    async importData({ source, onProgress }) {
      await afterInit();
      return transfer.importData(source, onProgress);
    },

    async startTaskRun(input) {
      await afterInit();
      const started = await tasks.start(input);
      if (started.ok && input.temporary) temporaryChats.adopt(started.value.conversationId);
      return answer(started);
    },
    async retryTaskPlan({ conversationId, settings }) {
      await afterInit();
      return answer(await tasks.retryPlan(conversationId, settings));
    },
    async approveTaskPlan({ conversationId, items, settings }) {
      await afterInit();
      return answer(await tasks.approve(conversationId, items, settings));
    },
    async pauseTaskRun({ conversationId }) {
      await afterInit();
      return answer(await tasks.pause(conversationId));
    },
    async resumeTaskRun({ conversationId, settings }) {
      await afterInit();
      return answer(await tasks.resume(conversationId, settings));
    },
    async stopTaskRun({ conversationId }) {
      await afterInit();
      return answer(await tasks.stop(conversationId));
    },
    async subscribeTaskRun({ conversationId, onChange }) {
      await afterInit();
      return ok(conversations.track(tasks.watch(conversationId, onChange)));
    },
    listModels: ({ settings }) => connection.listModels(settings),
    testConnection: ({ settings, model }) => connection.test(settings, model),
    testEmbeddings: ({ settings, model }) => connection.testEmbeddings(settings, model),
  };
}
