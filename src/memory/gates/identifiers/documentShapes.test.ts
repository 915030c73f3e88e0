import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { hasDocumentShape } from './documentShapes';

// Plates and series-and-number documents by their written shape, each with a neighbour that shares
// its digits but not its shape.
describe('document shapes', () => {
  it.each([
    '車のナンバーは品川 300 さ 12-34です',
    '練馬500あ・・・1',
    '차 번호는 12가 3456이에요',
    '서울 123나 4567',
    'паспорт серии 45 08 номер 123456',
    'Паспорт: серия 4508 № 123456',
    'Serie AB Nummer 123456',
  ])('Given "%s", then it is a document number', (text) => {
    expect(hasDocumentShape(canonicalize(text))).toBe(true);
  });

  it.each([
    '会議室 101 で 10-12時',
    '第2章 12-34ページ',
    '3개 1000원',
    '10주 2000원',
    '2023년 3월',
    'серия книг из 12 томов',
    'сериал 2024 года',
    'Serie A 2024',
  ])('Given "%s", then it is not', (text) => {
    expect(hasDocumentShape(canonicalize(text))).toBe(false);
  });
});
