import { describe, expect, it } from 'vitest';
import { ok } from '../shared';
import type { WorkerApi } from './contract';
import { splitRequest, toWire } from './wire';

describe('wire (how a contract call crosses comlink)', () => {
  it('given a request with callbacks, when split, then data and callbacks part, in field order', () => {
    const onChange = () => undefined;
    const onEvent = () => undefined;
    const { data, names, callbacks } = splitRequest({ conversationId: 'c1', onChange, nested: { a: 1 }, onEvent });
    expect(data).toEqual({ conversationId: 'c1', nested: { a: 1 } });
    expect(names).toEqual(['onChange', 'onEvent']);
    expect(callbacks).toEqual([onChange, onEvent]);
  });

  it('given the worker side, when a split call arrives, then the handler gets the whole request back', async () => {
    const seen: unknown[] = [];
    const api = {
      subscribeThread: async (req: { conversationId: string; onChange: (v: unknown) => void }) => {
        req.onChange('first value');
        seen.push(req.conversationId);
        return ok(7);
      },
    } as unknown as WorkerApi;
    const values: unknown[] = [];
    const { data, names, callbacks } = splitRequest({ conversationId: 'c9', onChange: (v: unknown) => values.push(v) });
    const answer = await toWire(api).subscribeThread(data, names, ...callbacks);
    expect(answer).toEqual({ ok: true, value: 7 });
    expect(seen).toEqual(['c9']);
    expect(values).toEqual(['first value']);
  });

  it('given a method without callbacks, when called through the wire, then the request arrives unchanged', async () => {
    let received: unknown;
    const api = { renameConversation: async (req: unknown) => ((received = req), ok('t')) } as unknown as WorkerApi;
    const { data, names, callbacks } = splitRequest({ id: 'c1', title: 't' });
    await toWire(api).renameConversation(data, names, ...callbacks);
    expect(received).toEqual({ id: 'c1', title: 't' });
  });
});
