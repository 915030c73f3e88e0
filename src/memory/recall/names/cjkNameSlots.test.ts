import { describe, expect, it } from 'vitest';
import { cjkNameSlotsOf, standsAsCjkName } from './cjkNameSlots';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A CJK word many memories hold is someone of the user's life only where a memory writes it as a name: as the subject
// a memory opens with, after a relation or a pet, after a naming word, before an honorific (cjkNameSlots.ts). In a
// question framed as the world's, a topic noun or a home town no memory writes so is the encyclopedia's, unless the
// question meets a memory on more than it (people.ts storeTopicWords, anchorSense.ts). Every case here is invented.

const slots = (...texts: string[]) => new Map(texts.flatMap(cjkNameSlotsOf).map((s) => [s, 1]));

describe('where a memory writes a CJK name', () => {
  it.each([
    ['息子・大樹は十歳で、サッカーをしている。', '大樹'],
    ['和代は毎朝ラジオ体操に行く。', '和代'],
    ['女儿小雨今年五岁。', '小雨'],
    ['用户养了一只猫，名字叫年糕。', '年糕'],
    ['아들 지호는 야구를 한다.', '지호'],
    ['서연은 주말마다 테니스를 친다.', '서연'],
    ['会計は税理士の森田さんに頼んでいる。', '森田'],
    ['周末跟王老师学书法。', '王'],
  ])('reads a name in: %s', (text, name) => expect(standsAsCjkName(name, slots(text))).toBe(true));

  it.each([
    ['ユーザーは新潟県上越市の酒蔵で働いている。', '上越'],
    ['父の糖尿病のため、夕食は糖質を控えている。', '糖尿病'],
    ['女儿的学校在杭州。', '学校'],
    ['我在杭州的茶园工作。', '杭州'],
    ['사용자는 전주에서 한옥 게스트하우스를 운영한다.', '전주'],
  ])('reads no name in: %s', (text, word) => expect(standsAsCjkName(word, slots(text))).toBe(false));
});

describe('a topic noun or a home town many memories hold, in a question framed as the world’s', () => {
  const store = parseMemoryLines(
    [
      'stable_user_context | 藍染, 工房, 徳島 | indigo workshop | ユーザーは徳島で藍染の工房を営んでいる。',
      'recurring_constraint | 藍染, 染め液 | indigo vat | 毎朝、藍染の染め液をかき混ぜる。',
      'user_preference | 阿波踊り, 徳島 | Awa dance | 毎年八月は家族で徳島の阿波踊りに出る。',
      'stable_user_context | 妻, 里美, 藍染 | wife Satomi | ユーザーの妻・里美は徳島の藍染のストールを売っている。',
      'stable_user_context | 里美, ヨガ | Satomi yoga | 里美は毎週水曜にヨガ教室に通っている。',
      'stable_user_context | 里美, 花粉症 | Satomi hay fever | 里美は春になると花粉症がひどい。',
      'stable_user_context | 杭州, 茶园, 龙井 | tea garden | 用户在杭州经营一家龙井茶园。',
      'recurring_constraint | 龙井, 清明 | spring picking | 每年清明前，用户在杭州的茶园采龙井。',
      'stable_user_context | 龙井, 上海 | buyers | 用户的龙井茶主要卖给上海的老客户。',
      'stable_user_context | 사용자, 통영, 굴 | oyster farm | 사용자는 통영에서 굴 양식장을 운영한다.',
      'project_context | 통영, 축제, 부스 | oyster festival | 매년 겨울 통영 굴 축제에 부스를 낸다.',
      'stable_user_context | 아내, 지은, 통영 | wife Jieun | 아내 지은은 통영 중앙시장에서 건어물 가게를 한다.',
    ].join('\n'),
  );
  const index = buildRecallIndex(store.map((s) => s.memory));
  const subjects = (q: string) => selectFromIndex(index, q).map((s) => store.find((x) => x.memory.stableKey === s.stableKey)?.subject);

  it.each(['徳島の人口はどのくらい？', '藍染の起源はいつ？', '杭州的人口有多少？', '龙井茶是哪个朝代出名的？', '통영 인구는 몇 명이야?'])(
    'recalls none: %s',
    (q) => expect(subjects(q)).toEqual([]),
  );

  it.each([
    ['徳島の阿波踊りはいつから始まる？', 'Awa dance'],
    ['里美のヨガ教室は何曜日？', 'Satomi yoga'],
    ['杭州茶园的龙井什么时候采？', 'spring picking'],
    ['통영 축제 부스는 언제 설치해?', 'oyster festival'],
  ])('still recalls the user’s own: %s', (q, subject) => expect(subjects(q)).toContain(subject));
});
