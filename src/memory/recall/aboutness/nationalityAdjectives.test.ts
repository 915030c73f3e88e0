import { describe, expect, it } from 'vitest';
import { bridgeFiller, bridgeMemory } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { countryOfLanguage, usesLanguage } from './nationalityAdjectives';

// A language's name written as a nationality (nationalityAdjectives.ts): it names the language only beside a word of
// learning, speaking, translating or correcting, else the country's people. Every case here is invented for this file.

describe('a language name as a nationality', () => {
  it.each([
    'How do I learn Italian faster?',
    '¿Cómo mejoro mi italiano para hablar con su familia?',
    'Come passo dal B1 al B2?',
    'Wie kann ich neben der Arbeit mein Koreanisch verbessern?',
    'как мне быстрее выучить корейский?',
    'Corrige mon texte en italien',
    'Quero falar italiano com a família dela',
    'Mein Koreanischlehrer hat gekündigt, wie finde ich einen neuen?',
  ])('Given "%s", then it uses the language', (question) => {
    expect(usesLanguage(question)).toBe(true);
  });

  it.each([
    'Regalo de cumpleaños para mi esposa italiana',
    'Escreve um e-mail para um distribuidor italiano',
    'Напиши письмо итальянскому дистрибьютору',
    'Ein italienischer Händler will 600 Flaschen, was biete ich an?',
    'Un importateur italien veut une remise',
    'An Italian importer wants a discount',
    'Quanto costa una Vespa in Italia?',
  ])('Given "%s", then it uses no language', (question) => {
    expect(usesLanguage(question)).toBe(false);
  });

  it('Given language codes, then their countries come from Intl', () => {
    expect(['it', 'de', 'ko', 'ru'].map(countryOfLanguage)).toEqual(['IT', 'DE', 'KR', 'RU']);
  });

  const learning = () => [
    bridgeMemory(
      'stable_user_context',
      "L'utente parla italiano a livello B1 e prende lezioni.",
      ['italiano', 'lezioni', 'livello'],
      'Italian lessons',
    ),
    ...bridgeFiller(),
  ];

  it.each([
    'Regalo de cumpleaños para mi esposa italiana',
    'Escreve um e-mail para um distribuidor italiano',
    'Quanto costa una Vespa in Italia?',
  ])('Given a memory about learning Italian, when "%s" names Italians or Italy, then it is not recalled', (question) => {
    const store = learning();
    expect(selectRelevantMemories(store, question).map((m) => m.stableKey)).not.toContain(store[0]?.stableKey);
  });

  it.each(['¿Cómo paso del B1 al B2 en italiano?', 'Quero melhorar o meu italiano nas aulas'])(
    'Given a memory about learning Italian, when "%s" speaks of learning it, then it is recalled',
    (question) => {
      const store = learning();
      expect(selectRelevantMemories(store, question).map((m) => m.stableKey)).toContain(store[0]?.stableKey);
    },
  );

  const exporting = () => [
    bridgeMemory(
      'project_context',
      'His goal is a distributor in Italy for the brewery.',
      ['export', 'Italy', 'distributor'],
      'Italy export',
    ),
    bridgeMemory('stable_user_context', 'User takes Italian lessons on Tuesdays.', ['Italian', 'lessons'], 'learning Italian'),
    ...bridgeFiller(),
  ];

  it.each(['Напиши письмо итальянскому дистрибьютору о нашем сакэ', 'Wie finde ich einen italienischen Händler für unser Bier?'])(
    'Given an Italy export memory, when "%s" names an Italian trader, then the country memory is recalled',
    (question) => {
      const store = exporting();
      const picked = selectRelevantMemories(store, question).map((m) => m.stableKey);
      expect(picked).toContain(store[0]?.stableKey);
      expect(picked).not.toContain(store[1]?.stableKey);
    },
  );

  it.each(['Как мне быстрее выучить итальянский?', 'Wie verbessere ich mein Italienisch?'])(
    'Given an Italy export memory, when "%s" speaks of learning the language, then the country memory is not recalled',
    (question) => {
      const store = exporting();
      expect(selectRelevantMemories(store, question).map((m) => m.stableKey)).not.toContain(store[0]?.stableKey);
    },
  );
});
