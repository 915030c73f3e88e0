import { describe, expect, it } from 'vitest';
import type { MemoryType } from '../../../shared';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A practical question the aboutness reads as the world's (what to do, when, whether one may) that names a condition,
// an aid or a life matter in another language than the store's one memory of it reaches that memory as a plain
// request does (practicalMatters.ts); a pastime's how-to, a definition, a history, a comparison and a relation or pet
// named as a class stay the world's.
const memory = (type: MemoryType, subject: string, tags: string[], text: string, i: number) =>
  memoryFrom(rawCandidate({ type, subject, tags, text }), `2025-06-01T00:00:0${i}.000Z`);

const store = [
  memory('stable_user_context', 'cataract', ['Grauer Star', 'Operation'], 'Sie wird im März am rechten Auge am Grauen Star operiert.', 1),
  memory(
    'project_context',
    'bluetongue',
    ['bluetongue', 'flock'],
    'Two ewes of the flock had bluetongue last autumn; the vet wants the whole flock vaccinated.',
    2,
  ),
  memory(
    'stable_user_context',
    'half marathon',
    ['mezza maratona', 'corsa'],
    "Corre la mezza maratona di Roma ad aprile, all'ora e cinquanta.",
    3,
  ),
  memory('stable_user_context', 'dog Rex', ['dog', 'Rex'], 'Rex is a nine-year-old beagle.', 4),
];
const index = buildRecallIndex(store);
const subjects = (question: string) =>
  selectFromIndex(index, question).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject);

describe('a practical world question naming a condition or a life matter of the store in another language', () => {
  it.each([
    '白内障の手術のあと気をつけることは？',
    '백내장 수술 후 언제부터 운전해도 돼?',
    'Когда после операции на катаракте можно водить машину?',
    '白内障手术后多久可以开车？',
    '¿Cuándo se puede conducir después de la operación de cataratas?',
  ])('reaches the condition: %s', (question) => expect(subjects(question)).toContain('cataract'));
  it.each([
    '양 블루텅 백신은 언제 맞혀야 해?',
    'Wann sollte man gegen die Blauzungenkrankheit impfen?',
    'Quando si deve vaccinare il gregge contro la lingua blu?',
  ])('reaches the farm matter: %s', (question) => expect(subjects(question)).toContain('bluetongue'));
});

describe('what stays the world’s', () => {
  it.each([
    'Was ist eine Katarakt?',
    'Qu’est-ce que la cataracte ?',
    '白内障と緑内障の違いは？',
    'Кто впервые описал катаракту?',
    '蓝舌病是什么病毒引起的？',
  ])('a definition, a comparison or a history of the condition: %s', (question) => {
    expect(subjects(question)).not.toContain('cataract');
    expect(subjects(question)).not.toContain('bluetongue');
  });
  it('a pastime’s how-to', () => expect(subjects('Wie läuft man einen Halbmarathon ohne Training?')).not.toContain('half marathon'));
  it.each(['Wann sollte man einen Hund impfen?', 'Quando si deve vaccinare un cane?', 'Quand faut-il vacciner un chien ?'])(
    'a pet named as a class: %s',
    (question) => expect(subjects(question)).not.toContain('dog Rex'),
  );
});
