import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from './selection';
import { bridgeFiller, bridgeMemory } from './__fixtures__/bridgeCases';

// Beside the card of the one a question is about, a memory met on one passing word of its text stays out
// (selection.ts, withoutPassingWordRiders).

const reflux = bridgeMemory('stable_user_context', '用户有胃食道逆流，每天早上吃耐适恩。', ['胃食道逆流', '耐适恩'], 'reflux');
const friend = bridgeMemory(
  'stable_user_context',
  'Her old friend Beatriz moved back to Portugal last year and writes every month.',
  ['friend', 'Beatriz'],
  'friend Beatriz',
);
const cupping = bridgeMemory(
  'stable_user_context',
  'The user cups coffee samples every Tuesday afternoon.',
  ['cupping', 'Tuesday'],
  'cupping',
);
const keys = (memories: ReturnType<typeof bridgeMemory>[], question: string) =>
  selectRelevantMemories([...memories, ...bridgeFiller()], question).map((m) => m.stableKey);

describe('a memory met on one passing word beside the card of the one asked about', () => {
  it.each([
    'my heartburn got worse since I came to Portugal, what helps?',
    'Mein Sodbrennen ist schlimmer, seit ich in Portugal bin, was hilft?',
    'Mon reflux empire depuis que je vis au Portugal, que faire ?',
    'Mi reflujo empeoró desde que vivo en Portugal, ¿qué ayuda?',
  ])('Given a condition the question names and a memory met only on a place in its text ("%s"), then that memory stays out', (q) => {
    const got = keys([reflux, friend], q);
    expect(got).toContain(reflux.stableKey);
    expect(got).not.toContain(friend.stableKey);
  });

  it.each(['my heartburn gets worse on cupping days, any tips?', 'Posso continuar o cupping com o meu refluxo?'])(
    'Given a memory met on a word it names as its topic (a tag) ("%s"), then it stays beside the card',
    (q) => {
      expect(keys([reflux, cupping], q)).toEqual(expect.arrayContaining([reflux.stableKey, cupping.stableKey]));
    },
  );

  it.each([
    'my heartburn got worse since I moved back to Portugal last year, what helps?',
    'my reflux is bad since I moved back to Portugal last year',
  ])('Given a memory met on two words of its text ("%s"), then it stays beside the card', (q) => {
    expect(keys([reflux, friend], q)).toEqual(expect.arrayContaining([reflux.stableKey, friend.stableKey]));
  });
});
