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
}

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

function readList(storage: Storage): Array<{ id: string; createdAt: string }> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LIST_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (s): s is { id: string; createdAt: string } => typeof s?.id === 'string' && isSessionId(s.id) && typeof s.createdAt === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

async function withHash(s: { id: string; createdAt: string }): Promise<BrowserSession> {
  return { ...s, hash: await hashSessionId(s.id) };
}

/** The current session, created on first visit; and all sessions this browser has, newest first. */
export async function loadSessions(storage: Storage, now: string): Promise<{ current: BrowserSession; all: BrowserSession[] }> {
  let list = readList(storage);
  let currentId = storage.getItem(CURRENT_KEY);
  if (!currentId || !isSessionId(currentId)) {
    currentId = newSessionId();
    storage.setItem(CURRENT_KEY, currentId);
  }
  if (!list.some((s) => s.id === currentId)) {
    list = [{ id: currentId, createdAt: now }, ...list];
    storage.setItem(LIST_KEY, JSON.stringify(list));
  }
  const all = await Promise.all(list.map(withHash));
  all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const current = all.find((s) => s.id === currentId)!;
  return { current, all };
}

/** Starts a fresh session with empty memory; the page reloads into it. */
export function createSession(storage: Storage, now: string): string {
  const id = newSessionId();
  storage.setItem(LIST_KEY, JSON.stringify([{ id, createdAt: now }, ...readList(storage)]));
  storage.setItem(CURRENT_KEY, id);
  return id;
}

export function switchSession(storage: Storage, id: string): boolean {
  if (!readList(storage).some((s) => s.id === id)) return false;
  storage.setItem(CURRENT_KEY, id);
  return true;
}
