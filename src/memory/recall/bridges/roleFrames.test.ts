import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';

// A question that names the asker by a kinship role ("as a new grandpa", "como avô", "第一次当外公", "할머니로서") is
// about the people the role is held towards (roleFrames.ts): with no memory met on its words, it reaches the card of
// the converse relation — the grandchild's for a grandparent, the children's for a parent. A role with no converse
// in the store, a childhood ("als Kind"), a comparison ("como meu avô fazia") or the relation's own person ("my new
// grandma") changes nothing.

const memory = memoryMaker('2025-10-01');

const grandchildCard = () =>
  memory(
    'stable_user_context',
    "User's granddaughter Mila was born in May and lives in Braga.",
    ['granddaughter', 'Mila', 'Braga'],
    'granddaughter Mila',
  );
const others = () => [
  memory('user_preference', 'User likes hiking in the mountains on weekends.', ['hiking', 'mountains'], 'hiking'),
  memory('recurring_constraint', 'User avoids caffeine after 4 pm.', ['caffeine', 'coffee'], 'caffeine limit'),
];

describe('a kinship role frame reaches the converse relation', () => {
  it.each([
    ['As a new grandpa, what should I buy first?'],
    ['what should a first-time grandmother pack for the hospital'],
    ['Als frischgebackene Oma, was soll ich besorgen?'],
    ['En tant que grand-mère, que faut-il préparer ?'],
    ['¿Como abuelo primerizo, qué tengo que comprar?'],
    ['o que levar pra maternidade como avô de primeira viagem?'],
    ['come nonno cosa devo preparare per la nascita?'],
    ['как молодой дедушка, что нужно купить?'],
    ['第一次当外公要准备什么？'],
    ['初めておばあちゃんになる、何を用意すればいい？'],
    ['할머니로서 뭘 준비해야 해요?'],
  ])('Given a grandchild card, when the user asks "%s", then the grandchild card comes back', (question) => {
    const mila = grandchildCard();
    expect(picked([mila, ...others()], question)).toEqual([mila.stableKey]);
  });

  it.each([
    ['As a dad, how do I get through the night feeds?', 'son'],
    ['Als Mutter, wie viel Taschengeld ist angemessen?', 'daughter'],
    ['作为一名新手爸爸该怎么哄睡？', 'son'],
  ])('Given a child card, when a parent asks "%s", then the child card comes back', (question, relation) => {
    const leo = memory('stable_user_context', `User's ${relation} Leo is two years old.`, [relation, 'Leo'], `${relation} Leo`);
    expect(picked([leo, ...others()], question)).toEqual([leo.stableKey]);
  });

  it.each([
    ['As a new mother-in-law, what should I give at the wedding?'],
    ['作为岳母，婚礼上该送什么？'],
    ['Als Schwiegermutter, was schenke ich zur Hochzeit?'],
  ])('Given a son-in-law card, when a parent-in-law asks "%s", then the son-in-law card comes back', (question) => {
    const felipe = memory('stable_user_context', "User's son-in-law Felipe is an engineer.", ['son-in-law', 'Felipe'], 'son-in-law Felipe');
    expect(picked([felipe, ...others()], question)).toEqual([felipe.stableKey]);
  });

  it('Given a grandchild on the way named only in a profile text, when the user asks as a grandfather, then that profile comes back', () => {
    const yoko = memory(
      'stable_user_context',
      "Yoko's first child will be a girl, Kenji's first grandchild.",
      ['Yoko', 'baby', 'March'],
      'Yoko pregnancy',
    );
    expect(picked([yoko, ...others()], 'o que levar pra maternidade como avô?')).toEqual([yoko.stableKey]);
    expect(picked([yoko, ...others()], '初孫が生まれる、何を用意すればいい？')).toEqual([yoko.stableKey]);
  });
});

describe('a role frame beside memories met on other words', () => {
  const lunch = () => memory('user_preference', 'User cooks a big family lunch every Sunday.', ['Sunday lunch', 'cooking'], 'Sunday lunch');
  it.each([
    ['As a new grandma, what should I cook for Sunday lunch?'],
    ['作为新手奶奶，周日午饭做什么？'],
    ['Als frischgebackene Oma, was koche ich zum Sunday lunch?'],
  ])('Given a grandchild card and a Sunday lunch, when the user asks "%s", then the grandchild card joins the lunch', (question) => {
    const mila = grandchildCard();
    const sunday = memory(
      'user_preference',
      'User cooks a big family lunch every Sunday.',
      ['Sunday lunch', 'cooking', '周日午饭'],
      'Sunday lunch',
    );
    const got = picked([mila, sunday, ...others()], question);
    expect(got).toContain(mila.stableKey);
    expect(got).toContain(sunday.stableKey);
  });

  it('Given a grandchild card and a Sunday lunch, when no role frame is asked, then only the lunch comes back', () => {
    const sunday = lunch();
    expect(picked([grandchildCard(), sunday, ...others()], 'what should I cook for Sunday lunch?')).toEqual([sunday.stableKey]);
  });

  it('Given a met memory already about the grandchild, when the user asks as a grandma, then the card is not added', () => {
    const mila = grandchildCard();
    const pancakes = memory(
      'user_preference',
      'Mila loves pancakes for Sunday lunch.',
      ['Mila', 'Sunday lunch', 'pancakes'],
      'Mila pancakes',
    );
    expect(picked([mila, pancakes, ...others()], 'As a new grandma, what should I cook for Sunday lunch?')).toEqual([pancakes.stableKey]);
  });
});

describe('no role frame, or no converse in the store', () => {
  it.each([
    ['as a beginner, what should I buy first?'],
    ['as a tourist, what should I see first?'],
    ['Als Kind hatte ich Angst vor Hunden, was tun?'],
    ['how do you say grandma in Korean'],
  ])('Given a grandchild card, when the user asks "%s", then nothing comes back', (question) => {
    expect(picked([grandchildCard(), ...others()], question)).toEqual([]);
  });

  it.each([
    ['como meu avô fazia o pão?'],
    ['my new grandma sent me a letter, how do I answer?'],
    ['как бабушке отправить посылку?'],
    ['当妈妈不在家的时候怎么办'],
    ['vado da nonno domani, cosa porto?'],
    ['wird Opa sauer, wenn ich absage?'],
    ['dove sono mamma e papà stasera?'],
    ['初めておばあちゃんに会った時の話をどう書く？'],
    ['할머니가 되게 좋아하는 음식이 뭐예요?'],
    ['할머니가 된장찌개를 끓여 주셨어요, 어떻게 감사해요?'],
  ])(
    'Given a grandchild card and a mother card, when the relation is not the asker\'s role in "%s", then no converse card comes',
    (question) => {
      const mila = grandchildCard();
      const leo = memory('stable_user_context', "User's son Leo is two years old.", ['son', 'Leo'], 'son Leo');
      expect(picked([mila, leo, ...others()], question)).not.toContain(mila.stableKey);
      expect(picked([mila, leo, ...others()], question)).not.toContain(leo.stableKey);
    },
  );

  it('Given a son named only in passing in a text, when the user asks as a mother, then that memory does not come', () => {
    const trip = memory('stable_user_context', 'User and her son Leo went to Braga in May.', ['Braga', 'trip', 'Leo'], 'Braga trip');
    expect(picked([trip, ...others()], 'As a new mom, what should I buy first?')).toEqual([]);
  });

  it('Given no card of the converse relation, when the user asks as a grandmother, then nothing comes back', () => {
    expect(picked(others(), 'As a new grandma, what should I buy first?')).toEqual([]);
  });
});
