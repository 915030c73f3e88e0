import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectRecalled, itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';

// A memory written in German names the user's condition, drug, pastime or loan; the user asks in another language by
// its everyday name, its drug, its gear or its money words (conceptBridgeConditions, drugClasses, pastimes,
// lifeEvents .data.ts), a form whose words enclose a side or a possessive (enclosedWords.ts), a Russian case
// (read by stem, conceptReading.ts), or after a workplace or a body part in a CJK possessive (describingModifiers.ts). A world
// question about the matter reaches nothing.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['Tinnitus', 'Gehör'],
    text: 'Sie hat seit Jahren einen Tinnitus auf dem linken Ohr.',
    personal: [
      'O zumbido no meu ouvido esquerdo piorou',
      'Шум в левом ухе усилился',
      "Il fischio all'orecchio sinistro è peggiorato",
      'the ringing in my left ear is worse today, what can I do?',
      '我左耳的耳鸣越来越严重了',
    ],
    world: ['Что вызывает шум в ушах?', "Pourquoi entend-on un sifflement dans l'oreille ?", '耳鸣是什么原因引起的？'],
  },
  {
    tags: ['Rheuma', 'Methotrexat', 'Hände'],
    text: 'Sie hat rheumatoide Arthritis in den Händen und spritzt jeden Montag Methotrexat.',
    personal: [
      'Можно ли мне пить вино с метотрексатом?',
      '我用甲氨蝶呤期间可以喝酒吗？',
      'Puis-je boire un verre de vin avec le méthotrexate ?',
      'my fingers are swollen this morning, should I call my rheumatologist?',
    ],
    world: ['Кто изобрёл метотрексат?', '甲氨蝶呤是谁发明的？', 'Qui a découvert la polyarthrite rhumatoïde ?'],
  },
  {
    tags: ['Heuschnupfen', 'Birke'],
    text: 'Im April hat sie Heuschnupfen.',
    personal: ['la cetirizina mi fa dormire, cosa posso prendere?', 'my antihistamine makes me sleepy, what else can I take?'],
    world: ['Who invented cetirizine?'],
  },
  {
    tags: ['Bienen', 'Imkerin', 'Völker'],
    text: 'Sie ist Hobby-Imkerin mit drei Bienenvölkern hinter der Werkstatt.',
    personal: [
      'Quand traiter mes ruches contre le varroa ?',
      '¿Cuándo trato mis colmenas contra la varroa?',
      'Когда обрабатывать мои ульи от клеща варроа?',
      'Quando tratto i miei alveari contro la varroa?',
      '我的蜂箱什么时候治螨？',
      'when should I treat my beehives for varroa?',
    ],
    world: ['Pourquoi les abeilles disparaissent-elles ?', '蜜蜂是怎么酿蜜的？'],
  },
  {
    tags: ['Wandern', 'Schwarzwald'],
    text: 'Sie wandert gern im Schwarzwald.',
    personal: ['plan me a hiking route for Saturday', 'Propose-moi une randonnée pour samedi'],
    world: ['Who invented trekking poles?'],
  },
  {
    tags: ['Kredit', 'Sparkasse', 'Werkstatt'],
    text: 'Für die Werkstatthalle zahlt sie einen Kredit bei der Sparkasse ab: 1,9 % fest bis 2029.',
    personal: ['工作室的贷款要不要提前还？', '공방 대출을 미리 갚는 게 나을까?', 'Conviene estinguere il mio prestito in anticipo?'],
    world: ['What is a loan?', '贷款是什么意思？'],
  },
];

describe('the user’s condition, drug, pastime or loan named in another language', () => {
  itBridgesCases(CASES);

  it('Given a loan memory only, when a Japanese question names a mortgage (住宅|ローン joined), then the loan is not reached', () => {
    const store = [
      bridgeMemory('recurring_constraint', 'Für die Werkstatthalle zahlt sie einen Kredit ab.', ['Kredit', 'Werkstatt'], 'workshop loan'),
      ...bridgeFiller(),
    ];
    expect(selectRelevantMemories(store, '私の住宅ローンの金利はどう比べればいい？').map((m) => m.stableKey)).not.toContain(
      store[0]?.stableKey,
    );
    expectRecalled(store, '私のローンを繰り上げ返済するべき？', store[0]?.stableKey);
  });

  it('Given a tinnitus memory, when the form encloses another’s possessive ("шум в его ухе"), then it is not reached', () => {
    const store = [bridgeMemory('stable_user_context', 'Sie hat einen Tinnitus.', ['Tinnitus'], 'tinnitus'), ...bridgeFiller()];
    expect(selectRelevantMemories(store, 'Шум в его ухе усилился, что ему делать?').map((m) => m.stableKey)).not.toContain(
      store[0]?.stableKey,
    );
    expectRecalled(store, 'Шум в моём ухе усилился, что мне делать?', store[0]?.stableKey);
  });
});
