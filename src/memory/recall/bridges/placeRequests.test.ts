import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { calendarConceptsIn } from './calendarNames';

// A plain request naming a place in another language than its memory reaches it only with a second anchor, a month or
// a day the memory names too (placeRequests.ts); the months come from CLDR in ten languages (calendarNames.ts).
const memory = (subject: string, tags: string[], text: string, i: number) =>
  memoryFrom(rawCandidate({ type: 'project_context', subject, tags, text }), `2025-06-01T00:00:0${i}.000Z`);

const store = [
  memory('Norway trip', ['viaggio', 'Norvegia', 'settembre'], "L'utente va in Norvegia a settembre per vedere i fiordi con la sorella.", 1),
  memory('Greek course', ['Greek', 'course'], 'The user takes a Greek evening class on Thursdays.', 2),
  memory('garden', ['garden', 'tomatoes'], 'Grows tomatoes on the balcony.', 3),
];
const index = buildRecallIndex(store);
const subjects = (question: string) =>
  selectFromIndex(index, question).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject);

describe('a plain request naming a place and a month or day of its memory, in another language', () => {
  it.each([
    '9월 노르웨이 여행 준비물',
    'сентябрь подходит для поездки в Норвегию?',
    'Norwegen im September, was einpacken?',
    '挪威九月冷吗',
  ])('reaches the memory on both: %s', (question) => expect(subjects(question)).toContain('Norway trip'));
  it.each(['목요일 그리스어 수업 준비물', 'que réviser en grec pour le cours du jeudi ?'])('a day works as well: %s', (question) =>
    expect(subjects(question)).toContain('Greek course'),
  );
  it.each(['노르웨이 인구', 'capitale de la Norvège', '12월 노르웨이 날씨', 'Unterschied zwischen Norwegen und Schweden im September'])(
    'leaves it out on the place alone, with another month, or comparing: %s',
    (question) => expect(subjects(question)).not.toContain('Norway trip'),
  );
});

describe('the months and days of CLDR', () => {
  it('reads one month in ten languages, inflected or numeric', () => {
    const october = calendarConceptsIn('october', ['en']);
    expect(october.size).toBe(1);
    for (const [text, latin] of [
      ['十月', []],
      ['10月に', []],
      ['10월', []],
      ['im Oktober', ['de']],
      ['en octobre', ['fr']],
      ['en octubre', ['es']],
      ['em outubro', ['pt']],
      ['в октябре', []],
      ['a ottobre', ['it']],
    ] as const)
      expect(calendarConceptsIn(text, latin), text).toEqual(october);
  });
  it('does not read a month inside another one or a three-letter word', () => {
    expect(calendarConceptsIn('11月', [])).toEqual(calendarConceptsIn('november', ['en']));
    expect(calendarConceptsIn('十一月', [])).toEqual(calendarConceptsIn('november', ['en']));
    expect(calendarConceptsIn('you may go', ['en']).size).toBe(0);
  });
});
