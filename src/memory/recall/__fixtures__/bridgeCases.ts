import { expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// What the bridge tests (placeNameHolders, conceptBridgeHealth, transliteratedNames) share: a memory written a
// second apart from the last, and the check that a question recalls one memory alike through the contract and the index.

let clock = 0;
export const bridgeMemory = (type: MemoryType, text: string, tags: string[], subject: string): UserMemory =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-07-01T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );

/** The keys the question selects; asserts the index selects the same and that `key` is among them. */
export function expectRecalled(store: readonly UserMemory[], question: string, key: string | undefined): string[] {
  const picked = selectRelevantMemories(store, question).map((m) => m.stableKey);
  expect(picked).toContain(key);
  expect(selectFromIndex(buildRecallIndex(store), question).map((m) => m.stableKey)).toEqual(picked);
  return picked;
}

/** Two memories on other topics, so a bridged memory is picked out of a store, not taken as its only one. */
export const bridgeFiller = (): UserMemory[] => [
  bridgeMemory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  bridgeMemory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

/** One English memory and the questions that must (personal) and must not (world) reach it through a concept. */
export interface BridgeCase {
  readonly tags: string[];
  readonly text: string;
  readonly personal: readonly string[];
  readonly world: readonly string[];
}

/** Every concept has forms in the ten languages, and no form of a language names two of them. */
export function expectDisjointForms(concepts: readonly { id: string; forms: Readonly<Record<string, readonly string[]>> }[]): void {
  const seen = new Map<string, string>();
  for (const c of concepts) {
    expect(Object.keys(c.forms), c.id).toHaveLength(10);
    for (const [language, forms] of Object.entries(c.forms)) {
      expect(forms.length, `${c.id} ${language}`).toBeGreaterThan(0);
      for (const form of forms) {
        const key = `${language}:${form}`;
        expect(seen.get(key) ?? c.id, key).toBe(c.id);
        seen.set(key, c.id);
      }
    }
  }
}

/** The personal questions of each case recall its memory beside the filler; the world questions do not. */
export function itBridgesCases(cases: readonly BridgeCase[]): void {
  for (const c of cases) {
    const store = () => [bridgeMemory('stable_user_context', c.text, c.tags, c.tags[0] ?? ''), ...bridgeFiller()];
    it.each(c.personal)(`Given one English memory tagging ${c.tags[0]}, when the user asks "%s", then it is recalled`, (question) => {
      const s = store();
      expectRecalled(s, question, s[0]?.stableKey);
    });
    it.each(c.world)(
      `Given one English memory tagging ${c.tags[0]}, when a world question asks "%s", then it is not recalled`,
      (question) => {
        const s = store();
        expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(s[0]?.stableKey);
      },
    );
  }
}
