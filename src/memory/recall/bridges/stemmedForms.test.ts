import { describe, expect, it } from 'vitest';
import { conceptsIn, formEntries } from './conceptReading';

type Latin = Parameters<typeof conceptsIn>[1];
const conceptsMet = (text: string, latin: Latin = new Set()): string[] => [...conceptsIn(text, latin).keys()];
const conceptOf = (form: string): string | undefined => formEntries(form)[0]?.concept.id;

// Russian declines a table's one-word form and the Latin languages inflect it; the bridge reads a word it does not write
// as such by its Snowball stem in the language it may be of (conceptReading.ts): Russian for Cyrillic, the question's or
// the memory's own Latin language otherwise. Every case and number is met without a list of endings.
describe('the Russian cases of a table form, read by stem', () => {
  it.each([
    ['лечусь метотрексатом уже год', 'метотрексат'],
    ['что взять с гидроксихлорохином', 'гидроксихлорохин'],
    ['у обоих родителей было с катарактами', 'катаракта'],
    ['таблетки от мигреней', 'мигрень'],
    ['как лечат подагру', 'подагра'],
    ['платим по ипотекам', 'ипотека'],
    ['занимаюсь пчеловодством', 'пчеловодство'],
  ])('%s meets the concept of %s', (text, form) => {
    expect(text.split(' ').some((w) => formEntries(w).length > 0)).toBe(false);
    expect(conceptOf(form)).toBeDefined();
    expect(conceptsMet(text)).toContain(conceptOf(form));
  });

  it.each([
    // A verbal noun's other cases are a thing's purpose: reading glasses are no reading.
    ['постоянно теряю очки для чтения', 'чтение'],
  ])('%s does not meet the concept of %s', (text, form) => {
    expect(conceptOf(form)).toBeDefined();
    expect(conceptsMet(text)).not.toContain(conceptOf(form));
  });

  it.each([
    ['de', 'Varroa-Behandlung bei meinen Bienenvölkern', 'bienenvolk'],
    ['it', 'la nonna soffre di ulcere', 'ulcera'],
  ] as const)('%s: %s meets the concept of %s', (language, text, form) => {
    expect(conceptOf(form)).toBeDefined();
    expect(conceptsMet(text, new Set([language]))).toContain(conceptOf(form));
  });

  it('reads no Latin word by stem when its language is not told', () => {
    expect(conceptsMet('Bienenvölkern', 'unknown')).not.toContain(conceptOf('bienenvolk'));
  });
});
