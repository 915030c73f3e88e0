import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { fuseRecall, SEMANTIC_SELECT_Z, type FusionInput } from './fusion';
import { cosineAll, embeddingTextOf, normalizeQueryForCache, normalizeSimilarities, packVectors, textHash, unitVector } from './similarity';

const ZERO = { tags: 0, identity: 0, wholeText: 0, partialText: 0, latin: 0 };
const mem = (text: string, type: UserMemory['type'] = 'user_preference', updatedAt = '2025-01-01T00:00:00.000Z'): UserMemory =>
  memoryFrom(
    rawCandidate({ type, text, tags: ['x'], subject: text.slice(0, 20), polarity: type === 'user_preference' ? 'prefer' : null }),
    updatedAt,
  );
const input = (memory: UserMemory, o: Partial<FusionInput> = {}): FusionInput => ({
  memory,
  ruleScore: 0,
  breakdown: ZERO,
  ruleSelected: false,
  controlledOk: true,
  semantic: null,
  ...o,
});

describe('embedded text and its hash', () => {
  it('Given a memory, then its text, tags and subject are embedded, and the hash changes with any of them', () => {
    const m = memoryFrom(rawCandidate({ text: 'The user prefers TypeScript.', tags: ['typescript', '编程语言'], subject: 'TypeScript' }));
    expect(embeddingTextOf(m)).toBe('The user prefers TypeScript.\ntypescript, 编程语言\nTypeScript');
    expect(textHash(embeddingTextOf(m))).toBe(textHash(embeddingTextOf({ ...m })));
    expect(textHash(embeddingTextOf({ ...m, tags: ['typescript'] }))).not.toBe(textHash(embeddingTextOf(m)));
  });
  it('Given the same question typed differently, then the cache key is the same', () => {
    expect(normalizeQueryForCache('  What  LANGUAGE?')).toBe(normalizeQueryForCache('what language?'));
  });
});

describe('per-query normalisation', () => {
  it("Given any cosines, when shifted and scaled (another embedder's scale), then the signal is the same", () => {
    fc.assert(
      fc.property(
        fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.float({ min: -1, max: 1, noNaN: true }), { minLength: 8, maxLength: 40 }),
        fc.float({ min: Math.fround(0.05), max: 1, noNaN: true }),
        fc.float({ min: -0.5, max: 0.5, noNaN: true }),
        (memories, anchors, scale, shift) => {
          const base = normalizeSimilarities(Float32Array.from(memories), Float32Array.from(anchors));
          const moved = normalizeSimilarities(
            Float32Array.from(memories, (x) => x * scale + shift),
            Float32Array.from(anchors, (x) => x * scale + shift),
          );
          const pool = [...memories, ...anchors].sort((x, y) => x - y);
          const mid = pool[pool.length >> 1] as number;
          const mad = [...pool].map((x) => Math.abs(x - mid)).sort((x, y) => x - y)[pool.length >> 1] as number;
          // Invariance holds while the robust spread is above the (degenerate-pool) floor in both scales.
          const floorHit = (m: number, c: number) => 1.4826 * m < 0.05 * Math.max(1 - c, 0.002) * 1.5;
          if (floorHit(mad, mid) || floorHit(mad * scale, mid * scale + shift)) return;
          base.forEach((z, i) => expect(Math.abs(z - (moved[i] as number))).toBeLessThan(0.02 + 0.05 * Math.abs(z)));
        },
      ),
    );
  });

  it('Given one memory far above the decoys, then it alone clears the threshold', () => {
    const anchors = Float32Array.from([0.1, 0.12, 0.08, 0.11, 0.09, 0.1, 0.13, 0.07]);
    const z = normalizeSimilarities(Float32Array.from([0.6, 0.11]), anchors);
    expect(z[0]).toBeGreaterThan(SEMANTIC_SELECT_Z);
    expect(z[1]).toBeLessThan(1);
  });

  it('Given a bag-of-words embedder where every decoy scores exactly 0, then one shared filler word does not clear the threshold but real overlap does', () => {
    const z = normalizeSimilarities(Float32Array.from([0.1, 0.5, 0]), new Float32Array(32));
    expect(z[0]).toBeLessThan(SEMANTIC_SELECT_Z);
    expect(z[1]).toBeGreaterThan(SEMANTIC_SELECT_Z);
  });

  it('Given vectors, then brute-force cosine matches the definition', () => {
    const m = packVectors(3, [
      { key: 'a', vector: [3, 0, 4] },
      { key: 'b', vector: [0, 2, 0] },
      { key: 'bad', vector: [1, 1] },
    ]);
    expect(m.keys).toEqual(['a', 'b']);
    const sims = cosineAll(m, unitVector([0, 0, 1]));
    expect(sims[0]).toBeCloseTo(0.8);
    expect(sims[1]).toBeCloseTo(0);
  });
});

describe('fusion', () => {
  it('Given no rule hit and no strong meaning, then nothing is injected (zero injections allowed)', () => {
    expect(fuseRecall([input(mem('用户喜欢吃桃子。'), { semantic: 1.2 }), input(mem('The user likes tea.'), { semantic: 2.9 })])).toEqual(
      [],
    );
  });

  it('Given a strong meaning signal, then the memory is selected and marked as meaning matched; the rules still select their own', () => {
    const a = mem('The user prefers TypeScript.');
    const b = mem('用户不吃香菜。');
    const got = fuseRecall([input(a, { semantic: 5 }), input(b, { ruleScore: 3, ruleSelected: true, semantic: 0.2 })]);
    expect(got.map((g) => [g.stableKey, g.meaningMatched])).toEqual([
      [b.stableKey, false],
      [a.stableKey, true],
    ]);
  });

  it('Given a controlled type that fails the controlled test, then no meaning signal lets it in', () => {
    const project = mem('The user maintains fzfind.', 'project_context');
    expect(fuseRecall([input(project, { semantic: 9, controlledOk: false })])).toEqual([]);
  });

  it('Given a meaning-only candidate far below the best signal, then only the best comes in', () => {
    const [a, b] = [mem('A thing one.'), mem('A thing two.')];
    const got = fuseRecall([input(a, { semantic: 12 }), input(b, { semantic: 4 })]);
    expect(got.map((g) => g.stableKey)).toEqual([a.stableKey]);
  });

  it('Given many selected memories, then the budget of 3 items / 300 / 900 chars holds and the fused score ranks', () => {
    const many = Array.from({ length: 6 }, (_, i) =>
      input(mem(`Memory number ${i} ${'x'.repeat(280)}`), { ruleScore: 2 + i, ruleSelected: true, semantic: 5 - i }),
    );
    const got = fuseRecall(many);
    expect(got).toHaveLength(3);
    expect(got.reduce((n, g) => n + [...g.text].length, 0)).toBeLessThanOrEqual(900);
    expect(got.map((g) => g.score)).toEqual([...got.map((g) => g.score)].sort((x, y) => y - x));
  });
});
