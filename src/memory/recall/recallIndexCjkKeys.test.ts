import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from './recallIndex';
import { selectRelevantMemories } from './selection';

// The index keys a CJK anchor by its first four characters. A word of five characters or more (Korean compounds,
// katakana loanwords, Chinese compounds of several words) has no whole word of the question among those four, so
// the question's phrases never held that key and the index missed a memory the plain loop selects.

const store = [
  memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: '루시아와의 결혼기념일은 10월 14일이다.',
      tags: ['결혼기념일', '루시아'],
      subject: '결혼기념일',
    }),
    '2025-01-01T00:00:00.000Z',
  ),
  memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: '사용자는 2년마다 대장내시경을 받는다.',
      tags: ['대장내시경', '건강검진'],
      subject: '대장내시경',
    }),
    '2025-01-04T00:00:00.000Z',
  ),
  memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: '技工所のミリングマシンでジルコニアを削っている。',
      tags: ['ミリングマシン', 'ジルコニア'],
      subject: 'ミリングマシン',
    }),
    '2025-01-02T00:00:00.000Z',
  ),
  memoryFrom(
    rawCandidate({
      type: 'stable_user_context',
      text: '用户每周六去羽毛球俱乐部打球。',
      tags: ['羽毛球俱乐部', '周六'],
      subject: '羽毛球俱乐部',
    }),
    '2025-01-03T00:00:00.000Z',
  ),
];
const index = buildRecallIndex(store);
const picked = (query: string): string[] => selectFromIndex(index, query).map((m) => m.text);

describe('the recall index and CJK anchors of five characters or more', () => {
  it.each([
    ['결혼기념일 선물 뭐가 좋을까', '루시아와의 결혼기념일은 10월 14일이다.'],
    ['우리 결혼기념일에 갈 식당 추천해 줘', '루시아와의 결혼기념일은 10월 14일이다.'],
    ['내 대장내시경 예약 전에 뭘 준비해야 해?', '사용자는 2년마다 대장내시경을 받는다.'],
    ['대장내시경 받고 나서 운동은 언제부터 해도 돼?', '사용자는 2년마다 대장내시경을 받는다.'],
  ])('Given the Korean "%s", then the index finds the memory the plain loop selects', (query, text) => {
    expect(picked(query)).toContain(text);
    expect(selectFromIndex(index, query)).toEqual(selectRelevantMemories(store, query));
  });

  // Japanese and Chinese word breakers cut most long words into shorter ones the question holds whole; the
  // index must answer as the plain loop there too.
  it.each([
    ['うちのミリングマシンが止まった、どうすればいい？', '技工所のミリングマシンでジルコニアを削っている。'],
    ['我这周六去羽毛球俱乐部要带什么', '用户每周六去羽毛球俱乐部打球。'],
  ])('Given "%s", then the index still finds what the plain loop selects', (query, text) => {
    expect(picked(query)).toContain(text);
    expect(selectFromIndex(index, query)).toEqual(selectRelevantMemories(store, query));
  });

  it.each(['결혼기념관은 어디에 있어?', '대장암 검사는 몇 살부터 받아?', 'ミリング加工とは何ですか', '羽毛球比赛的规则是什么'])(
    'Given "%s", which shares only part of the long word, then neither the index nor the plain loop selects it',
    (query) => {
      expect(picked(query)).toEqual([]);
      expect(selectFromIndex(index, query)).toEqual(selectRelevantMemories(store, query));
    },
  );
});
