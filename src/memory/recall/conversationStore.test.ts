import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate, storedMemory } from '../__fixtures__/candidates';
import type { UserMemory } from '../record/schema';
import { splitRuns } from '../record/tokenize';
import { questionLanguageOf } from './words/questionLanguage';
import { scoreMemory } from './score';
import { selectRelevantMemories } from './selection';

// Rules a long-conversation benchmark's misses found (single-hop over observations, open-domain over turns): a
// word whose stem only spells another language's function word, the duration a question word asks, and a
// memory met on its subject and one more anchor in a store where both are common.

const mem = (text: string, subject: string, tags: string[] = []): UserMemory =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject }));
const texts = (memories: UserMemory[], q: string): string[] => selectRelevantMemories(memories, q).map((m) => m.text);

describe('an English word whose stem spells a function word of another language', () => {
  const donated = mem('Maria donated her old car to a shelter.', 'Maria');
  const volunteers = mem('Maria volunteers at a shelter on weekends.', 'Maria');
  it('Given an English question and memory, when the question uses the verb, then the memory that holds it scores higher', () => {
    const q = 'What did Maria donate to the shelter?';
    expect(scoreMemory(donated, q).total).toBeGreaterThan(scoreMemory(volunteers, q).total);
  });
  it('Given a word written as the function word itself, then it stays weightless', () => {
    const manager = mem("User's manager Per Lindqvist prefers written proposals.", 'manager Per', ['manager', 'Per']);
    expect(scoreMemory(manager, 'how many calories per hour does rowing burn').total).toBe(0);
  });
});

describe('the duration a question word asks', () => {
  it('Given "how long" and its kin, then the duration word is no evidence; written elsewhere in the question, it is', () => {
    expect(questionLanguageOf(splitRuns('How long has Jolene been doing yoga?')).functionTokens.has('long')).toBe(true);
    expect(questionLanguageOf(splitRuns('Wie lange kocht man Reis?')).functionTokens.size).toBeGreaterThan(0);
    expect(questionLanguageOf(splitRuns('why do dachshunds have long bodies')).functionTokens.has('long')).toBe(false);
    expect(questionLanguageOf(splitRuns('How old is Max?')).functionTokens.size).toBe(0);
  });
  it('Given a memory that says "a long day", when the user asks how long they have done something, then the memory on that thing comes first', () => {
    const yoga = mem('Jolene has been practising yoga for about three years.', 'Jolene');
    const games = mem('Jolene plays video games with her partner after a long day.', 'Jolene');
    expect(texts([games, yoga], 'How long has Jolene been doing yoga?')[0]).toBe(yoga.text);
  });
});

describe('a memory met on its subject and one more anchor, both common in the store', () => {
  // One person's store, as a long conversation leaves it: her name in every memory, her hobby in many, so rarity
  // weighs both little.
  const fact = (text: string, i: number): UserMemory =>
    storedMemory(`m${i}`, { type: 'stable_user_context', text, identity: { subject: 'Joanna' }, tags: [] });
  const PLACES = ['a lake', 'a waterfall', 'the dunes', 'a ridge', 'the old mill', 'a canyon', 'the coast', 'a glacier'];
  const WHEN = ['at sunrise', 'in the rain', 'with friends', 'at dusk', 'in winter', 'alone'];
  const hikes = PLACES.flatMap((place) => WHEN.map((when) => `Joanna loved this hike to ${place} ${when}.`)).map((text, i) =>
    fact(text, i),
  );
  const HOBBIES = ['tennis', 'origami', 'jazz', 'sourdough', 'kayaking', 'chess', 'pottery', 'astronomy', 'salsa', 'birdwatching'];
  const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday'];
  const CITIES = ['Lisbon', 'Oslo', 'Quito', 'Accra'];
  const more = HOBBIES.flatMap((hobby) => DAYS.flatMap((day) => CITIES.map((city) => `Joanna took up ${hobby} in ${city} on ${day}.`))).map(
    (text, i) => fact(text, i + 100),
  );
  const store = [...hikes, ...more];

  it('Given a question naming her and the topic, then memories on that topic are recalled', () => {
    const got = texts(store, 'How many hikes has Joanna been on?');
    expect(got.length).toBeGreaterThan(0);
    for (const text of got) expect(text).toMatch(/hike/);
  });

  it('Given the topic without the subject, or her name beside a surname the memories lack, then nothing is lifted', () => {
    expect(texts(store, 'How many hikes does a park ranger lead in a year?')).toEqual([]);
    expect(texts(store, 'How many hikes has Joanna Lumley been on?')).toEqual([]);
  });
});

describe('the sort a question word asks', () => {
  it('Given "what kind of", then the sort word is no evidence; a kind word elsewhere still is', () => {
    expect(questionLanguageOf(splitRuns('What kind of writing does Sam enjoy?')).functionTokens.has('kind')).toBe(true);
    expect(questionLanguageOf(splitRuns('Qué tipo de música escucha Sam?')).functionTokens.size).toBeGreaterThan(0);
    expect(questionLanguageOf(splitRuns('Was Sam kind to the new neighbours?')).functionTokens.has('kind')).toBe(false);
  });
});

describe('a clipped name of a person many memories are about', () => {
  const fact = (text: string, subject: string, i: number): UserMemory =>
    storedMemory(`c${i}`, { type: 'stable_user_context', text, identity: { subject }, tags: [] });
  const HOBBIES = ['tennis', 'origami', 'jazz', 'sourdough', 'kayaking', 'chess'];
  const people = ['Melanie', 'Caroline'].flatMap((name, p) =>
    HOBBIES.map((hobby, i) => fact(`${name} took up ${hobby} this spring.`, name, p * 10 + i)),
  );
  const married = fact('Melanie has been married for five years.', 'Melanie', 99);
  const store = [...people, married];

  it('Given "Mel" for Melanie, then the question is read with her whole name', () => {
    expect(texts(store, 'How long have Mel and her husband been married?')).toContain(married.text);
  });

  it('Given a short word that opens no store person’s name, or opens the name as the question’s first word, then nothing changes', () => {
    expect(texts(store, 'How long has Rob been married?')).toEqual([]);
    expect(texts(store, 'Married people live longer, is that true?')).toEqual([]);
  });
});
