import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { koreanRequestVerbs, onlyRequestsOfAssistant } from '../aboutness/aboutness';

// A Korean request to the assistant ("…알려 줘", "…찾아 주세요") asks on the user's behalf, but says nothing of whose
// the names it holds are: a name of the store with a surname the store lacks is still a namesake (namesakes.ts), and
// the request's verb ("알려") meets no memory that only tells of someone telling.
const STORE = parseMemoryLines(`
stable_user_context | granddaughter, Mila | granddaughter Mila | The user's granddaughter Mila, 9, is learning chess.
stable_user_context | Mila, eczema | Mila eczema | Mila has atopic eczema; wool makes it worse.
project_context | Mila, chess tournament | Mila tournament | Mila will play her first children's tournament in Munich in February.
user_preference | 사용자, 김치, 음식 | kimchi | 사용자는 지호가 알려 준 방법으로 배추김치를 직접 담근다.
`);
const index = buildRecallIndex(STORE.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => STORE.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a Korean request to the assistant about a namesake', () => {
  it.each(['밀라 쿠니스가 나온 영화 알려 줘', '밀라 쿠니스 나이 알려 주세요', '밀라 요보비치가 나온 영화 찾아줘'])(
    'Given "%s", then no memory of the granddaughter Mila comes',
    (q) => {
      expect(subjects(q)).toEqual([]);
    },
  );

  it.each([
    '밀라의 체스 대회 날짜 알려 줘',
    '내 손녀 밀라 첫 체스 대회 준비물 알려 주세요',
    '밀라 쿠니스가 나온 영화 중에 내가 볼 만한 거 알려 줘',
  ])('Given "%s" (the name bare, or the user’s own words), then Mila’s memories still come', (q) => {
    expect(subjects(q).some((s) => s.includes('Mila'))).toBe(true);
  });

  it('Given a request, then only the request alone is the assistant’s, and its verb is read off', () => {
    expect(onlyRequestsOfAssistant('밀라 쿠니스가 나온 영화 알려 줘')).toBe(true);
    expect(onlyRequestsOfAssistant('내 손녀 밀라 선물 알려 줘')).toBe(false);
    expect(onlyRequestsOfAssistant('김치의 역사를 알려 주세요')).toBe(false);
    expect(koreanRequestVerbs('밀라 쿠니스가 나온 영화 알려 줘')).toEqual(['알려']);
    expect(koreanRequestVerbs('영화 찾아주세요')).toEqual(['찾아']);
  });
});
