import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../shared';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from './recallIndex';

// A practical question read as the world's, met on one anchor that is a whole one-word tag of the memory, few of the
// store's memories hold it, is a task on the memory's own thing, as its subject named whole would be (anchorSense.ts,
// wholeTag); not when the memory names someone it does not tag, nor when the question names another thing by a
// capitalised word.
const memory = (type: MemoryType, subject: string, tags: string[], text: string, i: number) =>
  memoryFrom(rawCandidate({ type, subject, tags, text }), `2025-06-01T00:00:0${i}.000Z`);

const store = [
  memory(
    'stable_user_context',
    'learning Korean',
    ['Korean', 'learning', 'TOPIK'],
    'She is learning Korean and wants to pass TOPIK level 2 before the trip.',
    1,
  ),
  memory(
    'user_preference',
    'fig tree',
    ['Feigenbaum', 'Balkon'],
    'Auf dem Balkon hat sie einen Feigenbaum im Kübel, den sie im Winter einpackt.',
    2,
  ),
  memory(
    'recurring_constraint',
    'Pelé collar',
    ['Pelé', 'coleira', 'Scalibor'],
    'Pelé usa sempre a coleira Scalibor; é preciso trocá-la a cada cinco meses.',
    3,
  ),
  memory(
    'stable_user_context',
    'sail client',
    ['cliente', 'Trieste', 'Barcolana'],
    'Un cliente di Trieste, il signor Rossi, le ha ordinato un genoa nuovo per la Barcolana.',
    4,
  ),
  memory('stable_user_context', 'Christmas cod', ['bacalhau', 'Natal'], 'Todo o Natal ela faz bacalhau com todos para a família.', 5),
];
const index = buildRecallIndex(store);
const subjects = (question: string) =>
  selectFromIndex(index, question).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject);

describe('a practical question on a whole tag of the memory', () => {
  it.each([
    'quantas horas por semana para o TOPIK 2?',
    'quante parole servono per il TOPIK 2?',
    "combien d'heures par semaine pour réussir le TOPIK 2 ?",
  ])('reaches the exam: %s', (question) => expect(subjects(question)).toContain('learning Korean'));
  it('reaches the tree', () => expect(subjects('Wann muss der Feigenbaum eingepackt werden?')).toContain('fig tree'));
  it.each(['quand changer le collier Scalibor du chien', 'quando cambiare il collare Scalibor del cane'])(
    'reaches the pet’s collar: %s',
    (question) => expect(subjects(question)).toContain('Pelé collar'),
  );
});

describe('what stays the world’s', () => {
  it('a memory about someone it does not tag', () => expect(subjects('Quando si corre la Barcolana?')).not.toContain('sail client'));
  it('another thing named beside it', () => expect(subjects('Onde comprar bacalhau Riberalves?')).not.toContain('Christmas cod'));
  it.each(['What is the TOPIK?', 'Who created the TOPIK exam?'])('a definition or a history: %s', (question) =>
    expect(subjects(question)).not.toContain('learning Korean'),
  );
});
