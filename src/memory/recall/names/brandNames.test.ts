import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A name the store gives someone that is also a maker's, asked as the maker in a question not about the user — beside
// a kind of product, as a company, compared with another maker — is a namesake (brandNames.ts).

const store = parseMemoryLines(`
stable_user_context | daughter, Xiaomi, kindergarten | daughter Xiaomi | The user's daughter is called Xiaomi; she is five and goes to kindergarten.
standing_instruction | shrimp, allergy, Xiaomi | Xiaomi shrimp allergy | Never suggest recipes with shrimp: Xiaomi is allergic to shrimp.
stable_user_context | 猫, 特斯拉, 肾病 | cat Tesla | 我家的猫叫特斯拉，有慢性肾病。
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a name of the user’s life asked as a maker', () => {
  it.each([
    ['Xiaomi est-elle une entreprise chinoise ?', 'Xiaomi shrimp allergy'],
    ['Is Xiaomi a Chinese company?', 'Xiaomi shrimp allergy'],
    ['Xiaomi è un marchio affidabile?', 'Xiaomi shrimp allergy'],
    ['¿Xiaomi es mejor que Motorola?', 'Xiaomi shrimp allergy'],
    ['Ist Xiaomi besser als Huawei?', 'Xiaomi shrimp allergy'],
    ['Стоит ли брать телефон Xiaomi?', 'Xiaomi shrimp allergy'],
    ['Vale a pena um celular Xiaomi?', 'Xiaomi shrimp allergy'],
  ])('Given the memory, when "%s" asks about the maker, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['Xiaomi a-t-elle besoin d’un goûter sans crevettes ?', 'Xiaomi shrimp allergy'],
    ['what should I cook for Xiaomi tonight, she is allergic to shrimp', 'Xiaomi shrimp allergy'],
    ['我的特斯拉最近不爱吃猫粮', 'cat Tesla'],
    ['Is my Xiaomi better at reading than other five-year-olds?', 'daughter Xiaomi'],
  ])('Given the memory, when "%s" asks about the person or pet, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
