import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { definitePhraseTokens, ownedPhraseTokens } from './definiteThings';
import { selectRelevantMemories } from '../selection';

// A world-framed question keeps a memory whose topic nouns it shares only when it points at one thing of the
// user's life: a phrase the memory writes as someone's and the question writes definite, or two of the memory's
// tags, one of them the name the store gives the user's pet or thing.

const mem = (text: string, tags: string[], subject: string): UserMemory =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject }));
const recalled = (memories: UserMemory[], q: string): string[] => selectRelevantMemories(memories, q).map((m) => m.stableKey);

describe('the phrases a text writes as someone’s or as definite', () => {
  it('Given possessives and articles of several languages, then the words after them are marked, and no others', () => {
    expect([...ownedPhraseTokens("Tom's robotics team won second place.")]).toEqual(['robot', 'team']);
    expect(ownedPhraseTokens('A border collie mix who needs long walks.').size).toBe(0);
    expect(ownedPhraseTokens('Elle a quitté son club de lecture.').has('club')).toBe(true);
    expect(definitePhraseTokens('When did the robotics team win?').has('robot')).toBe(true);
    expect(definitePhraseTokens("Quand l'équipe de robotique a-t-elle gagné ?").size).toBeGreaterThan(0);
    expect(definitePhraseTokens('how do border collies herd sheep').size).toBe(0);
  });
});

describe('a world frame pointing at one thing of the user’s life', () => {
  const team = mem(
    "Tom's robotics team won second place at the state competition in April 2023.",
    ['robotics', 'competition', 'prize'],
    'Tom',
  );
  const collie = mem(
    "User's dog Mate is a four-year-old border collie mix who needs two long walks a day.",
    ['dog', 'Mate', 'pet', 'walks'],
    'dog Mate',
  );

  it('Given a phrase the memory writes as someone’s, when a world-framed question writes it definite, then the memory is recalled', () => {
    expect(recalled([team], 'When did the robotics team win second place?')).toEqual([team.stableKey]);
  });

  it('Given the same phrases asked as a kind, then the memory stays out', () => {
    expect(recalled([team], 'Who won second place at the state robotics competition?')).toEqual([]);
    expect(recalled([collie], 'why do border collies need two long walks a day')).toEqual([]);
    expect(recalled([collie], 'when did the border collie become a breed')).toEqual([]);
  });

  const pet = mem('李娜养了一只橘猫，名字叫年糕。', ['猫', '宠物', '年糕'], '李娜');
  const shot = mem('年糕在2023年5月打了第二针疫苗。', ['年糕', '兽医', '疫苗'], '年糕');
  const snow = mem('A gata Neve é branca, surda de um ouvido e só come ração úmida sem frango.', ['gato', 'Neve', 'pet'], 'cat Neve');

  it('Given a pet’s name the store gives, when a world-framed question names it beside another of the memory’s tags, then the memory is recalled', () => {
    expect(recalled([pet, shot], '年糕什么时候打的疫苗？')).toContain(shot.stableKey);
  });

  it('Given the name beside a word the memory only mentions, or a food question, then the memory stays out', () => {
    expect(recalled([snow], 'perché la neve è bianca')).toEqual([]);
    expect(recalled([pet, shot], '年糕是用什么做的？')).toEqual([]);
  });
});
