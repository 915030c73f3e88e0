import { describe, expect, it } from 'vitest';
import { inTitle, titleWordsOf } from './quotedTitles';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A store word inside a quoted title that holds more than it is a word of the work's title (quotedTitles.ts), in
// the ten languages. Every case here is invented for this file.

describe('a word inside a quoted title', () => {
  it.each([
    ['「小梅の四季」は誰の作品？', '小梅'],
    ['『小梅日記』の作者は？', '小梅'],
    ['《小雨的夏天》是哪一年的电影？', '小雨'],
    ['《지호의 바다》 노래 가사 알려 줘', '지호'],
    ['《지호 이야기》는 누가 썼어?', '지호'],
    ['When was the song "Luna and the Sea" released?', 'luna'],
    ['Wer hat das Buch „Luna und das Meer“ geschrieben?', 'luna'],
    ['De quand date la chanson « Luna et la mer » ?', 'luna'],
    ['¿Quién escribió el libro «Luna y el mar»?', 'luna'],
    ['Quem cantou a canção "Luna e o mar"?', 'luna'],
    ['Chi ha scritto la canzone "Luna e il mare"?', 'luna'],
    ['Кто написал песню «Луна и море»?', 'луна'],
  ])('is the title’s: %s', (q, unit) => expect(inTitle(titleWordsOf(q), unit)).toBe(true));

  it.each([
    ['「小梅」の散歩は何時がいい？', '小梅'],
    ['小梅の誕生日に「おめでとう」と書いたケーキを頼みたい', '小梅'],
    ['小雨说“我不想去幼儿园”，怎么办？', '小雨'],
    ['Luna said "I hate the vet" — how do I calm her?', 'luna'],
    ['Write "Happy birthday Luna" in French', 'luna'],
    ['Как сказать «Луна, сидеть» собаке?', 'луна'],
  ])('is no title’s: %s', (q, unit) => expect(inTitle(titleWordsOf(q), unit)).toBe(false));
});

describe('a household name inside a quoted title', () => {
  const store = parseMemoryLines(
    [
      'stable_user_context | 息子, 大樹, サッカー | son Daiki | 息子の大樹は十歳で、サッカーをしている。',
      'stable_user_context | 大樹, 塾 | Daiki cram school | 大樹は毎週火曜に塾に通っている。',
      'stable_user_context | 大樹, 喘息 | Daiki asthma | 大樹は喘息があり、吸入薬を使っている。',
      'stable_user_context | daughter, Luna, violin | daughter Luna | The user’s daughter Luna is nine and plays the violin.',
      'project_context | Luna, recital | Luna recital | Luna has her first violin recital in June.',
    ].join('\n'),
  );
  const index = buildRecallIndex(store.map((s) => s.memory));
  const subjects = (q: string) => selectFromIndex(index, q).map((s) => store.find((x) => x.memory.stableKey === s.stableKey)?.subject);

  it.each(['「大樹の歌」はいつの作品？', 'Who wrote the song "Luna and the Sea"?'])('recalls none: %s', (q) =>
    expect(subjects(q)).toEqual([]),
  );

  it.each([
    ['大樹の喘息の吸入薬、旅行に何本持っていく？', 'Daiki asthma'],
    ['What should Luna play at her recital?', 'Luna recital'],
  ])('still recalls the household’s own: %s', (q, subject) => expect(subjects(q)).toContain(subject));
});
