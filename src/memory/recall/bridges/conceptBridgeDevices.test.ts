import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { DEVICE_CONCEPTS } from './conceptBridgeDevices.data';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';

// The aids a body lives with (conceptBridgeDevices.data.ts): every one written in the ten languages; a question about
// the user naming one in one language reaches the memory tagging it in another; a world question does not. Every case
// here is invented for this file.

const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

const CASES: readonly { tags: string[]; text: string; personal: readonly string[]; world: readonly string[] }[] = [
  {
    tags: ['hearing aids'],
    text: 'User wears hearing aids in both ears since 2019.',
    personal: [
      '我的助听器在地铁里嗡嗡响,怎么办?',
      'Meine Hörgeräte pfeifen beim Telefonieren',
      'los audífonos me molestan con las gafas de sol',
    ],
    world: ['Wer hat das erste Hörgerät erfunden?'],
  },
  {
    tags: ['reading glasses'],
    text: 'User needs reading glasses for anything closer than an arm.',
    personal: ['私の老眼鏡、度が合わなくなってきた', 'mes lunettes de lecture glissent, que faire ?'],
    world: ['¿Quién inventó las gafas?'],
  },
  {
    tags: ['insulin pump', 'diabetes type 1'],
    text: 'User manages type 1 diabetes with an insulin pump.',
    personal: ['posso andare al mare con il microinfusore?', 'можно ли мне в сауну с инсулиновой помпой?'],
    world: ['インスリンポンプはいつ発明された?'],
  },
  {
    tags: ['wheelchair'],
    text: "User's mother uses a wheelchair outside the flat.",
    personal: ['휠체어로 갈 수 있는 식당 추천해 줘', 'a minha cadeira de rodas cabe no comboio?'],
    world: ['Chi ha inventato la sedia a rotelle?'],
  },
];

describe('the aids a body lives with, in the bridge', () => {
  it('Given the table, then every aid has forms in the ten languages and no form names two health concepts', () => {
    const seen = new Map<string, string>();
    for (const c of [...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...DEVICE_CONCEPTS])
      for (const [language, forms] of Object.entries(c.forms)) {
        expect(forms.length, `${c.id} ${language}`).toBeGreaterThan(0);
        for (const form of forms) {
          const key = `${language}:${form}`;
          expect(seen.get(key) ?? c.id, key).toBe(c.id);
          seen.set(key, c.id);
        }
      }
    for (const c of DEVICE_CONCEPTS) expect(Object.keys(c.forms), c.id).toHaveLength(10);
  });

  for (const c of CASES) {
    it.each(c.personal)(`Given one English memory tagging ${c.tags[0]}, when the user asks "%s", then it is recalled`, (question) => {
      const store = [memory('stable_user_context', c.text, c.tags, c.tags[0] ?? ''), ...filler()];
      expectRecalled(store, question, store[0]?.stableKey);
    });
    it.each(c.world)(
      `Given one English memory tagging ${c.tags[0]}, when a world question asks "%s", then it is not recalled`,
      (question) => {
        const store = [memory('stable_user_context', c.text, c.tags, c.tags[0] ?? ''), ...filler()];
        expect(selectRelevantMemories(store, question).map((s) => s.stableKey)).not.toContain(store[0]?.stableKey);
      },
    );
  }
});
