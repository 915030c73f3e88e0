import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';
import { mapSpans } from './mapFrames';

// A map's question about a place (where it lies, how far it is from another) asks about the place, not about the
// memories naming it (mapFrames.ts, read as a tourist's frame), unless it says it is the user's: a first person, a
// relative, a name the store gives someone.

const store = parseMemoryLines(`
stable_user_context | sister, Ines, Valparaíso | sister Ines | Her sister Ines lives in Valparaíso and teaches music at a school.
stable_user_context | mère, Odile, Rimouski | mother Odile | Sa mère Odile vit à Rimouski, au bord du fleuve.
stable_user_context | Bruder, Jonas, Graz | brother Jonas | Ihr Bruder Jonas wohnt in Graz und arbeitet als Koch.
stable_user_context | hermano, Tomás, Rosario | brother Tomás | Su hermano Tomás vive en Rosario y tiene una ferretería.
stable_user_context | 爸爸, 花莲, 农夫 | father farmer | 用户的爸爸在花莲种菜，六十五岁。
stable_user_context | 弟, 札幌, 除雪 | brother Kenta | 弟の健太は札幌に住んでいて、除雪車を運転している。
stable_user_context | 친구, 민지, 제주 | friend Minji | 가장 친한 친구 민지는 제주에서 카페를 한다.
`);
/** The question as recall reads it: lower case, no punctuation. */
const asForm = (q: string): string => ` ${q.toLowerCase().replace(/[?？!¿¡.,]/gu, ' ')} `;
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a map’s question about a place a memory names', () => {
  it.each([
    ['where is Valparaíso?', 'sister Ines'],
    ['how far is Valparaíso from Santiago', 'sister Ines'],
    ['Wo liegt Graz genau?', 'brother Jonas'],
    ['Wie weit ist Graz von Wien entfernt?', 'brother Jonas'],
    ['Où se trouve Rimouski ?', 'mother Odile'],
    ['À quelle distance est Rimouski de Québec ?', 'mother Odile'],
    ['¿Dónde queda Rosario?', 'brother Tomás'],
    ['¿A qué distancia está Rosario de Buenos Aires?', 'brother Tomás'],
    ['Onde fica Valparaíso?', 'sister Ines'],
    ['Dove si trova Graz?', 'brother Jonas'],
    ['Где находится Грац?', 'brother Jonas'],
    ['花莲在台湾什么位置', 'father farmer'],
    ['从台北到花莲要多久', 'father farmer'],
    ['札幌は北海道のどこにある？', 'brother Kenta'],
    ['東京から札幌まで飛行機で何時間？', 'brother Kenta'],
    ['제주는 어디에 있어?', 'friend Minji'],
    ['부산에서 제주까지 몇 시간 걸려?', 'friend Minji'],
  ])('Given the memory, when "%s" asks as a map does, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['how far is my sister in Valparaíso from the airport?', 'sister Ines'],
    ['Wo liegt die Wohnung meines Bruders in Graz?', 'brother Jonas'],
    ['¿A qué distancia vive Tomás de Rosario centro?', 'brother Tomás'],
    ['我爸爸在花莲，从台北到花莲要多久', 'father farmer'],
    ['弟に会いに東京から札幌まで何時間？', 'brother Kenta'],
  ])('Given the memory, when "%s" says it is the user’s, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });

  it.each([
    'where is Arkhangelsk?',
    'where is the island of Java and what is on it',
    'Wo liegt Freiburg in der Schweiz?',
    'Où se trouve la Patagonie ?',
    '¿Dónde está la Patagonia?',
    'Onde fica Daegu?',
    'Dove si trova Matera?',
    'Где находится Тэгу?',
    'how far is Londrina from Maringá',
    'Wie weit ist Basel von Freiburg entfernt?',
    'À quelle distance est Lévis de Québec ?',
    '¿A qué distancia está Toledo de Madrid?',
    'Qual é a distância entre Porto e Braga?',
    'Quanto dista Verona da Venezia?',
    'Как далеко Тверь от Москвы?',
    '普洱市在云南什么位置',
    '从上海到苏州要多久',
    'グアダラハラはメキシコのどこにある？',
    '越後湯沢へ東京から新幹線で何分？',
    '소렌토는 어디에 있나요?',
    '서울에서 부산까지 몇 시간 걸려?',
  ])('"%s" asks a map’s question', (q) => {
    expect(mapSpans(asForm(q))).not.toEqual([]);
  });

  it.each([
    'where is the fuse box on a pickup truck',
    'how long to boil an egg',
    'quelle distance de freinage sur route mouillée',
    '薬を飲んでから何分で効く？',
    'how far can I walk my dog with a bad hip',
    '어디서 사면 돼?',
    // where someone's thing is: a memory of theirs
    '李娜的老家在哪里？',
    '健太の実家はどこ？',
    '민준이 학교는 어디야?',
  ])('"%s" asks no map’s question', (q) => {
    expect(mapSpans(asForm(q))).toEqual([]);
  });
});
