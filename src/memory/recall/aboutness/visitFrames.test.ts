import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A visitor's question about a place (when its fair or festival is held, its best venues of a kind, its nightlife,
// opening hours, admission) asks about the place, not about the memories naming it (visitFrames.ts), unless it says
// it is the user's: a first person, a relative, a companion, a month or season, a name the store gives someone.

const store = parseMemoryLines(`
stable_user_context | sister, Ines, Valparaíso | sister Ines | Her sister Ines lives in Valparaíso and teaches music at a school.
stable_user_context | working holiday, Melbourne | Melbourne | At 23 she spent a working-holiday year in Melbourne, learning latte art.
project_context | viaggio, Milano | Milan trip | Nel 2022 è andata alla fiera Host di Milano e poi a Napoli.
stable_user_context | padaria, funcionários | bakery staff | Na padaria trabalham a Joana e o Sérgio; o Sérgio folga à segunda-feira.
user_preference | restaurant, Madalosso | restaurant | Her favourite restaurant is Madalosso, in Santa Felicidade.
stable_user_context | 爸爸, 花莲, 农夫 | father farmer | 用户的爸爸在花莲种菜，六十五岁。
stable_user_context | 弟, 札幌, 除雪 | brother Kenta | 弟の健太は札幌に住んでいて、除雪車を運転している。
stable_user_context | 친구, 민지, 제주 | friend Minji | 가장 친한 친구 민지는 제주에서 카페를 한다.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a visitor’s question about a place a memory names', () => {
  it.each([
    ['Quando si tiene la fiera Host a Milano?', 'Milan trip'],
    ['When is the Host fair in Milano held?', 'Milan trip'],
    ['¿Cuándo es la feria Host de Milano?', 'Milan trip'],
    ['花莲的丰年节是几月', 'father farmer'],
    ['best coffee shops in Melbourne', 'Melbourne'],
    ['Die besten Cafés in Melbourne', 'Melbourne'],
    ['제주 카페 거리 추천', 'friend Minji'],
    ['花莲晚上还热闹吗', 'father farmer'],
    ['La vida nocturna de Melbourne', 'Melbourne'],
    ['horário dos museus no Porto à segunda-feira', 'bakery staff'],
    ['Öffnungszeiten der Museen in Melbourne', 'Melbourne'],
    ['札幌の美術館の開館時間', 'brother Kenta'],
    ['Eintrittspreis für das Museum in Melbourne', 'Melbourne'],
    ['제주 박물관 입장료', 'friend Minji'],
  ])('Given the memory, when "%s" asks as a visitor, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['Quando si tiene la fiera Host a Milano? Ci torno con mio marito', 'Milan trip'],
    ['best coffee shops in Melbourne to visit with my sister in May', 'Melbourne'],
    ['Wie ist das Nachtleben in Valparaíso, wenn ich Ines besuche?', 'sister Ines'],
    ['我爸爸住在花莲，花莲晚上还热闹吗', 'father farmer'],
    ['弟に会いに札幌へ、雪祭りはいつ？', 'brother Kenta'],
    ['is Madalosso open on Monday evening?', 'restaurant'],
    ['o Sérgio pode trocar a folga de segunda-feira?', 'bakery staff'],
  ])('Given the memory, when "%s" says it is the user’s, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
