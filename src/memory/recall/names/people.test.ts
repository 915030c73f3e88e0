import { describe, expect, it } from 'vitest';
import { toToken } from '../../record/tokenize';
import { ownedParts } from './people';

// The first person's possessive determiners, every case and gender, in the Latin- and Cyrillic-script languages
// recall reads; the words that are also another word of the same languages stay out.
const DETERMINERS: Readonly<Record<string, readonly string[]>> = {
  en: ['my', 'our'],
  de: ['mein', 'meine', 'meiner', 'meinem', 'meinen', 'meines', 'unser', 'unsere', 'unserer', 'unserem', 'unseren', 'unseres'],
  fr: ['mon', 'notre'],
  es: ['nuestro', 'nuestra', 'nuestros', 'nuestras'],
  pt: ['meu', 'meus', 'minha', 'minhas', 'nosso', 'nossa', 'nossos', 'nossas'],
  it: ['mio', 'mia', 'miei', 'mie', 'nostro', 'nostra', 'nostri', 'nostre'],
  ru: [
    'мой',
    'моя',
    'моё',
    'мое',
    'мои',
    'моего',
    'моей',
    'моему',
    'моим',
    'моих',
    'моём',
    'мою',
    'наш',
    'наша',
    'наше',
    'наши',
    'нашего',
    'нашей',
    'нашему',
    'нашим',
    'наших',
    'нашем',
    'нашу',
  ],
};

describe('what a question calls the user own', () => {
  const cases = Object.entries(DETERMINERS).flatMap(([language, words]) => words.map((word) => [language, word] as const));
  it.each(cases)('Given the %s determiner "%s" before a noun, then the noun is the user own, in any case', (_, word) => {
    for (const det of [word, word[0]!.toUpperCase() + word.slice(1)])
      expect([...ownedParts(`Was ist mit ${det} Kanarienvogel los?`).ownedTokens]).toContain(toToken('kanarienvogel'));
  });

  it.each(['ma', 'mes', 'mi', 'nos', 'mine', 'meinung', 'mondo', 'notes'])(
    'Given "%s", which is also another word, then the noun after it is nobody own',
    (word) => {
      expect([...ownedParts(`Perché ${word} kanarienvogel?`).ownedTokens]).toEqual([]);
    },
  );
});
