import type { IncomingMessage, ServerResponse } from 'node:http';

export const FAULTS: readonly ['drop', 'malformed', 'html', 'stall'];
export function isFaultReply(reply: unknown): boolean;
export function authorizationTrace(req: IncomingMessage): { host: string; bearerHash: string | null };
export function bearerHash(token: string): string;
export function answerFault(
  res: ServerResponse,
  reply: unknown,
  meta: unknown,
  cors: Record<string, string>,
  hold?: (ms: number) => Promise<void>,
): Promise<void>;
