import { ok } from '../shared';
import type { HandlerMap } from './answer';
import type { WorkerApi } from './contract';
import { createSubscriptions } from './common/subscriptions';
import { createSearchCases, createSearchHandlers } from './features/search';
// The session's context alone (common/): the session feature's index also carries its handlers, whose warm-up reaches the model calls.
import { createSessionContext } from './common/sessionContext';
import { createSessionGate, wrapHandlers } from './handlerWrapper';
import type { SearchWorkerMethod } from './searchMethods';

export type SearchWorkerApi = Pick<WorkerApi, SearchWorkerMethod>;

/**
 * The search worker's API: conversation search and its index's progress, over the session's chat database
 * only. It runs in a worker of its own so that a search typed the moment the app opens never queues behind
 * the main worker's start-up (the temporary-chat purge, the memory rules' chunks, the recall index): this
 * worker loads nothing else. It builds and checks the stored index; the main worker takes in its own writes
 * as they commit and answers the "search my conversations" tool from the same stored index.
 */
export function createSearchWorkerApi(): SearchWorkerApi {
  const gate = createSessionGate();
  const session = createSessionContext({ recoverInterrupted: false });
  const subscriptions = createSubscriptions();
  const search = createSearchCases(session, subscriptions);
  const handlers: HandlerMap<SearchWorkerApi> = {
    ...createSearchHandlers(search),
    async init({ sessionHash }) {
      const opening = session.open(sessionHash).then((opened) => {
        if (opened.ok) search.startIndex();
        return opened;
      });
      gate.opening(opening);
      return opening;
    },
    async unsubscribe({ subscriptionId }) {
      subscriptions.unsubscribe(subscriptionId);
      return ok(null);
    },
  };
  // The same wrapper as the main worker's handlers: calls wait for `init`, failures become contract errors.
  return wrapHandlers(handlers as unknown as Record<string, (req: object) => Promise<never>>, gate) as SearchWorkerApi;
}
