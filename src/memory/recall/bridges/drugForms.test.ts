import { describe, expect, it } from 'vitest';
import { itBridgesCases, type BridgeCase } from '../__fixtures__/bridgeCases';
import { cjkDrugFormsIn, isLatinDrugForm } from './drugForms';

// A drug's name (drugForms.ts): a Latin INN is read in any Latin language, whatever ending that language gives it; a
// Chinese or Japanese transliteration is read as a run of characters the segmenter splits.

const CASES: readonly BridgeCase[] = [
  {
    tags: ['高血圧', 'アムロジピン'],
    text: '去年の健康診断で高血圧と言われ、アムロジピンを飲み始めた。',
    personal: [
      '¿La amlodipina me da calor en los pies?',
      'Tomo anlodipino, posso tomar café?',
      'Prendo amlodipino la mattina, va bene il pompelmo?',
      '我在吃氨氯地平要一直吃吗',
    ],
    world: ['¿Quién inventó la amlodipina?', '氨氯地平是什么时候发明的'],
  },
  {
    tags: ['痛風', 'フェブキソスタット'],
    text: 'ユーザーは痛風持ちで、フェブキソスタットを毎日飲んでいる。',
    personal: ['非布司他要一直吃下去吗', '我在吃非布司他，可以喝酒吗', 'Nehme ich Febuxostat schon zu lange?'],
    world: ['非布司他是哪家公司研发的'],
  },
  {
    tags: ['Parkinson', 'levodopa'],
    text: 'The user has Parkinson’s disease and takes levodopa four times a day.',
    personal: [
      '左旋多巴要饭前吃吗',
      'レボドパを飲み忘れたらどうする？',
      'Puedo tomar la levodopa con leche?',
      'パーキンソン病の薬が効きにくい時間帯がある',
    ],
    world: ['Who discovered levodopa?', '左旋多巴是谁发现的'],
  },
  {
    tags: ['アトピー', 'アポキル'],
    text: 'ユーザーはアトピー性皮膚炎で、アポキルを毎朝飲んでいる。',
    personal: ['Je prends de l’oclacitinib, est-ce que je peux boire du vin ?', '奥拉替尼可以和别的药一起吃吗'],
    world: ['Qui fabrique l’oclacitinib ?'],
  },
  {
    tags: ['喘息', 'シムビコート'],
    text: 'ユーザーは小児喘息が残っていて、シムビコートを毎日吸っている。',
    personal: ['Mi salbutamolo è finito, cosa faccio in viaggio?', '布地奈德可以长期用吗'],
    world: ['Wer hat Salbutamol erfunden?'],
  },
];

describe('a drug’s name in another language or script', () => {
  it.each([
    ['amlodipina', 'it'],
    ['anlodipino', 'pt'],
    ['febuxostat', 'de'],
    ['levodopa', 'es'],
    ['salbutamolo', 'it'],
  ] as const)('Given the Latin INN "%s", then it is read in any Latin language', (form, language) => {
    expect(isLatinDrugForm(form, language)).toBe(true);
  });

  it.each([
    ['ppi', 'en'],
    ['ipp', 'fr'],
    ['remédio da pressão', 'pt'],
    ['амлодипин', 'ru'],
    ['amlodipina', 'zh'],
    ['gotta', 'it'],
  ] as const)('Given "%s", an acronym, a phrase, no Latin form or no drug, then it is not read across languages', (form, language) => {
    expect(isLatinDrugForm(form, language)).toBe(false);
  });

  it('Given a Chinese or Japanese transliteration the segmenter splits, then it is found as a run of characters', () => {
    expect(cjkDrugFormsIn('非布司他要一直吃下去吗', 'zh')).toContain('非布司他');
    expect(cjkDrugFormsIn('岳父得了帕金森，左旋多巴的副作用有哪些', 'zh')).toContain('左旋多巴');
    expect(cjkDrugFormsIn('レボドパを飲み忘れた', 'ja')).toContain('レボドパ');
  });

  it('Given Han or kana text naming no drug, or a drug of the other script, then none is found', () => {
    expect(cjkDrugFormsIn('他要一直吃下去吗', 'zh')).toEqual([]);
    expect(cjkDrugFormsIn('非布司他要一直吃下去吗', 'ja')).toEqual([]);
    expect(cjkDrugFormsIn('ドパミンが足りない', 'ja')).toEqual([]);
  });

  itBridgesCases(CASES);
});
