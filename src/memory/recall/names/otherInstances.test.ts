import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';

// A question naming one particular place or thing keeps out a memory about another instance of the same kind, met on
// the kind's word only (otherInstances.ts).

const memory = memoryMaker('2025-11-02');

const filler = () => [
  memory('stable_user_context', 'User works in a small yard by the harbour.', ['yard', 'trade'], 'yard'),
  // The store holds the place the question names, in passing only: no memory of it is met.
  memory('project_context', 'The next delivery of the yard goes north to Oban in May.', ['delivery', 'May'], 'delivery'),
  memory('stable_user_context', 'User keeps bees behind the yard.', ['bees'], 'bees'),
];

describe('a memory of another particular place met on the words of the kind only', () => {
  it.each([
    ['en', 'She spent two months on a wooden boat in Trondheim in 2018.', ['boat', 'Trondheim'], 'How do I ship the new boat to Oban?'],
    [
      'de',
      'Sie hat 2018 zwei Monate an einem Boot in Trondheim gearbeitet.',
      ['Boot', 'Trondheim'],
      'Wie verschiffe ich das neue Boot nach Oban?',
    ],
    ['fr', 'Elle a travaillé deux mois sur un bateau à Trondheim.', ['bateau', 'Trondheim'], 'Comment expédier le nouveau bateau à Oban ?'],
    ['es', 'Trabajó dos meses en un barco de madera en Trondheim.', ['barco', 'Trondheim'], '¿Cómo envío el barco nuevo a Oban?'],
    ['pt', 'Trabalhou dois meses num barco de madeira em Trondheim.', ['barco', 'Trondheim'], 'Como envio o barco novo para Oban?'],
    ['it', 'Ha lavorato due mesi su una barca di legno a Trondheim.', ['barca', 'Trondheim'], 'Come spedisco la barca nuova a Oban?'],
    ['ru', 'Она два месяца работала на лодке в городе Тронхейм.', ['лодка', 'Тронхейм'], 'Как отправить новую лодку в Норвегию?'],
  ])('Given a question in %s naming another place, then the memory of the Trondheim boat stays out', (_, text, tags, q) => {
    const other = memory('stable_user_context', text, tags, `${tags[1] ?? ''} ${tags[0] ?? ''}`);
    expect(picked([other, ...filler()], q)).not.toContain(other.stableKey);
  });
});

describe('a memory the rule leaves be', () => {
  const trondheim = () =>
    memory('stable_user_context', 'She spent two months on a wooden boat in Trondheim in 2018.', ['boat', 'Trondheim'], 'Trondheim boat');

  it.each(['How do I ship a wooden boat abroad?', 'what should I check on an old boat before buying?'])(
    'Given a question naming no particular place ("%s"), then the memory met on the kind stays',
    (q) => {
      const other = trondheim();
      expect(picked([other, ...filler()], q)).toContain(other.stableKey);
    },
  );

  it('Given a question naming the place the memory holds, then it stays', () => {
    const other = trondheim();
    expect(picked([other, ...filler()], 'What did I learn on the boat in Trondheim?')).toContain(other.stableKey);
  });

  it.each([
    ['en', 'Can Jonas help me ship the new boat to Oban?'],
    ['de', 'Kann Jonas mir helfen, das neue Boot nach Oban zu schicken?'],
  ])('Given a question in %s naming a person of the store, then a memory met on the name stays', (_, q) => {
    const son = memory(
      'stable_user_context',
      "User's son Jonas lives in Seoul and sails on weekends.",
      ['son', 'Jonas', 'boat'],
      'son Jonas',
    );
    expect(picked([son, ...filler()], q)).toContain(son.stableKey);
  });

  it.each([
    ['es', '¿Qué playas cerca de Valencia me recomiendas para ir con mi hijo?'],
    ['es', '¿Qué hago en Valencia con mi hijo un domingo?'],
  ])('Given a question in %s naming a relation (%s), then the memory met on the relation stays', (_, q) => {
    const son = memory('stable_user_context', 'El hijo del usuario se llama Santiago.', ['hijo', 'Santiago'], 'Santiago');
    const valencia = memory('stable_user_context', 'Pasa los veranos en un piso en Valencia.', ['Valencia', 'verano'], 'Valencia flat');
    expect(picked([son, valencia, ...filler()], q)).toContain(son.stableKey);
  });
});
