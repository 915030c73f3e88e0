import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

// A word the memory writes with a capital inside it (ArchiCAD, MacBook) is a product's name, which no place takes:
// after a locative it is where the question moves or does something, not where it is set (settingPlaces.ts).

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'workflow_preference', text, tags, subject, polarity: null }));
const tool = card('The practice models everything in ArchiCAD and never in Revit.', ['ArchiCAD', 'BIM'], 'ArchiCAD');
const city = card('The practice sends every drawing set from its office in Lyonnais to the printer.', ['printing', 'Lyonnais'], 'printing');
const recalled = (memory: ReturnType<typeof card>, q: string): number => selectRelevantMemories([memory], q).length;

describe('a product written with a capital inside, after a locative', () => {
  it('Given a question moving work into the tool, then the tool’s memory comes', () => {
    expect(recalled(tool, 'Как перенести замеры из лазерного дальномера в ArchiCAD?')).toBe(1);
    expect(recalled(tool, 'how to import point clouds in ArchiCAD quickly')).toBe(1);
  });

  it('Given a plain place name after the locative and a topic of its own, then it stays the setting', () => {
    expect(recalled(city, 'population growth in Lyonnais since 1990')).toBe(0);
  });
});
