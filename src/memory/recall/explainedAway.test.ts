import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import type { UserMemory } from '../record/schema';
import { buildRecallIndex, selectFromIndex } from './recallIndex';
import { selectRelevantMemories } from './selection';

// When a memory whose matched words a better one also matched still comes along (selection.ts, withoutExplainedAway).

const at = (i: number): string => `2025-05-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`;
const fact = (text: string, tags: string[], subject: string, i: number): UserMemory =>
  memoryFrom(rawCandidate({ type: 'stable_user_context', text, tags, subject, facet: tags[0] ?? null, polarity: null }), at(i));
const keysOf = (memories: readonly UserMemory[], query: string): string[] => {
  const plain = selectRelevantMemories(memories, query).map((m) => m.stableKey);
  expect(selectFromIndex(buildRecallIndex(memories), query).map((m) => m.stableKey)).toEqual(plain);
  return plain;
};

describe('a memory matched on part of what a better one matched', () => {
  const better = fact('Priya sailed to Crete and sailed around Naxos with her cousins.', ['sailing', 'Greece'], 'Priya', 1);
  const other = fact('Priya sailed a catamaran to Crete in 2021.', ['catamaran', 'sailing trip'], 'catamaran', 2);

  it('Given two independent words of its own (a person and a place), then it stays beside the better one', () => {
    const got = keysOf([better, other], 'When did Priya sail to Crete and Naxos?');
    expect(got[0]).toBe(better.stableKey);
    expect(got).toContain(other.stableKey);
  });

  it('Given a word it met only as part of the better one’s phrase (Berlin of "Berlin marathon"), then it does not come along', () => {
    const marathon = fact('Priya ran the Berlin marathon in September 2022.', ['marathon', 'running'], 'Priya', 3);
    const lived = fact('Priya lived in Berlin for two years.', ['Berlin', 'home'], 'Priya', 4);
    expect(keysOf([marathon, lived], 'When did Priya run the Berlin marathon?')).toEqual([marathon.stableKey]);
  });
});

describe('a companion met only in passing in its text', () => {
  const knee = fact('The user tore the meniscus of their left knee and avoids deep squats.', ['knee', 'meniscus'], 'left knee', 1);
  const tea = fact('The user drinks no black tea after 3 pm, since it would wreck their sleep.', ['tea', 'sleep'], 'tea rule', 2);

  it('Given one word of its text only while a better memory has the question’s topic as its tag, then it does not come along', () => {
    expect(keysOf([knee, tea], 'a leg day that wont wreck my knee')).toEqual([knee.stableKey]);
  });

  it('Given the word as its own tag, then it comes along beside the better one', () => {
    const wrecks = fact('The user dives to old wrecks off the coast.', ['wreck', 'diving'], 'wreck diving', 3);
    expect(keysOf([knee, wrecks], 'a leg day that wont wreck my knee')).toContain(wrecks.stableKey);
  });

  it('Given a name it gives, then it comes along: the question is about whom it names', () => {
    const chess = fact('The user plays chess online every evening.', ['chess', 'hobby'], 'chess', 4);
    const child = fact('The user has a nine-year-old daughter called Ella.', ['daughter', 'school'], 'daughter', 5);
    expect(keysOf([chess, child], 'Ella wants to learn chess, how do I start her?')).toContain(child.stableKey);
  });
});

describe('a companion met on part of its own name only', () => {
  const club = fact('The user holds a season ticket for FC Porto and goes to home games.', ['football', 'season ticket'], 'FC Porto', 1);
  const lecce = fact('The user spends every August with family in Lecce.', ['Lecce', 'summer'], 'summers in Lecce', 2);

  it('Given one word of its two-word subject (porto of "FC Porto") while a better memory meets the question on its topic, then it does not come along', () => {
    expect(keysOf([club, lecce], 'best way to get from porto to lecce in august')).toEqual([lecce.stableKey]);
  });

  it('Given its whole subject, then it comes along', () => {
    expect(keysOf([club, lecce], 'can i fit an fc porto game into my week before lecce')).toContain(club.stableKey);
  });
});

describe('a companion whose one tag a better memory met beside a second anchor', () => {
  const learning = fact('用户在学中文，希望每个句子都标上拼音。', ['中文', '学习'], '学中文', 1);
  const diet = fact('用户不吃辣，在外面吃饭时请用中文写说明。', ['饮食', '中文'], '饮食', 2);

  it('Given the shared word as its tag only, then it does not come along', () => {
    expect(keysOf([learning, diet], '给我几个问路用的中文句子')).toEqual([learning.stableKey]);
  });

  it('Given the shared word in its subject, then it comes along beside the better one', () => {
    const news = fact('用户每天早上看中文新闻。', ['中文', '新闻'], '中文', 3);
    expect(keysOf([learning, news], '给我几个问路用的中文句子')).toContain(news.stableKey);
  });
});

describe('a memory that shapes every answer, met on one word a better memory also met', () => {
  const style = memoryFrom(
    rawCandidate({
      type: 'standing_instruction',
      text: 'In Rust code, explain every unsafe block in a comment.',
      tags: ['code', 'Rust', 'comments'],
      subject: 'code style',
      facet: null,
      polarity: null,
    }),
    at(1),
  );
  const project = fact('Project Atlas is moving its services from Python to Rust.', ['Atlas', 'migration', 'Rust'], 'project Atlas', 2);

  it('Given the question names the project and the language, then the project memory comes alone', () => {
    expect(keysOf([style, project], 'how should I schedule the atlas move to rust')).toEqual([project.stableKey]);
  });

  it('Given the question names only the language, then the instruction comes', () => {
    expect(keysOf([style, project], 'write me some rust code with unsafe blocks')).toContain(style.stableKey);
  });
});

const RODEL = 'His closest friend from the ships is Rodel, an oiler in Cebu; they call each other every Sunday.';
const SWARMS = 'The fire brigade calls him to collect swarms; last time it took all morning.';

describe('a companion far weaker than the first memory (selection.ts, withoutFarWeaker)', () => {
  const friend = fact(RODEL, ['friend', 'Rodel', 'Cebu'], 'friend Rodel', 1);
  const swarms = fact(SWARMS, ['swarms', 'fire-brigade'], 'swarm calls', 2);

  it('Given a first memory met on several anchors and a companion on a small part of its evidence, then the companion stays out', () => {
    expect(keysOf([friend, swarms], 'what time is it in Cebu when I call Rodel on Sunday')).toEqual([friend.stableKey]);
  });

  it('Given a far weaker companion that gives the name the question asks about, then it stays (the daughter beside the chess)', () => {
    const chess = fact('The user plays the Sicilian defence in chess.', ['chess', 'openings'], 'chess', 3);
    const daughter = fact('The user has a nine-year-old daughter called Ella.', ['daughter', 'school'], 'daughter', 4);
    expect(keysOf([chess, daughter], 'Ella wants to learn chess, how do I start her?')).toEqual([chess.stableKey, daughter.stableKey]);
  });
});
