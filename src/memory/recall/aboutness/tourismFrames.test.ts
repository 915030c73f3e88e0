import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A tourist's question about a place (season to visit, what to see in N days, what to eat, how to get there, safe for
// tourists, booking its railway) asks about the place, not about the memories naming it (tourismFrames.ts), unless it
// says it is the user's: a first person, a relative, a companion, a month or season, a name the store gives someone.

const store = parseMemoryLines(`
stable_user_context | sister, Ines, Valparaíso | sister Ines | Her sister Ines lives in Valparaíso and teaches music at a school.
stable_user_context | working holiday, Melbourne | Melbourne | At 23 she spent a working-holiday year in Melbourne, learning latte art.
project_context | trip, Lisbon, May | Lisbon trip | She is planning a trip to Lisbon in May with her partner.
project_context | Sevilla, viaje | Seville trip | Viaje de Semana Santa: Sevilla y Córdoba con su hermana.
project_context | 여행, 아이슬란드, 오로라 | Iceland trip | 남편과 아이슬란드에 오로라를 보러 가는 여행을 계획하고 있다.
project_context | viagem, Marraquexe, riad | Marrakesh trip | Ela planeia uma viagem a Marraquexe em outubro e já reservou um riad.
stable_user_context | 爸爸, 花莲, 农夫 | father farmer | 用户的爸爸在花莲种菜，六十五岁。
stable_user_context | 弟, 札幌, 除雪 | brother Kenta | 弟の健太は札幌に住んでいて、除雪車を運転している。
stable_user_context | 친구, 민지, 제주 | friend Minji | 가장 친한 친구 민지는 제주에서 카페를 한다.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a tourist’s question about a place a memory names', () => {
  it.each([
    ['best time of year to visit Melbourne', 'Melbourne'],
    ['is Melbourne safe for tourists at night', 'Melbourne'],
    ['how do I get from Santiago to Valparaíso', 'sister Ines'],
    ['Wie komme ich von Santiago nach Valparaíso?', 'sister Ines'],
    ['Que voir à Melbourne en trois jours ?', 'Melbourne'],
    ['¿Qué ver en Melbourne en tres días?', 'Melbourne'],
    ['Melhor época para ir a Melbourne', 'Melbourne'],
    ['Cosa vedere a Melbourne in due giorni?', 'Melbourne'],
    ['Что посмотреть в Лиссабоне за неделю?', 'Lisbon trip'],
    ['what to see in Lisbon in two days', 'Lisbon trip'],
    ['O que visitar em Sevilha num dia?', 'Seville trip'],
    ['花莲有什么必吃的小吃', 'father farmer'],
    ['札幌でおすすめの観光地', 'brother Kenta'],
    ['札幌の鉄道の予約方法', 'brother Kenta'],
    ['제주 가기 좋은 계절', 'friend Minji'],
    // a planned trip whose tags are in another script names its destination in its subject: the tourist's place too
    ['best time to visit Iceland for the northern lights', 'Iceland trip'],
    ['things to do in Iceland', 'Iceland trip'],
    ['what to see in Marrakesh', 'Marrakesh trip'],
  ])('Given the memory, when "%s" asks as a tourist, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['what to see in Lisbon in May', 'Lisbon trip'],
    ['what should I bring my sister in Valparaíso?', 'sister Ines'],
    ['what to see in Lisbon with two kids', 'Lisbon trip'],
    ['things to do in Iceland in February', 'Iceland trip'],
    ['o que ver em Marraquexe na minha viagem?', 'Marrakesh trip'],
    ['O que visitar em Sevilha com as crianças?', 'Seville trip'],
    ['¿Qué ver en Valparaíso con Ines?', 'sister Ines'],
    ['我爸爸住在花莲，花莲有什么必吃的小吃', 'father farmer'],
    ['弟に会いに札幌へ、おすすめの観光地は？', 'brother Kenta'],
  ])('Given the memory, when "%s" says it is the user’s, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
