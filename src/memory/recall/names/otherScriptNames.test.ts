import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeMemory as memory, expectRecalled } from '../__fixtures__/bridgeCases';
import { keysMeet, nameKey, romaniseCyrillic, romaniseHan, romaniseHangul, romaniseKana } from './nameRomanisation';

// otherScriptNames.ts: a name of the store written in another script is the store's name, judged by the rules of a
// name; nameRomanisation.ts: the key under which the scripts' spellings of one name meet and other names do not.

const store = () => [
  memory(
    'stable_user_context',
    'User’s daughter Vera plays the cello in the school orchestra.',
    ['daughter', 'Vera', 'cello'],
    'daughter Vera',
  ),
  memory(
    'stable_user_context',
    'User has a dog named Blanca, a white shepherd mix who is scared of thunder.',
    ['dog', 'Blanca'],
    'dog Blanca',
  ),
  memory(
    'stable_user_context',
    'User’s friend Santiago lives in Valencia and visits every spring.',
    ['friend', 'Santiago'],
    'friend Santiago',
  ),
  memory('stable_user_context', 'User’s brother Lev coaches chess at a youth club.', ['brother', 'Lev', 'chess'], 'brother Lev'),
  memory('stable_user_context', 'User has a cat named Mila who only eats wet food.', ['cat', 'Mila'], 'cat Mila'),
  memory('stable_user_context', 'User’s colleague Milan shares the night shift with them.', ['colleague', 'Milan'], 'colleague Milan'),
  memory(
    'stable_user_context',
    'У пользователя есть подруга Роза, она работает флористом в Казани.',
    ['подруга', 'Роза', 'флорист'],
    'подруга Роза',
  ),
  memory('stable_user_context', 'User works as a land surveyor.', ['job', 'surveyor'], 'job'),
  // A second daughter, dog, brother and cat: the relation alone tells none of them.
  memory('stable_user_context', 'User’s daughter Nadia studies law in Lisbon.', ['daughter', 'Nadia', 'law'], 'daughter Nadia'),
  memory('stable_user_context', 'User has a dog named Kasper, an old dachshund.', ['dog', 'Kasper'], 'dog Kasper'),
  memory('stable_user_context', 'User’s brother Oskar runs a bike repair shop.', ['brother', 'Oskar'], 'brother Oskar'),
  memory('stable_user_context', 'User has a cat named Pippa who sleeps all day.', ['cat', 'Pippa'], 'cat Pippa'),
  memory('stable_user_context', '息子はレオンという名前で、週末にサッカーをしている。', ['息子', 'レオン', 'サッカー'], '息子 レオン'),
  memory('stable_user_context', 'User’s son Tomas plays the drums in a jazz band.', ['son', 'Tomas', 'drums'], 'son Tomas'),
];
const keyOf = (s: ReturnType<typeof store>, subject: string) => s.find((m) => m.identity.subject === subject)?.stableKey;

describe('a name of the store asked in another script', () => {
  it.each([
    ['daughter Vera', '娘のヴェラの誕生日に何をあげたらいい？'],
    ['daughter Vera', '우리 딸 베라가 요즘 잠을 못 자요. 어떻게 해야 할까요?'],
    ['daughter Vera', '我女儿薇拉最近不想练琴，怎么办？'],
    ['daughter Vera', 'Что подарить дочке Вере на день рождения?'],
    ['dog Blanca', 'うちのブランカは雷が怖いみたい、どうすればいい？'],
    ['dog Blanca', '我家的狗布兰卡怕打雷怎么办'],
    ['friend Santiago', '친구 산티아고한테 생일 선물로 뭘 보내면 좋을까?'],
    ['brother Lev', '我哥哥列夫下周来，带他去哪儿玩？'],
    ['brother Lev', 'Мой брат Лев хочет сменить работу, что ему посоветовать?'],
    ['cat Mila', 'うちの猫のミラがご飯を食べない'],
    ['colleague Milan', '동료 밀란에게 보낼 감사 메일을 써 줘'],
    ['подруга Роза', 'What flowers should I give my friend Roza for her birthday?'],
    ['息子 レオン', 'My son Leon wants new football boots, what should I look for?'],
  ])('Given a memory of %s, when the question writes the name as "%s", then it is recalled', (subject, question) => {
    const s = store();
    expectRecalled(s, question, keyOf(s, subject));
  });

  it.each([
    ['daughter Vera', 'ヴェラ・ワンのウェディングドレスはいくら？'],
    ['brother Lev', 'Какие романы написал Лев Толстой?'],
    ['daughter Vera', 'Что такое вера с точки зрения философии?'],
    ['colleague Milan', '米兰的人口是多少？'],
    ['friend Santiago', '산티아고의 역사에 대해 알려줘'],
    ['подруга Роза', 'Who was Rosa Luxemburg?'],
    ['cat Mila', 'ミロのヴィーナスはどこにある？'],
    ['cat Mila', 'ミラーの掃除の仕方は？'],
    // A Korean surname carrying a particle (의, 은, 이) after the name: someone else's full name.
    ['friend Santiago', '산티아고 칼라트라바의 건축물은 어디에 있어?'],
    ['dog Blanca', '블랑카 페레스는 어떤 노래를 불렀어?'],
    // A Korean word built on a ranked one (a country and its language or people: -어, -인): no name.
    ['подруга Роза', '이 문장을 러시아어로 번역해 줘'],
    ['подруга Роза', '러시아인이 제일 많이 먹는 수프는?'],
  ])(
    'Given a memory of %s, when "%s" names a namesake, a place, the word or another name, then it is not recalled',
    (subject, question) => {
      const s = store();
      expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, subject));
    },
  );

  it('keeps a colleague Milan and a cat Mila apart in every script', () => {
    const s = store();
    for (const question of ['ミラの餌を変えたい', '밀라 밥 뭐 줄까?', '我的猫米拉不吃东西'])
      expect(selectRelevantMemories(s, question).map((m) => m.stableKey)).not.toContain(keyOf(s, 'colleague Milan'));
  });
});

describe('the sound key of a name', () => {
  const readers = { kana: romaniseKana, hangul: romaniseHangul, han: romaniseHan, cyrillic: romaniseCyrillic } as const;
  it.each([
    ['Blanca', 'ブランカ', 'kana', true],
    ['Blanca', '블랑카', 'hangul', true],
    ['Blanca', '布兰卡', 'han', true],
    ['Lev', 'レフ', 'kana', true],
    ['Lev', '列夫', 'han', true],
    ['Karl', '卡尔', 'han', true],
    ['Jennifer', '제니퍼', 'hangul', true],
    ['Santiago', 'Сантьяго', 'cyrillic', true],
    // the palatal n each language writes its own way (nh, gn, ñ, ny, ニャ, 냐, 尼亚, ня)
    ['Bolonha', 'ボローニャ', 'kana', true],
    ['Bologna', '볼로냐', 'hangul', true],
    ['Bologna', '博洛尼亚', 'han', true],
    ['Bolonha', 'Болонья', 'cyrillic', true],
    ['Sonia', 'Соня', 'cyrillic', true],
    ['Bolonha', 'ボロン', 'kana', false],
    ['Sonia', 'ソナタ', 'kana', false],
    ['Mila', 'ミロ', 'kana', false],
    ['Mila', 'ミラン', 'kana', false],
    ['Mila', '밀로', 'hangul', false],
    ['Vera', 'ベロ', 'kana', false],
    ['Lev', 'レオ', 'kana', false],
  ] as const)('%s and %s (%s) meet: %s', (latin, other, script, meets) =>
    expect(keysMeet(nameKey(latin, 'latin'), nameKey(readers[script](other) ?? '', script))).toBe(meets),
  );
});
