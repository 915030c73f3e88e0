import { describe, it } from 'vitest';
import { expectDisjointForms, itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';

// The bridge's further lasting conditions (conceptBridgeConditions.data.ts): every one written in the ten languages; a
// question about the user naming one in one language reaches the memory tagging it in another; a world question does
// not.

const CASES: readonly BridgeCase[] = [
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
    expectDisjointForms([...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS]);
  });

  itBridgesCases(CASES);
});
