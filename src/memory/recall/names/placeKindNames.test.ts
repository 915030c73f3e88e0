import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A store name right after a kind of place (town, river, lake, street, island) is that place's name, no person or pet
// of the user's life (placeKindNames.ts); the name asked about as someone's still reaches them.

const memory = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const cat = memory('Кот Пушкин — сибирский, 10 лет, рыжий и очень пушистый.', ['кот', 'Пушкин'], 'cat Pushkin');
const kidneys = memory('У Пушкина хроническая болезнь почек, он ест лечебный корм.', ['Пушкин', 'почки'], 'Pushkin kidneys');
const dog = memory('Their dog Luna is a three-year-old border collie who loves the beach.', ['dog', 'Luna'], 'dog Luna');
const store = [cat, kidneys, dog, memory('The user works as a sailmaker in Porto.', ['sailmaker', 'work'], 'work')];
const recalled = (q: string): string[] => selectRelevantMemories(store, q).map((s) => s.stableKey);

describe('a name after a kind of place', () => {
  it('Given the name after a town, a lake or a street, then no memory of the pet comes', () => {
    expect(recalled('где находится город Пушкин и что там посмотреть')).not.toContain(cat.stableKey);
    expect(recalled('где находится город Пушкин и что там посмотреть')).not.toContain(kidneys.stableKey);
    expect(recalled('is the town of Luna worth a day trip?')).not.toContain(dog.stableKey);
    expect(recalled('le lac Luna est-il profond ?')).not.toContain(dog.stableKey);
    expect(recalled('¿dónde está la calle Luna en Madrid?')).not.toContain(dog.stableKey);
    expect(recalled('Wie groß ist die Stadt Luna?')).not.toContain(dog.stableKey);
  });

  it('Given a place the memory itself writes as a place, then the kind before it keeps the memory', () => {
    const home = memory('The user lives in Recife with her family.', ['Recife', 'home'], 'home Recife');
    expect(
      selectRelevantMemories([home, ...store], 'Qual bairro de Recife é melhor pra eu morar com a família?').map((s) => s.stableKey),
    ).toContain(home.stableKey);
  });

  it('Given the name as the pet, then its memories come', () => {
    expect(recalled('чем кормить Пушкина с больными почками?')).toContain(kidneys.stableKey);
    expect(recalled('how often should I walk Luna on the beach?')).toContain(dog.stableKey);
  });
});
