import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { afterPoliteAsk } from './politeAsks';
import { normalizeForRecall } from '../../record/tokenize';

const about = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('a world question asked through a polite frame', () => {
  it.each([
    ['can you tell me who wrote War and Peace?'],
    ['Do you know why the sky is blue?'],
    ['Kannst du mir sagen, wann München gegründet wurde?'],
    ['Weißt du, warum der Himmel blau ist?'],
    ['Sais-tu pourquoi le ciel est bleu ?'],
    ['Pouvez-vous me dire qui a fondé Michelin ?'],
    ['¿Sabes cuándo se fundó Valencia?'],
    ['¿Puedes decirme quién inventó el teléfono?'],
    ['Podes dizer-me quando foi construída a Torre de Belém?'],
    ['Puoi dirmi chi ha inventato il telefono?'],
    ['Ты знаешь, кто написал «Войну и мир»?'],
    ['Можешь сказать, почему небо голубое?'],
    ['你能告诉我俄罗斯有几个时区吗？'],
    ['你知道长城是谁建的吗？'],
  ])('Given "%s", then it is about the world', (question) => {
    expect(about(question)).toBe('world');
  });

  it.each([
    ['can you tell me what I should cook tonight?'],
    ['Do you know where I left my keys?'],
    ['Kannst du mir sagen, was ich meiner Mutter schenken soll?'],
    ['Sais-tu ce que je devrais offrir à ma sœur ?'],
    ['¿Sabes qué le regalo a mi abuela?'],
    ['Podes dizer-me o que devo cozinhar para o meu filho?'],
    ['Sai cosa posso regalare a mia madre?'],
    ['Можешь сказать, что мне подарить маме?'],
    ['你能告诉我我该吃什么吗？'],
  ])('Given "%s", then the user asks about themself', (question) => {
    expect(about(question)).toBe('user');
  });

  it('reads only a frame at the question start, the rest as written', () => {
    expect(afterPoliteAsk('你能告诉我俄罗斯有几个时区吗？')).toBe('俄罗斯有几个时区吗？');
    expect(afterPoliteAsk('can you tell me who wrote it?')).toBe('who wrote it?');
    expect(afterPoliteAsk('what can you tell me about my plan?')).toBeUndefined();
    expect(afterPoliteAsk('saison des pluies')).toBeUndefined();
  });
});

describe('Chinese "how many" with a measure word', () => {
  it.each([['俄罗斯有几个时区？'], ['一年有几个节气？'], ['这座城市有几座桥？']])('Given "%s", then it is about the world', (question) => {
    expect(about(question)).toBe('world');
  });
  it.each([['我有几个问题想问'], ['我家有几只猫，怎么喂？']])('Given "%s", then the user asks about themself', (question) => {
    expect(about(question)).toBe('user');
  });
});
