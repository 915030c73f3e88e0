import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildMemoryFeatures, buildQueryFeatures } from '../matchFeatures';
import { buildCorpus } from '../words/recallCorpus';

// A CJK name that is an everyday word too, alone in a question asking a world fact of a thing, is the word
// (everydayNameWords.ts); the household member stays when the question names them as someone.

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const store = [
  card('딸 하늘이는 스물한 살이고 독일에서 공부한다.', ['딸', '하늘'], 'daughter Haneul'),
  card('하늘이는 매달 생활비를 받는다.', ['하늘', '생활비'], 'Haneul allowance'),
  card('하늘이는 석사 과정을 준비한다.', ['하늘', '석사'], 'Haneul master'),
  card('うちの犬の大福は柴犬で、五歳のオスだ。', ['犬', '大福'], 'dog Daifuku'),
  card('大福は鶏肉アレルギーがある。', ['大福', 'アレルギー'], 'Daifuku allergy'),
  card('大福の散歩は朝と夜に三十分ずつ。', ['大福', '散歩'], 'Daifuku walks'),
];
const recalled = (q: string): number => selectRelevantMemories(store, q).length;

describe('a CJK store name used as the everyday word it also is', () => {
  it('Given a question asking why a thing is so or where it comes from, with nothing of a person, then no household memory comes', () => {
    expect(recalled('하늘은 왜 밤에 까맣게 보여?')).toBe(0);
    expect(recalled('大福はなぜ白い粉がついているの？')).toBe(0);
    expect(recalled('大福为什么是圆的')).toBe(0);
  });

  it('Given the name as someone (a relation, a thing of theirs), then the household memory comes', () => {
    expect(recalled('딸 하늘은 왜 요즘 연락이 없을까?')).toBeGreaterThan(0);
    expect(recalled('大福はなぜ散歩を嫌がるの？')).toBeGreaterThan(0);
  });
});

describe('which store names the question reads as words', () => {
  const corpus = buildCorpus(store.map(buildMemoryFeatures));
  const asWords = (q: string): string[] => [...buildQueryFeatures(q, corpus).cjkNamesAsWords];

  it('Given a world fact asked of the bare word, then the name is read as the word', () => {
    expect(asWords('하늘은 왜 밤에 까맣게 보여?')).toContain('하늘');
    expect(asWords('大福はなぜ白い粉をまぶすの？')).toContain('大福');
  });

  it('Given a Korean name suffix, a soft frame of care or a thing the household has, then it is not', () => {
    expect(asWords('하늘이는 왜 요즘 전화를 안 받지?')).toEqual([]);
    expect(asWords('大福のワクチン、次はいつ？')).toEqual([]);
    expect(asWords('大福はなぜ散歩を嫌がるの？')).toEqual([]);
  });
});

describe('a store word that only tells which thing is asked about', () => {
  const places = [
    card('金沢の教会から新しいオルガンの注文を受けている。', ['金沢', '教会'], 'Kanazawa organ'),
    card('毎月、金沢の義母に仕送りをしている。', ['金沢', '義母'], 'money to mother-in-law'),
    card('1999年から夫と金沢に住んでいた。', ['金沢', '住んだ'], 'lived in Kanazawa'),
  ];
  const corpus = buildCorpus(places.map(buildMemoryFeatures));
  it('Given the word before a possessive or a place particle, then it is not read as the everyday word asked about', () => {
    expect([...buildQueryFeatures('円安で金沢の契約はどうなる？', corpus).cjkNamesAsWords]).toEqual([]);
    expect([...buildQueryFeatures('金沢はなぜ雨が多いの？', corpus).cjkNamesAsWords]).toEqual(['金沢']);
  });
});
