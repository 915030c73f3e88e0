import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { framedConcepts } from './framedForms';

// Gout asked by the words a household uses for it in another language than the memory's: the everyday word of another
// sense framed as the condition (framedForms.ts), the purines and uric acid its diet and blood test count
// (conceptBridgeConditions.data.ts), and its sign in a complaint that also asks what to eat, where the food rule kept
// in another language stands aside for the condition (selection.ts).

const GOUT = 'stable_user_context:gout';
const FOOD_RULE = 'recurring_constraint:no-flour';
const store = () => [
  bridgeMemory('stable_user_context', 'ユーザーは痛風持ちで、フェブキソスタットを毎日飲んでいる。', ['痛風', 'フェブキソスタット'], 'gout'),
  bridgeMemory('recurring_constraint', '저녁에는 밀가루 음식을 먹지 않는다.', ['밀가루', '저녁', '음식'], 'no flour'),
  ...bridgeFiller(),
];
const keys = (question: string) => selectRelevantMemories(store(), question).map((m) => m.stableKey);
const all = (language: 'es' | 'pt' | 'fr') => (l: string) => l === language;

describe('a word of two senses framed as the condition', () => {
  it.each([
    ['Tengo gota, ¿puedo beber cerveza sin alcohol?', 'es'],
    ['¿Qué cereal desayuno con la gota?', 'es'],
    ['Mi gota volvió, ¿qué ceno?', 'es'],
    ['Com gota posso comer camarão?', 'pt'],
    ['A minha gota voltou, o que posso beber?', 'pt'],
    ["J'ai la goutte, quel fromage puis-je manger ?", 'fr'],
    ['Avec ma goutte, je peux boire du champagne ?', 'fr'],
  ] as const)('Given "%s", then the word is gout', (question, language) => {
    const tokens = question
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    expect(framedConcepts(tokens, all(language)).map((f) => f.concept)).toEqual(['gout']);
  });

  it.each([
    ['Una gota de limón en el té', 'es'],
    ['Riego gota a gota para mis tomates', 'es'],
    ['¿Qué es la gota fría?', 'es'],
    ['Com uma gota de baunilha fica melhor?', 'pt'],
    ["Une goutte d'huile dans la pâte", 'fr'],
    ['Je mets une goutte de citron', 'fr'],
  ] as const)('Given "%s", then the drop is no condition', (question, language) => {
    const tokens = question
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean);
    expect(framedConcepts(tokens, all(language))).toEqual([]);
  });

  it.each([
    'Tengo gota, ¿puedo beber cerveza sin alcohol?',
    'Com gota posso comer camarão?',
    'Avec ma goutte, je peux boire du champagne ?',
  ])('Given a Japanese gout memory, when the user asks "%s", then it is recalled', (question) => {
    expectRecalled(store(), question, GOUT);
  });

  it.each(['Pon una gota de vainilla en mi bizcocho', 'Je mets une goutte de citron dans mon thé'])(
    'Given a Japanese gout memory, when the user asks "%s" (a drop), then it is not recalled',
    (question) => {
      expect(keys(question)).not.toContain(GOUT);
    },
  );
});

describe('purines and uric acid name gout', () => {
  it.each([
    'pick a low-purine lunch for me',
    'Ein purinarmes Abendessen für mich, bitte',
    'Mi ácido úrico está en 8, ¿qué desayuno?',
    'Mes purines : quel poisson je peux manger ?',
    'мочевая кислота у меня высокая, что мне есть на ужин?',
  ])('Given a Japanese gout memory, when the user asks "%s", then it is recalled', (question) => {
    expectRecalled(store(), question, GOUT);
  });

  it.each(['what are purines in DNA?', 'Is Purina good food for my cat?'])(
    'Given a Japanese gout memory, when "%s" is asked, then it is not recalled',
    (question) => {
      expect(keys(question)).not.toContain(GOUT);
    },
  );
});

describe('the sign of a condition before the food rule of another language', () => {
  it.each([
    'Der große Zeh ist wieder heiß und geschwollen, was darf ich heute nicht essen?',
    'Se me hinchó otra vez el dedo gordo del pie, ¿qué no debo comer?',
    'O dedão do pé inchou de novo, o que devo evitar hoje?',
  ])('Given "%s", then the gout comes and the food rule stands aside', (question) => {
    const picked = keys(question);
    expect(picked).toContain(GOUT);
    expect(picked).not.toContain(FOOD_RULE);
  });

  it('Given what to eat with no sign, then the food rule comes and the gout does not', () => {
    const picked = keys('was darf ich heute abend nicht essen?');
    expect(picked).toContain(FOOD_RULE);
    expect(picked).not.toContain(GOUT);
  });
});
