import { describe, expect, it } from 'vitest';
import { classifyAboutness } from './aboutness';
import { asksOwnStep, speaksForAsker, statesOwnWish } from './askerEndings';

// Japanese and Korean say "want to" with a verb ending used of oneself only (〜たい, 〜고 싶다): a clause closing on it
// is the asker's wish though no pronoun is written, so a world question word beside it (いつ, どこ, 何, 언제, 어디,
// 만드는 법) asks for the asker's own plan, and the question is about the user.
describe('a wish stated with the desiderative ending', () => {
  it.each([
    ['週末に渓流へ釣りに行きたいけど、どこがいい？'],
    ['冬の間に体重を5キロ落としたい。いつから始める？'],
    ['あの試合だけは見逃したくない、放送はいつ？'],
    ['주말에 등산 가고 싶은데 어디가 좋은지 언제 가야 하는지'],
    ['올해는 김치를 직접 담그고 싶어, 김치는 어떻게 만들어?'],
  ])("makes the world question the user's: %s", (question) => {
    expect(statesOwnWish(question)).toBe(true);
    expect(classifyAboutness(question)).toBe('user');
  });

  it.each([
    ['来月までにピアノの発表曲を仕上げたい'],
    ['子どもの自転車を直したいんですが、工具は要る？'],
    ['크리스마스에 가족이랑 케이크를 굽고 싶어요'],
  ])('is a wish of the asker: %s', (question) => expect(statesOwnWish(question)).toBe(true));

  it.each([
    // before a noun, the wish is someone else's (people who want to live in Japan)
    ['日本に住みたい外国人はなぜ増えている？'],
    ['가고 싶은 사람은 몇 명이야?'],
    // adjectives that only end in the same kana: cold, heavy, sleepy, grateful, ticklish, guilty
    ['冷たい水で米を研ぐのはなぜ？'],
    ['重たい雲が出ると雨になる？'],
    ['ありがたい話だね'],
    ['くすぐったいのはなぜ？'],
    ['後ろめたい気持ちの英語は？'],
    // a third person's wish, or one reported
    ['아이들이 왜 공룡을 보고 싶어 해?'],
    ['유튜버들은 왜 다들 유명해지고 싶대?'],
  ])('states no wish of the asker: %s', (question) => {
    expect(statesOwnWish(question)).toBe(false);
    expect(classifyAboutness(question)).not.toBe('user');
  });
});

// Korean asks its own next step with an obligation (…야 해, …야 돼) or a sufficiency ending (…면 돼, …면 안 돼) and no
// one named as the doer: the asker is. A topic or subject with its particle, or a question of why, asks what anyone
// must do.
describe("the asker's own next step in Korean", () => {
  it.each([
    ['다음 달 시험 전에 뭘 복습해야 해?'],
    ['중고 카메라 렌즈 어디서 사면 돼?'],
    ['발표 자료 몇 장까지 만들어야 돼요?'],
    ['내일 건강검진 전날 저녁에 뭐 먹으면 안 돼?'],
    ['자전거 타이어 공기압 얼마나 넣어야 하나'],
  ])('is the user asking: %s', (question) => {
    expect(asksOwnStep(question)).toBe(true);
    expect(speaksForAsker(question)).toBe(true);
  });

  // …so a world question word beside it (어디서, 몇, 언제) asks where, how many or when for the asker
  it.each([['중고 카메라 렌즈 어디서 사면 돼?'], ['발표 자료 몇 장까지 만들어야 돼요?'], ['여권 갱신 언제 해야 돼?']])(
    "makes the world question the user's: %s",
    (question) => expect(classifyAboutness(question)).toBe('user'),
  );

  it.each([
    // a topic or a subject says whose step it is: anyone's
    ['어린이는 하루에 몇 시간 자야 해?'],
    ['김치는 몇 도에서 보관해야 돼?'],
    ['고양이가 하루에 물을 몇 ml 마셔야 돼?'],
    // a reason, not a step
    ['자동차 엔진오일 왜 갈아야 해?'],
    // no obligation or sufficiency ending
    ['한국 전쟁은 언제 끝났어?'],
  ])('asks no step of the asker: %s', (question) => {
    expect(asksOwnStep(question)).toBe(false);
    expect(classifyAboutness(question)).not.toBe('user');
  });
});
