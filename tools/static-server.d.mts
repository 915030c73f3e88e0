import type http from 'node:http';

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export interface TestHooks {
  misses: string[];
  version: number;
  handle(req: http.IncomingMessage, res: http.ServerResponse, path: string): void;
}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function headersFor(rules: HeaderRule[], path: string): Record<string, string>;
export declare function createStaticServer(options: {
  dir: string;
  mounts?: string[];
  headerRules?: HeaderRule[] | null;
  hooks?: TestHooks | null;
}): http.Server;
export declare function createTestHooks(): TestHooks;
