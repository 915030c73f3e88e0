import { describe, it } from 'vitest';
import { expectDisjointForms, itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { LIFE_EVENT_CONCEPTS } from './lifeEvents.data';
import { WORK_MATTER_CONCEPTS } from './workMatters.data';
import { PASTIME_CONCEPTS } from './pastimes.data';
import { FARM_MATTER_CONCEPTS } from './farmMatters.data';
import { MONEY_MATTER_CONCEPTS } from './moneyMatters.data';
import { PASTIME_GEAR_CONCEPTS } from './pastimeGear.data';

// The money matters of the bridge (moneyMatters.data.ts): a question about the user's own investing, grant or
// renovation in one language reaches the memory tagging it in another; a world question does not. Every case here is
// invented for this file.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['index fund', 'monthly plan'],
    text: 'User puts 200 euros a month into a world index fund.',
    personal: [
      '我每月定投的指数基金要不要加仓？',
      '毎月のインデックスファンドの積立額を増やすべき？',
      '매달 넣는 인덱스펀드 금액을 늘려야 할까?',
      '¿Subo este año mi aportación mensual al fondo indexado?',
      'Soll ich meinen Indexfonds-Sparplan erhöhen? Mein Indexfonds läuft gut',
      'стоит ли мне увеличить взнос в мой индексный фонд?',
    ],
    world: ['Who invented the index fund?', '什么是指数基金？'],
  },
  {
    tags: ['subsidy', 'application'],
    text: 'User applied for a regional subsidy to rebuild the workshop; the answer comes in March.',
    personal: [
      '补助金的结果出来之前我该准备什么？',
      'うちの補助金の結果が出る前に、私は何をしておけばいい？',
      'Que dois-je préparer avant la réponse pour ma subvention ?',
      'Was muss ich vor der Entscheidung über meinen Zuschuss erledigen?',
      'что мне подготовить, пока рассматривают мою субсидию?',
    ],
    world: ['Wer hat die Agrarsubventionen der EU erfunden?'],
  },
  {
    tags: ['renovation', 'old house'],
    text: 'User plans the renovation of the old house next door into a small shop.',
    personal: [
      '我的老房子装修预算怎么做？',
      '私のリフォームの予算はどう決めればいい？',
      'Combien prévoir pour ma rénovation de la vieille maison ?',
      'Wie plane ich meine Renovierung des alten Hauses?',
      'Quanto devo mettere da parte per la mia ristrutturazione?',
    ],
    world: ['¿Quién inventó la remodelación de viviendas?'],
  },
];

describe('money matters in the bridge', () => {
  it('Given the tables, then every matter has forms in the ten languages and no form names two matters', () => {
    expectDisjointForms([
      ...LIFE_EVENT_CONCEPTS,
      ...WORK_MATTER_CONCEPTS,
      ...PASTIME_CONCEPTS,
      ...FARM_MATTER_CONCEPTS,
      ...MONEY_MATTER_CONCEPTS,
      ...PASTIME_GEAR_CONCEPTS,
    ]);
  });

  itBridgesCases(CASES);
});
