import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { buildMemoryFeatures } from '../matchFeatures';
import { buildCorpus } from '../words/recallCorpus';
import { withOtherScriptNamesWritten } from './otherScriptNames';
import { asksOfUsersThing } from './userThingFrames';

// otherScriptNames.ts with storeSpellingKeys.ts and userThingFrames.ts: a product or a place the store writes
// capitalised inside a sentence (no one's name), written in another script by a question that makes it the user's or
// hands a task around it, is the store's word; a question asking the world about it is not.

const store = () => [
  memory('stable_user_context', 'The user drives a 2016 Seat Ibiza, petrol, with manual gears.', ['car', 'Seat Ibiza'], 'Seat Ibiza'),
  memory(
    'project_context',
    'The user is organising a one-week summer chess camp for children in Jávea in August.',
    ['summer camp', 'Jávea'],
    'Jávea camp',
  ),
  memory('stable_user_context', 'User works as a land surveyor.', ['job', 'surveyor'], 'job'),
  memory(
    'stable_user_context',
    'User’s daughter Vera plays the cello in the school orchestra.',
    ['daughter', 'Vera', 'cello'],
    'daughter Vera',
  ),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('a product or a place of the store asked in another script', () => {
  it.each([
    // a model with its maker (the maker an English word: Seat), after a first-person possessive
    ['Seat Ibiza', '私のセアト・イビサのクラッチが柔らかい。修理は高い？'],
    ['Seat Ibiza', '내 세아트 이비자 클러치가 물렁해. 수리비 비쌀까?'],
    ['Seat Ibiza', 'У моей Ибицы мягкое сцепление, дорого ли чинить?'],
    // a place read as Spanish reads its j (Jávea: ハベア, 하베아, 哈维亚), in a task around it
    ['Jávea camp', 'ハベアの子ども向けチェス合宿の一日のスケジュールを作って'],
    ['Jávea camp', '하베아 어린이 체스 캠프 하루 일정표를 만들어 줘'],
    ['Jávea camp', '给哈维亚的儿童国际象棋夏令营排一个每天的日程'],
  ])('Given a memory of %s, when "%s" writes it in another script, then it is recalled', (subject, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    // asked of the world: no possessive, no task
    ['Jávea camp', 'ハベアの人口は？'],
    ['Jávea camp', '하베아는 어느 나라에 있어?'],
    ['Seat Ibiza', 'Что посмотреть на Ибице за два дня?'],
    // a kind of place after the word names the place, even in a task (イビサ島, 이비자 섬)
    ['Seat Ibiza', 'イビサ島の三日間の旅行プランを作って'],
    ['Seat Ibiza', '이비자 섬 여행 일정을 짜 줘'],
  ])('Given a memory of %s, when "%s" asks the world or names the place, then it is not recalled', (subject, question) => {
    const s = store();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });

  it('leaves a word two of the store’s words meet, and a word its own language ranks, as written', () => {
    const two = [
      ...store(),
      memory('stable_user_context', 'The user keeps a boat called Ibisa at the marina in Dénia.', ['boat', 'Ibisa'], 'boat Ibisa'),
    ];
    const corpus = buildCorpus(two.map(buildMemoryFeatures));
    expect(withOtherScriptNamesWritten('私のイビサを修理して', corpus)).toBe('私のイビサを修理して');
    expect(withOtherScriptNamesWritten('私のイビサを修理して', buildCorpus(store().map(buildMemoryFeatures)))).toContain('Ibiza');
    expect(withOtherScriptNamesWritten('私のシートを直して', buildCorpus(store().map(buildMemoryFeatures)))).toBe('私のシートを直して');
  });
});

describe('the corpus count of a store’s product and place words', () => {
  it('counts the words a memory writes capitalised inside a sentence that are no name, and drops them with the memory', () => {
    const [car, camp, , vera] = store().map(buildMemoryFeatures);
    const german = buildMemoryFeatures(
      memory('stable_user_context', 'Der Nutzer fährt jeden Tag mit dem Fahrrad zur Arbeit.', ['Fahrrad'], 'Fahrrad'),
    );
    const corpus = buildCorpus([car, camp, vera, german].flatMap((f) => (f ? [f] : [])));
    expect(corpus.properDf.get('ibiza')).toBe(1);
    expect([...corpus.properDf.keys()].some((w) => w.startsWith('j') && w.endsWith('vea'))).toBe(true);
    expect(corpus.properDf.has('vera')).toBe(false);
    expect(corpus.properDf.has('fahrrad')).toBe(false);
    const after = buildCorpus(
      [camp, vera, german].flatMap((f) => (f ? [f] : [])),
      {
        corpus,
        features: [car, camp, vera, german].flatMap((f) => (f ? [f] : [])),
      },
    );
    expect(after.properDf.has('ibiza')).toBe(false);
  });
});

describe('a question that makes a thing the user’s or hands a task around it', () => {
  it.each([
    ['ja', '私のセアト・イビサのクラッチが柔らかい'],
    ['ja', 'ハベアの合宿のスケジュールを作って'],
    ['zh', '我的车离合器发软'],
    ['zh', '给夏令营排一个每天的日程'],
    ['ko', '내 세아트 이비자 클러치가 물렁해'],
    ['ko', '하베아 캠프 일정표를 만들어 줘'],
    ['ru', 'У моей Ибицы мягкое сцепление'],
    ['ru', 'Составь план лагеря в Хавеа'],
    ['en', 'Make a daily schedule for the camp in Jávea'],
    ['es', 'Mi Ibiza hace un ruido raro'],
    ['de', 'Mein Ibiza springt nicht an'],
    ['fr', 'Mon Ibiza fait un bruit'],
    ['pt', 'O meu Ibiza faz um barulho'],
    ['it', 'La mia Ibiza fa un rumore'],
  ])('%s: "%s" does', (_language, question) => expect(asksOfUsersThing(question)).toBe(true));

  it.each([
    ['ja', 'ポルトの人口は？'],
    ['zh', '波尔图有什么好玩的'],
    ['ko', '카프카의 변신은 무슨 내용이야?'],
    ['ru', 'Что посмотреть в Порту за два дня'],
    ['en', 'What is the population of Porto?'],
    ['es', '¿Cuántos habitantes tiene Oporto?'],
    ['de', 'Wie viele Einwohner hat Porto?'],
    ['fr', 'Combien d’habitants a Porto ?'],
    ['pt', 'Quantos habitantes tem o Porto?'],
    ['it', 'Quanti abitanti ha Porto?'],
  ])('%s: "%s" does not', (_language, question) => expect(asksOfUsersThing(question)).toBe(false));
});
