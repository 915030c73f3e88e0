import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';
import { namesOf } from './senses';

// A name a memory gives in Chinese or Japanese (叫豆花, モカという名前) that its subject spells in Latin letters ("dog
// Douhua") is one name in two scripts: the Latin spelling is a name the store gives too, so a question writing it in
// Cyrillic, hangul or kana by sound reaches the pet (otherScriptNames.ts), as a name introduced in Latin letters does.

const memory = memoryMaker('2025-09-01');

describe('the Latin spelling a subject gives a name introduced in Chinese or Japanese', () => {
  it.each([
    ['用戶養了一隻柴犬，名字叫豆花，七歲。', ['狗', '豆花', '柴犬'], 'dog Douhua', 'douhua'],
    ['ユーザーはモカという名前の猫を飼っている。', ['猫', 'モカ'], 'cat Moka', 'moka'],
    ['用户的鹦鹉叫阿福，会说你好。', ['鹦鹉', '阿福'], 'parrot Afu', 'afu'],
  ])('Given "%s" under the subject %s, then the Latin spelling is a name', (text, tags, subject, name) => {
    expect(namesOf(memory('stable_user_context', text, tags, subject)).has(name)).toBe(true);
  });

  it.each([
    ['Diego有痛風，長期吃藥。', ['痛風', 'Diego'], 'Diego gout', 'diego'],
    ['用戶養了一隻柴犬，名字叫豆花。', ['狗', '豆花'], 'Taipei Dog Park', 'taipei'],
    ['ユーザーはモカコーヒーが好き。', ['コーヒー', 'モカ'], 'coffee Moka', 'moka'],
  ])('Given "%s" under the subject %s, then no Latin spelling is read as a name', (text, tags, subject, word) => {
    expect(namesOf(memory('stable_user_context', text, tags, subject)).has(word)).toBe(false);
  });

  it('Given a dog named 豆花 under the subject "dog Douhua", when a Russian question writes Доухуа, then the card is recalled', () => {
    const card = memory('stable_user_context', '用戶養了一隻柴犬，名字叫豆花，七歲。', ['狗', '豆花', '柴犬'], 'dog Douhua');
    const vaccine = memory('recurring_constraint', 'O Douhua toma a vacina anual em outubro.', ['vacina', 'Douhua'], 'Douhua vaccine');
    const other = memory('user_preference', 'User likes rowing on the lake on Saturday mornings.', ['rowing', 'lake'], 'rowing');
    const got = picked([card, vaccine, other], 'Доухуа постоянно чешет ухо, это опять отит?');
    expect(got).toContain(card.stableKey);
    expect(got).not.toContain(other.stableKey);
  });
});
