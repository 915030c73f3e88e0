import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A one-syllable Korean noun of the closed classes with its one-syllable particle (개가, 딸이) reaches the card of the
// dog or daughter (conceptBridge.ts); a world question does not, nor 개 counting things after a numeral.

let second = 0;
/** A confident memory, one second after the last (a preference prefers). */
function memory(type: MemoryType, text: string, tags: string[], subject: string) {
  second += 1;
  const polarity = type === 'user_preference' ? 'prefer' : null;
  return memoryFrom(rawCandidate({ type, text, tags, subject, polarity }), `2025-09-01T00:00:${String(second % 60).padStart(2, '0')}.000Z`);
}

const card = (word: string) =>
  memory('stable_user_context', `User's ${word} Quillon matters a lot in daily life.`, [word, 'Quillon'], `${word} Quillon`);
const cycling = () => memory('user_preference', 'User likes cycling along the river on Sunday mornings.', ['cycling', 'river'], 'cycling');

describe('one-syllable Korean nouns with a particle', () => {
  it.each([
    ['우리 개가 고양이를 쫓아가요, 어떻게 해요?', 'dog'],
    ['우리 딸이 밤에 잠을 안 자요, 어떻게 해요?', 'daughter'],
  ])('Given an English card, when the user asks "%s", then the %s card is recalled', (question, word) => {
    const store = [card(word), cycling()];
    const picked = selectRelevantMemories(store, question).map((s) => s.stableKey);
    expect(picked).toEqual([store[0]?.stableKey]);
    expect(selectFromIndex(buildRecallIndex(store), question).map((s) => s.stableKey)).toEqual(picked);
  });

  it('Given a dog card, when a world question or a count names 개, then nothing is recalled', () => {
    const store = [card('dog'), cycling()];
    expect(selectRelevantMemories(store, '개가 왜 고양이를 쫓아가요?')).toEqual([]);
    expect(selectRelevantMemories(store, '우리 집에 사과 세 개가 남았어요, 어떻게 해요?')).toEqual([]);
  });
});
