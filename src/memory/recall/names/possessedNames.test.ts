import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';

// A name of the household held by many memories weighs little in the store, yet written as someone's — a possessive
// particle, a German genitive -s, a genitive preposition after the noun it owns — it says who the question is about,
// and is enough to recall that one's memories. Bare, beside a surname, or after a noun no one of a household owns, it
// is not.

const memory = memoryMaker('2025-09-01');

/** A husband introduced once and written of in eleven memories, in several languages. */
function household(name = 'Mateo') {
  const card = memory(
    'stable_user_context',
    `User’s husband ${name} is from Valparaíso and teaches guitar.`,
    ['husband', `${name}`, 'guitar'],
    `husband ${name}`,
  );
  const gout = memory('stable_user_context', `${name} has gout and takes allopurinol every day.`, ['gout', `${name}`], `${name} gout`);
  const rest = [
    memory('user_preference', `Con ${name} ve fútbol chileno los domingos.`, ['fútbol', `${name}`], 'football'),
    memory('stable_user_context', `${name} cocina empanadas los sábados.`, ['empanadas', `${name}`], 'empanadas'),
    memory('project_context', `${name} prepara un concierto de guitarra en marzo.`, ['concierto', `${name}`], 'concert'),
    memory('user_preference', `The user and ${name} watch crime series together.`, ['series', `${name}`], 'crime series'),
    memory('stable_user_context', `${name} runs along the river on Sunday mornings.`, ['running', `${name}`], 'running'),
    memory('stable_user_context', `${name} gave the user a record player for her birthday.`, ['record player', `${name}`], 'record player'),
    memory('project_context', `The user and ${name} are saving for a trip to Patagonia.`, ['Patagonia', `${name}`], 'Patagonia trip'),
    memory('user_preference', `${name} prefers red wine from Maule.`, ['wine', `${name}`], 'wine'),
    memory('stable_user_context', `${name} speaks Spanish with the user’s parents.`, ['Spanish', `${name}`], 'Spanish at home'),
  ];
  const about = new Set([card.stableKey, gout.stableKey]);
  return { store: [card, gout, ...rest], about };
}

describe('a household name held by many memories, written as someone’s', () => {
  it.each([
    ['Mateo的居留證明年到期，要提前多久辦'],
    ['Mateoの永住権の更新はいつまで？'],
    ['Mateo의 영주권 갱신은 언제까지야?'],
    ["When does Mateo's residence permit expire?"],
    ['Welche Unterlagen fehlen noch für Mateos Aufenthaltstitel?'],
    ['Quels papiers faut-il encore pour la résidence permanente de Mateo ?'],
    ['¿Qué papeles faltan para la residencia permanente de Mateo?'],
    ['Que documentos faltam para a residência permanente do Mateo?'],
    ['Quali documenti mancano per la residenza permanente di Mateo?'],
  ])('Given a husband named in eleven memories, when the question reads "%s", then his memories are recalled', (question) => {
    const { store, about } = household();
    expect(about.has(picked(store, question)[0] ?? '')).toBe(true);
  });

  it.each([
    ['Quels papiers faut-il pour une résidence permanente en France ?'],
    ['Welche Opern hat Mateo Kaufmann gesungen?'],
    ['Welche Unterlagen braucht man für den Daueraufenthalt?'],
    ['¿Cuándo se construyó la catedral de Mateo?'],
  ])(
    'Given a husband named in eleven memories, when the question "%s" does not write him as someone’s, then none is recalled',
    (question) => {
      const { store } = household();
      expect(picked(store, question)).toEqual([]);
    },
  );

  it('Given a husband Jonas named in eleven memories, when the German question writes Jonas Kaufmann, then none is recalled', () => {
    const { store } = household('Jonas');
    expect(picked(store, 'In welchen Opern hat Jonas Kaufmann gesungen?')).toEqual([]);
  });
});
