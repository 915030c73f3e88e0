import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { normalizeForRecall } from '../../record/tokenize';

// World frames aboutness.ts reads in more languages (session 35): a building's or a work's period or century, what
// causes a thing where the question word alone does not say it (Russian "отчего", Spanish "qué causa", German "was
// verursacht"), and the French impersonal inversion ("comment fait-on…", "comment prépare-t-on…"). A first person
// read first keeps the question the user's. Every case here is invented for this file.

const about = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('a period, a cause, an impersonal how', () => {
  it.each([
    'La cathédrale de Reims, de quelle époque date-t-elle ?',
    'De quel siècle est ce château ?',
    'What century is the cathedral of Chartres from?',
    'Aus welcher Epoche stammt der Dom von Speyer?',
    '¿De qué época es el acueducto de Segovia?',
    'De que século é o mosteiro da Batalha?',
    'Di che epoca è il duomo di Monreale?',
    'Какого века Софийский собор?',
    '这座寺庙是哪个年代的？',
    'この城は何世紀に建てられた？',
    '이 성당은 몇 세기에 지어졌어?',
    'Отчего бывает мигрень?',
    'От чего появляется плесень на стенах?',
    '¿Qué causa la migraña?',
    'Was verursacht Migräne?',
    'Comment fait-on le comté ?',
    'Comment prépare-t-on une fondue savoyarde ?',
  ])('"%s" is the world’s', (q) => {
    expect(about(q)).toBe('world');
  });

  it.each([
    'Notre maison, de quelle époque date-t-elle ?',
    'Отчего у меня болит голова?',
    '¿Qué causa mi migraña?',
    'Was verursacht meine Migräne?',
    'Comment fait-on pour réparer mon vélo ?',
    'Mi casa es de qué época, ¿puedo reformarla?',
  ])('"%s" stays the user’s', (q) => {
    expect(about(q)).toBe('user');
  });
});
