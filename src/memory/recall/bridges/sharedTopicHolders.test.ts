import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';

// conceptBridgeOpen.ts when two memories hold an everyday thing: both naming it as their topic (a tag or the
// subject) and no other memory naming it, they are about the same thing and a personal question naming it in
// another language reaches both; a third memory naming it, or a rule about it beside a liking, leaves them out.

const tomatoes = () => [
  memory('stable_user_context', 'User rents an allotment and grows tomatoes and garlic.', ['allotment', 'tomatoes'], 'allotment'),
  memory('project_context', 'User saves seeds of a local tomato variety every year.', ['tomatoes', 'seeds'], 'tomato seeds'),
  memory('project_context', 'User restores an old bicycle on weekends.', ['bicycle', 'restoration'], 'bicycle'),
];
const keyOf = (s: readonly { identity: { subject: string }; stableKey: string }[], subject: string) =>
  s.find((m) => m.identity.subject === subject)?.stableKey;

const QUESTIONS = [
  ['zh', '我的番茄叶子发黄了怎么办？'],
  ['ja', '私のトマトの葉が黄色くなったらどうすればいい？'],
  ['ko', '내 토마토 잎이 노랗게 변했는데 어떻게 해야 해?'],
  ['de', 'Die Blätter meiner Tomaten werden gelb, was soll ich tun?'],
  ['fr', 'Les feuilles de mes tomates jaunissent, que dois-je faire ?'],
  ['es', 'Las hojas de mis tomates se ponen amarillas, ¿qué hago?'],
  ['pt', 'As folhas dos meus tomateiros estão amarelas, o que faço com os meus tomates?'],
  ['it', 'Le foglie dei miei pomodori ingialliscono, cosa devo fare?'],
  ['ru', 'У моих помидоров желтеют листья, что мне делать?'],
] as const;

describe('two memories holding an everyday thing as their topic', () => {
  it.each(QUESTIONS)(
    'Given an allotment and tomato seeds, when the user asks about their tomatoes in %s (%s), then both are recalled',
    (_, question) => {
      const s = tomatoes();
      const picked = expectRecalled(s, question, keyOf(s, 'allotment'));
      expect(picked).toContain(keyOf(s, 'tomato seeds'));
      expect(picked).not.toContain(keyOf(s, 'bicycle'));
    },
  );

  // French, Spanish and Portuguese "tomates" meet the memories' word itself; the bridge is not asked there.
  it.each(QUESTIONS.filter(([language]) => !['fr', 'es', 'pt'].includes(language)))(
    'Given a third memory naming tomatoes in passing, when the user asks in %s (%s), then none is recalled',
    (_, question) => {
      const s = [
        ...tomatoes(),
        memory('user_preference', 'User likes gazpacho with ripe tomatoes in summer.', ['gazpacho', 'summer'], 'gazpacho'),
      ];
      expect(selectRelevantMemories(s, question)).toEqual([]);
    },
  );

  it.each([
    ['zh', '我的番茄叶子发黄了怎么办？'],
    ['de', 'Die Blätter meiner Tomaten werden gelb, was soll ich tun?'],
    ['it', 'Le foglie dei miei pomodori ingialliscono, cosa devo fare?'],
  ])('Given a rule about tomatoes beside a liking of them, when the user asks in %s (%s), then neither is recalled', (_, question) => {
    const s = [
      memory('recurring_constraint', 'User eats no raw tomatoes because of reflux.', ['tomatoes', 'reflux'], 'no raw tomatoes'),
      memory('user_preference', 'User loves cherry tomatoes from the market.', ['tomatoes', 'market'], 'cherry tomatoes'),
    ];
    expect(selectRelevantMemories(s, question)).toEqual([]);
  });
});
