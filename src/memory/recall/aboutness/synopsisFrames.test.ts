import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { asksSynopsis } from './synopsisFrames';
import { normalizeForRecall } from '../../record/tokenize';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// What a work is about is asked of the world's book, film or play (synopsisFrames.ts, session r52), in the languages
// where "what is X about" and "worum geht es" had no counterpart; a first person keeps it the user's. Every case here
// is invented for this file.

const about = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('what a work is about', () => {
  it.each([
    'De quoi parle Les Misérables ?',
    'de quoi parlent les romans de Modiano',
    '¿De qué trata Pedro Páramo?',
    'Sobre o que é Memórias Póstumas de Brás Cubas?',
    'do que fala o filme Central do Brasil',
    'Di cosa parla Il nome della rosa?',
    'о чём роман «Мастер и Маргарита»',
    'О чём фильм Тарковского «Сталкер»?',
    '『坊っちゃん』のあらすじを教えて',
    '《活着》讲的是什么',
    '这部电影讲什么',
    '「기생충」 줄거리 알려 줘',
  ])('is the world’s: %s', (q) => {
    expect(asksSynopsis(normalizeForRecall(q))).toBe(true);
    expect(about(q)).toBe('world');
  });

  it.each(['De quoi parle mon roman, en deux phrases ?', '我写的小说讲什么好？', '내 소설 줄거리 좀 봐 줘'])(
    'stays the user’s with a first person: %s',
    (q) => expect(about(q)).toBe('user'),
  );

  it.each(['о чём поговорить с начальником', 'de quoi parler avec ma belle-mère', 'ideas for a book club evening'])(
    'is no synopsis question: %s',
    (q) => expect(asksSynopsis(normalizeForRecall(q))).toBe(false),
  );

  it('Given a reading list, then a synopsis of a classic recalls none of the user’s memories', () => {
    const store = parseMemoryLines(
      [
        'user_preference | reading, novels | reading | The user reads novels every night, mostly Latin American books.',
        'project_context | книга, роман | novel draft | Пользователь пишет роман о семье рыбаков.',
      ].join('\n'),
    );
    const index = buildRecallIndex(store.map((s) => s.memory));
    expect(selectFromIndex(index, '¿De qué trata Pedro Páramo, la novela?')).toEqual([]);
    expect(selectFromIndex(index, 'о чём книга «Тихий Дон»')).toEqual([]);
  });
});
