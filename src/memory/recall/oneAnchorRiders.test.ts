import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from './__fixtures__/pickedStore';

// Beside the card of a relation or pet the question names, a memory of the user's own met on one anchor stays out
// (selection.ts, withoutOneAnchorRiders).

const memory = memoryMaker('2025-10-01');

const cat = () => memory('stable_user_context', "User's cat Dante is a nine-year-old tabby who hunts mice.", ['cat', 'Dante'], 'cat Dante');
const ricotta = () =>
  memory('stable_user_context', 'User makes smoked ricotta over lentisk wood for the market.', ['ricotta', 'smoked'], 'smoked ricotta');
const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

describe("a memory of the user's own met on one anchor beside a relation's or pet's card", () => {
  it.each([
    'can the cat have a bit of ricotta now and then?',
    'il gatto può mangiare un po’ di ricotta?',
    'le chat peut-il manger un peu de ricotta ?',
    'darf die Katze ein bisschen Ricotta fressen?',
    '¿puede el gato comer un poco de ricotta?',
    'o gato pode comer um pouco de ricotta?',
    'можно ли кошке немного ricotta?',
    '猫可以吃一点ricotta吗？',
    '猫にricottaを少しあげてもいい？',
    '고양이한테 ricotta 조금 줘도 돼?',
  ])('Given a pet card and a product met on one word ("%s"), then the product stays out and the card comes', (q) => {
    const [dante, smoked] = [cat(), ricotta()];
    const got = picked([dante, smoked, ...filler()], q);
    expect(got).toContain(dante.stableKey);
    expect(got).not.toContain(smoked.stableKey);
  });

  it.each([
    'can the cat have a bit of smoked ricotta now and then?',
    'il gatto può mangiare un po’ di ricotta smoked?',
    'darf die Katze ein bisschen smoked Ricotta fressen?',
  ])('Given the product met on two words of its own ("%s"), then it stays beside the card', (q) => {
    const [dante, smoked] = [cat(), ricotta()];
    expect(picked([dante, smoked, ...filler()], q)).toEqual(expect.arrayContaining([dante.stableKey, smoked.stableKey]));
  });

  it("Given a memory met on the question's own word for a person (neighbour), then it stays beside the card", () => {
    const neighbour = memory(
      'stable_user_context',
      'The neighbour Fernanda, 80, feeds the animals when they travel.',
      ['neighbour', 'Fernanda'],
      'neighbour Fernanda',
    );
    const got = picked([cat(), neighbour, ...filler()], 'what could I bring back for the neighbour who feeds my cat?');
    expect(got).toContain(neighbour.stableKey);
  });

  it.each([
    '¿con quién dejamos al perro y a la gata tres semanas?',
    'con chi lasciamo il cane e la gatta per tre settimane?',
    'com quem deixamos o cachorro e a gata por três semanas?',
  ])('Given a memory met on the question\'s word for another pet ("%s"), then it stays beside the card', (q) => {
    const dog = memory('stable_user_context', "User's dog Tito is a ten-year-old beagle.", ['dog', 'Tito'], 'dog Tito');
    const second = memory('stable_user_context', 'The family cat is a twelve-year-old tabby.', ['gata', 'gatta', 'кошка'], 'cat');
    expect(picked([dog, second, ...filler()], q)).toContain(second.stableKey);
  });

  it.each([
    ['my husband wants ricotta for his birthday, which kind?', 'husband'],
    ['mio marito vuole la ricotta per il compleanno, quale?', 'husband'],
    ['мой муж хочет ricotta на день рождения, какую?', 'husband'],
  ])('Given a memory naming someone many memories are about ("%s"), then it stays beside the card', (q, relation) => {
    const card = memory('stable_user_context', `User's ${relation} Tomas is a ferry engineer.`, [relation, 'Tomas'], `${relation} Tomas`);
    const tomas = [
      memory('user_preference', 'Tomas likes ricotta on toast.', ['ricotta', 'toast'], 'Tomas ricotta'),
      memory('stable_user_context', 'Tomas sails on Sundays.', ['sailing'], 'Tomas sailing'),
      memory('stable_user_context', 'Tomas has a bad knee.', ['knee'], 'Tomas knee'),
    ];
    const got = picked([card, ...tomas, ...filler()], q);
    expect(got).toContain(tomas[0]?.stableKey);
  });
});
