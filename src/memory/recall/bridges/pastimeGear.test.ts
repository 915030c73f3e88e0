import { describe } from 'vitest';
import { itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';

// The pastimes a question names by their gear, catch or game (pastimeGear.data.ts): a question about the user's own
// fishing, records or board game in one language reaches the memory tagging it in another; a world question does not.
// Every case here is invented for this file.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['fly fishing', 'rivers'],
    text: 'User goes fly fishing on the mountain rivers every May.',
    personal: [
      '春天我去钓红点鲑用什么假饵？',
      '今度の休みにイワナを釣りに行きたい、何を持っていけばいい？',
      'Welche Forellen-Fliege nehme ich im Mai für meine Saiblinge?',
      '¿Qué caña de pescar me llevo para mis truchas de mayo?',
      'какую удочку мне взять на форель в мае?',
    ],
    world: ['Wann wurde die Forelle nach Europa gebracht?', 'fishing regulations in Hokkaido'],
  },
  {
    tags: ['vinyl', 'jazz'],
    text: 'User collects jazz on vinyl records and has about 400 of them.',
    personal: [
      'Welche Miles-Davis-Platte fehlt noch in meiner Sammlung?',
      '我的黑胶唱片怎么保存比较好？',
      'レコードの棚がもう一杯、どう整理すればいい？',
      'Какую пластинку мне добавить в коллекцию?',
    ],
    world: ['Who invented the gramophone record?'],
  },
  {
    tags: ['shogi', 'online'],
    text: 'User plays shogi online most evenings and is 3-dan.',
    personal: [
      '将棋で四段に上がるにはどんな定跡を覚えればいい？',
      '我的将棋怎么提升到四段？',
      '쇼기 3단에서 4단으로 올라가려면 뭘 해야 해?',
    ],
    world: ['将棋はいつ日本に伝わったの？', 'Who invented shogi?'],
  },
];

describe('pastimes by their gear in the bridge', () => {
  itBridgesCases(CASES);
});
