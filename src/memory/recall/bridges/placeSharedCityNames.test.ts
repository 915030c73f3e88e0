import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../../scripts/gen-place-names.mjs';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';
import { selectRelevantMemories } from '../selection';
import { placeRows } from './placeNameTable';

// CLDR writes no exemplar city where a language names a city as English does (German and French "Toronto", German
// "Berlin"): the place table gives a Latin-script language the English form then (scripts/gen-place-names.mjs, "="
// in placeNames.data.ts), so a personal question naming the city in Latin letters in any Latin-script language reaches
// a memory writing it in Japanese, Russian or Chinese; a world question naming the city reaches nothing.

const LATIN_LANGUAGES = ['de', 'fr', 'es', 'pt', 'it'] as const;

describe('the generated place table', () => {
  it.each([...generate()])(
    'Given the installed ICU and CLDR, when the script generates the table, then %s is the committed file (run node scripts/gen-place-names.mjs)',
    (name, text) => {
      expect(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')).toBe(text);
    },
  );

  it.each([
    ['t:America/Toronto', 'toronto'],
    ['t:Europe/Berlin', 'berlin'],
    ['t:Europe/Paris', 'paris'],
  ])('Given the city %s, when its forms are read, then every Latin-script language holds the English one or its own', (id, english) => {
    const row = placeRows().find((r) => r.id === id);
    expect(row?.forms.get('en')).toContain(english);
    for (const language of LATIN_LANGUAGES) expect(row?.forms.get(language)?.length, language).toBeGreaterThan(0);
  });

  it('Given a group of zones (America/Argentina/…), when the table is read, then it is no city', () => {
    const ids = new Set(placeRows().map((r) => r.id));
    for (const group of ['t:America/Argentina', 't:America/Indiana', 't:America/Kentucky']) expect(ids.has(group), group).toBe(false);
  });
});

const memories = {
  ja: () => bridgeMemory('stable_user_context', 'トロントに住んで三年になる。', ['住まい', 'トロント'], 'home city'),
  ru: () => bridgeMemory('stable_user_context', 'Живу в Торонто уже три года.', ['жильё', 'Торонто'], 'home city'),
  zh: () => bridgeMemory('stable_user_context', '我在多伦多住了三年了。', ['居住', '多伦多'], 'home city'),
};

const personal: readonly (readonly [string, string])[] = [
  ['de', 'Welche Versicherung brauche ich für meine Wohnung in Toronto?'],
  ['fr', 'Quelle assurance me faut-il pour mon appartement à Toronto ?'],
  ['es', '¿Qué seguro necesito para mi apartamento en Toronto?'],
  ['pt', 'Que seguro eu preciso para o meu apartamento em Toronto?'],
  ['it', 'Che assicurazione mi serve per il mio appartamento a Toronto?'],
];

const world: readonly (readonly [string, string])[] = [
  ['de', 'Welches ist das höchste Gebäude in Toronto?'],
  ['fr', 'Quel est le plus haut bâtiment de Toronto ?'],
  ['es', '¿Cuál es el edificio más alto de Toronto?'],
  ['pt', 'Qual é o prédio mais alto de Toronto?'],
  ['it', 'Qual è il grattacielo più alto di Toronto?'],
];

describe('a city named in Latin letters in every Latin-script language', () => {
  for (const [written, memory] of Object.entries(memories)) {
    it.each(personal)(
      `Given a memory writing the city in ${written}, when the user asks in %s "%s", then it is recalled`,
      (_, question) => {
        const store = [memory(), ...bridgeFiller()];
        expectRecalled(store, question, store[0]?.stableKey);
      },
    );

    it.each(world)(
      `Given a memory writing the city in ${written}, when a world question in %s names it ("%s"), then nothing is recalled`,
      (_, question) => {
        expect(selectRelevantMemories([memory(), ...bridgeFiller()], question)).toEqual([]);
      },
    );
  }
});

describe('an English city name that is a common word of the language', () => {
  const nome = () => bridgeMemory('stable_user_context', '叔父はノームで漁師をしている。', ['叔父', 'ノーム'], 'uncle in Nome');

  it.each([
    ['it', 'Mi aiuti a scegliere un nome per il mio cane?'],
    ['pt', 'Você me ajuda a escolher um nome para o meu cachorro?'],
    ['fr', 'Tu peux m’aider à choisir un nom pour mon chien ?'],
  ])('Given a memory of the city Nome, when the user asks in %s about a name ("%s"), then it is not recalled', (_, question) => {
    const store = [nome(), ...bridgeFiller()];
    expect(selectRelevantMemories(store, question).map((m) => m.stableKey)).not.toContain(store[0]?.stableKey);
  });

  it.each([
    ['de', 'Was soll ich meinem Onkel nach Nome schicken?'],
    ['es', '¿Qué le mando a mi tío a Nome?'],
  ])('Given a memory of the city Nome, when the user asks in %s where it is no common word ("%s"), then it is recalled', (_, question) => {
    const store = [nome(), ...bridgeFiller()];
    expectRecalled(store, question, store[0]?.stableKey);
  });
});
