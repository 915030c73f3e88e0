import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';

// placeNameBridge.ts with several memories naming one place: a personal question naming it in another language
// reaches the memories about the place itself (its subject names it and a tag is the place's bare name), not one
// that tags it for another topic, nor one where the place only qualifies a thing ("Korean food"); a world question,
// a manner phrase ("à l'italienne") and a memory that shapes every answer change nothing.

const store = () => [
  memory('project_context', 'User plans a trip to Lisbon in May with two friends.', ['trip', 'Lisbon', 'May'], 'Lisbon trip'),
  memory('recurring_constraint', 'User puts 200 € a month aside for Lisbon and the car.', ['savings', 'Lisbon', 'budget'], 'savings plan'),
  memory('project_context', 'User studies Portuguese every evening with an app.', ['Portuguese', 'study', 'app'], 'Portuguese study'),
  memory('user_preference', 'User loves Portuguese pastries, custard tarts above all.', ['pastries', 'custard'], 'Portuguese pastries'),
  memory(
    'communication_preference',
    'Add a Portuguese word of the day at the end of each answer.',
    ['Portuguese', 'word'],
    'word of the day',
  ),
  memory('stable_user_context', 'User works as a pharmacist in Leeds.', ['job', 'pharmacist'], 'job'),
  memory('project_context', 'User restores an old bicycle on weekends.', ['bicycle', 'restoration'], 'bicycle'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('the place bridge with several memories of a place', () => {
  it.each([
    ['zh', '明年去里斯本,我每个月要存多少钱?'],
    ['ja', '私はリスボンに行くなら、何日あればいい?'],
    ['ru', 'сколько дней мне нужно на Лиссабон?'],
    ['de', 'wie viele Tage brauche ich für Lissabon?'],
  ])(
    'Given a trip and a budget tagging a city, when the user asks about it in %s (%s), then the trip is recalled, not the budget',
    (_, question) => {
      const s = store();
      const picked = expectRecalled(s, question, keyOf(s, 'Lisbon trip'));
      expect(picked).not.toContain(keyOf(s, 'savings plan'));
    },
  );

  it.each([
    ['zh', '我学葡萄牙语两个月了,怎么提高?'],
    ['ko', '저는 포르투갈어를 어떻게 더 빨리 배울 수 있을까요?'],
    ['ru', 'как мне быстрее выучить португальский?'],
  ])(
    'Given a language studied, its pastries and a reply rule, when the user asks about the language in %s, then the study is recalled, not the pastries',
    (_, question) => {
      const s = store();
      const picked = expectRecalled(s, question, keyOf(s, 'Portuguese study'));
      expect(picked).not.toContain(keyOf(s, 'Portuguese pastries'));
    },
  );

  it.each([
    ['zh', '里斯本的人口有多少?'],
    ['de', 'Wann wurde Lissabon gegründet?'],
    ['fr', 'je voudrais une douche à la portugaise dans ma salle de bain, combien ça coûte ?'],
  ])(
    'Given the same store, when a world question or a manner phrase names the place (%s: %s), then nothing about it is recalled',
    (_, question) => {
      const s = store();
      const picked = selectRelevantMemories(s, question).map((m) => m.stableKey);
      for (const subject of ['Lisbon trip', 'savings plan', 'Portuguese study', 'Portuguese pastries'])
        expect(picked).not.toContain(keyOf(s, subject));
    },
  );
});
