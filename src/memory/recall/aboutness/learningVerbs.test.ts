import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildQueryFeatures } from '../matchFeatures';
import { learningVerbsOfSkills } from './learningVerbs';

// A verb of learning that governs another verb learns a skill (learningVerbs.ts): it is no anchor for a memory about
// learning a language. Every case here is invented for this file.

const learning = (text: string, tags: string[]) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject: 'language course', polarity: null }));

const LANGUAGES = {
  en: learning('The user learns Japanese with a tutor every Tuesday.', ['learn', 'Japanese']),
  pt: learning('Ela aprende coreano com uma professora às terças.', ['aprender', 'coreano']),
  es: learning('Aprende alemán en una academia los martes.', ['aprender', 'alemán']),
  fr: learning('Il apprend l’italien le soir avec une professeure.', ['apprendre', 'italien']),
  it: learning('Impara il francese con un’insegnante il martedì.', ['imparare', 'francese']),
  de: learning('Sie lernt Spanisch an der Volkshochschule.', ['lernen', 'Spanisch']),
  ru: learning('Она учится японскому языку по вторникам.', ['учиться', 'японский']),
} as const;
const picks = (language: keyof typeof LANGUAGES, q: string): number => selectRelevantMemories([LANGUAGES[language]], q).length;

describe('a verb of learning a skill (learningVerbs.ts)', () => {
  it('Given a learning verb governing another verb, then a memory about learning a language stays out', () => {
    expect(picks('en', 'I want to learn to knit socks')).toBe(0);
    expect(picks('en', 'I want to learn how to juggle')).toBe(0);
    expect(picks('pt', 'quero aprender a fazer crochê')).toBe(0);
    expect(picks('es', 'quiero aprender a bailar salsa')).toBe(0);
    expect(picks('fr', 'je voudrais apprendre à coudre')).toBe(0);
    expect(picks('it', 'vorrei imparare a nuotare')).toBe(0);
    expect(picks('ru', 'я хочу учиться плавать')).toBe(0);
  });

  it('Given a learning verb with a language or a noun as its object, then the memory comes', () => {
    expect(picks('en', 'I want to learn Japanese faster')).toBe(1);
    expect(picks('pt', 'quero aprender coreano mais depressa')).toBe(1);
    expect(picks('es', 'quiero aprender alemán más rápido')).toBe(1);
    expect(picks('fr', 'je voudrais apprendre l’italien plus vite')).toBe(1);
    expect(picks('it', 'vorrei imparare il francese più in fretta')).toBe(1);
    expect(picks('de', 'ich möchte schneller Spanisch lernen')).toBe(1);
    expect(picks('ru', 'я хочу учиться японскому быстрее')).toBe(1);
  });
});

describe('which learning verbs govern another verb (learningVerbs.ts)', () => {
  const verbs = (q: string): string[] => [...learningVerbsOfSkills(buildQueryFeatures(q))];

  it('Given a learning verb with its infinitive (after to, a, à; before it in German; bare in Russian), then it is found', () => {
    expect(verbs('how long does it take to learn to swim')).toEqual(['learn']);
    expect(verbs('quero aprender a fazer crochê')).toEqual(['aprender']);
    expect(verbs('j’apprends à coudre')).toEqual(['apprends']);
    expect(verbs('voglio imparare a nuotare')).toEqual(['imparare']);
    expect(verbs('ich möchte Salsa tanzen lernen')).toEqual(['lernen']);
    expect(verbs('хочу научиться плавать')).toEqual(['научиться']);
  });

  it('Given a learning verb with a noun (a language, an article before a noun, a capitalised German noun), then none', () => {
    expect(verbs('how to learn Japanese fast')).toEqual([]);
    expect(verbs('quero aprender a língua coreana')).toEqual([]);
    expect(verbs('apprendre l’italien en six mois')).toEqual([]);
    expect(verbs('imparare il francese da soli')).toEqual([]);
    expect(verbs('ich möchte schneller Spanisch lernen')).toEqual([]);
    expect(verbs('ich will das Tanzen lernen')).toEqual([]);
    expect(verbs('хочу выучить японский')).toEqual([]);
  });
});
