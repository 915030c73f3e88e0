import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { classifyAboutness } from './aboutness';
import { selectRelevantMemories } from '../selection';

// A superlative over the world or a continent asks a record of the world (worldRecords.ts). Every case here is
// invented for this file.

const lighthouse = memoryFrom(
  rawCandidate({
    type: 'project_context',
    text: 'The user is restoring an old lighthouse on the coast of Brittany as a holiday home.',
    tags: ['lighthouse', 'restoration', 'brittany'],
    subject: 'lighthouse restoration',
    polarity: null,
  }),
);
const count = (q: string): number => selectRelevantMemories([lighthouse], q).length;

describe('a record of the world or a continent (worldRecords.ts)', () => {
  it('Given a superlative over the world or a continent, then the question is the world’s in every language', () => {
    for (const q of [
      'what is the tallest lighthouse in the world',
      'quel est le plus vieux phare du monde ?',
      '¿cuál es el faro más alto de Europa?',
      'qual é o farol mais alto do mundo?',
      'qual è il faro più alto d’Europa?',
      'welcher ist der höchste Leuchtturm der Welt?',
      'какой самый высокий маяк в мире?',
      '世界上最高的灯塔在哪里',
      '世界で一番高い灯台は？',
      '세계에서 가장 높은 등대는?',
    ])
      expect(classifyAboutness(q), q).toBe('world');
    expect(count('what is the tallest lighthouse in the world')).toBe(0);
  });

  it('Given the thing without a world scope, or the user asking for their own, then it stays the user’s request', () => {
    expect(classifyAboutness('the best paint for a lighthouse door')).toBe('request');
    expect(classifyAboutness('the best lighthouse paint in the world for my door')).toBe('user');
    expect(count('the best paint for a lighthouse door')).toBe(1);
  });
});

describe('a superlative over a place or a field that CJK scopes with its particle (worldRecords.ts)', () => {
  const brother = memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: '弟のケンタ（켄타）はトロントのラーメン店で働いている。',
      tags: ['弟', 'ケンタ', 'トロント'],
      subject: 'brother Kenta',
      polarity: null,
    }),
  );
  const picks = (q: string): number => selectRelevantMemories([brother], q).length;

  it.each([
    'トロントで一番高い建物は？',
    'トロントで最も古い駅はどこ？',
    '토론토에서 가장 높은 건물은?',
    '多伦多上最高的楼是哪座',
    '多伦多里最大的公园是哪个',
  ])('Given "%s", then the question is the world’s', (q) => {
    expect(classifyAboutness(q)).toBe('world');
  });

  it('Given a superlative over the city where the brother lives, then his memory stays out', () => {
    expect(picks('トロントで一番高い建物は？')).toBe(0);
  });

  it.each([
    'うちで一番人気の料理は？',
    '家で一番古いピアノは？',
    '우리 집에서 제일 가까운 역은?',
    '집에서 가장 가까운 병원',
    '我家里最贵的东西是什么',
    '家里最旧的钢琴是哪台',
  ])('Given "%s", ranking at home or with a first-person word, then it is not the world’s', (q) => {
    expect(classifyAboutness(q)).not.toBe('world');
  });

  it.each(['最近トロントは寒い？', '多伦多最近天气怎么样'])(
    'Given "%s", where 最 starts another word (最近), then it is no ranking',
    (q) => {
      expect(classifyAboutness(q)).not.toBe('world');
    },
  );
});

describe('a place’s population (worldRecords.ts)', () => {
  const trip = memoryFrom(
    rawCandidate({
      type: 'project_context',
      text: '가을에 가족 모두 몬테비데오에 사는 이모를 보러 가는 여행을 계획하고 있다.',
      tags: ['몬테비데오', '여행', '이모'],
      subject: 'Montevideo trip',
      polarity: null,
    }),
  );
  const picks = (q: string): number => selectRelevantMemories([trip], q).length;

  it.each([
    '몬테비데오 인구가 얼마야?',
    '몬테비데오 인구는 얼마나 돼?',
    '蒙得维的亚的人口有多少',
    'モンテビデオの人口はどのくらい？',
    'what is the population of Montevideo?',
    'Welche Einwohnerzahl hat Montevideo?',
    'Montevideo a combien d’habitants, la population ?',
    '¿Cuál es la población de Montevideo?',
    'Qual é a população de Montevidéu?',
    'Qual è la popolazione di Montevideo?',
    'Какое население у Монтевидео?',
  ])('Given "%s", asking a place’s population, then the question is the world’s', (q) => {
    expect(classifyAboutness(q)).toBe('world');
  });

  it('Given the population of the city of the user’s trip, asked with "how much", then the trip stays out', () => {
    expect(picks('몬테비데오 인구가 얼마야?')).toBe(0);
  });

  it.each([
    '몬테비데오 숙소 하루에 얼마야?',
    '몬테비데오 가는 비행기표 얼마야?',
    '우리 동네 인구가 줄어서 가게를 옮길까?',
    '我们小区人口多，开什么店好',
  ])('Given "%s", a price asked or a population the user speaks of as theirs, then it is not the world’s', (q) => {
    expect(classifyAboutness(q)).not.toBe('world');
  });

  it('Given a price of the trip asked with the same "how much", then the trip is still recalled', () => {
    expect(picks('몬테비데오 가는 비행기표 얼마야?')).toBe(1);
  });
});
