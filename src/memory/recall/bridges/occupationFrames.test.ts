import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';
import { generate, roleWords } from '../../../../scripts/gen-occupations.mjs';

// A question that names the asker by their work ("als Krankenschwester", "come insegnante", "作为一名教练", "教師として",
// "교사로서") reaches the user's own memory of that work (occupationFrames.ts), in whatever language it is written, and
// not another person's job; with no memory of the role in the store ("as a tourist", "as a beginner"), with no frame
// ("my nurse", "a new teacher"), or when the memory is someone else's ("her husband is a nurse"), nothing changes.

const memory = memoryMaker('2025-10-01');

const others = () => [
  memory('user_preference', 'User likes hiking in the mountains on weekends.', ['hiking', 'mountains'], 'hiking'),
  memory('recurring_constraint', 'User avoids caffeine after 4 pm.', ['caffeine', 'coffee'], 'caffeine limit'),
];
const nurse = () =>
  memory('stable_user_context', 'Sam works twelve-hour night shifts on the cardiology ward.', ['nurse', 'Herriot'], 'nurse at Herriot');
const teacher = () =>
  memory(
    'stable_user_context',
    'Ana teaches history to 14-year-olds at a public school in Braga.',
    ['teacher', 'school'],
    'history teacher',
  );
const coach = () =>
  memory('stable_user_context', 'Pavel trains the junior chess team at the club on Saturdays.', ['chess', 'coach'], 'chess coach');

describe('a work role frame reaches the user’s own memory of that work', () => {
  it.each([
    ['As a nurse, how do I stay awake on night shifts?'],
    ['Als Krankenschwester, wie halte ich 12-Stunden-Schichten durch?'],
    ['En tant qu’infirmière, comment tenir les gardes de nuit ?'],
    ['comme infirmière, comment dormir le jour ?'],
    ['Como enfermera, ¿cómo duermo de día?'],
    ['como enfermeira, como aguento os plantões?'],
    ['In quanto infermiera, come reggo i turni di notte?'],
    ['будучи медсестрой, как высыпаться после ночи?'],
    ['作为一名护士，怎么熬过夜班？'],
    ['医師として夜勤をどう乗り切る？'],
    ['간호사로서 야간 근무를 어떻게 버텨요?'],
  ])('Given the user’s nurse memory, when the user asks "%s", then it comes back', (question) => {
    const sam = nurse();
    expect(picked([sam, ...others()], question)).toEqual([sam.stableKey]);
  });

  it.each([
    ['as a teacher, how do I grade faster?'],
    ['Als Lehrerin, wie korrigiere ich schneller?'],
    ['come insegnante, come correggo più in fretta?'],
    ['como profesora, ¿cómo corrijo más rápido?'],
    ['教師として採点を早くするには？'],
    ['교사로서 채점을 빨리 하려면?'],
    ['作为老师，怎么更快地批改作业？'],
  ])('Given the user’s teacher memory, when the user asks "%s", then it comes back', (question) => {
    const ana = teacher();
    expect(picked([ana, ...others()], question)).toEqual([ana.stableKey]);
  });

  it.each([
    ['as a chess coach, how do I keep ten-year-olds focused?'],
    ['作为一名教练，怎么让孩子集中注意力？'],
    ['als Trainer, wie halte ich Kinder bei der Sache?'],
  ])('Given the user’s coach memory, when the user asks "%s", then it comes back', (question) => {
    const pavel = coach();
    expect(picked([pavel, ...others()], question)).toEqual([pavel.stableKey]);
  });
});

describe('a Russian role in the dative before an infinitive is the asker’s', () => {
  const owner = () =>
    memory('stable_user_context', 'Graça owns a bakery in Bonfim, Porto, which she opened in 2021.', ['bakery', 'Porto'], 'bakery owner');

  it.each([['как владелице пекарни высыпаться, если встаёшь в 4?'], ['как владелице булочной найти время на отпуск?']])(
    'Given the user’s owner memory, when the user asks "%s", then it comes back',
    (question) => {
      const own = owner();
      expect(picked([own, ...others()], question)).toEqual([own.stableKey]);
    },
  );

  it.each([['как учителю успевать проверять тетради?'], ['как преподавателю не выгореть к маю?']])(
    'Given the user’s teacher memory, when the user asks "%s", then it comes back',
    (question) => {
      const ana = teacher();
      expect(picked([ana, ...others()], question)).toEqual([ana.stableKey]);
    },
  );

  it.each([['как ответить учителю сына?'], ['как учитель проверяет тетради?'], ['учителю надо позвонить, когда удобно?']])(
    'Given the user’s teacher memory, when the role is not in the dative before an infinitive "%s", then it does not come back',
    (question) => {
      expect(picked([teacher(), ...others()], question)).toEqual([]);
    },
  );
});

describe('no frame, no role in the store, or another person’s work: nothing changes', () => {
  it.each([
    ['As a tourist, what should I see in Lisbon?'],
    ['As a beginner, how do I start running?'],
    ['Als Anfängerin, wie fange ich an?'],
    ['como turista, ¿qué veo en Lisboa?'],
  ])('Given a nurse memory, when the user asks "%s", then nothing comes back', (question) => {
    expect(picked([nurse(), ...others()], question)).toEqual([]);
  });

  it.each([
    ['meine Krankenschwester sagt, ich soll ruhen: wie lange?'],
    ['eine neue Krankenschwester fängt an, wie begrüße ich sie?'],
    ['wie viel verdient eine Krankenschwester?'],
    ['¿cuánto gana una enfermera?'],
    ['看護師の給料はいくら？'],
    ['护士的工资是多少？'],
  ])('Given an English nurse memory, when a question names the work with no frame "%s", then it does not come back', (question) => {
    expect(picked([nurse(), ...others()], question)).toEqual([]);
  });

  it.each([['Als Krankenschwester, wie halte ich Nachtschichten durch?'], ['作为一名护士，怎么熬过夜班？']])(
    'Given only a memory of another person’s nursing job, when the user asks "%s", then it does not come back',
    (question) => {
      const husband = memory(
        'stable_user_context',
        "User's husband Rui is a nurse at the port clinic.",
        ['husband', 'nurse'],
        'husband Rui nurse',
      );
      expect(picked([husband, ...others()], question)).toEqual([]);
    },
  );

  it.each([
    [
      'Als Krankenschwester, wie halte ich 12-Stunden-Schichten durch?',
      'Meine Schwester Lena ist Krankenschwester in Köln.',
      ['Schwester', 'Lena'],
    ],
    ['come insegnante, come correggo più in fretta?', 'Mia figlia Giulia fa l’insegnante a Roma.', ['figlia', 'Giulia']],
  ])(
    'Given the user’s own work and another person’s met on the role word, when the user asks "%s", then only the user’s comes back',
    (question, text, tags) => {
      const own = question.startsWith('Als') ? nurse() : teacher();
      const other = memory('stable_user_context', text, tags, tags.join(' '));
      expect(picked([own, other, ...others()], question)).toEqual([own.stableKey]);
    },
  );

  it('Given a memory tagging another person’s work, when the user asks in that role, then it does not come back', () => {
    const lessons = memory(
      'stable_user_context',
      'As a boy the user attended Dvoretsky’s training sessions.',
      ['Dvoretsky', 'teacher'],
      'Dvoretsky lessons',
    );
    expect(picked([lessons, ...others()], 'come insegnante, come preparo le lezioni?')).toEqual([]);
  });

  it('Given a teacher memory, when the user asks as a nurse, then the teacher memory does not come back', () => {
    expect(picked([teacher(), ...others()], 'Als Krankenschwester, wie halte ich Nachtschichten durch?')).toEqual([]);
  });
});

describe('the generated occupations', () => {
  it('Given the CLDR annotations installed, when the script generates the data, then it is the committed file (run node scripts/gen-occupations.mjs)', () => {
    expect(readFileSync(new URL('./occupations.data.ts', import.meta.url), 'utf8')).toBe(generate());
  }, 60_000);

  it.each([
    ['en', 'nurse'],
    ['de', 'krankenschwester'],
    ['fr', 'infirmière'],
    ['es', 'enfermera'],
    ['pt', 'enfermeira'],
    ['it', 'infermiera'],
    ['ru', 'медсестра'],
    ['zh', '护士'],
    ['ja', '医師'],
    ['ko', '간호사'],
  ])('Given the %s annotations, when the words of the health worker are read, then "%s" is one', (language, word) => {
    expect(roleWords(language).get('🧑‍⚕')).toContain(word);
  });

  it.each([
    ['en', 'woman'],
    ['de', 'frau'],
    ['it', 'lavoro'],
    ['fr', 'métier'],
    ['pt', 'garota'],
    ['it', 'scuola'],
    ['ja', '女性'],
  ])(
    'Given the %s annotations, when any role’s words are read, then the word of work, people or a place "%s" is none',
    (language, word) => {
      for (const words of roleWords(language).values()) expect(words).not.toContain(word);
    },
  );
});
