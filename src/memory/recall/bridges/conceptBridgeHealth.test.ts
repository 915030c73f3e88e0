import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';

// The bridge's health and work-pattern concepts (conceptBridgeHealth.data.ts): a question about the user naming a
// condition in one language reaches the memory of it written in another; a world question naming it does not; of
// several memories tagging it, the one whose subject names it.

const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

const CASES = [
  { concept: 'asthma', tags: ['asthma', 'inhaler'], text: 'User has asthma and takes an inhaler before cycling.' },
  { concept: 'flat feet', tags: ['flat feet', 'insoles'], text: 'User has flat feet and wears insoles.' },
  { concept: 'migraine', tags: ['migraine', 'light'], text: 'User gets migraines from bright screens.' },
  { concept: 'lower back', tags: ['lower back', 'physio'], text: 'User has a sore lower back from gardening.' },
] as const;

const PERSONAL: Record<string, readonly string[]> = {
  asthma: [
    '我有哮喘,冬天骑车要注意什么?',
    '제가 천식이 있는데 등산해도 될까요?',
    'у меня астма, можно ли мне бегать зимой?',
    "ho l'asma, posso andare in bici d'inverno?",
  ],
  'flat feet': [
    '我是扁平足,买什么鞋好?',
    'tengo pies planos, ¿qué zapatillas me compro?',
    'mit meinen Plattfüßen, welche Schuhe soll ich kaufen?',
  ],
  migraine: ['我有偏头痛,上班时该怎么办?', "j'ai encore une migraine, que faire ?", 'soffro di emicrania, cosa posso fare?'],
  'lower back': ['我腰疼,早上做什么运动好?', '허리가 아파요, 어떤 운동을 할까요?', 'tenho dor nas costas, que exercícios faço?'],
};
const WORLD: Record<string, readonly string[]> = {
  asthma: ['哮喘是谁最早描述的?', 'кто открыл причину астмы?'],
  'flat feet': ['扁平足在古代军队里有什么影响?'],
  migraine: ['偏头痛的历史上有哪些名人?'],
  'lower back': ['腰椎一共有几节?'],
};

describe('the health concepts of the bridge', () => {
  for (const c of CASES) {
    it.each(PERSONAL[c.concept] ?? [])(
      `Given one English memory of ${c.concept}, when the user asks "%s", then it is recalled`,
      (question) => {
        const store = [memory('recurring_constraint', c.text, [...c.tags], c.concept), ...filler()];
        expectRecalled(store, question, store[0]?.stableKey);
      },
    );
    it.each(WORLD[c.concept] ?? [])(
      `Given one English memory of ${c.concept}, when a world question asks "%s", then it is not recalled`,
      (question) => {
        const store = [memory('recurring_constraint', c.text, [...c.tags], c.concept), ...filler()];
        expect(selectRelevantMemories(store, question).map((s) => s.stableKey)).not.toContain(store[0]?.stableKey);
      },
    );
  }

  it('Given night shifts, a tea habit on night shifts and a German migraine after Nachtdienst, when the user asks in German about sleep after night shifts, then the night-shift memory is recalled, not the others', () => {
    const store = [
      memory('recurring_constraint', 'User works night shifts three times a week.', ['night shifts', 'sleep'], 'night shifts'),
      memory('user_preference', 'User drinks green tea on night shifts.', ['tea', 'night shift'], 'tea on nights'),
      memory('recurring_constraint', 'Der Nutzer bekommt nach Nachtdiensten oft Migräne.', ['Migräne', 'Nachtdienst'], 'Migräne'),
      ...filler(),
    ];
    for (const question of ['wie schlafe ich tagsüber besser nach meinen Nachtschichten?', '我上夜班,白天怎么睡得好?']) {
      const picked = selectRelevantMemories(store, question).map((s) => s.stableKey);
      expect(picked, question).toEqual([store[0]?.stableKey]);
    }
  });
});
