import { describe, expect, it } from 'vitest';
import type { LlmErrorCode } from '../../../llm';
import { decideAfterFailure } from './retryPolicy';

const failure = (code: LlmErrorCode, retryAfterSeconds?: number) => ({
  code,
  ...(retryAfterSeconds === undefined ? {} : { values: { retryAfterSeconds } }),
});

describe('what a failed extraction call does to its job', () => {
  it.each(['network', 'connection_lost', 'module_unavailable', 'timeout', 'server', 'rate_limited'] as const)(
    'given a transient %s error, when it repeats, then 1 s, 4 s, 10 s and then failure',
    (code) => {
      expect([1, 2, 3, 4].map((attempts) => decideAfterFailure(failure(code), attempts))).toEqual([
        { kind: 'retry', delayMs: 1000 },
        { kind: 'retry', delayMs: 4000 },
        { kind: 'retry', delayMs: 10000 },
        { kind: 'fail' },
      ]);
    },
  );

  it("given a 429 with retry-after, when deciding, then the server's wait is honoured but capped at a minute", () => {
    expect(decideAfterFailure(failure('rate_limited', 7), 1)).toEqual({ kind: 'retry', delayMs: 7000 });
    expect(decideAfterFailure(failure('rate_limited', 3600), 2)).toEqual({ kind: 'retry', delayMs: 60000 });
  });

  it.each(['auth', 'forbidden', 'malformed', 'bad_request', 'not_found', 'unsupported'] as const)(
    'given %s, when deciding, then the job fails at once',
    (code) => {
      expect(decideAfterFailure(failure(code), 1)).toEqual({ kind: 'fail' });
    },
  );

  it.each(['offline', 'no_key', 'aborted'] as const)('given %s, when deciding, then the job waits, uncounted, for a later run', (code) => {
    expect(decideAfterFailure(failure(code), 4)).toEqual({ kind: 'wait' });
  });
});
