import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import { impersonalQuestions, impersonalStore } from './__fixtures__/impersonalSet';
import { retrievalFacts, retrievalQuestions } from './__fixtures__/retrievalSet';
import { runImpersonalSet, runRetrievalSet } from './__fixtures__/retrievalRun';
import { explainRecall } from './explain';
import { buildRecallIndex, selectFromIndex } from './recallIndex';
import type { UserMemory } from '../record/schema';
import { scoreMemory } from './score';
import { selectRelevantMemories } from './selection';
import { latinTokens, splitRuns, cjkPhrases } from '../record/tokenize';

// Property tests run hundreds of generated stores: under a loaded CI machine they take longer than the default
// 30 s. Speed is measured by `npm run bench`, not here.
const PROPERTY_TIMEOUT_MS = 120_000;

// Rule recall that holds on real conversations.

const at = (i: number): string => `2025-05-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`;
const fact = (text: string, tags: string[], subject: string, i: number, type: UserMemory['type'] = 'stable_user_context'): UserMemory =>
  memoryFrom(
    rawCandidate({ type, text, tags, subject, facet: tags[0] ?? null, polarity: type === 'user_preference' ? 'prefer' : null }),
    at(i),
  );
const keysOf = (memories: readonly UserMemory[], query: string): string[] =>
  selectRelevantMemories(memories, query).map((m) => m.stableKey);

describe('the retrieval set of the project', () => {
  it('Given the set, then it holds >= 200 facts about a few people and >= 150 questions in both languages, each gold fact present', () => {
    const facts = retrievalFacts();
    const ids = new Set(facts.map((f) => f.id));
    const questions = retrievalQuestions();
    expect(facts.length).toBeGreaterThanOrEqual(200);
    expect(new Set(facts.map((f) => f.memory.stableKey)).size).toBe(facts.length);
    expect(questions.length).toBeGreaterThanOrEqual(150);
    expect(questions.filter((q) => q.language === 'zh').length).toBeGreaterThanOrEqual(40);
    for (const kind of ['single', 'multi', 'temporal', 'typo']) expect(questions.some((q) => q.kind === kind)).toBe(true);
    for (const q of questions) for (const g of q.gold) expect(ids.has(g)).toBe(true);
  });

  it('Given the set, when recalled through the index, then recall@3 beats BM25 with stemming at the same empty rate, with better precision', () => {
    const report = runRetrievalSet();
    expect(report.rule.recallAt3).toBeGreaterThanOrEqual(report.bm25AtRuleEmptyRate.recallAt3);
    // Measured 97.7 % (212 of 217) once a thing of the user's named in a world frame keeps its memory (definiteThings.ts).
    expect(report.rule.recallAt3).toBeGreaterThanOrEqual(0.976);
    expect(report.rule.precision).toBeGreaterThan(report.bm25.precision);
    expect(report.rule.emptyRate).toBeLessThanOrEqual(0.05);
    // Rules alone at least as good as BM25 with stemming answering every question.
    expect(report.rule.recallAt3).toBeGreaterThanOrEqual(report.bm25.recallAt3);
  });
});

describe('questions about one of the people many memories are about', () => {
  const facts = retrievalFacts();
  const idOf = new Map(facts.map((f) => [f.memory.stableKey, f.id]));
  const index = buildRecallIndex(facts.map((f) => f.memory));
  const ids = (query: string): string[] => selectFromIndex(index, query).map((m) => idOf.get(m.stableKey) ?? '');

  it('Given a question naming one of them, then memories about another stay out; naming both lets both in', () => {
    // Tom's and Lena's teaching memories open with their names; each of them is in dozens of memories.
    const tom = ids('What subject does Tom teach?');
    expect(tom).toContain('t01');
    expect(tom.filter((id) => !id.startsWith('t'))).toEqual([]);
    const both = ids('Do Tom and Lena both teach?');
    expect(both.some((id) => id.startsWith('t')) && both.some((id) => id.startsWith('l'))).toBe(true);
  });

  it('Given words the question and a memory hold in a row ("teach German"), then they are no generic match a single word displaces', () => {
    // The German exam matches "German" and "Lena" apart; the volunteering matches "Lena teaches German" in a row.
    expect(ids('Who does Lena teach German to?')).toEqual(expect.arrayContaining(['l14', 'l31']));
  });
});

describe('impersonal questions', () => {
  it('Given >= 150 impersonal questions and >= 50 memories, then at most 3 % receive a topical memory', () => {
    expect(impersonalStore().length).toBeGreaterThanOrEqual(50);
    expect(impersonalQuestions().length).toBeGreaterThanOrEqual(150);
    const report = runImpersonalSet();
    expect(report.rate, JSON.stringify(report.withTopicalMemory, null, 1)).toBeLessThanOrEqual(0.03);
  });

  it.each([
    ['How do tides work?', 'The user works with Python and pandas.', ['python', 'pandas', 'data'], 'Python'],
    ['what language should I use for my new web project?', 'The user always uses dark themes.', ['dark theme', 'editor'], 'dark theme'],
    ['今晚想吃火锅', '用户喜欢吃桃子。', ['桃子', '水果', '吃'], '桃子'],
  ])('Given a handful of memories, when asked "%s", then one shared everyday word does not recall "%s"', (query, text, tags, subject) => {
    const store = [
      fact(text, tags, subject, 0, 'user_preference'),
      fact('The user lives in Lisbon.', ['lisbon', 'city'], 'Lisbon', 1),
      fact('用户养了一只猫。', ['猫', '宠物'], '猫', 2),
    ];
    expect(keysOf(store, query)).toEqual([]);
  });

  it('Given the same fruit memory, when the user asks about their own likes, then the one-character tag 吃 does count', () => {
    const peach = fact('用户喜欢吃桃子。', ['桃子', '水果', '吃'], '桃子', 0, 'user_preference');
    expect(keysOf([peach], '我喜欢吃什么？')).toEqual([peach.stableKey]);
    expect(scoreMemory(peach, '今晚想吃火锅').total).toBe(0);
  });
});

describe('matching words as they are written in conversation', () => {
  it.each([
    ['researching', 'research'],
    ['cooking', 'cook'],
    ['participated', 'participate'],
    ['visited', 'visits'],
  ])('Given "%s" and "%s", when tokenised, then they stem to one token', (a, b) => {
    expect([...latinTokens(splitRuns(a))]).toEqual([...latinTokens(splitRuns(b))]);
  });

  it('Given question words and pronouns, when tokenised, then none of them is a token, in either language', () => {
    expect([...latinTokens(splitRuns('When does she go, why did he, during which, how do they do their thing'))]).toEqual(['go']);
    expect([...latinTokens(splitRuns('What did she do in May 2023?'))]).toEqual([...latinTokens(splitRuns('may 2023'))]);
    expect(latinTokens(splitRuns('may 2023')).size).toBe(2);
    const phrases = cjkPhrases(splitRuns('他为什么喜欢哪些东西她怎么'));
    for (const p of phrases) expect(p).not.toMatch(/什么|怎么|哪些|他|她/);
  });

  it('Given a memory, when the question misspells its rare word by one letter, then it is still recalled, at reduced weight', () => {
    const edu = fact('Maya earned a degree in early childhood education.', ['degree', 'education'], 'Maya', 0);
    const other = fact('Maya adopted a beagle named Biscuit.', ['dog', 'beagle'], 'Maya', 1);
    const store = [edu, other];
    expect(keysOf(store, 'What did Maya study in education?')[0]).toBe(edu.stableKey);
    expect(keysOf(store, 'What did Maya study in educaton?')[0]).toBe(edu.stableKey);
    expect(selectFromIndex(buildRecallIndex(store), 'What did Maya study in educaton?')[0]?.stableKey).toBe(edu.stableKey);
    expect(keysOf(store, 'what about educaton')).toEqual([edu.stableKey]);
    expect(scoreMemory(edu, 'educaton').total).toBeLessThan(scoreMemory(edu, 'education').total);
    expect(explainRecall(edu, 'educaton').sharedWords).toContain('education');
  });

  it('Given a real word one letter away from a stored word, when asked, then it is no typo (hiking is not biking)', () => {
    const bike = fact('Tom goes biking in the mountains.', ['biking'], 'Tom', 0);
    expect(scoreMemory(bike, 'hiking boots').total).toBe(0);
  });
});

describe('rarity and distinctive text', () => {
  it('Given a project, risk or personal-context memory, when the question shares its rare words but no tag or subject, then it is recalled', () => {
    const travel = fact('James has visited Italy, Turkey and Mexico.', ['travel', 'countries'], 'James travel', 0);
    expect(keysOf([travel], 'Which places has James visited?')).toEqual([travel.stableKey]);
    const project = fact('The user is building a sourdough starter tracker.', ['app'], 'side project', 1, 'project_context');
    expect(keysOf([project], 'any tips for my sourdough?')).toEqual([project.stableKey]);
  });

  it('Given a name in every memory, when the question names a rare thing, then the memory with that thing ranks first', () => {
    const store = [
      ...Array.from({ length: 40 }, (_, i) =>
        fact(`Caroline went to the market on day ${i + 1} with Caroline's friends.`, ['market', 'caroline'], 'Caroline', i + 10),
      ),
      fact('Caroline bought an amulet at the craft fair.', ['amulet', 'fair'], 'Caroline', 0),
    ];
    expect(keysOf(store, 'Where did Caroline get her amulet?')[0]).toBe(store.at(-1)?.stableKey);
  });

  it('Given one common tag, when it is the only shared word, then it never clears the threshold; a distinctive tag does', () => {
    const work = fact('The user works night shifts.', ['work', 'shifts'], 'shift work', 0);
    expect(scoreMemory(work, 'Does this work?').total).toBe(0);
    expect(scoreMemory(work, 'Tips for night shifts').total).toBeGreaterThanOrEqual(1.5);
  });

  it('Given one word of a multi-word tag or subject, when it is the only match, then it must be rare to select (sky dark is not dark mode)', () => {
    const darkMode = fact('The user prefers dark mode in every editor.', ['dark mode', 'theme'], 'dark mode', 0, 'user_preference');
    expect(keysOf([darkMode], 'Why is the sky dark at night?')).toEqual([]);
    expect(keysOf([darkMode], 'Is dark mode better for the eyes?')).toEqual([darkMode.stableKey]);
  });

  it("Given a tag of everyday frequency, when the question calls it the user's own, then it selects; when nobody owns it, it does not", () => {
    const daughter = fact('The user has a daughter named Mia who is 6.', ['daughter', 'family'], 'daughter', 0);
    const nuer = fact('用户的女儿今年六岁。', ['女儿', '家庭'], '女儿', 1);
    const food = fact('The user is vegetarian.', ['food', 'vegetarian'], 'diet', 2, 'user_preference');
    const store = [daughter, nuer, food];
    expect(keysOf(store, 'Recommend a birthday gift for my daughter')).toEqual([daughter.stableKey]);
    expect(keysOf(store, 'Our little daughter wants to learn piano')).toEqual([daughter.stableKey]);
    expect(keysOf(store, '我女儿想学钢琴，怎么开始？')).toEqual([nuer.stableKey]);
    expect(keysOf(store, '给我的女儿买什么礼物')).toEqual([nuer.stableKey]);
    // The same words, owned by no one: not enough on their own.
    expect(keysOf(store, 'Who was the daughter of Zeus?')).toEqual([]);
    expect(keysOf(store, '国王的女儿叫什么名字？')).toEqual([]);
    expect(keysOf(store, 'How does a refrigerator keep food cold?')).toEqual([]);
    // Owned, but among the most common words: still never alone.
    const work = fact('The user works night shifts.', ['work', 'shifts'], 'shift work', 3);
    expect(keysOf([work], 'Does my work matter?')).toEqual([]);
  });
});

// Property: rarity over the store must not let an unrelated memory push a gold memory out.
const TOPICS = ['amulet', 'kayak', 'origami', 'violin', 'telescope', 'bonsai', 'falconry', 'pottery', '围棋', '书法', '滑雪', '茶道'];
const NOISE = ['market', 'weather', 'bus', 'lunch', 'office', 'meeting', 'river', 'garden', '天气', '公交', '午饭', '会议'];

describe('a memory whose every matched word a better one explains', () => {
  const berlin = fact('The user works remotely in the Berlin time zone.', ['berlin', 'timezone'], 'Berlin', 1);
  const marathon = fact('The user is training for the Berlin marathon.', ['marathon', 'running'], 'running', 2);
  const peach = fact('用户喜欢吃桃子。', ['桃子', '吃'], '桃子', 3, 'user_preference');
  const coriander = fact('用户不吃香菜。', ['香菜', '吃'], '香菜', 4, 'user_preference');

  it('Given a word that is one memory’s subject and only a word in passing of another, then only the first comes back', () => {
    expect(keysOf([berlin, marathon], 'Find me a coworking space in Berlin for my remote work.')).toEqual([berlin.stableKey]);
    expect(keysOf([berlin, marathon], 'Qual é o melhor bairro de Berlin para mim?')).toEqual([berlin.stableKey]);
  });

  it('Given a memory matched on part of what a better one matched, then it does not come along', () => {
    expect(keysOf([berlin, marathon], 'Make me a training plan for the Berlin marathon.')).toEqual([marathon.stableKey]);
  });

  it('Given two memories that both name the shared word as their topic, then both come back', () => {
    expect(keysOf([peach, coriander], '我喜欢吃什么？').sort()).toEqual([peach.stableKey, coriander.stableKey].sort());
  });
});

describe('adding an unrelated memory', () => {
  it(
    'Given a store and a query naming a memory tag, when an unrelated memory is added, then the selected gold memory stays selected',
    () => {
      const storeArb = fc.array(fc.record({ topic: fc.constantFrom(...TOPICS), noise: fc.constantFrom(...NOISE) }), {
        minLength: 1,
        maxLength: 12,
      });
      fc.assert(
        fc.property(storeArb, fc.nat(), fc.array(fc.constantFrom(...NOISE), { minLength: 1, maxLength: 3 }), (specs, pick, extraWords) => {
          const store = specs.map((s, i) =>
            fact(`The user mentioned ${s.topic} and ${s.noise} ${i}.`, [s.topic, s.noise], `${s.topic} ${i}`, i),
          );
          const gold = store[pick % store.length];
          if (!gold) return;
          const tag = gold.tags[0] ?? '';
          const query = `tell me about ${tag}`;
          if (!keysOf(store, query).includes(gold.stableKey)) return;
          const unrelated = fact(`Unrelated note about ${extraWords.join(' ')}.`, extraWords, `note ${extraWords.join(' ')}`, 99);
          expect(keysOf([...store, unrelated], query)).toContain(gold.stableKey);
          expect(selectFromIndex(buildRecallIndex([...store, unrelated]), query).map((m) => m.stableKey)).toContain(gold.stableKey);
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('store rarity kept incrementally', () => {
  it('Given a previous index, when memories are edited, removed and added, then the rebuilt counts equal a fresh build', () => {
    const facts = retrievalFacts().map((f) => f.memory);
    const first = buildRecallIndex(facts);
    const next = [
      ...facts
        .slice(1, 100)
        .map((m, i) => (i === 0 ? { ...m, text: `${m.text} She also studies marine biology.`, updatedAt: '2030-01-01T00:00:00.000Z' } : m)),
      ...facts.slice(101),
      fact('Maya started learning the accordion in 2024.', ['accordion', 'music'], 'Maya', 7),
    ];
    const rebuilt = buildRecallIndex(next, first);
    const fresh = buildRecallIndex(next);
    expect(new Map([...rebuilt.corpus.df].sort())).toEqual(new Map([...fresh.corpus.df].sort()));
    expect(new Map([...rebuilt.corpus.wordTokens].sort())).toEqual(new Map([...fresh.corpus.wordTokens].sort()));
    for (const q of [
      'Where did Maya study marine biology?',
      'Who plays the accordion?',
      'What is Maya allergic to?',
      'What did Maya study in educaton?',
    ])
      expect(selectFromIndex(rebuilt, q)).toEqual(selectFromIndex(fresh, q));
  });
});
