import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { clockTimesOf } from './clockTimes';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A clock time is one word in any notation (clockTimes.ts): a key on a twelve-hour dial for both sides.

describe('a clock time read in the ten languages', () => {
  // [text, the keys it states]: digits with a separator, Intl's hour words, a day period, and the spoken half and quarter forms.
  const cases: readonly (readonly [string, readonly string[]])[] = [
    ['I wake at 4:30 and sleep by 8 pm', ['clock4h30', 'clock8h00']],
    ['acorda às 4h30 e dorme às 21h', ['clock4h30', 'clock9h00']],
    ['on se voit à 16h30 ou à 20 h', ['clock4h30', 'clock8h00']],
    ['Treffen um 16 Uhr, oder halb fünf', ['clock4h00', 'clock4h30']],
    ['4時半に起きる、夜8時に薬', ['clock4h30', 'clock8h00']],
    ['16時30分から', ['clock4h30']],
    ['4시 반에 일어나요, 오후 3시 이후', ['clock4h30', 'clock3h00']],
    ['我四点半起床，下午一点吃饭', ['clock4h30', 'clock1h00']],
    ['встаю в половине пятого', ['clock4h30']],
    ['ci vediamo alle 4 e mezza', ['clock4h30']],
    ['a las 4 y media o a las 5 y cuarto', ['clock4h30', 'clock5h15']],
    ['às 4 e meia', ['clock4h30']],
    ['half past four or a quarter to six', ['clock4h30', 'clock5h45']],
    ['à quatre heures du matin, or at nine o’clock', ['clock4h00', 'clock9h00']],
    ['¿puedo tomar un café a las cinco?', ['clock5h00']],
    ['posso ir às 4? e tu alle 8?', ['clock4h00', 'clock8h00']],
    // Durations, amounts and "a little" state no time.
    ['a marathon in 3 hours 30 minutes', []],
    ['마라톤 3시간 30분 안에', []],
    ['1時間半かかる', []],
    ['我想多睡一点', []],
    ['2.5 kg of flour for 12 people', []],
    ['version 16.30 of the app', []],
    ['eu tenho 4 horas de sono, dormo 6 ore', []],
  ];
  for (const [text, keys] of cases)
    it(`Given "${text}", then it states ${keys.join(', ') || 'no time'}`, () => {
      expect([...clockTimesOf(text)].sort()).toEqual([...keys].sort());
    });
});

const store = parseMemoryLines(`
recurring_constraint | sono, madrugada | sleep schedule | Por hábito dos turnos no navio, Kenji acorda às 4h30 e dorme às 21h.
stable_user_context | 体重计, 早上 | morning weigh-in | 每天早上四点起床称体重。
stable_user_context | letters, grandmother | letters | The user keeps 30 letters her grandmother wrote from Angola.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('the same time to the minute in another notation', () => {
  // [question, memory, whether it comes]: a time to the minute meets its memory in any notation; a whole hour is an
  // everyday number that selects nothing alone, and a duration is no clock time.
  const cases: readonly (readonly [string, string, boolean])[] = [
    ['I wake at 4:30 every day, is that bad?', 'sleep schedule', true],
    ['je me réveille à 4:30 tous les jours, c’est grave ?', 'sleep schedule', true],
    ['ich stehe jeden Tag um halb fünf auf, ist das schlecht?', 'sleep schedule', true],
    ['我每天四点半起床，这样不好吗？', 'sleep schedule', true],
    ['毎日4時半に起きるのは体に悪い？', 'sleep schedule', true],
    ['매일 4시 반에 일어나는데 괜찮아요?', 'sleep schedule', true],
    ['я встаю в половине пятого, это плохо?', 'sleep schedule', true],
    ['mi alzo alle 4 e mezza ogni giorno, fa male?', 'sleep schedule', true],
    ['I wake at 4 every day, is that bad?', 'morning weigh-in', false],
    ['I wake at 4 pm on Sundays, is that bad?', 'morning weigh-in', false],
    ['I ran a marathon in 4 hours 30 minutes, is that good?', 'sleep schedule', false],
    ['I wake at 4:30 every day, is that bad?', 'letters', false],
  ];
  for (const [q, subject, comes] of cases)
    it(`Given "${q}", then ${subject} ${comes ? 'comes' : 'does not come'}`, () => {
      expect(subjects(q).includes(subject)).toBe(comes);
    });
});
