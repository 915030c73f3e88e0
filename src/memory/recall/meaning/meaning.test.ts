import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { fuseRecall, outrankedByRulePick, SEMANTIC_SELECT_Z, type FusionInput } from './fusion';
import { calibrateMeaning, meaningSignals } from './calibration';
import { selectFusedFromIndex } from './fusedSelection';
import { buildRecallIndex } from '../recallIndex';
import type { SemanticSignals } from './similarity';
import { cosineAll, embeddingTextOf, normalizeQueryForCache, packVectors, textHash, unitVector } from './similarity';

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

describe('calibrated meaning signal', () => {
  const DIM = 64;
  /** A bag-of-words vector: one dimension per word. */
  const words = (...dims: number[]): Float32Array => unitVector(Float32Array.from({ length: DIM }, (_, i) => (dims.includes(i) ? 1 : 0)));
  const matrix = (rows: Float32Array[]) =>
    packVectors(
      rows[0]?.length ?? DIM,
      rows.map((vector, i) => ({ key: String(i), vector })),
    );
  // 32 decoys, each of its own two words: unrelated to every memory and question below.
  const decoys = matrix(Array.from({ length: 32 }, (_, i) => words(20 + (i % 40), 21 + ((i + 7) % 40))));

  it("Given a model that adds one shared direction to every text (unrelated cosines near 0.8), then every memory's signal is the same", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.integer({ min: 3, max: 24 }),
        fc.float({ min: Math.fround(0.5), max: 3, noNaN: true }),
        (seed, count, shared) => {
          // Pseudo-random directions from the seed (fast-check's edge values would make every pair tie).
          let x = seed;
          const next = () => {
            x = (Math.imul(x, 1103515245) + 12345) >>> 1;
            return (x % 2000) / 1000 - 1;
          };
          const row = () => Array.from({ length: 11 }, next);
          const [memoryRows, decoyRows, question] = [Array.from({ length: count }, row), Array.from({ length: 32 }, row), row()];
          // Unit rows orthogonal to the last axis; the shift adds the same amount of it to each, so all norms stay equal.
          const lift = (v: number[], w: number) => Float32Array.from([...unitVector(v), w]);
          const signal = (w: number) => {
            const memories = matrix(memoryRows.map((v) => lift(v, w)));
            const anchors = matrix(decoyRows.map((v) => lift(v, w)));
            return meaningSignals(memories, anchors, calibrateMeaning(memories, anchors), unitVector(lift(question, w)));
          };
          const [plain, shifted] = [signal(0), signal(shared)];
          plain.forEach((z, i) => expect(Math.abs(z - (shifted[i] as number))).toBeLessThan(0.02 + 0.02 * Math.abs(z)));
        },
      ),
      { numRuns: 40 },
    );
  });
  it('Given one memory sharing most of the question and others unrelated, then it alone clears the threshold', () => {
    const memories = matrix([words(0, 1, 2, 3), words(4, 5), words(6, 7), words(8, 9), words(10, 11)]);
    const z = meaningSignals(memories, decoys, calibrateMeaning(memories, decoys), words(0, 1, 2, 12));
    expect(z[0]).toBeGreaterThan(SEMANTIC_SELECT_Z);
    expect(Math.max(...z.slice(1))).toBeLessThan(1);
  });

  it('Given a bag-of-words model where every unrelated pair scores exactly 0, then one shared filler word does not clear the threshold but real overlap does', () => {
    const memories = matrix([words(4, 12, 13, 14, 15, 16, 17, 18, 19, 62), words(0, 1, 2, 5, 6), words(8, 9), words(10, 11)]);
    const z = meaningSignals(memories, decoys, calibrateMeaning(memories, decoys), words(0, 1, 2, 3, 4));
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

describe('a world question against the meaning signal', () => {
  const typescript = memoryFrom(
    rawCandidate({ text: 'The user prefers TypeScript over JavaScript.', tags: ['typescript', 'javascript'], subject: 'TypeScript' }),
  );
  const plain = memoryFrom(
    rawCandidate({
      type: 'communication_preference',
      text: 'Explain TypeScript and JavaScript terms in plain words first.',
      tags: ['typescript', 'javascript', 'explain'],
      subject: 'plain explanations',
      polarity: null,
    }),
  );
  const index = buildRecallIndex([typescript, plain]);
  const question = 'When was TypeScript released, and how does it relate to JavaScript?';
  const signals = (z: number): SemanticSignals => ({ get: () => z, atLeast: () => [] });
  const picked = (s: SemanticSignals | null) => selectFusedFromIndex(index, question, s).map((m) => m.stableKey);

  it('Given no vectors, then the rules pick the topical memory on two anchors', () => {
    expect(picked(null)).toContain(typescript.stableKey);
  });

  it('Given a meaning signal at the unrelated level, then the topical memory the rules chose is dropped; a how-to-answer memory stays', () => {
    expect(picked(signals(0.4))).not.toContain(typescript.stableKey);
    expect(picked(signals(0.4))).toContain(plain.stableKey);
  });

  it('Given a meaning signal that agrees, then the topical memory stays', () => {
    expect(picked(signals(4))).toContain(typescript.stableKey);
  });

  it('Given a strong meaning signal for a memory the rules cannot reach, then a world question does not get it and a question about the user does', () => {
    const hiking = memoryFrom(
      rawCandidate({ text: 'The user likes hiking in the mountains.', tags: ['hiking', 'mountains'], subject: 'hiking' }),
    );
    const own = buildRecallIndex([hiking, plain]);
    const strong: SemanticSignals = {
      get: (key) => (key === hiking.stableKey ? 9 : 0),
      atLeast: () => [[hiking.stableKey, 9]],
    };
    const keys = (q: string) => selectFusedFromIndex(own, q, strong).map((m) => m.stableKey);
    expect(keys('How do airplanes stay in the air?')).not.toContain(hiking.stableKey);
    expect(keys('What could I do outdoors this Saturday?')).toContain(hiking.stableKey);
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

  it('Given the rules chose the best memory by meaning, then a meaning-only neighbour below it stays out; above it or tied, it comes in', () => {
    const [rule, other] = [mem('The user writes tests first.'), mem('The user wants code reviewed for security.')];
    const keys = (ruleSemantic: number, otherSemantic: number): string[] =>
      fuseRecall([
        input(rule, { ruleScore: 3, ruleSelected: true, semantic: ruleSemantic }),
        input(other, { semantic: otherSemantic }),
      ]).map((g) => g.stableKey);
    expect(keys(9, 8)).toEqual([rule.stableKey]);
    expect(keys(8, 9).sort()).toEqual([rule.stableKey, other.stableKey].sort());
    expect(keys(8, 8).sort()).toEqual([rule.stableKey, other.stableKey].sort());
    // A best the rules did not choose outranks nothing: the top-ratio test alone decides.
    expect(fuseRecall([input(rule, { semantic: 9 }), input(other, { semantic: 8 })])).toHaveLength(2);
  });

  it('Given any increasing rescaling of the signals (the scale and spread of another model), then the outranked test gives the same answer', () => {
    fc.assert(
      fc.property(
        // Signals on a grid of 0.1, so ties stay ties after floating-point rescaling.
        fc.integer({ min: -50, max: 200 }).map((n) => n / 10),
        fc.integer({ min: -50, max: 200 }).map((n) => n / 10),
        fc.boolean(),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (top, candidate, ruleSelected, scale, shift) => {
          const [a, b] = [mem('One.'), mem('Two.')];
          const at = (f: (x: number) => number): boolean =>
            outrankedByRulePick(input(b, { semantic: f(candidate) }), input(a, { ruleSelected, semantic: f(top) }));
          expect(at((x) => scale * x + shift)).toBe(at((x) => x));
          expect(at((x) => Math.exp(x / 4))).toBe(at((x) => x));
        },
      ),
    );
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
