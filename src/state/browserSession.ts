/**
 * The browser session: a random 128-bit id kept in localStorage; `sessionHash` (first 16 hex
 * chars of its SHA-256) names the session's databases. Earlier sessions are listed so the user can switch
 * back to them; nothing ever crosses sessions.
 */
const CURRENT_KEY = 'mindkeep.session';
const LIST_KEY = 'mindkeep.sessions';

export interface BrowserSession {
  id: string;
  hash: string;
  createdAt: string;
  /** Its place in the order sessions were started (1, 2, …): the default name, "Session 2", reads the same in every language. */
  number: number;
  /** The name the user gave it; absent: the default name. */
  name?: string;
  /** When the page last opened it (its start, for a session not opened since names were kept). */
  lastUsedAt: string;
}

/** What localStorage keeps of a session: everything but the hash, which is derived. */
type StoredSession = Omit<BrowserSession, 'hash' | 'number' | 'lastUsedAt'> & { number?: number; lastUsedAt?: string };

/** The longest name kept; a longer one is cut (it only has to tell sessions apart in a list). */
export const SESSION_NAME_MAX = 60;

/** A session id: 128 random bits as 32 lowercase hex characters (anything else in storage is ignored). */
const isSessionId = (id: string): boolean => /^[0-9a-f]{32}$/.test(id);

const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

export function newSessionId(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

export async function hashSessionId(id: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(id));
  return toHex(new Uint8Array(digest)).slice(0, 16);
}

function readList(storage: Storage): StoredSession[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LIST_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((s): s is StoredSession => typeof s?.id === 'string' && isSessionId(s.id) && typeof s.createdAt === 'string')
          .map((s) => ({
            id: s.id,
            createdAt: s.createdAt,
            ...(Number.isInteger(s.number) && s.number! > 0 ? { number: s.number } : {}),
            ...(typeof s.name === 'string' && s.name.trim() ? { name: s.name } : {}),
            ...(typeof s.lastUsedAt === 'string' ? { lastUsedAt: s.lastUsedAt } : {}),
          }))
      : [];
  } catch {
    return [];
  }
}

const writeList = (storage: Storage, list: readonly StoredSession[]) => storage.setItem(LIST_KEY, JSON.stringify(list));

/** Sessions kept before they had numbers get the next ones, oldest first, so each keeps its number for good. */
function numbered(list: readonly StoredSession[]): Array<StoredSession & { number: number }> {
  let next = Math.max(0, ...list.map((s) => s.number ?? 0)) + 1;
  const unnumbered = list.filter((s) => s.number === undefined).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const given = new Map(unnumbered.map((s) => [s.id, next++]));
  return list.map((s) => ({ ...s, number: s.number ?? given.get(s.id)! }));
}

async function withHash(s: StoredSession & { number: number }): Promise<BrowserSession> {
  return { ...s, lastUsedAt: s.lastUsedAt ?? s.createdAt, hash: await hashSessionId(s.id) };
}

/** The current session, created on first visit and marked used `now`; and all sessions this browser has, newest first. */
export async function loadSessions(storage: Storage, now: string): Promise<{ current: BrowserSession; all: BrowserSession[] }> {
  let list = readList(storage);
  let currentId = storage.getItem(CURRENT_KEY);
  if (!currentId || !isSessionId(currentId)) {
    currentId = newSessionId();
    storage.setItem(CURRENT_KEY, currentId);
  }
  if (!list.some((s) => s.id === currentId)) list = [{ id: currentId, createdAt: now }, ...list];
  const stored = numbered(list).map((s) => (s.id === currentId ? { ...s, lastUsedAt: now } : s));
  writeList(storage, stored);
  const all = await Promise.all(stored.map(withHash));
  all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const current = all.find((s) => s.id === currentId)!;
  return { current, all };
}

/** Starts a fresh session with empty memory; the page reloads into it. */
export function createSession(storage: Storage, now: string): string {
  const id = newSessionId();
  const list = numbered(readList(storage));
  const number = Math.max(0, ...list.map((s) => s.number)) + 1;
  writeList(storage, [{ id, createdAt: now, number, lastUsedAt: now }, ...list]);
  storage.setItem(CURRENT_KEY, id);
  return id;
}

export function switchSession(storage: Storage, id: string): boolean {
  if (!readList(storage).some((s) => s.id === id)) return false;
  storage.setItem(CURRENT_KEY, id);
  return true;
}

/** Names a session (spaces trimmed, cut at SESSION_NAME_MAX); an empty name gives it back its default one. */
export function renameSession(storage: Storage, id: string, name: string): boolean {
  const list = readList(storage);
  if (!list.some((s) => s.id === id)) return false;
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, SESSION_NAME_MAX).trim();
  writeList(
    storage,
    list.map((s) => {
      if (s.id !== id) return s;
      const { name: _old, ...rest } = s;
      return clean ? { ...rest, name: clean } : rest;
    }),
  );
  return true;
}

/** Takes a session off the list; never the current one (the page switches away from it first). */
export function forgetSession(storage: Storage, id: string): boolean {
  const list = readList(storage);
  if (id === storage.getItem(CURRENT_KEY) || !list.some((s) => s.id === id)) return false;
  writeList(
    storage,
    list.filter((s) => s.id !== id),
  );
  return true;
}
