import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import type { UserMemory } from '../../record/schema';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { buildQueryFeatures } from '../matchFeatures';
import { conceptDfOf } from './conceptDf';
import { householdConditionMemories } from './householdConditions';

// A condition of someone of the household asked with the relative and the condition named together
// (householdConditions.ts): the memories of that condition come whatever the question's frame, when every one of them
// is about that relative; a condition also held of the user or of another person, two relatives of one kind, or a
// question naming no relative reach none.

let clock = 0;
const memory = (type: MemoryType, text: string, tags: string[], subject: string): UserMemory =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-08-01T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );

const HOUSEHOLD = [
  memory('stable_user_context', 'A utilizadora é enfermeira num centro de saúde em Braga.', ['trabalho', 'enfermagem'], 'job'),
  memory('project_context', 'Está a plantar um pomar de macieiras no quintal.', ['pomar', 'macieiras'], 'orchard'),
  memory('stable_user_context', 'O sogro Artur tem 81 anos e vive com o casal desde o inverno.', ['sogro', 'Artur'], 'father-in-law Artur'),
  memory(
    'stable_user_context',
    'O Artur tem doença de Parkinson e toma levodopa quatro vezes ao dia.',
    ['Artur', 'Parkinson', 'levodopa'],
    'Artur parkinson',
  ),
  memory('stable_user_context', 'A mãe Celeste mora sozinha em Viana do Castelo.', ['mãe', 'Celeste'], 'mother Celeste'),
  memory(
    'stable_user_context',
    'A Celeste tem diabetes tipo 2 e controla o açúcar com dieta.',
    ['Celeste', 'diabetes'],
    'Celeste diabetes',
  ),
];

const selected = (store: readonly UserMemory[], question: string): string[] => {
  const subjects = new Map(store.map((m) => [m.stableKey, m.identity.subject]));
  return selectFromIndex(buildRecallIndex(store), question).map((s) => subjects.get(s.stableKey) ?? s.stableKey);
};

/** What the rule alone reaches (other bridges may answer the same question on their own grounds). */
const reached = (store: readonly UserMemory[], question: string): string[] => {
  const index = buildRecallIndex(store);
  const q = buildQueryFeatures(question, index.corpus, conceptDfOf(index.features));
  return householdConditionMemories(index.features, q).map((s) => s.memory.identity.subject);
};

describe('a condition of a relative, named with the relative', () => {
  it.each([
    '岳父有帕金森，晚上总是睡不着，有什么办法？',
    'パーキンソン病の義父、薬を飲む時間はどう決める？',
    'Welche Übungen helfen einem Schwiegervater mit Parkinson beim Gehen?',
    'Quels repas conviennent à un beau-père atteint de Parkinson ?',
    'Свёкор с болезнью Паркинсона плохо спит, что помогает?',
  ])('Given the father-in-law’s card and his Parkinson’s, when "%s" names both, then his Parkinson’s comes', (question) => {
    expect(selected(HOUSEHOLD, question)).toContain('Artur parkinson');
  });

  it.each([
    'Quali dolci può mangiare una mamma con il diabete?',
    '母親が糖尿病だと、果物はどれくらい食べていい？',
    '엄마가 당뇨가 있으면 명절 음식은 뭘 조심해야 해?',
  ])('Given the mother’s card and her diabetes, when "%s" names both, then her diabetes comes', (question) => {
    expect(selected(HOUSEHOLD, question)).toContain('Celeste diabetes');
  });

  it.each([
    'Welche Übungen helfen bei Parkinson?',
    '岳父得了糖尿病，哪些水果不能吃',
    'Quali dolci può mangiare una mamma con il Parkinson?',
    'Wie sagt man Schwiegervater mit Parkinson auf Englisch?',
  ])(
    'Given the same household, when "%s" names no relative, another relative than the one who has it, or asks for a word, then the rule reaches none',
    (question) => {
      expect(reached(HOUSEHOLD, question)).toEqual([]);
    },
  );

  it('Given the condition held of the user too, when a question names the relative and the condition, then the rule reaches neither', () => {
    const store = [
      ...HOUSEHOLD,
      memory('stable_user_context', 'A utilizadora também tem diabetes tipo 1 e usa insulina.', ['diabetes', 'insulina'], 'own diabetes'),
    ];
    expect(reached(store, '母親が糖尿病だと、果物はどれくらい食べていい？')).toEqual([]);
    expect(reached(HOUSEHOLD, '母親が糖尿病だと、果物はどれくらい食べていい？')).toEqual(['Celeste diabetes']);
  });

  it('Given two brothers named by two cards, when a question names a brother and the condition one of them has, then the rule reaches none', () => {
    const store = [
      ...HOUSEHOLD,
      memory('stable_user_context', 'O irmão Nuno vive em Lisboa e é professor.', ['irmão', 'Nuno'], 'brother Nuno'),
      memory('stable_user_context', 'O irmão Tiago trabalha num barco de pesca.', ['irmão', 'Tiago'], 'brother Tiago'),
      memory('stable_user_context', 'O Tiago tem asma desde criança.', ['Tiago', 'asma'], 'Tiago asthma'),
    ];
    expect(reached(store, 'Was hilft einem Bruder mit Asthma beim Joggen im Winter?')).toEqual([]);
    const oneBrother = store.filter((m) => m.identity.subject !== 'brother Nuno');
    expect(reached(oneBrother, 'Was hilft einem Bruder mit Asthma beim Joggen im Winter?')).toEqual(['Tiago asthma']);
  });
});
