import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectDisjointForms, itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { LIFE_EVENT_CONCEPTS } from './lifeEvents.data';
import { WORK_MATTER_CONCEPTS } from './workMatters.data';
import { PASTIME_CONCEPTS } from './pastimes.data';
import { FARM_MATTER_CONCEPTS } from './farmMatters.data';

// The farm and dairy matters of the bridge (farmMatters.data.ts): a question about the user's own milking, calving,
// shearing, mastitis, rennet, cheese ageing or solar panels in one language reaches the memory tagging it in another;
// a world question, an "aged" cheese and two matters at once do not. Every case here is invented for this file.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['milking', 'cows'],
    text: 'User milks 60 Holstein cows twice a day in a rotary parlour.',
    personal: [
      '我的挤奶厅每天要冲洗几次？',
      'Wie kann ich mein Melken mit zwei Leuten beschleunigen?',
      'хочу ускорить доение, что поменять?',
    ],
    world: ['Who invented the milking machine?'],
  },
  {
    tags: ['calving', 'January'],
    text: 'User expects the calving season in January and sleeps in the barn then.',
    personal: ['Checkliste für meine Abkalbung im Januar', '分娩シーズンの夜の見回りを楽にしたい', 'préparer mes vêlages de janvier'],
    world: ['Qual é a origem da palavra parição?'],
  },
  {
    tags: ['shearing', 'alpacas'],
    text: 'User shears her alpacas every spring with a hired crew.',
    personal: ['¿Cuándo conviene el esquileo de mis alpacas?', '내 알파카 털깎기 전에 뭘 준비해?'],
    world: ['Wer hat die Schafschur erfunden?'],
  },
  {
    tags: ['mastitis', 'herd'],
    text: 'User fights mastitis in her goat herd every summer.',
    personal: [
      'mes chèvres ont encore une mammite, que faire ?',
      '我们羊场乳房炎又多了怎么办',
      'la conta delle cellule somatiche è alta, cosa faccio?',
    ],
    world: ['什么是乳房炎？'],
  },
  {
    tags: ['rennet', 'goat cheese'],
    text: 'User makes her goat cheese with a vegetable rennet from thistle.',
    personal: [
      '¿Puedo congelar mi cuajo de cardo?',
      'mon fournisseur de présure a fermé, quelle autre ?',
      'レンネットを変えたら味が変わった',
    ],
    world: ['Who discovered rennet?'],
  },
  {
    tags: ['stagionatura', 'cantina'],
    text: "L'utente stagiona le sue tome in una cantina a 10 °C.",
    personal: ["Quelle humidité pour ma cave d'affinage ?", 'my cheese ageing room smells of ammonia, why?', '熟成庫の温度を下げたい'],
    world: ['Wer hat die Käsereifung erfunden?'],
  },
  {
    tags: ['solar panels', 'roof'],
    text: 'User has 8 kW of solar panels on the roof since 2024.',
    personal: [
      'lohnt sich für meine Photovoltaik ein Speicher?',
      '我的太阳能板要不要加电池',
      'quanto rende il mio impianto fotovoltaico d’inverno?',
    ],
    world: ['Wer hat die Photovoltaik erfunden?'],
  },
];

describe('farm and dairy matters in the bridge', () => {
  it('Given the tables, then every matter has forms in the ten languages and no form names two matters', () => {
    expectDisjointForms([...LIFE_EVENT_CONCEPTS, ...WORK_MATTER_CONCEPTS, ...PASTIME_CONCEPTS, ...FARM_MATTER_CONCEPTS]);
  });

  itBridgesCases(CASES);

  it.each(['乳糖不耐症だけど、熟成チーズは食べても大丈夫？', '유당불내증인데 숙성 치즈 먹어도 돼?'])(
    'Given a cheese-ageing memory, when "%s" only calls a cheese aged, then it stays out',
    (question) => {
      const store = [
        bridgeMemory(
          'project_context',
          "L'utente stagiona le sue tome in una cantina a 10 °C.",
          ['stagionatura', 'cantina'],
          'ageing cellar',
        ),
        ...bridgeFiller(),
      ];
      expect(selectRelevantMemories(store, question).map((m) => m.stableKey)).not.toContain(store[0]?.stableKey);
    },
  );

  it('Given a milking and a mastitis memory, when the question names both, then neither is bridged', () => {
    const store = [
      bridgeMemory('stable_user_context', 'User milks 60 cows in a rotary parlour.', ['milking', 'parlour'], 'milking'),
      bridgeMemory('risk_preference', 'User fights mastitis in the herd every summer.', ['mastitis', 'herd'], 'mastitis'),
      ...bridgeFiller(),
    ];
    expect(selectRelevantMemories(store, '挤奶的时候怎么早点发现乳房炎')).toHaveLength(0);
  });
});
