import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { asksAboutAWord } from './wordOrigins';
import { normalizeForRecall } from '../../record/tokenize';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A question about a word itself, its etymology or its meaning, is the world's (wordOrigins.ts); a first person keeps
// it the user's. Every case here is invented for this file.

const about = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('a question about a word', () => {
  it.each([
    '「ブッラータ」の語源は？',
    '“фокачча”这个词的词源是什么？',
    '“饺”的字源',
    '「ティラミス」の意味は？',
    '부라타의 어원은 뭐야?',
    '티라미수 뜻이 뭐야?',
    '提拉米苏是什么意思？',
    'What is the etymology of "burrata"?',
    'Where does the word tiramisu come from?',
    'Was bedeutet das Wort Kuchen?',
    'Woher kommt das Wort Strudel?',
    "Quelle est l'étymologie de « brioche » ?",
    "D'où vient le mot croissant ?",
    '¿Cuál es la etimología de «churro»?',
    '¿Qué quiere decir «sobremesa»?',
    'Qual é a etimologia de saudade?',
    'O que quer dizer cafuné?',
    "Qual è l'etimologia di pizza?",
    'Cosa vuol dire abbiocco?',
    'Какова этимология слова «кефир»?',
    'Откуда произошло слово «блин»?',
  ])('is the world’s: %s', (q) => {
    expect(asksAboutAWord(normalizeForRecall(q))).toBe(true);
    expect(about(q)).toBe('world');
  });

  it.each([
    '私の主治医が言った「寛解」の意味は？',
    '내 진단서에 적힌 단어 뜻이 뭐야?',
    '我的化验单上这个词是什么意思？',
    'What does my doctor’s word "remission" mean for me?',
    'Was bedeutet mein Laborwert für mich?',
    '¿Qué quiere decir mi médico con «remisión»?',
  ])('stays the user’s with a first person: %s', (q) => expect(about(q)).toBe('user'));

  it.each(['ブッラータの賞味期限は？', '부라타 보관 방법', 'burrata storage tips', 'Strudel backen am Sonntag', 'recette de brioche'])(
    'is no word question: %s',
    (q) => expect(asksAboutAWord(normalizeForRecall(q))).toBe(false),
  );

  it('Given a cheese the user makes, then its name’s etymology recalls none of the user’s memories', () => {
    const store = parseMemoryLines(
      [
        'project_context | ブッラータ, 輸出 | burrata export | ユーザーは自家製のブッラータを日本に輸出する準備をしている。',
        'stable_user_context | cheesemaker | cheesemaker | The user makes burrata and ricotta on the family farm.',
      ].join('\n'),
    );
    const index = buildRecallIndex(store.map((s) => s.memory));
    expect(selectFromIndex(index, '「ブッラータ」の語源は？')).toEqual([]);
    expect(selectFromIndex(index, '私のブッラータの輸出準備はどこまで進んだ？').length).toBeGreaterThan(0);
  });
});
