import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { asksAboutAWord } from './wordOrigins';
import { normalizeForRecall } from '../../record/tokenize';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// How a word is said in a language or pronounced is a question about the word (wordOrigins.ts, session r52), in the
// forms the world frames missed; a first person keeps it the user's, and a pronunciation named as a learner's trouble
// is no such question. Every case here is invented for this file.

const about = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('how a word is said or pronounced', () => {
  it.each([
    'how to pronounce "Bourgueil"',
    'how do you pronounce quinoa',
    'comment on dit « pomme de terre » en allemand',
    'comment se prononce « Auxerre » ?',
    'cómo pronunciar «Worcestershire»',
    'como pronunciar "Gewürztraminer"',
    'come pronunciare "Sauvignon"?',
    'Wie spricht man Quiche aus?',
    'как сказать «спасибо» по-японски',
    'как будет «хлеб» на немецком',
    'как перевести испанское слово sobremesa',
    '“面包”用德语怎么说？',
    '这个字怎么念',
    '「パン」はドイツ語で何て言う？',
    '「ありがとう」って韓国語で何と言う？',
    '빵을 독일어로 뭐라고 해?',
    '스페인어로 빵은 뭐라고 해?',
  ])('is the world’s: %s', (q) => {
    expect(asksAboutAWord(normalizeForRecall(q))).toBe(true);
    expect(about(q)).toBe('world');
  });

  it.each([
    'how do I pronounce my new colleague’s name?',
    'comment je dis à mon fils que le chien est mort ?',
    '我该怎么念这个字给我女儿听？',
    '私は「ありがとう」を韓国語で何と言えばいい？',
  ])('stays the user’s with a first person: %s', (q) => expect(about(q)).toBe('user'));

  it.each([
    '韓国語の勉強、パッチムの発音がどうしても苦手',
    '跟老板怎么说加班的事',
    'Как перевести на корейский немецкий термин «Stimmstock»?',
    'pronunciation practice for the oral exam',
  ])('is no question about a word: %s', (q) => expect(asksAboutAWord(normalizeForRecall(q))).toBe(false));

  it('Given a wine the user loves, then how to pronounce its name recalls none of the user’s memories', () => {
    const store = parseMemoryLines(
      [
        'user_preference | wine, Bourgueil | Loire reds | The user loves Loire reds, above all Bourgueil and Chinon.',
        'stable_user_context | 한국어 | Korean lessons | 사용자는 매주 토요일에 한국어 수업을 듣는다.',
      ].join('\n'),
    );
    const index = buildRecallIndex(store.map((s) => s.memory));
    expect(selectFromIndex(index, 'how to pronounce "Bourgueil"')).toEqual([]);
    expect(selectFromIndex(index, '"wine cellar" 한국어로 뭐라고 해?')).toEqual([]);
    expect(selectFromIndex(index, 'a Bourgueil for my dinner on Friday?').length).toBeGreaterThan(0);
  });
});
