import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from '../__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from '../recallIndex';

// A place's weather asked by month or season is a traveller's question (weatherFrames.ts): the month is the weather
// frame's own, so a planned trip in that month does not come, unless the question speaks of going or of the user.
// A month or a season ties a tourist's question only to a plan or a recurring visit, never to a trip long made.
// The tourist's frames also read an itinerary, street food, "가 볼 만한" written with a space, and "vom"/"zum".

const store = parseMemoryLines(`
project_context | trip, Porto, November | Porto trip | She is planning a trip to Porto in November with her husband.
project_context | 여행, 오사카, 3월 | Osaka trip | 3월에 남편과 오사카에 여행을 간다.
project_context | 旅行, 成都, 五月 | Chengdu trip | 五月她和丈夫去成都旅行。
stable_user_context | trip, Vienna, fado | Vienna trip | In 2019 she went to Vienna with her husband and loved the coffee houses.
stable_user_context | 언니, 부산 | sister Busan | 언니는 부산에 살고 있다.
stable_user_context | Bruder, Hamburg | brother Hamburg | Ihr Bruder Jens wohnt in Hamburg.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjects = (q: string) =>
  selectFromIndex(index, q).map((m) => store.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a place’s weather, asked by month', () => {
  it.each([
    ['how cold is Porto in November', 'Porto trip'],
    ['what is the weather like in Porto in November?', 'Porto trip'],
    ['Wie ist das Wetter in Porto im November?', 'Porto trip'],
    ['Quel temps fait-il à Porto en novembre ?', 'Porto trip'],
    ['¿Cómo es el clima de Oporto en noviembre?', 'Porto trip'],
    ['Como é o clima no Porto em novembro?', 'Porto trip'],
    ['Che tempo fa a Porto a novembre?', 'Porto trip'],
    ['Какая погода в Порту в ноябре?', 'Porto trip'],
    ['成都五月的天气怎么样？', 'Chengdu trip'],
    ['大阪の3月の気温は？', 'Osaka trip'],
    ['오사카 3월 날씨', 'Osaka trip'],
  ])('Given a planned trip, when "%s" asks a place’s weather, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['what should I pack for Porto in November, how cold is it', 'Porto trip'],
    ['Was soll ich für das Wetter in Porto im November einpacken?', 'Porto trip'],
    ['五月去成都天气怎么样？', 'Chengdu trip'],
    ['3월 오사카 여행 날씨', 'Osaka trip'],
  ])('Given a planned trip, when "%s" speaks of the user or of going, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});

describe('a month or a season beside a trip long made, and the other tourist’s frames', () => {
  it.each([
    ['things to do in Vienna in winter', 'Vienna trip'],
    ['Wie komme ich vom Flughafen in die Innenstadt von Hamburg?', 'brother Hamburg'],
    ['부산 여행 코스', 'sister Busan'],
    ['부산에서 가 볼 만한 곳', 'sister Busan'],
    ['a three-day itinerary for Hamburg', 'brother Hamburg'],
  ])('Given the memory, when "%s" asks as a tourist, then %s does not come', (q, subject) => {
    expect(subjects(q)).not.toContain(subject);
  });

  it.each([
    ['things to do in Porto in November', 'Porto trip'],
    ['plan our Vienna trip in winter', 'Vienna trip'],
    ['언니 만나러 부산 가는데 여행 코스 추천해 줘', 'sister Busan'],
  ])('Given the memory, when "%s" names its time or the user, then %s comes', (q, subject) => {
    expect(subjects(q)).toContain(subject);
  });
});
