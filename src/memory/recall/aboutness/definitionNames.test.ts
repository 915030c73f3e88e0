import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A question asking what a thing is, where it comes from or how it was made, that names no one the store gives as a
// person, is about the world's thing of that name, however many memories hold the capitalised word (anchorSense.ts).
// Every case here is invented for this file.

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
// A language, a district and a horse no memory introduces as a name, each held by three memories, and a sister who is.
const store = [
  card('User is learning Finnish to talk with the in-laws in Tampere.', ['Finnish', 'learning'], 'learning Finnish'),
  card('Finnish lessons are on Tuesday evenings with a tutor online.', ['Finnish', 'lessons'], 'Finnish lessons'),
  card('User reads Finnish children’s books to practise vocabulary.', ['Finnish', 'books'], 'Finnish books'),
  card('User lives in Vila Nova, a quiet district of Braga.', ['home', 'Vila Nova'], 'home Vila Nova'),
  card('The bakery in Vila Nova keeps bread for User on Saturdays.', ['bakery', 'Vila Nova'], 'bakery'),
  card('User runs along the river in Vila Nova on Sunday mornings.', ['running', 'Vila Nova'], 'running'),
  card('Bucephalus, the old mare, lives at a stable outside town.', ['Bucephalus', 'mare'], 'mare Bucephalus'),
  card('Bucephalus needs her hooves trimmed every six weeks.', ['Bucephalus', 'hooves'], 'Bucephalus hooves'),
  card('Bucephalus is allergic to dusty hay.', ['Bucephalus', 'hay'], 'Bucephalus hay'),
  card('User’s sister is called Aino; she works as a nurse in Oulu.', ['sister', 'Aino'], 'sister Aino'),
  card('Aino calls every Sunday evening.', ['Aino', 'calls'], 'Aino calls'),
  card('Aino has two boys who both play the cello.', ['Aino', 'nephews'], 'Aino boys'),
];
const recalled = (q: string): number => selectRelevantMemories(store, q).length;

describe('a definition of the world that shares a capitalised word with many memories', () => {
  it('Given a language’s, a district’s or a namesake’s origin, history or definition, then no memory comes', () => {
    expect(recalled('How did the Finnish alphabet get invented?')).toBe(0);
    expect(recalled('storia di Vila Nova e dei suoi mulini')).toBe(0);
    expect(recalled('Who was Bucephalus in the ancient stories?')).toBe(0);
    expect(recalled('Wer war Bucephalus in der Antike?')).toBe(0);
  });

  it('Given the user’s own lessons, home or horse, or a person of the store, then the memories come', () => {
    expect(recalled('How many Finnish lessons do I have left?')).toBeGreaterThan(0);
    expect(recalled('When does Bucephalus need the farrier again?')).toBeGreaterThan(0);
    expect(recalled('Who is Aino?')).toBeGreaterThan(0);
  });
});
