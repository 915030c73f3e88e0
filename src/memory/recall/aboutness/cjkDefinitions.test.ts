import { describe, expect, it } from 'vitest';
import { asksDefinition } from './aboutness';
import { normalizeForRecall } from '../../record/tokenize';

// What a thing is, asked after the CJK noun it defines (とは, 是什么, 什么是, 이란): a definition (aboutness.ts).
// Every case here is invented for this file.

const defines = (q: string) => asksDefinition(normalizeForRecall(q));

describe('a CJK definition after its noun', () => {
  it.each([
    '麹菌とは何か',
    'ワークマンとは？',
    '精米步合是什么？',
    '什么是精米步合',
    '정미율이란?',
    '특정활동 비자란 무엇인가요?',
    '발효란 뭐야?',
  ])('is a definition: %s', (q) => expect(defines(q)).toBe(true));

  it.each(['麹室の温度は何度がいい？', '我的酒窖湿度多少合适', '정미율 얼마로 할까?', '아이란 같이 갔어', '明日は雨とは限らない'])(
    'is none: %s',
    (q) => expect(defines(q)).toBe(false),
  );
});
