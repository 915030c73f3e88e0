import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from './__fixtures__/pickedStore';

// Beside a first memory met on two anchors or more, a companion met on one word of the question the first did not
// meet, scoring well under the first, stays out (selection.ts, withoutOneWordExtras).

const memory = memoryMaker('2025-11-02');

const bike = () =>
  memory(
    'stable_user_context',
    'User rides a Brompton folding bike fitted with Schwalbe Marathon tyres.',
    ['Brompton', 'Schwalbe'],
    'Brompton',
  );
const salamanca = () =>
  memory(
    'stable_user_context',
    'User spent a university year in Salamanca and still follows its football club.',
    ['Salamanca'],
    'Salamanca year',
  );
const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

describe('a companion met on one passing word beside a first memory met on two anchors', () => {
  it.each([
    'which pressure for the Schwalbe tyres of my Brompton on the cobbles of Salamanca?',
    'Welcher Reifendruck für die Schwalbe-Reifen meines Brompton in Salamanca?',
    'Quelle pression pour les pneus Schwalbe de mon Brompton à Salamanca ?',
    '¿Qué presión para las cubiertas Schwalbe de mi Brompton en Salamanca?',
    'Que pressão para os pneus Schwalbe da minha Brompton em Salamanca?',
    'Che pressione per le gomme Schwalbe della mia Brompton a Salamanca?',
    'Какое давление в шинах Schwalbe моего Brompton для Salamanca?',
    '我的Brompton用Schwalbe轮胎，在Salamanca要打多少气压？',
    '私のBromptonのSchwalbeタイヤ、Salamancaでは空気圧どれくらい？',
    '내 Brompton의 Schwalbe 타이어, Salamanca에서는 공기압 얼마나?',
  ])('Given the bike met on its name and its tyres, and the university year on the town alone ("%s"), then only the bike comes', (q) => {
    const [brompton, year] = [bike(), salamanca()];
    const got = picked([brompton, year, ...filler()], q);
    expect(got).toEqual([brompton.stableKey]);
  });

  it.each([
    'which saddle for my Brompton in Salamanca?',
    'Welcher Reifen für mein Brompton in Salamanca?',
    '¿Qué cubierta para mi Brompton en Salamanca?',
    'Какую шину для моего Brompton в Salamanca?',
    '我的Brompton在Salamanca用什么轮胎？',
  ])('Given a first memory met on one anchor only ("%s"), then the companion met on one word is its peer and stays', (q) => {
    const [brompton, year] = [bike(), salamanca()];
    const got = picked([brompton, year, ...filler()], q);
    expect(got).toContain(brompton.stableKey);
    expect(got).toContain(year.stableKey);
  });

  it.each([
    'my Brompton with Schwalbe tyres: which club in Salamanca has a football school for cyclists?',
    'mein Brompton mit Schwalbe-Reifen: welcher Club in Salamanca hat eine Football-Schule?',
  ])('Given the companion met on two anchors of its own ("%s"), then it stays', (q) => {
    const [brompton, year] = [bike(), salamanca()];
    const got = picked([brompton, year, ...filler()], q);
    expect(got).toContain(year.stableKey);
  });
});

describe('a companion that shares the first memory’s word or is about someone of the user’s life', () => {
  const pepeCollar = () =>
    memory('stable_user_context', 'Pepe wears a Scalibor collar from April to October.', ['Pepe', 'Scalibor', 'collar'], 'Pepe collar');
  const pepeIll = () =>
    memory('stable_user_context', 'Pepe has leishmaniasis and takes allopurinol.', ['Pepe', 'leishmaniasis'], 'Pepe leishmaniasis');

  it.each([
    "when can I take off Pepe's Scalibor collar this year?",
    'wann darf ich Pepe das Scalibor-Halsband abnehmen?',
    '¿cuándo le quito a Pepe el collar Scalibor?',
    'quando posso togliere a Pepe il collare Scalibor?',
  ])('Given a second card met on the name the first also met ("%s"), then it stays', (q) => {
    const [collar, ill] = [pepeCollar(), pepeIll()];
    const got = picked([collar, ill, ...filler()], q);
    expect(got).toContain(collar.stableKey);
    expect(got).toContain(ill.stableKey);
  });
});

describe('a constraint met on one word beside a first memory met on two anchors', () => {
  const knee = () =>
    memory('recurring_constraint', 'User tore the meniscus of the left knee and avoids kneeling.', ['knee', 'meniscus'], 'knee injury');
  const allotment = () =>
    memory('project_context', 'User grows tomatoes and beans on a rented allotment by the river.', ['allotment', 'tomatoes'], 'allotment');

  it('Given a rule the plan must keep, met on its topic word alone, then it binds the plan and stays', () => {
    const [injury, plot] = [knee(), allotment()];
    const got = picked([injury, plot, ...filler()], 'my knee hurts, can I still kneel to plant tomatoes on my allotment?');
    expect(got).toContain(plot.stableKey);
    expect(got).toContain(injury.stableKey);
  });
});
