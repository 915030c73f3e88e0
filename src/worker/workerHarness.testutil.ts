// Shared set-up for worker use-case tests (not a test file itself: vitest runs *.test.ts only).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createWorkerApi, type ModelSettings } from './api';
import { openChatDb } from '../storage';

/** Model settings pointing at the in-process mock server, memory on. */
export const testModelSettings = (baseURL: string): ModelSettings => ({
  apiKey: 'sk-unit-worker-key-0001',
  baseURL,
  chatModel: 'mock-chat',
  memoryModel: 'mock-chat',
  language: 'en',
  compactMaxTurns: 8,
  compactMaxChars: 12000,
  memoryPaused: false,
});

/** A worker API on a fresh session (or on `hash` again: a reload), with a handle on its chat database. */
export async function bootWorker(hash = randomBytes(8).toString('hex')) {
  const api = createWorkerApi();
  expect((await api.init({ sessionHash: hash })).ok).toBe(true);
  return { api, hash, db: openChatDb(hash) };
}

export type WorkerApiUnderTest = ReturnType<typeof createWorkerApi>;
