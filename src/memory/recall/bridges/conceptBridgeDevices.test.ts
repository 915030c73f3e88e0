import { describe, it } from 'vitest';
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
});
