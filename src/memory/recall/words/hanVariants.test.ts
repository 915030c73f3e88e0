import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeFiller, bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { buildMemoryFeatures } from '../matchFeatures';
import { buildCorpus } from './recallCorpus';
import { foldHan, withHanVariantsWritten } from './hanVariants';

// hanVariants.ts: a Han term or name the store writes in one variant (Japanese 橋本病, simplified 桥本病), asked in
// another, is the store's word in a personal question or a task; the world asking about it, a piece of two characters
// (周日 / 週日) and a piece the store writes two ways are not.

const store = () => [
  ...bridgeFiller(),
  memory('stable_user_context', 'ユーザーは橋本病で、毎朝薬を飲んでいる。', ['甲状腺', '橋本病'], 'thyroid'),
  memory('stable_user_context', '她客厅里的电视机是十年前买的。', ['电视机', '客厅'], 'television'),
  memory('recurring_constraint', '毎週土曜日に区立図書館で本を借りる。', ['図書館', '読書'], 'library'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('a Han term or name of the store asked in other variant characters', () => {
  it.each([
    // simplified Chinese for a Japanese term, traditional Chinese for a simplified one (no character in common)
    ['library', 'zh', '我想在图书馆借书，帮我列个书单'],
    ['television', 'zh-Hant', '我的電視機壞了，幫我寫一封保修郵件'],
  ])('Given a memory of %s, when a %s question writes it in other variants, then it is recalled', (subject, _language, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    ['thyroid', '桥本病是什么病？'],
    ['library', '图书馆是谁发明的？'],
  ])('Given a memory of %s, when "%s" asks the world, then it is not recalled', (subject, question) => {
    const s = store();
    expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
  });
});

describe('which pieces are written as the store writes them', () => {
  const corpus = () => buildCorpus(store().map(buildMemoryFeatures));

  it('folds traditional and Japanese characters to their simplified forms', () => {
    expect(foldHan('橋本病')).toBe('桥本病');
    expect(foldHan('沢田')).toBe(foldHan('澤田'));
    expect(foldHan('圖書館')).toBe('图书馆');
  });

  it('writes a term of three characters, not a piece of two (an everyday word as often as a name)', () => {
    expect(withHanVariantsWritten('我有桥本病', corpus())).toContain('橋本病');
    expect(withHanVariantsWritten('周日去哪里', corpus())).toBe('周日去哪里');
    expect(withHanVariantsWritten('書单', corpus())).toBe('書单');
  });

  it('leaves a piece the store writes in two variants as written', () => {
    const two = buildCorpus(
      [...store(), memory('stable_user_context', '她的朋友也有桥本病。', ['朋友', '桥本病'], 'friend')].map(buildMemoryFeatures),
    );
    expect(withHanVariantsWritten('我的橋本病', two)).toBe('我的橋本病');
  });
});
