import { describe, expect, it } from 'vitest';
import { conceptsIn } from './conceptReading';

// A Korean form of several words (a condition, a breed, an aid: 꽃가루 알레르기, 갑상선 기능 저하증, 골든 리트리버,
// 인슐린 펌프) is read as the Latin forms of several words are, its words in a row with a particle on the last one
// (conceptReading.ts, koreanPhrase); each word alone names nothing, or another thing (통풍 alone is also ventilation).

const concepts = (text: string): string[] => [...conceptsIn(text, new Set()).keys()];

describe('Korean forms of several words', () => {
  it.each([
    ['삼나무 꽃가루 알레르기 약 추천해 줘', 'hay fever'],
    ['꽃가루 알레르기가 심해서 잠을 못 자', 'hay fever'],
    ['갑상선 기능 저하증이 있는데 운동해도 돼?', 'thyroid'],
    ['우리 골든 리트리버가 밥을 안 먹어', 'golden retriever'],
    ['통풍 발작이 또 왔어, 뭘 먹어야 해?', 'gout'],
    ['인슐린 펌프를 차고 수영해도 돼?', 'insulin pump'],
  ])('Given "%s", then the form of several words is read (%s)', (text, id) => {
    expect(concepts(text)).toContain(id);
  });

  it.each([
    ['통풍이 잘 되는 옷 추천해 줘', 'gout'],
    ['골든 타임에 뭐 봐?', 'golden retriever'],
    ['꽃가루가 날리는 계절이야', 'hay fever'],
  ])('Given "%s", whose words only begin a form or stand apart, then it is not read (%s)', (text, id) => {
    expect(concepts(text)).not.toContain(id);
  });
});
