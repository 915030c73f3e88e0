import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { UserMemory } from '../../record/schema';
import { describesRatherThanOwns } from './describingModifiers';
import { selectRelevantMemories } from '../selection';

const card = (text: string, tags: string[], subject: string): UserMemory =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const brother = card("Kenji's younger brother Shigeru lives in Hamamatsu.", ['brother', 'Shigeru'], 'brother Shigeru');
const sister = card('Her older sister Ana works as a pharmacist.', ['sister', 'Ana'], 'sister Ana');
const cat = card('The cat, Mochi, is a white Japanese Bobtail.', ['cat', 'Mochi'], 'cat Mochi');
const store = [brother, sister, cat];
const recalled = (q: string): string[] => selectRelevantMemories(store, q).map((m) => m.stableKey);

describe('a place or a condition before a CJK possessive describes the household member', () => {
  it.each(['東京', '上海', '서울', '浜松市', '大阪府', '腎臓病', '糖尿病', '偏头痛', '당뇨병', '皮膚炎'])('%s', (word) => {
    expect(describesRatherThanOwns(word)).toBe(true);
  });
  it.each(['王様', '国王', '세종대왕', '友達', '朋友', '친구', '田中', '꽃병', '통증', ''])('%s owns', (word) => {
    expect(describesRatherThanOwns(word)).toBe(false);
  });
});

describe('a workplace or a body part before a CJK possessive says which of the user’s matters is meant', () => {
  it.each(['工作室', '工房', '工厂', '事務所', '左耳', '右目', '両手', '膝', '손가락', '왼쪽귀'])('%s', (word) => {
    expect(describesRatherThanOwns(word)).toBe(true);
  });
  it.each(['室', '耳朵', '邻居', '同事', '彼女', '동료', '左右'])('%s owns or is no such word', (word) => {
    expect(describesRatherThanOwns(word)).toBe(false);
  });
});

describe('the household member described by a place or a condition is the user’s', () => {
  it.each([
    ['東京の弟に何を送ればいい？', brother],
    ['浜松市の弟に何を持っていけば喜ぶ？', brother],
    ['上海的姐姐生日送什么？', sister],
    ['서울의 언니한테 생일 선물 뭐가 좋을까?', sister],
    ['腎臓病の猫にツナの汁をあげてもいい？', cat],
    ['肾病的猫可以吃金枪鱼吗？', cat],
  ])('%s', (q, expected) => {
    expect(recalled(q)).toEqual([expected.stableKey]);
  });
  it.each([
    '王様の息子は誰？',
    '国王的姐姐叫什么？',
    '세종대왕의 형은 누구야?',
    '友達の猫にツナの汁をあげてもいい？',
    '朋友的猫可以吃金枪鱼吗？',
  ])('%s stays someone else’s', (q) => {
    expect(recalled(q)).toEqual([]);
  });
});
