import { describe, expect, it } from 'vitest';
import { cjkNameSlotsOf, standsAsCjkName } from './cjkRelationNames';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A CJK word many memories hold is someone of the user's life only where a memory writes it as a name: after a
// relation or a pet, after a naming word, before an honorific (cjkRelationNames.ts). In a question asking a fact of the
// world a topic noun or a home town is nobody's (people.ts). Every case here is invented for this file.

const slots = (...texts: string[]) => new Map(texts.flatMap(cjkNameSlotsOf).map((s) => [s, 1]));

describe('where a memory writes a CJK name', () => {
  it.each([
    ['息子・大樹は十歳で、サッカーをしている。', '大樹'],
    ['柴犬小梅は五歳。', '小梅'],
    ['母・和代は82歳。', '和代'],
    ['女儿小雨今年五岁。', '小雨'],
    ['用户养了一只猫，名字叫年糕。', '年糕'],
    ['아들 지호는 야구를 한다.', '지호'],
    ['会計は税理士の森田さんに頼んでいる。', '森田'],
    ['周末跟王老师学书法。', '王'],
    ['수요일마다 서연 씨와 테니스를 친다.', '서연'],
  ])('reads a name in: %s', (text, name) => expect(standsAsCjkName(name, slots(text))).toBe(true));

  it.each([
    ['新潟県上越市の酒蔵で働いている。', '上越'],
    ['父は2型糖尿病で薬を飲んでいる。', '糖尿病'],
    ['父の糖尿病のため、夕食は糖質を控えている。', '糖尿病'],
    ['女儿的学校在杭州。', '学校'],
    ['我在杭州的茶园工作。', '杭州'],
    ['전주에서 한옥 게스트하우스를 운영한다.', '전주'],
  ])('reads no name in: %s', (text, word) => expect(standsAsCjkName(word, slots(text))).toBe(false));
});

describe('a topic noun or a home town many memories hold, asked as a fact of the world', () => {
  const store = parseMemoryLines(
    [
      'stable_user_context | 上越, 酒蔵 | brewery | ユーザーは上越の酒蔵で働いている。',
      'stable_user_context | 上越, 自宅 | home | ユーザーは上越の古い町家に住んでいる。',
      'user_preference | 上越, 花見 | cherry blossoms | 毎年四月に上越の高田公園で花見をする。',
      'stable_user_context | 糖尿病, 父 | father diabetes | ユーザーの父は糖尿病で、インスリンを打っている。',
      'recurring_constraint | 糖尿病, 食事 | diabetic meals | 父の糖尿病のため、夕食は糖質を控えている。',
      'project_context | 糖尿病, 講演 | diabetes talk | 地元の糖尿病患者会で講演を頼まれている。',
      'stable_user_context | 杭州, 茶园 | tea garden | 用户在杭州经营一家茶园。',
      'user_preference | 杭州, 西湖 | West Lake | 用户周末常去杭州西湖跑步。',
      'stable_user_context | 杭州, 民宿 | guesthouse | 用户在杭州开了一家民宿。',
    ].join('\n'),
  );
  const index = buildRecallIndex(store.map((s) => s.memory));
  const subjects = (q: string) => selectFromIndex(index, q).map((s) => store.find((x) => x.memory.stableKey === s.stableKey)?.subject);

  it.each(['上越の人口はどのくらい？', '1型糖尿病と2型糖尿病の違い', '糖尿病とは何か', '杭州的人口有多少？', '杭州是什么样的城市？'])(
    'recalls none: %s',
    (q) => expect(subjects(q)).toEqual([]),
  );

  it.each([
    ['上越の花見、今年はいつ行けばいい？', 'cherry blossoms'],
    ['父の糖尿病の食事、今週の献立を考えて', 'diabetic meals'],
    ['我的杭州民宿该怎么起名字？', 'guesthouse'],
  ])('still recalls the user’s own: %s', (q, subject) => expect(subjects(q)).toContain(subject));
});
