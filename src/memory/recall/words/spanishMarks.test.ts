import { describe, expect, it } from 'vitest';
import { splitRuns } from '../../record/tokenize';
import { questionLanguageOf } from './questionLanguage';

// A Spanish question the function-word vote gives to French or Portuguese, or to nobody, is Spanish when it writes a
// mark only Spanish has: ¿ or ¡, or an accented question word (questionLanguage.ts).

const languageOf = (q: string) => questionLanguageOf(splitRuns(q), q).language;

describe('Spanish marks in a question', () => {
  it.each([
    '¿Cuánto dinero le mando a mi hijo a Oporto este mes?',
    '¿Le compro una bici a mi hijo?',
    '¡Mi gato no come desde ayer!',
    'y cuánto le pago al mes a la niñera',
    'qué le regalo a mi madre',
  ])('"%s" is Spanish', (q) => {
    expect(languageOf(q)).toBe('es');
  });

  it.each([
    ['Combien je dois envoyer à mon fils ce mois-ci ?', 'fr'],
    ['Quanto dinheiro eu mando para o meu filho este mês?', 'pt'],
    ['Quanto devo mandare a mio figlio questo mese?', 'it'],
    ['Wie viel Geld schicke ich meinem Sohn diesen Monat?', 'de'],
    ['Сколько денег мне отправить сыну в этом месяце?', 'ru'],
  ])('"%s" keeps its own language (%s)', (q, language) => {
    expect(languageOf(q)).toBe(language);
  });

  it.each(['how spicy is a jalapeño?', 'is piña colada mix gluten-free', '¿お元気ですか?'])(
    '"%s" (English with a Spanish loanword, or Japanese) is not read as Spanish',
    (q) => {
      expect(languageOf(q)).not.toBe('es');
    },
  );
});
