import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// The closed bridge (conceptBridge.ts) reads a short question whose language no rule tells (questionLanguage.ts) in
// all six Latin languages: "mi hijo no quiere dormirse, ayuda" reaches the English card of the son. A world question
// of the same words stays out, and a form that is an English word in another sense (Italian "cane", a walking stick)
// names no dog in an English question.

let second = 0;
/** A confident memory, one second after the last (a preference prefers). */
function memory(type: MemoryType, text: string, tags: string[], subject: string) {
  second += 1;
  const polarity = type === 'user_preference' ? 'prefer' : null;
  return memoryFrom(rawCandidate({ type, text, tags, subject, polarity }), `2025-08-01T00:00:${String(second % 60).padStart(2, '0')}.000Z`);
}

const others = () => [
  memory('user_preference', 'User likes cycling along the river on Sunday mornings.', ['cycling', 'river'], 'cycling'),
  memory('project_context', 'User maintains an open-source log parser written in Rust.', ['Rust', 'parser'], 'log parser'),
];

describe('the closed bridge for a question of unknown language', () => {
  it.each([
    ['mi hijo no quiere dormirse, ayuda', 'son'],
    ['mi galga persigue gatos', 'dog'],
    ['ejercicios para mi rodilla operada', 'knee'],
  ])('Given an English card, when the user asks "%s", then the %s card is recalled', (question, word) => {
    const card = memory('stable_user_context', `User's ${word} Quillon matters a lot in daily life.`, [word, 'Quillon'], `${word} Quillon`);
    const store = [card, ...others()];
    const picked = selectRelevantMemories(store, question).map((s) => s.stableKey);
    expect(picked).toEqual([card.stableKey]);
    expect(selectFromIndex(buildRecallIndex(store), question).map((s) => s.stableKey)).toEqual(picked);
  });

  it.each([
    ['¿por qué los hijos no quieren dormir?', 'son'],
    ['¿por qué los galgos persiguen gatos?', 'dog'],
  ])('Given an English card, when the world question "%s" names its %s, then nothing is recalled', (question, word) => {
    const card = memory('stable_user_context', `User's ${word} Quillon matters a lot in daily life.`, [word, 'Quillon'], `${word} Quillon`);
    expect(selectRelevantMemories([card, ...others()], question)).toEqual([]);
  });

  it('Given a dog card, when an English question of mine names a cane, then the dog is not recalled', () => {
    const card = memory('stable_user_context', "User's dog Quillon matters a lot in daily life.", ['dog', 'Quillon'], 'dog Quillon');
    expect(selectRelevantMemories([card, ...others()], 'my cane broke, where can I get a new one')).toEqual([]);
  });
});
