import { describe, expect, it } from 'vitest';
import { aboutnessQuestions, aboutnessStore, runAboutnessSet } from './__fixtures__/aboutnessRun';
import { classifyAboutness, withoutTitleWords } from './aboutness';
import { normalizeForRecall } from '../record/tokenize';

const about = (q: string) => classifyAboutness(normalizeForRecall(q));

describe('aboutness of a question', () => {
  it.each([
    ['What should I cook tonight?', 'user'],
    ['帮我写一段引言', 'user'],
    ['Hilf mir bei der Wohnungssuche.', 'user'],
    ['¿Qué regalo le compro a mi abuela?', 'user'],
    ['Помоги мне составить план.', 'user'],
    ['おすすめのホテルは？', 'user'],
    ['Who invented the telephone?', 'world'],
    ['成都为什么叫天府之国？', 'world'],
    ['Wann wurde München gegründet?', 'world'],
    ['Qui a fondé Michelin ?', 'world'],
    ['Когда была основана Москва?', 'world'],
    ['抹茶の歴史を教えて', 'world'],
    ['杭州西湖有什么传说？', 'world'],
    ['羽毛球拍是用什么材料做的？', 'world'],
    ['ソニーが創業した年は？', 'world'],
    ['Wo leben Pumas in freier Wildbahn?', 'world'],
    ['Wie funktioniert ein Chat im Internet?', 'world'],
    ['Come si fanno i biscotti al burro?', 'world'],
    ['Dove porto i bambini quando piove?', 'user'],
    ['外婆八十多岁了，送她什么礼物好？', 'user'],
    ['娘が保育園に行きたがらない。', 'user'],
    ['아들이 수학을 싫어해요', 'user'],
    ['父母官是什么意思？', 'world'],
    ['딸기는 언제 제철이에요?', 'world'],
    ['¿Dónde compro pan sin gluten?', 'user'],
    ['Cosa mangiano gli italiani a colazione?', 'world'],
    ['¿Qué tiempo hace en Lima en julio?', 'request'],
    ['Quando foi construída a Ponte Dom Luís I no Porto?', 'world'],
    ['O que causa a hipertensão?', 'world'],
    ['運動不足になると体はどうなりますか？', 'world'],
    ['등산 스틱은 누가 발명했나요?', 'world'],
    ['Quais temperos posso usar para cozinhar sem sal?', 'user'],
    ['Какой корм выбрать для кота?', 'user'],
    ['이번 주말에 뭐 하면 좋을까?', 'user'],
    ['次の旅行先、どこがいいと思う？', 'user'],
    ['What time is it in Berlin right now?', 'request'],
    ['Keep the answer short', 'request'],
  ])('Given "%s", then it is about the %s', (question, expected) => {
    expect(about(question)).toBe(expected);
  });
});

describe('a possessive inside a title', () => {
  it.each([
    ['What happens at the end of The Fault in Our Stars?', 'world'],
    ['Wer singt im Film Mein Name ist Hase?', 'world'],
    ['Should my class read Our Town?', 'user'],
    ['My Neighbor Totoro is on tonight, is it good for my son?', 'user'],
  ])('Given "%s", then it is about the %s', (question, expected) => {
    expect(about(withoutTitleWords(question))).toBe(expected);
  });
});

describe('the aboutness set of the project', () => {
  it('Given the set, then it holds >= 400 questions in >= 6 languages by category, against >= 80 memories of one user', () => {
    const questions = aboutnessQuestions();
    expect(questions.length).toBeGreaterThanOrEqual(400);
    expect(new Set(questions.map((q) => q.language)).size).toBeGreaterThanOrEqual(6);
    expect(aboutnessStore().length).toBeGreaterThanOrEqual(80);
    const subjects = new Set(aboutnessStore().map((s) => s.subject));
    for (const q of questions) for (const e of q.expect) expect(subjects.has(e), e).toBe(true);
    for (const category of ['direct', 'homograph', 'name', 'place', 'brand', 'topic', 'subword', 'function', 'generic', 'personal_none'])
      expect(
        questions.some((q) => q.category === category),
        category,
      ).toBe(true);
  });

  it('Given the set, when recalled through the index, then false injection <= 5 % and direct questions are recalled >= 95 %', () => {
    const report = runAboutnessSet();
    const detail = JSON.stringify(report.failures, null, 1);
    expect(report.falseInjectionRate, detail).toBeLessThanOrEqual(0.05);
    expect(report.directRecall, detail).toBeGreaterThanOrEqual(0.95);
  });
});
