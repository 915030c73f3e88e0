import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';

const card = (text: string, tags: string[], subject: string) =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, polarity: null }));
const mother = card("The user's mother Ngozi lives alone in Enugu.", ['mother', 'Ngozi'], 'mother Ngozi');
const husband = card("The user's husband Thibault teaches physics.", ['husband', 'Thibault'], 'husband Thibault');
const partner = card('Her business partner is called Hugo Lambert; he runs the building sites.', ['partner', 'Hugo'], 'partner Hugo');
// Many memories hold each name, as in a real store: a question naming one is then about the user's life.
const store = [
  mother,
  card('Ngozi takes amlodipine for her blood pressure.', ['Ngozi', 'blood pressure'], 'Ngozi blood pressure'),
  card('Every month the user sends 300 euros to Ngozi in Enugu.', ['Ngozi', 'transfer'], 'transfer to mother'),
  husband,
  card('Thibault has coeliac disease and eats gluten-free.', ['Thibault', 'coeliac'], 'Thibault coeliac'),
  card('Thibault runs trails and trains for the SaintéLyon.', ['Thibault', 'trail'], 'Thibault trail'),
  partner,
];
const subjects = (q: string): string[] =>
  selectRelevantMemories(store, q).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject ?? '');

describe("a name of the user's life inside someone else's full name (fullNames.ts)", () => {
  it('Given the name inside capitalised words the memory never holds, then the memory stays out', () => {
    expect(subjects('what did Ngozi Okonjo-Iweala do before the WTO')).toEqual([]);
    expect(subjects("what is Chimamanda Ngozi Adichie's TED talk about")).toEqual([]);
    expect(subjects('Bei welchem Verein spielt Thibaut Courtois?')).toEqual([]);
    expect(subjects('Qui est Thibault de Montalembert ?')).toEqual([]);
  });

  it('Given the full name the memory writes, or the name alone, then the memory comes', () => {
    expect(subjects('when is Hugo Lambert back from the site?')).toContain('partner Hugo');
    expect(subjects('what can I send Ngozi for her birthday?')).toContain('mother Ngozi');
    expect(subjects('what should I cook for Thibault tonight?')).toContain('husband Thibault');
  });
});
