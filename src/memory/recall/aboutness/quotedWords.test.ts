import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A question asking what a quoted expression means asks about words of the language (quotedWords.ts).

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const store = [
  card('Le chat de l’utilisatrice s’appelle Mistral, un chartreux de neuf ans.', ['chat', 'Mistral'], 'cat Mistral'),
  card('Auf dem Balkon hat sie einen Feigenbaum im Kübel.', ['Feigenbaum', 'fig tree'], 'fig tree'),
];
const recalled = (q: string): number => selectRelevantMemories(store, q).length;

describe('the quoted words of a question asking their meaning', () => {
  it('Given an idiom asked for its meaning, then the memory holding its word stays out', () => {
    expect(recalled('Que veut dire « avoir un chat dans la gorge » ?')).toBe(0);
    expect(recalled('what does "I don\'t give a fig tree" mean')).toBe(0);
  });

  it('Given the same words without a question of meaning, then the memory comes', () => {
    expect(recalled('mon chat a « un chat dans la gorge », il tousse, que faire ?')).toBe(1);
    expect(recalled('my fig tree drops its leaves, what should I do')).toBe(1);
  });
});
