import type { Server } from 'node:http';

export type RequestKind = 'chat' | 'structured' | 'tools';
export type LoggedKind = RequestKind | 'models' | 'embeddings' | 'other';

export interface ReplyMatch {
  /** `models` matches GET /v1/models (other replies never do). */
  kind?: RequestKind | 'models' | 'embeddings';
  /** json_schema name; for json_object requests, found from `schema named "<name>"` (or a known name) in a system message. */
  schemaName?: string;
  model?: string;
  lastUserContains?: string;
  anyMessageContains?: string;
}

export interface MockToolCall {
  id?: string;
  name: string;
  arguments: Record<string, unknown> | string;
}

/**
 * One scripted answer. Content priority: raw > json > text > chunks > default for the kind.
 * A scripted reply is used once (or `times` times); a rule forever (or `times` times).
 */
export interface Reply {
  match?: ReplyMatch;
  times?: number;
  /** >= 400: answer with an OpenAI-shaped error body instead. */
  status?: number;
  /** Error message for `status`. */
  message?: string;
  /** Seconds, sent as the `retry-after` header (with status 429). */
  retryAfter?: number;
  text?: string;
  chunks?: string[];
  json?: unknown;
  raw?: string;
  toolCalls?: MockToolCall[];
  /** A reasoning model's thoughts, streamed before the content in a separate field (word pieces, or `reasoningChunks`). */
  reasoning?: string;
  reasoningChunks?: string[];
  /** The field that carries them: `reasoning_content` (DeepSeek, the default) or `reasoning` (OpenRouter, Ollama). */
  reasoningField?: 'reasoning_content' | 'reasoning';
  /** Stream this many content chunks, then destroy the socket (non-streaming: destroy at once). */
  dropAfterChunks?: number;
  firstTokenDelayMs?: number;
  chunkDelayMs?: number;
  /** Wait this long before answering at all. */
  delayMs?: number;
  /** Extraction replies: every matching reply so marked answers one request together, candidates joined (a batch of turns). */
  mergeCandidates?: boolean;
  /** Answer json_schema requests with 400 (not consuming the reply); json_object requests get the content. */
  rejectJsonSchema?: boolean;
  /** A fault instead of an answer (faults.mjs): dropped connection, malformed SSE, HTML body with 200, a stall. */
  fault?: 'drop' | 'malformed' | 'html' | 'stall';
  /** Content chunks streamed before the fault (default 2). */
  faultAfterChunks?: number;
  /** How long a 'stall' stays silent (default 30,000 ms); also the longest a held fault waits. */
  stallMs?: number;
  /** A 'drop' or 'malformed' waits after its chunks until the control API's release (or `stallMs`). */
  holdUntilReleased?: boolean;
}

export interface MockOptions {
  chunkDelayMs?: number;
  firstTokenDelayMs?: number;
  rejectJsonSchema?: boolean;
  /** Bearer tokens answered with 401. */
  rejectKeys?: string[];
  models?: string[];
  demo?: boolean;
  /** false: every POST /v1/embeddings answers 404 (an endpoint without embeddings). Default true. */
  embeddings?: boolean;
}

export interface LogEntry {
  seq: number;
  at: string;
  method: string;
  path: string;
  kind: LoggedKind;
  model: string | null;
  schemaName: string | null;
  stream: boolean;
  /** The full parsed JSON request body ({} for GET). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  authorizationPresent: boolean;
  /** The Host header the request was sent to. */
  host: string;
  /** First 16 hex chars of SHA-256 of the bearer token (the key itself is never logged); null without one. */
  bearerHash: string | null;
  status: number;
}

export interface MockController {
  reset(): void;
  script(...replies: Reply[]): void;
  rules(...rules: Reply[]): void;
  options(patch: MockOptions): void;
  /** Lets every held fault go on (Reply.holdUntilReleased). */
  release(): void;
  log(): LogEntry[];
}

export interface MockServer extends Server {
  mock: MockController;
}

export function createMockServer(opts?: MockOptions): MockServer;

export interface RunningMockServer {
  server: MockServer;
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  /** url + '/v1', what the OpenAI SDK wants as baseURL */
  baseURL: string;
  close(): Promise<void>;
}

export function startMockServer(opts?: MockOptions & { port?: number; host?: string }): Promise<RunningMockServer>;

export function messageText(message: unknown): string;
export function wordChunks(text: string): string[];
