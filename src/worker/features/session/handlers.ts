import { deleteSessionDatabases } from '../../../storage';
import { err, ok, type AppError, type Result } from '../../../shared';
import type { HandlerMap } from '../../answer';
import type { SessionApi } from './contract';
import type { SessionContext } from '../../common/sessionContext';
import { warmUpAfterStart } from './warmUp';

export interface SessionHandlerDeps {
  session: SessionContext;
  /** Tells the handler wrapper a session is opening, so other calls wait for it. */
  opening(session: Promise<unknown>): void;
  /** Opens the memory database of the session (memory is a supplement: its failure does not fail init). */
  openMemory(sessionHash: string): Promise<unknown>;
  /** The work each opened session starts: the search index, the temporary-chat purge, task recovery. */
  afterOpen(): Promise<void>;
  /** Resolves when no request is in flight, so the model calls' chunk is fetched behind the page's requests. */
  whenIdle?: () => Promise<void>;
  unsubscribe(id: number): void;
}

export function createSessionHandlers(deps: SessionHandlerDeps): HandlerMap<SessionApi> {
  return {
    async init({ sessionHash }) {
      const opening = (async (): Promise<Result<{ recoveredInterrupted: number }, AppError>> => {
        const opened = await deps.session.open(sessionHash);
        if (!opened.ok) return opened;
        await deps.openMemory(sessionHash);
        warmUpAfterStart(deps.whenIdle);
        await deps.afterOpen();
        return opened;
      })();
      deps.opening(opening);
      return opening;
    },
    async deleteSessionData({ sessionHash }) {
      // The open session's databases are in use here: the page switches away (and reloads) before deleting them.
      if (!/^[0-9a-f]{16}$/.test(sessionHash) || sessionHash === deps.session.sessionHash()) return err({ code: 'bad_session' });
      try {
        await deleteSessionDatabases(sessionHash);
        return ok(null);
      } catch (e) {
        return err({ code: 'storage_unavailable', values: { detail: String((e as Error)?.message ?? e) } });
      }
    },
    async unsubscribe({ subscriptionId }) {
      deps.unsubscribe(subscriptionId);
      return ok(null);
    },
  };
}
