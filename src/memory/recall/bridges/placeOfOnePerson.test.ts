import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';

// Several memories name a city in their topic, none about the city itself, all about one named relative (a card in
// Japanese tagging トロント, a wedding in Russian tagging Торонто): a personal question naming the city in another
// language reaches the relative's card (placeNameBridge.ts, oneNamedCard); two people holding the city tell neither,
// and a world question about the city reaches nothing. A German or French question names Toronto as English does (the
// table's "=" forms).

const card = () =>
  bridgeMemory(
    'stable_user_context',
    '兄のクイロンはトロントの韓国料理店でシェフをしている。',
    ['兄', 'クイロン', 'トロント'],
    'brother Quillon',
  );
const wedding = () =>
  bridgeMemory(
    'project_context',
    'Брат Квиллон женится в Торонто в октябре, и она полетит туда одна.',
    ['Торонто', 'брат', 'свадьба'],
    'Quillon wedding',
  );

describe('a city held by several memories of one relative', () => {
  it.each([
    ['en', 'what do I bring as a present to Toronto?'],
    ['zh', '我去多伦多带什么礼物好？'],
    ['ko', '내가 토론토에 갈 때 선물 뭐 가져갈까?'],
    ['de', 'was bringe ich als Geschenk nach Toronto mit?'],
    ['fr', "qu'est-ce que j'apporte comme cadeau à Toronto ?"],
  ])('Given the card and the wedding, when the user asks in %s "%s", then the card is recalled', (_language, question) => {
    const store = [card(), wedding(), ...bridgeFiller()];
    expectRecalled(store, question, store[0]?.stableKey);
  });

  it('Given two people’s memories of the city, when the user asks of it, then neither is recalled', () => {
    const friend = bridgeMemory(
      'stable_user_context',
      '友達のマリボはトロントで歯医者をしている。',
      ['友達', 'マリボ', 'トロント'],
      'friend Maribo',
    );
    expect(selectRelevantMemories([card(), friend, wedding(), ...bridgeFiller()], 'what do I bring as a present to Toronto?')).toEqual([]);
  });

  it('Given the card and the wedding, when the world question asks of the city, then nothing is recalled', () => {
    expect(selectRelevantMemories([card(), wedding(), ...bridgeFiller()], 'what is the population of Toronto?')).toEqual([]);
  });
});
