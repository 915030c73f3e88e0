import {
  countMessages,
  getConversation,
  getMessages,
  listConversations,
  readMessagePage,
  watchChatWrites,
  type ChatChange,
  type ChatDb,
} from '../../../storage';
import { lazyModule, ModuleLoadError } from '../../../shared';
import type { ConversationIndex } from './conversationIndex';
import { buildSnippet, findMatches } from './snippet';

import type { SearchHit, SearchIndexProgress } from './contract';

export type { SearchHit, SearchIndexProgress };

export const SEARCH_RESULT_LIMIT = 100;
// Small pages keep each build step short, so a chat call waiting behind one is answered within a few ms.
const BUILD_PAGE = 400;
/** A streaming answer rewrites its text many times a second; it is re-indexed once it settles. */
const SETTLE_MS = 400;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The conversation search of one chat database: an in-memory index built in the background after the
 * database opens (in pages, yielding between them so chat calls are answered meanwhile) and updated on
 * every committed write this worker makes. Sidebar search and the "search my conversations" tool both
 * ask this one service.
 */
export function createSearchService(
  db: ChatDb,
  importIndex: () => Promise<{ createConversationIndex: () => ConversationIndex }> = () => import('./conversationIndex'),
) {
  // The index and FlexSearch load when the build starts or the first search arrives, not at worker
  // start-up, which stays small; a failed fetch rejects with a ModuleLoadError and the next call tries again.
  const loadIndex = lazyModule('Conversation search', importIndex);
  // Until the index module has loaded, writes wait in `early` and are applied, in order, as it arrives.
  let index: ConversationIndex | null = null;
  const early: ChatChange[] = [];
  let indexReady: Promise<ConversationIndex> | null = null;
  const ensureIndex = (): Promise<ConversationIndex> =>
    (indexReady ??= loadIndex().then(
      ({ createConversationIndex }) => {
        const created = createConversationIndex();
        index = created;
        apply(early.splice(0));
        return created;
      },
      (e: unknown) => {
        indexReady = null;
        throw e;
      },
    ));
  const listeners = new Set<(p: SearchIndexProgress) => void>();
  let progress: SearchIndexProgress = { indexed: 0, total: 0, ready: false };
  // While the build reads pages, writes reported meanwhile are newer than what a page may hold.
  const touchedDuringBuild = new Set<string>();
  let building = true;
  const settling = new Map<string, { id: string; conversationId: string; text: string }>();
  let settleTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const publish = (next: SearchIndexProgress) => {
    progress = next;
    for (const l of listeners) l(progress);
  };

  function flushSettling(): void {
    if (!index) return;
    if (settleTimer) clearTimeout(settleTimer);
    settleTimer = null;
    for (const m of settling.values()) index.putMessage(m);
    settling.clear();
  }

  function apply(changes: ChatChange[]): void {
    if (stopped) return;
    if (!index) {
      early.push(...changes);
      return;
    }
    for (const change of changes) {
      switch (change.kind) {
        case 'conversation-put':
          index.putConversation(change.conversation);
          break;
        case 'conversation-deleted':
          index.removeConversation(change.id);
          break;
        case 'message-put':
          if (building) touchedDuringBuild.add(change.message.id);
          if (change.message.status === 'streaming') {
            settling.set(change.message.id, change.message);
            settleTimer ??= setTimeout(flushSettling, SETTLE_MS);
          } else {
            settling.delete(change.message.id);
            index.putMessage(change.message);
          }
          break;
        case 'message-deleted':
          if (building) touchedDuringBuild.add(change.id);
          settling.delete(change.id);
          index.removeMessage(change.id);
          break;
      }
    }
  }

  // Other tabs of the session have their own worker and connection: their writes arrive as ids over a
  // channel and are re-read here, so every tab's index sees every tab's writes.
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`mindkeep-search:${db.name}`);
  const unwatch = watchChatWrites(db, (changes) => {
    apply(changes);
    channel?.postMessage(
      changes.map((c) =>
        c.kind === 'conversation-put'
          ? { kind: c.kind, id: c.conversation.id }
          : c.kind === 'message-put'
            ? { kind: c.kind, id: c.message.id }
            : c,
      ),
    );
  });
  // Not a write of user data: the search index is derived from the chat database and rebuilt from it.
  if (channel)
    channel.onmessage = (e: MessageEvent<{ kind: ChatChange['kind']; id: string }[]>) => void applyRemote(e.data).catch(() => undefined);

  async function applyRemote(changes: readonly { kind: ChatChange['kind']; id: string }[]): Promise<void> {
    const local: ChatChange[] = [];
    for (const { kind, id } of changes) {
      if (kind === 'conversation-put') {
        const conversation = await getConversation(db, id);
        local.push(conversation ? { kind, conversation } : { kind: 'conversation-deleted', id });
      } else if (kind === 'message-put') {
        const [message] = await getMessages(db, [id]);
        local.push(message ? { kind, message } : { kind: 'message-deleted', id });
      } else local.push({ kind, id });
    }
    apply(local);
  }

  async function build(): Promise<void> {
    const index = await ensureIndex();
    const total = await countMessages(db);
    publish({ indexed: 0, total, ready: false });
    for (const c of await listConversations(db)) if (!touchedDuringBuild.has(c.id)) index.putConversation(c);
    let after: string | null = null;
    let indexed = 0;
    for (;;) {
      if (stopped) return;
      const page = await readMessagePage(db, after, BUILD_PAGE);
      if (page.length === 0) break;
      for (const m of page) if (!touchedDuringBuild.has(m.id)) index.putMessage(m);
      indexed += page.length;
      after = page[page.length - 1]?.id ?? after;
      publish({ indexed, total: Math.max(total, indexed), ready: false });
      await pause();
    }
    building = false;
    touchedDuringBuild.clear();
    publish({ indexed, total: indexed, ready: true });
  }

  let built: Promise<void> | null = null;

  return {
    /** Starts the background build (once). */
    start(): Promise<void> {
      built ??= build().catch((e: unknown) => {
        console.error('conversation index build failed', e);
        // The index code could not be fetched: the next search tries the whole build again.
        if (e instanceof ModuleLoadError) built = null;
        building = false;
        publish({ ...progress, ready: true });
      });
      return built;
    },
    progress: () => progress,
    onProgress(listener: (p: SearchIndexProgress) => void): () => void {
      listeners.add(listener);
      listener(progress);
      return () => listeners.delete(listener);
    },
    /** Ranked hits with snippets; while the build runs, results cover what is indexed so far. */
    async search(query: string, limit = SEARCH_RESULT_LIMIT): Promise<SearchHit[]> {
      void this.start();
      const index = await ensureIndex();
      flushSettling();
      const matches = index.search(query, limit);
      const messageIds = matches.flatMap((m) => (m.messageId ? [m.messageId] : []));
      const texts = new Map<string, string>();
      for (const m of await getMessages(db, messageIds)) if (m) texts.set(m.id, m.text);
      return matches.flatMap((m): SearchHit[] => {
        if (!m.messageId)
          return [
            {
              conversationId: m.conversationId,
              title: m.title,
              snippet: m.title,
              highlights: findMatches(m.title, query),
              matchedIn: 'title',
            },
          ];
        const text = texts.get(m.messageId);
        if (text === undefined) return [];
        const snippet = buildSnippet(text, query);
        return [
          { conversationId: m.conversationId, title: m.title, snippet: snippet.text, highlights: snippet.highlights, matchedIn: 'message' },
        ];
      });
    },
    stop(): void {
      stopped = true;
      unwatch();
      channel?.close();
      if (settleTimer) clearTimeout(settleTimer);
      listeners.clear();
      index?.clear();
      early.length = 0;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

const services = new WeakMap<ChatDb, SearchService>();

/** The one search service of a chat database connection (created on first use, watching writes from then). */
export function searchServiceFor(db: ChatDb): SearchService {
  let service = services.get(db);
  if (!service) services.set(db, (service = createSearchService(db)));
  return service;
}
