import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A name right after the word "name" is the name as a word, not its bearer of the user's life (nameAsWord.ts).

const card = (type: 'stable_user_context' | 'standing_instruction', text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type, text, tags, subject, polarity: null }));
// Many memories hold the name, as in a real store: a question naming her is then about the user's life.
const store = [
  card('stable_user_context', "The user's daughter Amara is eleven and plays the violin.", ['daughter', 'Amara'], 'daughter Amara'),
  card('stable_user_context', 'Amara is dyslexic and gets extra time in exams.', ['Amara', 'dyslexia'], 'Amara dyslexia'),
  card('standing_instruction', 'Never suggest food with peanuts: Amara is allergic.', ['peanuts', 'Amara'], 'peanut allergy'),
];
const recalled = (q: string): number => selectRelevantMemories(store, q).length;

describe('a name after the word "name"', () => {
  it('Given a question about the name itself, then no memory of its bearer comes', () => {
    expect(recalled('what does the name Amara mean')).toBe(0);
    expect(recalled('¿Qué significa el nombre Amara?')).toBe(0);
    expect(recalled('Woher kommt der Name Amara?')).toBe(0);
  });

  it('Given the bearer asked about, then her memories come', () => {
    expect(recalled('what can I pack for Amara’s school trip without peanuts?')).toBeGreaterThan(0);
    expect(recalled('how do I help Amara with her dyslexia homework?')).toBeGreaterThan(0);
  });
});

describe('a name asked what it means (nameAsWord.ts, meaningAsked)', () => {
  it.each([
    'what does Amara mean in Igbo?',
    'Was bedeutet Amara auf Igbo?',
    'Que signifie Amara en igbo ?',
    "Qu'est-ce que veut dire Amara ?",
    '¿Qué significa Amara en igbo?',
    'O que significa Amara em igbo?',
    'Cosa significa Amara in igbo?',
    'Что означает Amara на игбо?',
    'Amara是什么意思',
    'Amaraってどういう意味？',
    'Amara는 무슨 뜻이야?',
  ])('Given "%s", then no memory of the daughter comes', (q) => {
    expect(recalled(q)).toBe(0);
  });

  it.each([
    "what does Amara's dyslexia mean for her exams?",
    'was bedeutet Amaras dyslexia für ihre exams?',
    'what does Amara need for her dyslexia exams?',
  ])('Given "%s", where the name owns what follows or no meaning is asked, then her memories come', (q) => {
    expect(recalled(q)).toBeGreaterThan(0);
  });
});
