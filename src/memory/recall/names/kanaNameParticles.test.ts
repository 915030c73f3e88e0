import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A katakana full name may hold a particle of noble and place names between its parts (デ, ダ, フォン, ヴァン):
// "サンティアゴ・デ・コンポステーラ" is Santiago de Compostela, a place, and "レオナルド・ダ・ヴィンチ" the painter, not the
// store's Santiago or Leonardo; the name alone still reads as the store's.
const STORE = parseMemoryLines(`
stable_user_context | husband, Santiago | husband Santiago | The user's husband Santiago, 71, is a retired ceramicist.
project_context | birthday, Santiago | Santiago birthday | Santiago's birthday is on 25 July; the user likes to surprise him with a trip.
stable_user_context | son, Leonardo | son Leonardo | The user's son Leonardo studies architecture in Turin.
project_context | Leonardo, thesis | Leonardo thesis | Leonardo is writing his thesis on bridges.
`);
const index = buildRecallIndex(STORE.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => STORE.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a katakana name with a particle and another part', () => {
  it.each(['サンティアゴ・デ・コンポステーラの巡礼路は何日かかる？', 'レオナルド・ダ・ヴィンチの代表作は？'])(
    'Given "%s", then no memory of the store’s bearer comes',
    (q) => {
      expect(subjects(q)).toEqual([]);
    },
  );

  it.each([
    ['サンティアゴの誕生日に旅行をプレゼントしたい', 'Santiago'],
    ['レオナルドの論文のテーマは？', 'Leonardo'],
  ])('Given "%s", then the store’s bearer still comes', (q, name) => {
    expect(subjects(q).some((s) => s.includes(name))).toBe(true);
  });
});
