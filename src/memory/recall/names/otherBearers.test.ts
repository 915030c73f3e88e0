import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// Names of the user's life that no memory introduces as a name, met beside a surname, a regnal number or a model the
// store never holds (namesakes.ts): someone or something else, and a memory about the store's bearer of the name is
// not carried by the question's other words either.

const store = parseMemoryLines(`
stable_user_context | Radek, friend, Czechia | friend Radek | Radek is a Czech climbing friend from her Erasmus year; they still write every month.
stable_user_context | Oksana, pasticceria | Oksana bakery | Da aprile lavora anche Oksana, una pasticcera ucraina, quattro mattine alla settimana.
stable_user_context | son, Mathis, hockey | son Mathis | Their son Mathis plays ice hockey; the season starts in September.
stable_user_context | neighbour, Luis, bikes | neighbour Luis | The neighbour Luis repairs old bikes in his garage on Saturdays.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a name no memory introduces, beside a surname the store lacks', () => {
  it.each([
    ['Radek Štěpánek career titles', 'friend Radek'],
    ['Radek Štěpánek Karriere und Titel', 'friend Radek'],
    ['Oksana Baiul quante medaglie ha vinto?', 'Oksana bakery'],
    ['Oksana Baiul olympic gold year', 'Oksana bakery'],
  ])('Given a name only tagged, when "%s" names someone else, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['any gift ideas for Radek? he loves climbing', 'friend Radek'],
    ['Radek Novák and I are climbing in Arco, any tips?', 'friend Radek'],
    ['cosa posso regalare a Oksana per il compleanno?', 'Oksana bakery'],
  ])('Given the same memories, when "%s" asks about the user’s own person, then %s still comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});

describe('a memory about the bearer of a name the question gives to someone else', () => {
  it.each(['Mathis Olimb hockey season stats', 'Mathis Olimb saison de hockey'])(
    'Given a son Mathis who plays hockey, when "%s" names another Mathis, then the son’s memory does not come on the other words',
    (q) => {
      expect(subjects(q)).toEqual([]);
    },
  );

  it('Given a son Mathis who plays hockey, when the user asks about the son, then his memory comes', () => {
    expect(subjects('when does the hockey season start for my son Mathis?')).toContain('son Mathis');
  });
});

describe('a name with a regnal number', () => {
  it.each(['Luis XIV bikes of Versailles', 'Luis XVI garage à Versailles', 'Luis XIII Garage in Versailles'])(
    'Given a neighbour Luis who repairs bikes, when "%s" names a king, then the neighbour does not come',
    (q) => {
      expect(subjects(q)).toEqual([]);
    },
  );

  it('Given a neighbour Luis who repairs bikes, when the question asks about Luis, then he comes', () => {
    expect(subjects('can Luis fix my bikes this Saturday?')).toContain('neighbour Luis');
  });
});
