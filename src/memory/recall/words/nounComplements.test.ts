import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { selectRelevantMemories } from '../selection';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A Romance noun with a "de" / "di" complement names one kind of the thing: a memory about one kind met on the noun
// alone is not about another kind the question names by a complement the memory never writes. The memory's own
// complement, a possessive, a name, a month or a quantity before the noun leave the noun the memory's.

let clock = 0;
const memory = (type: MemoryType, text: string, tags: string[], subject: string) =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-08-03T00:00:${String(clock++ % 60).padStart(2, '0')}.000Z`,
  );
const store = () => [
  memory('stable_user_context', 'Sa fille Léa suit des cours de piano le mercredi soir.', ['Léa', 'cours', 'piano'], 'Lea piano lessons'),
  memory('user_preference', 'Le gusta la pesca de trucha en los ríos de León.', ['pesca', 'trucha'], 'trout fishing'),
  memory('stable_user_context', 'Il figlio Marco prende lezioni di nuoto in piscina.', ['Marco', 'lezioni', 'nuoto'], 'Marco swimming'),
  memory('project_context', 'Ela está pagando a conta de luz atrasada da padaria.', ['conta', 'luz', 'padaria'], 'bakery bill'),
  memory('stable_user_context', 'User works as a surveyor for a regional water board.', ['job', 'surveyor'], 'job'),
];
const picks = (question: string) => {
  const s = store();
  const picked = selectRelevantMemories(s, question).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(s), question).map((m) => m.stableKey)).toEqual(picked);
  return picked.map((key) => s.find((m) => m.stableKey === key)?.identity.subject);
};

describe('a noun whose complement names another kind of the thing', () => {
  it.each([
    ['comment suivre le cours du pétrole sur mon téléphone', 'Lea piano lessons'],
    ['recomiéndame equipo para la pesca de altura', 'trout fishing'],
    ['mi servono lezioni di guida, da dove comincio?', 'Marco swimming'],
    ['preciso abrir uma conta de investimento, me ajuda', 'bakery bill'],
  ])('%s does not recall %s', (question, subject) => {
    expect(picks(question)).not.toContain(subject);
  });

  it.each([
    ['les cours de piano de Léa finissent à quelle heure', 'Lea piano lessons'],
    ['la pesca de trucha abre en abril?', 'trout fishing'],
    ['le lezioni di nuoto di Marco costano troppo', 'Marco swimming'],
    ['como negociar a conta de luz da padaria', 'bakery bill'],
  ])('%s still recalls %s', (question, subject) => {
    expect(picks(question)).toContain(subject);
  });
});

// The complement is weighed against the memory's words only when both are in one language: a memory in English writes
// the question's complement in its own words ("the audit of the warehouse" for "l'audit de l'entrepôt").
describe('a noun the memory writes in another language', () => {
  const english = () => [
    memory('project_context', 'User is preparing the audit of the warehouse stock for March.', ['audit', 'warehouse'], 'warehouse audit'),
    memory('stable_user_context', 'User plays the piano in a jazz trio on Fridays.', ['piano', 'jazz trio'], 'jazz piano'),
    memory('stable_user_context', 'User works as a surveyor for a regional water board.', ['job', 'surveyor'], 'job'),
  ];
  const englishPicks = (question: string) => {
    const s = english();
    return selectRelevantMemories(s, question).map((m) => s.find((x) => x.stableKey === m.stableKey)?.identity.subject);
  };

  it.each([
    ["ma checklist pour l'audit de l'entrepôt, tu m'aides?", 'warehouse audit'],
    ["il mio piano per l'audit del magazzino, mi aiuti?", 'warehouse audit'],
    ['mi piano de cola necesita afinación, cada cuánto lo hago?', 'jazz piano'],
  ])('%s still recalls %s', (question, subject) => {
    expect(englishPicks(question)).toContain(subject);
  });
});
