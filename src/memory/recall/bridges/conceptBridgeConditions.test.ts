import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';

// The bridge's further lasting conditions (conceptBridgeConditions.data.ts): every one written in the ten languages; a
// question about the user naming one in one language reaches the memory tagging it in another; a world question does
// not.

const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

const CASES: readonly { tags: string[]; text: string; personal: readonly string[]; world: readonly string[] }[] = [
  {
    tags: ['dyslexia', 'school'],
    text: 'User is dyslexic and prefers short written answers.',
    personal: ['我有阅读障碍,看长文件很累,怎么办?', 'soy disléxica, ¿cómo preparo el examen?'],
    world: ['阅读障碍是谁最早发现的?'],
  },
  {
    tags: ['hyperthyroidism', 'medication'],
    text: 'User has hyperthyroidism and takes thiamazole twice a day.',
    personal: ['у меня гипертиреоз, можно ли мне кофе?', 'Schilddrüsenüberfunktion: darf ich Sport machen?'],
    world: ['甲状腺是谁发现的?'],
  },
  {
    tags: ['anaemia', 'iron'],
    text: 'User has iron-deficiency anaemia and takes iron tablets every other day.',
    personal: ['Eisentabletten jeden zweiten Tag: besser morgens oder abends?', '我贫血,早餐吃什么好?'],
    world: ['Quem descobriu a anemia falciforme?'],
  },
  {
    tags: ['tinnitus'],
    text: 'User has tinnitus since a concert and sleeps with white noise.',
    personal: ['耳鸣的时候我该怎么睡觉?', "j'ai des acouphènes, que faire la nuit ?"],
    world: ['¿Qué es el acúfeno pulsátil?'],
  },
];

describe('the further conditions of the bridge', () => {
  it('Given the table, then every condition has forms in the ten languages and no form names two conditions', () => {
    const seen = new Map<string, string>();
    for (const c of [...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS])
      for (const [language, forms] of Object.entries(c.forms)) {
        expect(forms.length, `${c.id} ${language}`).toBeGreaterThan(0);
        for (const form of forms) {
          const key = `${language}:${form}`;
          expect(seen.get(key) ?? c.id, key).toBe(c.id);
          seen.set(key, c.id);
        }
      }
    expect(Object.keys(CONDITION_CONCEPTS[0]?.forms ?? {})).toHaveLength(10);
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
