import { describe, expect, it } from 'vitest';
import { createMemorySettings, sameEmbeddingTarget } from './memorySettings';

const page = { apiKey: 'sk-a', baseURL: 'https://api.example.com/v1', memoryModel: 'm', embeddingModel: 'e' };

describe('memory settings', () => {
  it('given the same settings sent again, when applied, then the embedding target has not changed', () => {
    const settings = createMemorySettings();
    expect(settings.apply(page).embeddingChanged).toBe(true);
    expect(settings.apply({ ...page }).embeddingChanged).toBe(false);
  });

  it('given a field that only joined strings could confuse, when compared, then each field counts on its own', () => {
    // "a\0b" + "c" and "a" + "b\0c" join to the same string; by value they differ.
    const a = { apiKey: 'k', baseURL: 'https://x/a\u0000b', embeddingModel: 'c' };
    const b = { apiKey: 'k', baseURL: 'https://x/a', embeddingModel: 'b\u0000c' };
    expect(sameEmbeddingTarget(a, b)).toBe(false);
    expect(sameEmbeddingTarget(a, { ...a })).toBe(true);
    expect(sameEmbeddingTarget(a, { ...a, keyOrigin: 'https://x' })).toBe(false);
  });

  it('given a key that belongs to another endpoint, when applied, then no call settings, secrets or embedding are kept', () => {
    const settings = createMemorySettings();
    settings.apply({ ...page, keyOrigin: 'https://other.example.com' });
    expect(settings.calls()).toBeNull();
    expect(settings.embedding()).toBeNull();
    expect(settings.knownSecrets()).toEqual([]);
  });

  it('given no embedding model, when applied, then meaning is off and the deadline falls back to the default', () => {
    const settings = createMemorySettings();
    const { meaningOff } = settings.apply({ ...page, embeddingModel: '  ', embedDeadlineMs: 0 });
    expect(meaningOff).toBe(true);
    expect(settings.embedDeadlineMs()).toBeGreaterThan(0);
    expect(settings.knownSecrets()).toEqual(['sk-a']);
  });
});
