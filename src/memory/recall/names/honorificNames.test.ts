import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';
import { addressedNamesOf, isAddressedUnit } from './honorificNames';
import { namesOf } from './senses';
import { isCjk, normalizeForRecall, toToken } from '../../record/tokenize';

// A name the question writes with a title or an honorific, which a memory writes too, is that person of the user's
// life in any frame (honorificNames.ts); a bare name, a title before no name and a titled name no memory holds are not.

const memory = memoryMaker('2026-11-01');

const others = () => [
  memory('user_preference', 'User likes rowing on the lake on Saturday mornings.', ['rowing', 'lake'], 'rowing'),
  memory('project_context', 'User maintains a small open-source map renderer.', ['maps', 'renderer'], 'map renderer'),
  memory('stable_user_context', 'User lives in a flat near the river with a small balcony.', ['flat', 'balcony'], 'home'),
];

/** A business contact of the user's, by surname, in each language. */
const CONTACTS: readonly [string, string, string[], string][] = [
  ['en', "The brewery's importer in Hamburg is Mr Vogel; he orders twice a year.", ['importer', 'Vogel'], 'Hamburg importer'],
  ['de', 'Der Importeur der Brauerei ist Herr Vogel in Hamburg; er bestellt zweimal im Jahr.', ['Importeur', 'Vogel'], 'importer'],
  ['fr', "L'importateur de la brasserie est M. Vogel à Hambourg ; il commande deux fois par an.", ['importateur', 'Vogel'], 'importer'],
  ['es', 'El importador de la cervecería es el Sr. Vogel, en Hamburgo; pide dos veces al año.', ['importador', 'Vogel'], 'importer'],
  ['ja', '蔵の経理と酒税の申告は長岡の税理士の小林さんに頼んでいる。', ['税理士', '確定申告'], 'tax accountant'],
  ['zh', '酒厂在台湾的代理商是台北的林先生，每年进口大约三千瓶。', ['台湾', '代理商'], 'Taipei importer'],
];

describe('a person the question addresses with a title, whom a memory names', () => {
  it.each([
    ['en', 'draft an email to Mr Vogel confirming the spring order'],
    ['en', 'What does Mr Vogel usually order in spring?'],
    ['de', 'Schreib Herrn Vogel eine kurze Mail wegen der Lieferung im Frühling'],
    ['de', 'Was bestellt Herr Vogel normalerweise im Frühling?'],
    ['fr', 'Écris un mot à M. Vogel pour la livraison du printemps'],
    ['fr', "Que commande M. Vogel d'habitude au printemps ?"],
    ['es', 'Escribe un correo al Sr. Vogel sobre la entrega de primavera'],
    ['es', '¿Qué suele pedir el Sr. Vogel en primavera?'],
    ['ja', '酒税の申告で小林さんに確認しておくことは？'],
    ['zh', '林先生今年的订单比去年少了，我该怎么跟他谈'],
  ])('Given the contact card (%s), when the user asks "%s", then the card is recalled', (language, question) => {
    const [, text, tags, subject] = CONTACTS.find(([l]) => l === language) ?? CONTACTS[0]!;
    const card = memory('stable_user_context', text, tags, subject);
    expect(picked([card, ...others()], question)).toContain(card.stableKey);
  });

  it.each([
    ['Mr Vogel', 'vogel'],
    ['Frau Keller', 'keller'],
    ['Mme Dubois', 'dubois'],
    ['M. Dubois', 'dubois'],
    ['la Sra. Gómez', 'Gómez'],
    ['o Senhor Tavares', 'tavares'],
    ['il signor Rossi', 'rossi'],
    ['господин Петров', 'петров'],
    ['小林さんに', '小林'],
    ['佐々木様', '佐々木'],
    ['フォーゲルさん', 'フォーゲル'],
    ['林先生', '林'],
    ['민준 씨', '민준'],
    ['김 선생님', '김'],
    ['Vogelさんに', 'Vogel'],
    ['Vogel 씨에게', 'Vogel'],
  ])('Given "%s", then the addressed name is %s', (question, name) => {
    // Latin and Cyrillic names as tokens (stemmed, accents folded), CJK as written.
    expect([...addressedNamesOf(question)]).toContain(isCjk(name) ? name : toToken(normalizeForRecall(name)));
  });
});

describe('no addressed person', () => {
  // A bare name, a brand, a profession before a title, a kin word with 님: nobody addressed.
  it.each([
    '배우 김민준이 나온 드라마',
    'Ist Moto Guzzi eine gute Motorradmarke?',
    'Что посмотреть во Владивостоке?',
    '数学老师怎么备课',
    '어머님 생신 선물',
    'Mr. and Mrs. are titles, right?',
    'who was the Vogel family in the novel',
    // A role or a relation of the tables before an honorific (occupations.data.ts, kinship.data.ts).
    'お医者さんに聞くべきことは？',
    '歯医者さんの選び方',
    '叔母さんへのお礼状',
    '의사 선생님께 드릴 질문',
    '老板先生',
  ])('Given "%s", then no name is addressed', (question) => {
    expect(addressedNamesOf(question).size).toBe(0);
  });

  it('Given 小林さん addressed, then a phrase without the whole name is no addressed unit', () => {
    const addressed = addressedNamesOf('小林さんに聞く');
    expect(isAddressedUnit(addressed, '小林さん')).toBe(true);
    expect(isAddressedUnit(addressed, '林さんに')).toBe(false);
    expect(isAddressedUnit(addressedNamesOf('林先生好'), '林业')).toBe(false);
  });

  it.each([
    ['en', 'draft an email to Mr Keller confirming the spring order'],
    ['ja', '酒税の申告で田中さんに確認しておくことは？'],
    ['zh', '王先生今年的订单比去年少了，我该怎么跟他谈'],
  ])(
    'Given the contact card (%s), when the user addresses someone the store never names ("%s"), then it is not recalled',
    (language, question) => {
      const [, text, tags, subject] = CONTACTS.find(([l]) => l === language) ?? CONTACTS[0]!;
      const card = memory('stable_user_context', text, tags, subject);
      expect(picked([card, ...others()], question)).not.toContain(card.stableKey);
    },
  );
});

describe('a titled name of a memory, written in another script by the question', () => {
  // The memory's titled name is a store name (senses.ts namesOf), so otherScriptNames.ts reads its katakana and hangul
  // spellings as the store's.
  const importer = () =>
    memory(
      'stable_user_context',
      'Der Importeur der Brauerei ist Herr Vogel in Hamburg; er bestellt zweimal im Jahr.',
      ['Importeur', 'Hamburg'],
      'importer',
    );

  // Not yet hangul: otherScriptNames.ts reads 포겔 씨에게 as a full name and writes 씨에게 in Latin letters too.
  it.each(['フォーゲルさんへの見積もりを英語で書いて', 'フォーゲル様に送る請求書の文面を考えて'])(
    'Given Herr Vogel in a memory, when the user asks "%s", then the card is recalled',
    (question) => {
      const card = importer();
      expect(picked([card, ...others()], question)).toContain(card.stableKey);
    },
  );

  it.each(['ケラーさんへの見積もりを英語で書いて', '켈러 씨에게 보낼 견적서를 영어로 써 줘'])(
    'Given Herr Vogel in a memory, when the user addresses someone else ("%s"), then the card is not recalled',
    (question) => {
      const card = importer();
      expect(picked([card, ...others()], question)).not.toContain(card.stableKey);
    },
  );

  it.each([
    ['Der Importeur ist Herr Vogel.', ['vogel']],
    ['税理士の小林さんに頼んでいる。', ['小林']],
    ['Ein Vogel sitzt auf dem Dach.', []],
    ['Il a vu un Vogel dans le livre.', []],
  ])('Given the memory "%s", then its titled names are %j', (text, expected) => {
    const card = memory('stable_user_context', text, ['x'], 'x');
    const titled = [...namesOf(card)].filter((n) => ['vogel', '小林'].includes(n));
    expect(titled).toEqual(expected);
  });
});
