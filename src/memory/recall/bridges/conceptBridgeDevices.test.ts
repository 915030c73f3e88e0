import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { expectDisjointForms, itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { CONDITION_CONCEPTS } from './conceptBridgeConditions.data';
import { DEVICE_CONCEPTS } from './conceptBridgeDevices.data';
import { HEALTH_CONCEPTS } from './conceptBridgeHealth.data';

// The aids a body lives with (conceptBridgeDevices.data.ts): every one written in the ten languages; a question about
// the user naming one in one language reaches the memory tagging it in another; a world question does not. Every case
// here is invented for this file.

const CASES: readonly BridgeCase[] = [
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
    tags: ['sleep apnoea', 'CPAP'],
    text: 'User sleeps with a CPAP machine for obstructive sleep apnoea.',
    personal: ['戴呼吸机面罩鼻子被压红了', '양압기 마스크 때문에 코가 아파요', 'моя маска СИПАП натирает нос'],
    world: ['Wer hat das CPAP-Gerät erfunden?', '呼吸机是谁发明的？'],
  },
  {
    tags: ['bee stings', 'adrenaline pen'],
    text: 'User is allergic to bee stings and carries an adrenaline auto-injector.',
    personal: ['Was muss die Lehrerin über meinen Notfall-Pen wissen?', 'mi autoinyector caduca en mayo, ¿qué hago?'],
    world: ["Qui a inventé l'auto-injecteur d'adrénaline ?"],
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
    expectDisjointForms([...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS, ...DEVICE_CONCEPTS]);
  });

  itBridgesCases(CASES);

  it('Given the condition and its machine in two memories, then the machine reaches its own and the condition its own', () => {
    const store = [
      bridgeMemory(
        'stable_user_context',
        'Graça has obstructive sleep apnoea and sleeps with a CPAP.',
        ['sleep apnoea', 'CPAP'],
        'sleep apnoea',
      ),
      bridgeMemory('stable_user_context', 'A máscara do CPAP deixa-lhe marcas no nariz.', ['CPAP', 'máscara', 'nariz'], 'CPAP mask'),
      ...bridgeFiller(),
    ];
    expectRecalled(store, '戴呼吸机面罩鼻子被压红了', store[1]?.stableKey);
    expectRecalled(store, '睡眠呼吸暂停的人怎么减肥最有效？', store[0]?.stableKey);
    expect(selectRelevantMemories(store, '呼吸机是谁发明的？')).toHaveLength(0);
  });
});
