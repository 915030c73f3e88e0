import type { WorkerClient } from '../worker/client';
import type { UnsavedAnswer, UnsavedAnswerEvent } from '../worker/contract';

/**
 * The page's copy of answers the worker could not save, so they are retried on the next start. When the
 * final write of an answer fails because IndexedDB's quota is used up, the worker holds the answer and
 * reports it here; this copy goes to localStorage, which Chromium keeps outside the quota that filled up
 * (its own small per-origin limit), so the answer survives the tab closing before space is freed. On the
 * next start it is handed back to the worker, which saves it through the normal path; the copy is removed
 * once the worker says it is saved, or that its message is gone. Chat data only: never settings or keys,
 * never memory text (the worker's `UnsavedAnswer` carries neither).
 */

/** Bound on the copy (UTF-16 code units, as localStorage counts them): the origin's whole limit is ~5 M. */
export const SPILL_MAX_CHARS = 2_000_000;
const VERSION = 1;

export const spillKey = (sessionHash: string) => `mindkeep.unsaved.${sessionHash}`;

const isAnswerLike = (x: unknown): x is UnsavedAnswer =>
  !!x &&
  typeof x === 'object' &&
  typeof (x as UnsavedAnswer).messageId === 'string' &&
  typeof (x as UnsavedAnswer).conversationId === 'string' &&
  typeof (x as UnsavedAnswer).text === 'string';

/** The kept answers; an unreadable copy is ignored (and removed) with a log line, never thrown. */
export function readSpill(local: Storage, sessionHash: string): UnsavedAnswer[] {
  const raw = local.getItem(spillKey(sessionHash));
  if (raw === null) return [];
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; answers?: unknown };
    if (parsed?.version !== VERSION || !Array.isArray(parsed.answers)) throw new Error('not a spill');
    // The worker checks each answer fully; here only what identifies it.
    return parsed.answers.filter(isAnswerLike);
  } catch {
    console.warn('mindkeep: the kept copy of unsaved answers is unreadable and was ignored.');
    local.removeItem(spillKey(sessionHash));
    return [];
  }
}

/** Writes the copy (or removes it when empty), newest first within SPILL_MAX_CHARS. */
export function writeSpill(local: Storage, sessionHash: string, answers: readonly UnsavedAnswer[]): void {
  const key = spillKey(sessionHash);
  if (answers.length === 0) return local.removeItem(key);
  const kept = [...answers].sort((a, b) => (a.heldAt < b.heldAt ? 1 : a.heldAt > b.heldAt ? -1 : 0));
  let text = JSON.stringify({ version: VERSION, answers: kept });
  while (text.length > SPILL_MAX_CHARS && kept.length > 0) {
    kept.pop();
    text = JSON.stringify({ version: VERSION, answers: kept });
  }
  if (kept.length < answers.length)
    console.warn(`mindkeep: ${answers.length - kept.length} unsaved answer(s) too large to keep a copy of; held while this tab is open.`);
  try {
    if (kept.length === 0) local.removeItem(key);
    else local.setItem(key, text);
  } catch {
    // localStorage itself is full: the worker still holds every answer while this tab is open.
    console.warn('mindkeep: no room to keep a copy of unsaved answers; held while this tab is open.');
  }
}

/** Applies one worker event to the copy; read-modify-write, so other tabs of the session keep theirs. */
export function applySpillEvent(local: Storage, sessionHash: string, e: UnsavedAnswerEvent): void {
  const answers = readSpill(local, sessionHash);
  const messageId = e.type === 'held' ? e.answer.messageId : e.messageId;
  const others = answers.filter((a) => a.messageId !== messageId);
  writeSpill(local, sessionHash, e.type === 'held' ? [...others, e.answer] : others);
}

/**
 * Keeps the copy in step with the worker and hands the kept answers back: now (the next start) and after a
 * worker restart (the crashed worker's held answers are gone, the copy is not).
 */
export function keepUnsavedAnswers(worker: WorkerClient, local: Storage, sessionHash: string): Promise<void> {
  worker.subscribeUnsavedAnswers({ onEvent: (e) => applySpillEvent(local, sessionHash, e) });
  const handBack = async () => {
    const answers = readSpill(local, sessionHash);
    if (answers.length === 0) return;
    try {
      await worker.restoreUnsavedAnswers({ answers });
    } catch {
      // The worker crashed meanwhile: the copy stays and is handed back after the restart.
    }
  };
  // After the crash handler has returned: by then the client has started the new worker and re-opened the session.
  worker.onCrash(() => void Promise.resolve().then(handBack));
  return handBack();
}
