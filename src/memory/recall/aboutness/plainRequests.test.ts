import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { afterDefiniteArticle, comparesOrMeans, isPluralForm } from './plainRequests';
import { CONCEPTS } from '../bridges/conceptBridge.data';

// A plain request (no first-person word, no world frame) naming the household's one pet, a relation after a definite
// article, or a condition reaches its memory in another language; the plural, a relation with no article, children as
// such, a comparison and a question about a phrase's meaning do not (plainRequests.ts).

const store = () => [
  memory('stable_user_context', '用户养了一只狗，名叫Bruno，五岁。', ['狗', 'Bruno'], 'dog Bruno'),
  memory('stable_user_context', '用户的弟弟叫Jonas，住在格拉茨。', ['弟弟', 'Jonas'], 'brother Jonas'),
  memory('stable_user_context', 'User has asthma and takes an inhaler before cycling.', ['asthma', 'inhaler'], 'asthma'),
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
];

const REACHING: readonly [string, string][] = [
  ['Il cane può mangiare la pesca?', 'dog Bruno'],
  ['Der Hund frisst seit zwei Tagen kaum', 'dog Bruno'],
  ['can the dog have a bit of cheese', 'dog Bruno'],
  ['Собаке можно давать сырую морковь?', 'dog Bruno'],
  ["un regalo per il fratello, compie quarant'anni", 'brother Jonas'],
  ['Как снять приступ астмы без ингалятора?', 'asthma'],
];

const NOT_REACHING: readonly string[] = [
  '¿los perros ven en blanco y negro o no?',
  'regalo per un fratello appassionato di treni',
  'Чем астма отличается от бронхита?',
  '哮喘和过敏有什么关系',
  'la asma es hereditaria?',
  'Que veut dire « avoir du chien » ?',
];

describe('the closed bridge in plain requests', () => {
  it.each(REACHING)(
    'Given a household memory in another language, when a plain request asks "%s", then %s is recalled',
    (question, subject) => {
      const memories = store();
      expectRecalled(memories, question, memories.find((m) => m.identity.subject === subject)?.stableKey);
    },
  );

  it.each(NOT_REACHING)(
    'Given the same household, when "%s" names a class, a comparison or a meaning, then nothing is bridged',
    (question) => {
      expect(selectRelevantMemories(store(), question)).toEqual([]);
    },
  );

  it('Given the plural and article rules, then they read the forms of the table', () => {
    const dog = CONCEPTS.find((c) => c.id === 'dog');
    expect(dog && isPluralForm(dog, 'perros', ['es'])).toBe(true);
    expect(dog && isPluralForm(dog, 'perro', ['es'])).toBe(false);
    expect(afterDefiniteArticle("Il fratello dell'utente", 'fratello', ['it'])).toBe(true);
    expect(afterDefiniteArticle('un fratello', 'fratello', ['it'])).toBe(false);
    expect(comparesOrMeans('what does "the dog days" mean')).toBe(true);
    expect(comparesOrMeans('can the dog eat grapes')).toBe(false);
  });
});
