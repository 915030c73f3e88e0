import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { cardNameOf } from './personCards';

// A person's or a pet's card among many memories naming them (personCards.ts). Every case is invented for this file:
// a partner Matteo named by nine memories, a dog Kiko by nine, a parrot Canela (cinnamon in Spanish and Portuguese).

const store = parseMemoryLines(`
stable_user_context | companheiro, Matteo, enfermeiro | partner Matteo | O companheiro dela, Matteo, é enfermeiro num hospital de Lisboa.
stable_user_context | Matteo, glutine, celiachia | Matteo coeliac | Matteo è celiaco e porta sempre il suo pane.
stable_user_context | Matteo, ospedale, rianimazione | Matteo ward | Matteo lavora in ospedale, nel reparto di rianimazione.
stable_user_context | casa, Matteo, Graça | home | Ela e o Matteo vivem juntos numa casa antiga na Graça.
recurring_constraint | contas, Matteo | bill split | Ela e o Matteo dividem as contas da casa a meias.
user_preference | jantar, Matteo, cozinhar | cooking with Matteo | Aos sábados ela e o Matteo cozinham juntos.
stable_user_context | vinho, Matteo | wine | Matteo percebe muito de vinhos do Douro.
user_preference | férias, Açores, Matteo | Azores holidays | Ela e o Matteo preferem passar as férias nos Açores.
user_preference | queijo, Matteo | cheese | Matteo adora queijo da Serra, mas sem glúten no pão.
stable_user_context | cão, Kiko, rafeiro | dog Kiko | O cão deles, Kiko, é um rafeiro de oito anos.
stable_user_context | Kiko, vacinas | Kiko vaccines | As vacinas do Kiko são em março.
stable_user_context | Kiko, passeios | Kiko walks | O Kiko passeia duas vezes por dia no jardim.
stable_user_context | Kiko, ração | Kiko food | O Kiko come ração para cães idosos.
stable_user_context | Kiko, veterinário | Kiko vet | O veterinário do Kiko fica em Alvalade.
stable_user_context | Kiko, trela | Kiko lead | O Kiko puxa muito pela trela.
stable_user_context | Kiko, banho | Kiko bath | O Kiko toma banho uma vez por mês.
stable_user_context | Kiko, brinquedos | Kiko toys | O Kiko destrói todos os brinquedos de peluche.
stable_user_context | Kiko, sofá | Kiko sofa | O Kiko dorme no sofá da sala.
stable_user_context | papagaio, Canela | parrot Canela | O papagaio dela, Canela, tem vinte anos.
stable_user_context | Canela, sementes | Canela seeds | A Canela come sementes de girassol.
stable_user_context | Canela, gaiola | Canela cage | A gaiola da Canela fica na varanda.
stable_user_context | Canela, penas | Canela feathers | A Canela arranca as penas quando está sozinha.
stable_user_context | Canela, veterinária | Canela vet | A veterinária da Canela é especialista em aves.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a card: one name beside the words saying who that one is (cardNameOf)', () => {
  const card = (subject: string) =>
    cardNameOf(parseMemoryLines(`stable_user_context | x | ${subject} | Some text.`)[0]?.memory ?? store[0]!.memory);
  it.each([
    ['partner Luca', 'luca'],
    ['dog Pelé', 'pelé'],
    ['mother-in-law Rosa', 'rosa'],
    ['son Tiago', 'tiago'],
    ['friend Yuki', 'yuki'],
    ['cão Kiko', 'kiko'],
  ])('Given the subject "%s", then it is the card of %s', (subject, name) => {
    expect(card(subject)).toBe(name);
  });
  it.each(['Luca lactose', 'cooking with Luca', "Luca's mother Rosa", 'learning Korean', 'home Curitiba', 'Luca', 'twins Jules Iris'])(
    'Given the subject "%s", then it is no card',
    (subject) => {
      expect(card(subject)).toBeUndefined();
    },
  );
});

describe('a request around a name many memories hold comes to that one’s card', () => {
  it.each([
    'plan a surprise for Matteo on his day off',
    'o que fazer com o Matteo na segunda-feira',
    'plane einen freien Montag mit Matteo',
    'organise un lundi de repos avec Matteo',
    'planea un lunes libre con Matteo',
    'organizza un lunedì libero con Matteo',
  ])('Given a partner named by nine memories, when "%s", then his card comes first', (q) => {
    expect(subjects(q)[0]).toBe('partner Matteo');
  });

  it.each(['what should I pack for a day out with Kiko', 'o que fazer com o Kiko no sábado', 'ein Ausflug mit Kiko am Sonntag'])(
    'Given a dog named by nine memories, when "%s", then his card comes first',
    (q) => {
      expect(subjects(q)[0]).toBe('dog Kiko');
    },
  );
});

describe('the card keeps the name’s other senses and namesakes out', () => {
  it.each(['¿la canela baja el azúcar en sangre?', 'a canela faz bem à pressão?', 'cinnamon or canela for rice pudding'])(
    'Given a parrot Canela, when "%s" asks of the spice, then her card does not come',
    (q) => {
      expect(subjects(q)).not.toContain('parrot Canela');
    },
  );
  it.each([
    'Matteo Berrettini ranking this year',
    'quanti titoli ha vinto Matteo Berrettini?',
    '¿Cuándo se construyó la iglesia de Matteo?',
    'quem pintou o retrato do Matteo no museu?',
  ])('Given a partner Matteo, when "%s" names another Matteo or a thing named after one, then his card does not come', (q) => {
    expect(subjects(q)).not.toContain('partner Matteo');
  });
});
