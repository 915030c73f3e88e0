import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// Namesakes and things named like the people of the user's life (namesakes.ts), and the world frames added with them.

const store = parseMemoryLines(`
stable_user_context | partner, Gabriel, pilot | partner Gabriel | User's partner Gabriel flies cargo planes out of Leipzig.
recurring_constraint | Gabriel, shellfish, allergy | Gabriel shellfish | Gabriel is allergic to shellfish.
user_preference | Gabriel, chess, evenings | Gabriel chess | Gabriel plays online chess in the evenings.
stable_user_context | children, Rosa, Felix | kids Rosa and Felix | User has two children, Rosa and Felix, in primary school.
recurring_constraint | Rosa, asthma | Rosa asthma | Rosa has asthma and takes her inhaler before football.
user_preference | Rosa, painting | Rosa painting | Rosa loves painting birds.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('namesakes of the people of the user’s life', () => {
  it.each([
    'What did Gabriel García Márquez write about love?',
    'quel âge a gabriel attal ?',
    'who was gabriel fauré',
    'Wann wurde Gabriel Macht berühmt?',
  ])('Given a partner called Gabriel, when the question names "%s", then no memory about the partner comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it.each([
    ['Gabriel Schmidt and I are cooking tonight, any seafood-free ideas?', 'Gabriel shellfish'],
    ['can gabriel eat paella with his allergy?', 'Gabriel shellfish'],
  ])('Given a partner called Gabriel, when the user asks "%s", then the partner’s memory still comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});

describe('a name after "which": one of its many bearers', () => {
  it.each([
    'which Gabriel was the archangel of the annunciation',
    'welcher Gabriel war der erste Erzengel?',
    'quale Gabriel ha vinto il Nobel?',
    '¿qué Gabriel pintó ese retrato?',
  ])('Given a partner called Gabriel, when "%s" asks which bearer is meant, then no memory about the partner comes', (q) => {
    expect(subjects(q)).toEqual([]);
  });

  it('Given a partner called Gabriel, when the question names him without "which", then his memory comes', () => {
    expect(subjects('does Gabriel still play chess in the evenings?')).toContain('Gabriel chess');
  });
});

describe('a name after an article no given name takes', () => {
  it.each(['what colour is the rosa in the garden catalogue', "qu'est-ce que la rosa canina ?", '¿qué es el felix del cuento?'])(
    'Given children Rosa and Felix, when "%s" asks about the thing, then no memory about them comes',
    (q) => {
      expect(subjects(q)).toEqual([]);
    },
  );

  it('Given children Rosa and Felix, when the user asks about Rosa by name, then her memory comes', () => {
    expect(subjects('what should rosa take before football?')).toContain('Rosa asthma');
  });
});

describe('world frames: a cause asked', () => {
  it('Given a memory about a shellfish allergy, when "what caused" asks about the world, then it does not come', () => {
    expect(subjects('what caused the shellfish allergy epidemic in the 1990s')).toEqual([]);
  });
});

describe('a name of the store after a maker the store holds', () => {
  const cars = parseMemoryLines(`
stable_user_context | greyhound, Clio, rescue | dog Clio | User adopted Clio, a retired racing greyhound, from a rescue in 2024.
recurring_constraint | Clio, cats, muzzle | Clio muzzle | Clio chases small animals and wears a muzzle in the park.
recurring_constraint | Clio, cold, coat | Clio coat | Clio gets cold below 10 °C and wears a fleece coat.
stable_user_context | car, Renault Zoe, electric | car Zoe | User drives an old Renault Zoe with about 180 km of range.
`);
  const carIndex = buildRecallIndex(cars.map((s) => s.memory));
  const got = (q: string) =>
    selectFromIndex(carIndex, q).map((m) => cars.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);
  const clio = (q: string) => got(q).filter((s) => s.startsWith('Clio') || s === 'dog Clio');

  it.each([
    'la renault clio est-elle fiable ?',
    'is the Renault Clio muzzle-shaped grille ugly?',
    'o Renault Clio é bom de estrada?',
    'Renault Clio Winterreifen, welche Größe?',
    'la Renault Clio ha freddo al motore in inverno?',
    '¿la renault clio tiene un buen abrigo para el frío?',
  ])('Given a greyhound Clio and a Renault, when "%s" names the model, then no memory about the dog comes', (q) => {
    expect(clio(q)).toEqual([]);
  });

  it.each([
    ['does clio need her coat tonight, it is 6 degrees', 'Clio coat'],
    ['il fait 4 degrés, je mets le manteau à clio ?', 'Clio coat'],
    ['can poor Clio go without her muzzle near cats?', 'Clio muzzle'],
  ])('Given a greyhound Clio and a Renault, when "%s" asks about the dog, then her memory comes', (q, subject) => {
    expect(got(q)).toContain(subject);
  });
});

describe('a name as the first part of a hyphenated compound (namesakes.ts, NAME_COMPOUND)', () => {
  const family = parseMemoryLines(`
stable_user_context | son, Otto, bee sting allergy | son Otto | Her son Otto is nine and severely allergic to bee stings.
project_context | Hyposensibilisierung, Otto, Allergologie | Otto immunotherapy | Otto bekommt eine Hyposensibilisierung gegen Bienengift in Bozen.
standing_instruction | Ausflüge, Otto, EpiPen | Otto safety | Bei Ausflügen mit Otto immer an den EpiPen erinnern.
stable_user_context | fille, Rosa, violon | daughter Rosa | Sa fille Rosa a douze ans et joue du violon.
recurring_constraint | Rosa, asthme | Rosa asthma | Rosa a de l'asthme et prend son inhalateur avant le sport.
`);
  const familyIndex = buildRecallIndex(family.map((s) => s.memory));
  const picked = (q: string) =>
    selectFromIndex(familyIndex, q).map((m) => family.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

  it.each([
    'Seit wann gibt es den Otto-Versand?',
    'Wer hat den Otto-Versand gegründet?',
    'Seit wann gibt es die Rosa-Klinik in Bozen?',
    'since when has the Otto-Versand existed?',
    'depuis quand existe la Rosa-Klinik ?',
  ])('Given a son Otto and a daughter Rosa, when "%s" names a firm after the name, then no memory of them comes', (q) => {
    expect(picked(q)).toEqual([]);
  });

  it.each([
    ['Was packe ich für Ottos Ausflug mit dem EpiPen ein?', 'Otto safety'],
    ['mon Rosa-Plan: Rosa peut-elle faire du sport avec son asthme ?', 'Rosa asthma'],
  ])('Given the child asked about by the user, then the memory still comes', (q, subject) => {
    expect(picked(q)).toContain(subject);
  });
});

describe('an everyday word many memories hold, after a capitalised word the store holds, is no maker’s model', () => {
  const roaster = parseMemoryLines(`
project_context | 부산, 커피쇼, 부스 | Busan coffee show | 사용자는 부산 커피쇼에 자기 로스터리 부스를 낸다.
user_preference | Kenya, SL28 | Kenyan coffee | Her favourite coffee is a washed Kenyan SL28.
stable_user_context | Melbourne, latte art | Melbourne | She learned latte art and coffee roasting in Melbourne.
workflow_preference | Cropster, logs | Cropster | She logs every coffee roast in Cropster.
`);
  const roasterIndex = buildRecallIndex(roaster.map((s) => s.memory));
  const got = (q: string) =>
    selectFromIndex(roasterIndex, q).map((m) => roaster.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

  it.each([
    'what should I bring to my booth at the Busan coffee show',
    'Was nehme ich an meinen Stand auf der Busan Coffee Show mit?',
    'Que dois-je apporter sur mon stand au Busan Coffee Show ?',
    '¿Qué llevo a mi stand en el Busan Coffee Show?',
    'O que levo para o meu estande no Busan Coffee Show?',
    'Cosa porto al mio stand al Busan Coffee Show?',
  ])('Given "%s", then the show the memory is about comes', (q) => {
    expect(got(q)).toContain('Busan coffee show');
  });
});
