import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { err, ok, type AppError, type Result } from '../shared';
import { createWorkerApi } from './api';
import { createSessionGate, RUNS_BEFORE_SESSION, wrapHandler, wrapHandlers } from './handlerWrapper';

afterEach(() => vi.restoreAllMocks());

/** A session whose opening the test finishes when it wants. */
function openingSession() {
  const gate = createSessionGate();
  let finish: () => void = () => undefined;
  gate.opening(new Promise<void>((resolve) => (finish = resolve)));
  return { gate, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('handler wrapper', () => {
  it('given a session still opening, when a handler is called, then it runs only once the session is open', async () => {
    const { gate, finish } = openingSession();
    const ran: string[] = [];
    const handler = wrapHandler('queryMemories', async () => (ran.push('ran'), ok(1)), gate);
    const answer = handler({});
    await settle();
    expect(ran).toEqual([]);
    finish();
    expect(await answer).toEqual(ok(1));
    expect(ran).toEqual(['ran']);
  });

  it('given an opening that fails, when a handler waits for it, then it still runs (and answers for itself)', async () => {
    const gate = createSessionGate();
    gate.opening(Promise.reject(new Error('no database')));
    expect(await wrapHandler('subscribeConversations', async () => ok(7), gate)({})).toEqual(ok(7));
  });

  it('given every method of the API, when called while the session opens, then only the listed ones run before it is open', async () => {
    const { gate, finish } = openingSession();
    const methods = Object.keys(createWorkerApi());
    const ran = new Set<string>();
    const api = wrapHandlers(Object.fromEntries(methods.map((m) => [m, async () => (ran.add(m), ok(null))])), gate) as unknown as Record<
      string,
      (req: object) => Promise<unknown>
    >;
    const answers = methods.map((m) => api[m]!({}));
    await settle();
    expect([...ran].sort()).toEqual([...RUNS_BEFORE_SESSION].sort());
    finish();
    await Promise.all(answers);
    expect(ran.size).toBe(methods.length);
  });

  it('given a handler that throws, when called, then it answers the code internal alone (no prose, no exception text) and logs its name once, never the request', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = wrapHandler(
      'sendMessage',
      async () => {
        throw new TypeError('cannot read x of undefined');
      },
      createSessionGate(),
    );
    const answer = await handler({ settings: { apiKey: 'sk-secret-in-the-request-0001' } });
    expect(answer).toEqual(err({ code: 'internal' }));
    expect(JSON.stringify(answer)).not.toContain('cannot read x');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('sendMessage');
    expect(JSON.stringify(logged.mock.calls)).not.toContain('sk-secret-in-the-request-0001');
  });

  it('given a use-case failure with a code outside the contract, when answered, then it becomes internal and keeps its other fields', async () => {
    const failing = async (): Promise<Result<never, AppError & { reason: string }>> =>
      err({ code: 'weird', values: { status: 500 }, reason: 'odd' });
    expect(await wrapHandler('renameConversation', failing, createSessionGate())({})).toEqual(
      err({ code: 'internal', values: { status: 500 }, reason: 'odd' }),
    );
    const known = async (): Promise<Result<never, AppError>> => err({ code: 'conversation_gone' });
    expect(await wrapHandler('renameConversation', known, createSessionGate())({})).toEqual(err({ code: 'conversation_gone' }));
  });
});
