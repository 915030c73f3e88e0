import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';

// transliteratedNames.ts: a name the store writes in Latin letters, asked in katakana, hangul or Cyrillic, reaches
// its memories; a surname beside it, a kind before it, a definition asked of it, a place particle after it, or a
// name that is an English word keeps it out.

const store = () => [
  memory(
    'stable_user_context',
    'User has a tortoise named Tartaruga who lives in the garden.',
    ['tortoise', 'Tartaruga'],
    'tortoise Tartaruga',
  ),
  memory(
    'stable_user_context',
    'User’s colleague Valentina runs the night bakery shift.',
    ['colleague', 'Valentina'],
    'colleague Valentina',
  ),
  memory('stable_user_context', 'User has a dog named Lemon, a beagle.', ['dog', 'Lemon'], 'dog Lemon'),
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('names asked in another script', () => {
  it.each([
    ['tortoise Tartaruga', 'タルタルガ、冬はどうすればいい？'],
    ['tortoise Tartaruga', '타르타루가 밥은?'],
    ['tortoise Tartaruga', 'а для тартаруги?'],
    ['colleague Valentina', 'как вежливо попросить Валентину прийти пораньше?'],
    ['colleague Valentina', '바렌티나에게 뭐라고 말할까요?'],
  ])('Given a memory of %s, when the question writes the name as "%s", then it is recalled', (subject, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    ['colleague Valentina', 'Валентина Терешкова биография'],
    ['colleague Valentina', '가수 발렌티나는 어떻게 됐어?'],
    ['tortoise Tartaruga', '타르타루가 뭐야?'],
    ['dog Lemon', 'レモンの栄養について教えて'],
    ['dog Lemon', '레몬 케이크 만드는 법'],
  ])('Given a memory of %s, when "%s" names a namesake, a kind, a definition or the word, then it is not recalled', (subject, question) => {
    const s = store();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });
});
