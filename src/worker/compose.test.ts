import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createWorkerApi, mergeHandlerMaps } from './api';
import { composeWorker } from './compose';
import { createSessionGate } from './handlerWrapper';

describe("the API is the features' handler maps", () => {
  it('given the composed features, then the API answers exactly the methods of their handler maps', () => {
    const maps = composeWorker(createSessionGate());
    const handled = Object.values(maps).flatMap((handlers) => Object.keys(handlers));
    expect(Object.keys(createWorkerApi()).sort()).toEqual([...handled].sort());
    expect(new Set(handled).size).toBe(handled.length);
  });

  it('given two features answering the same method, when merged, then it fails naming the method', () => {
    const maps = composeWorker(createSessionGate());
    const clash = { ...maps, search: { ...maps.search, renameConversation: maps.conversations.renameConversation } };
    expect(() => mergeHandlerMaps(clash)).toThrow(/renameConversation/);
  });
});
