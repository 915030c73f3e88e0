import { describe, expect, it } from 'vitest';
import { memoryMaker, picked } from '../__fixtures__/pickedStore';

// A nationality given a third party in a question not about the user is no anchor for a memory about the user's
// food, travel or language use (nationalityAdjectives.ts, thirdPartyNationality).

const memory = memoryMaker('2025-11-04');
const filler = () => [
  memory('stable_user_context', 'User works as a surveyor for the county council.', ['job', 'surveyor'], 'job'),
  memory('project_context', 'User restores an old sailing dinghy on weekends.', ['dinghy', 'restoration'], 'dinghy'),
];

// One store line per language: the user's cuisine in that language, and a question asking a third party's origin.
const CASES: readonly (readonly [string, string, string, string])[] = [
  ['en', 'User loves Japanese curry and cooks it every Friday.', 'Japanese curry', 'Is Makita a Japanese brand?'],
  ['de', 'Der Nutzer liebt die japanische Küche und kocht jeden Freitag Curry.', 'japanische Küche', 'Ist Makita eine japanische Marke?'],
  [
    'fr',
    "L'utilisateur adore la cuisine japonaise et cuisine un curry chaque vendredi.",
    'cuisine japonaise',
    'Makita est-elle une marque japonaise ?',
  ],
  ['es', 'Al usuario le encanta la comida japonesa y cocina curry cada viernes.', 'comida japonesa', '¿Makita es una marca japonesa?'],
  ['pt', 'O usuário adora comida japonesa e cozinha curry toda sexta.', 'comida japonesa', 'A Makita é uma marca japonesa?'],
  ['it', "L'utente adora la cucina giapponese e cucina il curry ogni venerdì.", 'cucina giapponese', 'Makita è un marchio giapponese?'],
  ['ru', 'Пользователь любит японскую еду и готовит карри каждую пятницу.', 'японская еда', 'Makita — японская марка?'],
  ['zh', '用户喜欢日本料理，每周五做咖喱。', '日本料理', '这是日本品牌吗？'],
  ['ja', 'ユーザーは日本料理が好きで、毎週金曜日にカレーを作る。', '日本料理', 'マキタは日本のブランドですか？'],
  ['ko', '사용자는 일본 요리를 좋아해서 금요일마다 카레를 만든다.', '일본 요리', '마키타는 일본 브랜드야?'],
];

describe('a nationality a question gives a third party', () => {
  it.each(CASES)(
    'Given a %s memory of the user’s cuisine ("%s"), when a question asks a thing’s origin, then it stays out',
    (_, text, tag, question) => {
      const food = memory('user_preference', text, [tag], tag);
      expect(picked([food, ...filler()], question)).not.toContain(food.stableKey);
    },
  );

  it.each([
    ['User loves Japanese curry and cooks it every Friday.', 'Japanese curry', 'I love Japanese food, is curry still a good idea tonight?'],
    ['User loves Japanese curry and cooks it every Friday.', 'Japanese curry', 'my Japanese curry keeps getting too thick'],
    [
      'Al usuario le encanta la comida japonesa y cocina curry cada viernes.',
      'comida japonesa',
      '¿qué comida japonesa me recomiendas para mi cena?',
    ],
    ['用户喜欢日本料理，每周五做咖喱。', '日本料理', '我喜欢的日本料理今晚做什么好？'],
  ])('Given the memory "%s", when the question is about the user ("%s"), then it comes', (text, tag, question) => {
    const food = memory('user_preference', text, [tag], tag);
    expect(picked([food, ...filler()], question)).toContain(food.stableKey);
  });

  it('Given a memory that is not about food, travel or a language (a colleague), then the nationality still anchors it', () => {
    const colleague = memory(
      'stable_user_context',
      'User works with a Japanese engineer on the dam project.',
      ['Japanese engineer', 'dam'],
      'Japanese engineer',
    );
    expect(picked([colleague, ...filler()], 'Is Makita a Japanese brand?')).toContain(colleague.stableKey);
  });
});
