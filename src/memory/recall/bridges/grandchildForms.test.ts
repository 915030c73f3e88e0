import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// French writes the granddaughter as a compound of "fille" (petite-fille), as it writes the grandson of "fils"
// (petit-fils): the grandchild's forms hold both (kinship.data.ts), so the compound reaches the grandchild, never the
// daughter its last part names.

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const daughter = card('Her daughter Vera is a doctor in Valencia.', ['daughter', 'Vera'], 'daughter Vera');
const granddaughter = card('Her granddaughter Mila is nine and plays chess.', ['granddaughter', 'Mila'], 'granddaughter Mila');
const store = [daughter, granddaughter, card('The user is a retired chess coach.', ['chess coach', 'work'], 'chess coach')];
const recalled = (q: string): string[] => selectRelevantMemories(store, q).map((s) => s.stableKey);

describe('a grandchild named as a compound of a child', () => {
  it('Given "ma petite-fille" in French or a granddaughter in other languages, then the granddaughter comes and not the daughter', () => {
    for (const q of [
      'Une idée de cadeau pour ma petite-fille ?',
      'Un cadeau pour mes petites-filles',
      '¿Qué le regalo a mi nieta?',
      'Was schenke ich meiner Enkelin?',
    ]) {
      expect(recalled(q)).toContain(granddaughter.stableKey);
      expect(recalled(q)).not.toContain(daughter.stableKey);
    }
  });

  it('Given the daughter herself, then the daughter comes', () => {
    expect(recalled('Une idée de cadeau pour ma fille ?')).toContain(daughter.stableKey);
    expect(recalled('¿Qué le regalo a mi hija?')).toContain(daughter.stableKey);
  });
});
