import { describe, expect, it } from 'vitest';
import { foldChineseScript, foldedMemory, originalMemory } from './hanFolding';
import { memoryFrom, rawCandidate } from '../__fixtures__/candidates';

describe('foldChineseScript', () => {
  it('reads traditional Chinese in the simplified script, character by character', () => {
    expect(foldChineseScript('幫我推薦一本關於咖啡烘焙的書')).toBe('帮我推荐一本关于咖啡烘焙的书');
    expect(foldChineseScript('為什麼我的貓這幾天不吃飯？')).toBe('为什么我的猫这几天不吃饭？');
    expect(foldChineseScript('臺灣的颱風季節')).toBe('台湾的台风季节');
  });

  it('leaves simplified Chinese, other scripts and Japanese with kana as written (the same string)', () => {
    for (const text of [
      '帮我推荐一本书',
      'Recommend a book about coffee',
      'Как дела?',
      '커피 추천해 줘',
      '電車で会社に行く',
      '橋本病の検査はいつ？',
    ]) {
      expect(foldChineseScript(text)).toBe(text);
    }
  });
});

describe('foldedMemory', () => {
  const traditional = memoryFrom(rawCandidate({ text: '使用者喜歡淺焙的衣索比亞咖啡。', tags: ['咖啡', '淺焙'], subject: '咖啡偏好' }));

  it('reads a traditional memory in the simplified script and maps the copy back to the stored record', () => {
    const folded = foldedMemory(traditional);
    expect(folded.text).toBe('使用者喜欢浅焙的衣索比亚咖啡。');
    expect(folded.tags).toEqual(['咖啡', '浅焙']);
    expect(folded.identity.subject).toBe('咖啡偏好');
    expect(originalMemory(folded)).toBe(traditional);
    expect(foldedMemory(traditional)).toBe(folded);
  });

  it('keeps a record with nothing to fold, and every field of a Japanese memory, as they are', () => {
    const simplified = memoryFrom(rawCandidate({ text: '用户喜欢浅焙咖啡。', tags: ['咖啡'], subject: '咖啡' }));
    expect(foldedMemory(simplified)).toBe(simplified);
    // The kanji-only tag 韓国語 is Japanese because the text has kana; folded alone it would read 韩国语.
    const japanese = memoryFrom(rawCandidate({ text: 'ユーザーは韓国語を勉強している。', tags: ['韓国語', '語学'], subject: '語学' }));
    expect(foldedMemory(japanese)).toBe(japanese);
    expect(originalMemory(japanese)).toBe(japanese);
  });
});
