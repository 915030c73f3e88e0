import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';

// A relation word the question calls the user's in lower case is the relative, not a brand or a name a memory writes
// capitalised inside its sentences (ownedRelationWords.ts); a question that capitalises it means the brand, and a
// German memory's capitalised noun is a noun.

const brand = (text: string, tags: string[]) => [bridgeMemory('stable_user_context', text, tags, tags[0] ?? ''), ...bridgeFiller()];

describe('an owned relation word beside a brand of the same spelling', () => {
  it.each([
    [
      'In ufficio ha una stampante laser Brother che si inceppa spesso.',
      ['stampante', 'Brother', 'ufficio'],
      'a nice message for my little brother on his wedding day',
    ],
    [
      'Elle commande souvent ses pizzas chez Papa Johns avec les enfants.',
      ['pizza', 'Papa Johns', 'enfants'],
      'que faire avec mon papa ce week-end ?',
    ],
    [
      'Los viernes cena en el restaurante Mamá Inés del barrio con sus amigas.',
      ['restaurante', 'Mamá Inés', 'viernes'],
      '¿qué le regalo a mi mamá por su cumpleaños?',
    ],
    [
      'По пятницам она заказывает пиццу в пиццерии Папа Джонс для всей семьи.',
      ['пицца', 'Папа Джонс', 'пятница'],
      'мой папа не хочет идти к врачу, что делать?',
    ],
  ])('Given the memory "%s", when the user asks "%s" of their own relative, then it is not recalled', (text, tags, question) => {
    expect(selectRelevantMemories(brand(text, tags), question)).toEqual([]);
  });

  it('Given the printer memory, when the question capitalises the brand, then it is recalled', () => {
    const store = brand('In ufficio ha una stampante laser Brother che si inceppa spesso.', ['stampante', 'Brother', 'ufficio']);
    expectRecalled(store, 'my Brother laser jams again, what do I check first?', store[0]?.stableKey);
  });

  it('Given a German memory of a brother, when the user asks of their bruder in lower case, then it is recalled', () => {
    const store = brand('Ihr Bruder Jannik wohnt in Köln und arbeitet als Koch in einem Restaurant.', ['Bruder', 'Jannik', 'Köln']);
    expectRecalled(store, 'was schenke ich meinem bruder zum geburtstag?', store[0]?.stableKey);
  });
});
