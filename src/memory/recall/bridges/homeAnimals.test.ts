import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectDisjointForms, itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { CONCEPTS } from './conceptBridge.data';
import { HOME_ANIMAL_CONCEPTS } from './homeAnimals.data';

// The animals a household keeps beside dogs and cats (homeAnimals.data.ts): a question about the user's own horse,
// donkey, hamster or guinea pig in one language reaches the card that introduces it in another; a world question
// about the animal, and a word that only looks like one (半马, a half marathon; Italian "burro", butter), do not.
// Every case here is invented for this file.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['Tornado', 'horse'],
    text: 'User keeps a grey horse, Tornado, at a livery yard.',
    personal: ['mein Pferd lahmt seit gestern, was tun?', '我的马匹冬天要不要穿马衣？', 'mon cheval tousse le matin'],
    world: ['Wie lange leben Pferde?'],
  },
  {
    tags: ['Nina', 'donkey'],
    text: 'User has a donkey, Nina, in the orchard.',
    personal: ['Wie erkenne ich Hufrehe bei meiner Eselin?', '우리 당나귀가 밥을 안 먹어', 'la mia asina zoppica, cosa faccio?'],
    world: ['¿Cuántos años vive un asno?'],
  },
  {
    tags: ['Krümel', 'hamster'],
    text: 'User’s hamster Krümel lives in a big cage in the study.',
    personal: ['我的仓鼠晚上一直咬笼子怎么办', 'мой хомяк перестал есть, что делать?'],
    world: ['What do wild hamsters eat?'],
  },
  {
    tags: ['Pip', 'guinea pig'],
    text: 'User keeps a guinea pig, Pip, indoors.',
    personal: ['mein Meerschweinchen niest oft, schlimm?', 'うちのモルモットが夜に鳴く'],
    world: ['Wer hat das Meerschweinchen nach Europa gebracht?'],
  },
];

describe('home animals in the bridge', () => {
  it('Given the tables, then every animal has forms in the ten languages and no form names two animals', () => {
    expectDisjointForms([...CONCEPTS.filter((c) => c.kind === 'pet'), ...HOME_ANIMAL_CONCEPTS]);
  });

  itBridgesCases(CASES);

  it.each([
    ['帮我做个半马训练计划', ['Tornado', 'horse'], 'User keeps a grey horse, Tornado, at a livery yard.'],
    ['posso usare il burro nella torta?', ['Nina', 'donkey'], 'User has a donkey, Nina, in the orchard.'],
  ])('Given an animal card, when "%s" only looks like the animal, then it stays out', (question, tags, text) => {
    const store = [bridgeMemory('stable_user_context', text, tags, tags[0] ?? ''), ...bridgeFiller()];
    expect(selectRelevantMemories(store, question).map((m) => m.stableKey)).not.toContain(store[0]?.stableKey);
  });
});
