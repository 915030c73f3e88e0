// Typed helper for Playwright and Vitest to steer the loopback model server through /__mock/*.
import type { LogEntry, LoggedKind, MockOptions, Reply } from './server.mjs';

export type { LogEntry, MockOptions, Reply } from './server.mjs';

export interface LogFilter {
  kind?: LoggedKind;
  schemaName?: string;
  path?: string;
}

export interface MockControl {
  reset(): Promise<void>;
  script(...replies: Reply[]): Promise<void>;
  rules(...rules: Reply[]): Promise<void>;
  options(patch: MockOptions): Promise<void>;
  /** Lets every held fault go on (Reply.holdUntilReleased). */
  release(): Promise<void>;
  log(filter?: LogFilter): Promise<LogEntry[]>;
  /** Plain chat requests (no tools, no response_format). */
  chatRequests(): Promise<LogEntry[]>;
  /** Requests that offered tools. */
  toolRequests(): Promise<LogEntry[]>;
  /** Structured-output requests, optionally only those for one schema. */
  structuredRequests(schemaName?: string): Promise<LogEntry[]>;
}

export function createMockControl(baseUrl = 'http://127.0.0.1:4010'): MockControl {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${root}/__mock/${path}`, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`mock control ${method} /__mock/${path} failed with HTTP ${res.status}`);
    return res.json();
  }

  const log = async (filter: LogFilter = {}): Promise<LogEntry[]> => {
    const entries = (await call('GET', 'log')) as LogEntry[];
    return entries.filter(
      (e) =>
        (filter.kind === undefined || e.kind === filter.kind) &&
        (filter.schemaName === undefined || e.schemaName === filter.schemaName) &&
        (filter.path === undefined || e.path === filter.path),
    );
  };

  return {
    reset: async () => void (await call('POST', 'reset', {})),
    script: async (...replies) => void (await call('POST', 'script', { replies })),
    rules: async (...rules) => void (await call('POST', 'rules', { rules })),
    options: async (patch) => void (await call('POST', 'options', patch)),
    release: async () => void (await call('POST', 'release', {})),
    log,
    chatRequests: () => log({ kind: 'chat' }),
    toolRequests: () => log({ kind: 'tools' }),
    structuredRequests: (schemaName) => log({ kind: 'structured', schemaName }),
  };
}
