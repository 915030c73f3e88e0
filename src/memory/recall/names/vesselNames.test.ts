import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { hangulVesselName, vesselSuffixEdges } from './vesselNames';

// vesselNames.ts: a boat's name written with the Chinese, Japanese or Korean vessel suffix (号, 號, 호) right after it
// is the name, read in another script as the store writes it.

const store = () => [
  memory(
    'project_context',
    'User is sewing a full set of gaff sails for the classic ketch Vega, due in May.',
    ['ketch', 'Vega', 'sails'],
    'ketch Vega',
  ),
  memory('stable_user_context', 'Их яхта Орион стоит в марине Бар.', ['яхта', 'Орион', 'марина'], 'яхта Орион'),
  memory('stable_user_context', 'User’s daughter Mila plays the cello.', ['daughter', 'Mila', 'cello'], 'daughter Mila'),
  memory('stable_user_context', 'User works as a sailmaker in a small loft.', ['job', 'sailmaker'], 'job'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('a boat named with the vessel suffix', () => {
  it.each([
    ['ketch Vega', '维加号的帆五月要交，帮我排一下工期'],
    ['ketch Vega', '維加號的新帆，請幫我排一下進度'],
    ['ketch Vega', '베가호 돛 작업 일정 짜 줘'],
    ['ketch Vega', '베가호의 돛 수선 견적서 써 줘'],
    ['ketch Vega', 'ベガ号の帆の作業計画を作って'],
    ['яхта Орион', '我们的奥利安号冬天要上岸吗？'],
    ['яхта Орион', '우리 오리온호 겨울 정비 목록 만들어 줘'],
  ])('Given a memory of %s, when the question writes "%s", then it is recalled', (subject, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    ['ketch Vega', '加号和减号在键盘上怎么打？'],
    ['ketch Vega', '维加斯有什么好玩的？'],
    ['ketch Vega', '베가스 여행 일정 짜 줘'],
    ['ketch Vega', '아폴로호는 언제 달에 갔어?'],
    ['ketch Vega', '泰坦尼克号是哪一年沉没的？'],
    ['daughter Mila', '지호가 좋아하는 노래 목록 만들어 줘'],
  ])('Given a memory of %s, when "%s" names another thing, then it is not recalled', (subject, question) => {
    const s = store();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });

  it('ends a Chinese name before 号 and takes 호 off a Korean name of two syllables or more', () => {
    expect(vesselSuffixEdges([...'维加号的帆'])).toEqual([2]);
    expect(vesselSuffixEdges([...'加号'])).toEqual([]);
    expect(hangulVesselName('베가호')).toBe('베가');
    expect(hangulVesselName('지호')).toBeUndefined();
    expect(hangulVesselName('베가')).toBeUndefined();
  });
});
