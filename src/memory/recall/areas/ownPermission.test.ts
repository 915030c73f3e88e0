import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../../__fixtures__/candidates';
import type { MemoryType } from '../../../shared';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A plain request asking the asker's own permission about an everyday thing named in another language reaches the
// user's one rule about it, never a liking of it (ownPermission.ts).
const memory = (type: MemoryType, subject: string, tags: string[], text: string, i: number) =>
  memoryFrom(
    rawCandidate({ type, subject, tags, text, polarity: type === 'user_preference' ? 'prefer' : null }),
    `2025-06-01T00:00:0${i}.000Z`,
  );

const rule = memory(
  'recurring_constraint',
  'no beer on weekdays',
  ['beer', 'weekdays'],
  'The user drinks no beer from Monday to Thursday.',
  1,
);
const liking = memory('user_preference', 'craft beer', ['beer', 'IPA'], 'The user likes hoppy craft beer.', 2);
const subjects = (store: readonly ReturnType<typeof memoryFrom>[], question: string) =>
  selectFromIndex(buildRecallIndex(store), question).map((s) => store.find((m) => m.stableKey === s.stableKey)?.identity.subject);

describe('a permission asked with no first-person word', () => {
  it.each(['今天还能喝啤酒吗？', '오늘 맥주 마셔도 돼?', '今日ビールを飲んでもいい？'])(
    'reaches the one rule about the thing: %s',
    (question) => expect(subjects([rule, liking], question)).toEqual(['no beer on weekdays']),
  );
  it.each(['今天还能喝啤酒吗？', '오늘 맥주 마셔도 돼?'])('reaches no liking of it: %s', (question) =>
    expect(subjects([liking], question)).toEqual([]),
  );
  it.each(['啤酒是怎么酿的？', 'receta de pan con cerveza'])('is no permission, so nothing: %s', (question) =>
    expect(subjects([rule, liking], question)).toEqual([]),
  );
});
