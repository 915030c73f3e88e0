import { describe, expect, it } from 'vitest';
import { conceptsIn, formEntries } from './conceptReading';

const conceptsMet = (text: string): string[] => [...conceptsIn(text, new Set()).keys()];
const conceptOf = (form: string): string | undefined => formEntries(form).find((e) => e.language === 'ru')?.concept.id;

// Russian declines a table's one-word form; the bridge reads a Cyrillic word it does not write as such by its Snowball
// stem (conceptReading.ts), so every case of every table's noun is met without a list of endings.
describe('the Russian cases of a table form, read by stem', () => {
  it.each([
    ['лечусь метотрексатом уже год', 'метотрексат'],
    ['что взять с гидроксихлорохином', 'гидроксихлорохин'],
    ['у обоих родителей было с катарактами', 'катаракта'],
    ['таблетки от мигреней', 'мигрень'],
    ['как лечат подагру', 'подагра'],
    ['мама берёт ипотеку', 'ипотека'],
    ['занимаюсь пчеловодством', 'пчеловодство'],
  ])('%s meets the concept of %s', (text, form) => {
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
});
