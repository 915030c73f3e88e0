import { describe, expect, it } from 'vitest';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';
import type { UserMemory } from '../record/schema';
import { splitRuns } from '../record/tokenize';
import { classifyAboutness, isEncyclopedic } from './aboutness/aboutness';
import { questionLanguageOf } from './words/questionLanguage';
import { selectRelevantMemories } from './selection';

// Rules the fifth blind aboutness set found (fifthAboutness.test.ts holds the set itself).

const mem = (text: string, tags: string[], subject: string, type: UserMemory['type'] = 'user_preference'): UserMemory =>
  memoryFrom(rawCandidate({ type, text, tags, subject }));
const recalled = (memories: UserMemory[], q: string): string[] => selectRelevantMemories(memories, q).map((m) => m.stableKey);

describe('a function word of the question’s own language', () => {
  const coffee = mem('User makes pour-over coffee with a Hario V60 every morning.', ['coffee', 'pour-over', 'V60'], 'pour-over coffee');
  const manager = mem(
    "User's manager Per Lindqvist prefers written proposals.",
    ['manager', 'Per', 'proposals'],
    'manager Per',
    'stable_user_context',
  );

  it('Given an English memory, when a French or Italian question uses the same letters as its function word, then the memory is not recalled', () => {
    expect(recalled([coffee], 'quel vin je prends pour le dîner de samedi ?')).toEqual([]);
    expect(recalled([coffee], 'des livres de dinosaures pour ma fille')).toEqual([]);
    expect(recalled([manager], 'tabella per la mia mezza maratona')).toEqual([]);
    expect(recalled([manager], 'per quale motivo il cielo è blu')).toEqual([]);
  });

  it('Given the same memories, when an English question uses the word, then they are still recalled', () => {
    expect(recalled([coffee], 'how fine should I grind for my pour-over?')).toEqual([coffee.stableKey]);
    expect(recalled([manager], 'How do I pitch my proposal to Per?')).toEqual([manager.stableKey]);
  });

  it('Given every question word the function-word lists leave out, then a question of that language marks it as one', () => {
    const cases: [string, string][] = [
      ['comment organiser mes notes dans le bureau', 'comment'],
      ['pourquoi le ciel est bleu pour les enfants', 'pourquoi'],
      ['o que a gente faz pra ele não latir', 'pra'],
      ['зачем нужны часовые пояса в этой стране', 'зачем'],
    ];
    for (const [question, word] of cases) expect(questionLanguageOf(splitRuns(question)).functionTokens.has(word), question).toBe(true);
    // Latin words inside a CJK question are names or code-switched English: no language is read from them.
    expect(questionLanguageOf(splitRuns('AI Mind 下一个版本要做什么')).language).toBeUndefined();
  });
});

describe('topic nouns in a world frame', () => {
  const tortoise = mem(
    "User's tortoise Donna hibernates in the fridge from November.",
    ['tortoise', 'Donna', 'hibernation'],
    'tortoise Donna',
    'stable_user_context',
  );
  const cat = mem('A gata Neve é branca e surda de um ouvido.', ['gato', 'Neve'], 'cat Neve', 'stable_user_context');

  it('Given a pet memory, when a world question shares only topic nouns or the pet’s name as a common word, then nothing is recalled', () => {
    expect(recalled([tortoise], 'how do tortoises hibernate in the wild')).toEqual([]);
    expect(recalled([cat], 'perché la neve è bianca')).toEqual([]);
  });

  it('Given the same memories, when the user asks about their own pet, then it is recalled', () => {
    expect(recalled([tortoise], 'my tortoise should hibernate soon, how cold should the fridge be?')).toEqual([tortoise.stableKey]);
  });

  it('Given a memory about people of the user’s life, when a world frame shares two of its words without naming them, then it is recalled', () => {
    const twins = mem(
      'Tom and Amara have twin daughters, Zoe and Ife, who turned seven in May 2023.',
      ['twins', 'kids', 'family'],
      'twin daughters',
      'stable_user_context',
    );
    expect(recalled([twins], 'When did the twins turn seven?')).toEqual([twins.stableKey]);
  });
});

describe('world frames the fifth set found', () => {
  it.each([
    '虎鲸 keiko 后来怎么样了',
    'シャチのケイコはその後どうなったの？',
    'ネーヴェってイタリア語でどういう意味？',
    '민서라는 이름은 무슨 뜻이야?',
    'atlas 是希腊神话里的哪位神',
    'patagonia 高原在哪个国家',
    'kafka 的《变形记》讲了什么',
    'what books did kafka write before he died',
    'worum geht es in kafkas der prozess',
    'wie lernen kinder zwei sprachen gleichzeitig',
    'зачем нужны часовые пояса',
    'framework vs library whats the difference',
  ])('Given "%s", then it is a world question', (q) => {
    expect(classifyAboutness(q)).toBe('world');
  });

  it.each(['was koche ich heute abend?', 'wie lange lädt mein zoe an der wallbox?', '我家乌龟冬眠要注意什么'])(
    'Given "%s", then it stays the user’s',
    (q) => {
      expect(classifyAboutness(q)).toBe('user');
    },
  );
});

describe('the user asked in lower case and in mixed scripts', () => {
  it.each(['when should donna come out of the fridge', "when's the next game at the dragão i can take rui to"])(
    'Given "%s", then it is the user’s question',
    (q) => {
      expect(classifyAboutness(q)).toBe('user');
    },
  );

  const son = mem(
    "User's son Leo is three and goes to the creche three mornings a week.",
    ['son', 'Leo'],
    'son Leo',
    'stable_user_context',
  );
  const bedtime = mem('Leo fights bedtime; the user tries a fixed routine.', ['Leo', 'sleep'], 'Leo bedtime', 'stable_user_context');
  const languages = mem(
    'Leo hears Portuguese and Italian at home and mixes them.',
    ['Leo', 'languages'],
    'Leo languages',
    'stable_user_context',
  );
  const store = [son, bedtime, languages];

  it('Given a person of the user’s life that several memories hold, when a lower-case question names them, then their memories come back', () => {
    expect(recalled(store, 'and what about leo?').length).toBeGreaterThan(0);
    expect(recalled(store, 'o leo não dorme de jeito nenhum').length).toBeGreaterThan(0);
  });

  it('Given the same store, when a lower-case question asks about the word, then nothing comes back', () => {
    expect(recalled(store, 'what does leo mean in astrology')).toEqual([]);
  });
});

describe('a pet’s name across the memories about the pet', () => {
  const dog = mem(
    "User's dog Mate is a border collie mix who needs two long walks a day.",
    ['dog', 'Mate'],
    'dog Mate',
    'stable_user_context',
  );
  const hips = mem('Mate has mild hip dysplasia: no stairs-running.', ['Mate', 'hip', 'vet'], 'Mate hip dysplasia', 'recurring_constraint');

  it('Given one memory that names the dog, when a question uses the name as a common word, then no memory about the dog comes back', () => {
    expect(recalled([dog, hips], 'is mate tea bad for your teeth')).toEqual([]);
  });

  it('Given the same memories, when the user asks about their dog by name, then they come back', () => {
    expect(recalled([dog, hips], 'how long should i walk mate with his bad hip?')).toContain(hips.stableKey);
  });
});

describe('a name in a definition or a history', () => {
  it('Given "Porto 这座城市是怎么得名的", then it asks a history', () => {
    expect(isEncyclopedic('porto 这座城市是怎么得名的')).toBe(true);
  });
});
