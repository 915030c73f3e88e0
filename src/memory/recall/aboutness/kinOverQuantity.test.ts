import { describe, expect, it } from 'vitest';
import { normalizeForRecall } from '../../record/tokenize';
import { classifyAboutness } from './aboutness';

const about = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('a household member named wins over a quantity, time or manner frame', () => {
  it.each([
    '弟の引っ越しはどのくらいお金がかかる？',
    '妹はいつまで実家にいるの？',
    '兄がどうやって通勤するか心配',
    '孫は一日どれくらい寝ればいい？',
    '東京の弟にはどのくらいの頻度で電話すればいい？',
    '住在上海的姐姐多久回来一次？',
    '糖尿病的爸爸多少米饭合适？',
    '서울의 언니는 언제 와?',
    '弟弟多久没回家了',
  ])('%s', (q) => {
    expect(about(q)).toBe('user');
  });
});

describe('someone else’s relative and words holding a kinship character stay the world’s', () => {
  it.each([
    '王様の弟はいつ生まれた？',
    '弟子はどのくらいいる？',
    '国王的姐姐多少岁？',
    '세종대왕의 동생은 언제 태어났어?',
    '兄弟の平均年齢差はどのくらい？',
  ])('%s', (q) => {
    expect(about(q)).toBe('world');
  });
});
