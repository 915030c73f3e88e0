import fc from 'fast-check';
import { compareRevs, type Rev } from './clock';
import { deriveSpaceKeys, type SpaceKeys } from './keys';
import type { MemoryContent, MemorySlot, MemoryStatusValue } from './payloads';
import { canonicalJson } from './registers';
import type { SlotContext } from './sealedSlots';

// Test helpers for the sync core: real WebCrypto (Node's), fast key derivation, and generators of
// slot sets for the property tests.

export const DEVICES = ['AAAAAAAAAAA', 'BBBBBBBBBBB', 'CCCCCCCCCCC'] as const;
export const SPACE_ID = new Uint8Array(16).fill(7);

/** Real PBKDF2, with few iterations so a test derives keys in milliseconds. */
export const testKeys = (passphrase = 'correct horse battery staple', epoch = 1, spaceId = SPACE_ID): Promise<SpaceKeys> =>
  deriveSpaceKeys(crypto.subtle, passphrase, spaceId, { epoch, iterations: 1_000 });

export const randomBytes = (n: number): Uint8Array => crypto.getRandomValues(new Uint8Array(n));

export async function slotContext(passphrase?: string): Promise<SlotContext> {
  return { subtle: crypto.subtle, keys: await testKeys(passphrase), randomBytes };
}

/** Small ranges on purpose: equal walls and counters are where clocks and folds go wrong. */
export const revArb: fc.Arbitrary<Rev> = fc.tuple(
  fc.integer({ min: 1, max: 12 }),
  fc.integer({ min: 0, max: 2 }),
  fc.constantFrom(...DEVICES),
);

const contentArb = (type: MemoryContent['type'], subject: string): fc.Arbitrary<MemoryContent> =>
  fc.constantFrom('喜欢吃桃子', '喜欢吃新鲜的桃子', '爱吃桃子').map((text) => ({
    type,
    text: `用户${text}。`,
    identity: { subject, ...(type === 'user_preference' ? { polarity: 'prefer' as const } : {}) },
    tags: ['桃子'],
    confidence: 0.9,
    source: 'eligible_completed_turn' as const,
    sourceConversationId: 'conv-1',
    createdAt: '2026-11-01T00:00:00.000Z',
  }));

const statusArb: fc.Arbitrary<MemoryStatusValue> = fc.oneof(
  fc.constant({ status: 'active' as const }),
  fc.constant({ status: 'suppressed' as const, suppressedAt: '2026-11-02T00:00:00.000Z', suppressedByConversationId: 'conv-2' }),
);

/** One device's slot of the memory `k`: a live version (maybe carrying a known delete) or a bare tombstone. */
export const memorySlotArb = (device: string, k = 'user_preference:桃子:prefer'): fc.Arbitrary<MemorySlot> =>
  fc
    .record({
      rev: revArb.map((r): Rev => [r[0] + 12, r[1], device]),
      del: fc.option(revArb, { nil: undefined }),
      live: fc.boolean(),
      created: revArb,
      content: fc.record({ rev: revArb, value: contentArb('user_preference', '桃子') }),
      status: fc.record({ rev: revArb, seen: fc.option(revArb, { nil: null }), value: statusArb }),
    })
    .map(({ rev, del, live, created, content, status }): MemorySlot => {
      const base = { v: 1 as const, t: 'memory' as const, k, rev, ...(del ? { del } : {}) };
      return live || !del ? { ...base, created, content, status } : base;
    });

/** A replica's view of one record: at most one slot per device (the latest version of it it received). */
export type SlotSet = ReadonlyMap<string, MemorySlot>;

export const slotSetArb: fc.Arbitrary<SlotSet> = fc
  .subarray([...DEVICES], { minLength: 0 })
  .chain((devices) => fc.tuple(...devices.map((d) => memorySlotArb(d))))
  .map((slots) => new Map(slots.map((s) => [s.rev[2], s])));

/** What two replicas hold after exchanging updates: per slot, its latest version (one writer per slot). */
export function mergeSlotSets(a: SlotSet, b: SlotSet): SlotSet {
  const out = new Map(a);
  for (const [device, slot] of b) {
    const mine = out.get(device);
    const order = mine ? compareRevs(slot.rev, mine.rev) : 1;
    if (order > 0 || (order === 0 && canonicalJson(slot) > canonicalJson(mine))) out.set(device, slot);
  }
  return out;
}
