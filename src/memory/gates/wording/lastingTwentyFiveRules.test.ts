// The category rules written for the twenty-fifth round, on the legitimate side (blindSetLastingTwentyFive.test.ts),
// each both ways, through the entry point of the wording rules on canonical text, with the candidate's own text given
// apart as validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const refused = (texts: readonly string[]) => it.each(texts)('is refused: %s', (text) => expect(stability(text)).toBeDefined());
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('a faith in German (heldBeliefs.ts)', () => {
  lasting([
    'Ich glaube nicht an Horoskope.',
    'Ich glaube an Gott.',
    'Ich glaube fest an die Wiedergeburt.',
    'I believe in God.',
    'Creo en Dios.',
  ]);
  refused([
    'Ich glaube, an dem Tag war er krank.',
    'Ich glaube an dem Tag war er krank.',
    'Ich glaube, sie ist heute nicht da.',
    'Ich glaube, der Nutzer ist Student.',
  ]);
});

describe('a first-person hedge over a lifelong trait (heldBeliefs.ts)', () => {
  lasting([
    "I guess I've always been a cat person.",
    "I'm probably the least sporty person I know.",
    '我大概这辈子都是猫派。',
    '私はたぶん一生猫派だ。',
    '나는 아마 평생 고양이파일 거다.',
    'Seguramente soy la persona menos madrugadora que conozco.',
    'Vielleicht bin ich einfach schon immer ein Katzenmensch gewesen.',
    "Peut-être que j'ai toujours été timide.",
    'Talvez eu sempre tenha sido de gatos.',
    'Forse sono sempre stato un tipo da gatti.',
    'Наверное, я всегда был кошатником.',
  ]);
  refused([
    // no first person: the model's guess about someone else
    'The user has probably always been a cat person.',
    'Probably always been a cat person.',
    '用户大概这辈子都是猫派。',
    'Ella quizás siempre ha sido tímida.',
    // no lifelong scope
    'I guess I am pregnant.',
    'Vielleicht bin ich krank.',
    '我可能一直在发烧。',
    // a word of this moment still counts
    '我大概这辈子都是猫派，但今天想养狗。',
  ]);
});

describe('an opinion marker over a judgement of things (heldBeliefs.ts)', () => {
  lasting([
    "Secondo me Lisbona è la città migliore d'Europa in cui vivere.",
    'I think tabs are better than spaces.',
    'In my opinion, Lisbon is the best city in Europe.',
    "Je pense que Lisbonne est la meilleure ville d'Europe.",
    'Creo que los tabuladores son mejores que los espacios.',
    'Acho que Lisboa é a melhor cidade da Europa.',
    'Ich denke, Tabs sind besser als Leerzeichen.',
    'Думаю, табы лучше пробелов.',
    'По-моему, Лиссабон — лучший город Европы.',
    '私はタブの方がいいと思う。',
  ]);
  refused([
    "Secondo me l'utente è un ingegnere, da come ragiona.",
    'Пользователь, по-моему, студент.',
    'I think the user is a student.',
    'I think she is the best candidate.',
    "Je pense qu'elle est enceinte.",
    'Creo que está embarazada.',
    'I think the hotel is better than the last one, so we stay tonight.',
  ]);
});

describe('names holding a doubt word (titles.ts, volatileCategories.ts)', () => {
  lasting([
    'Ich trinke meinen Kaffee am liebsten im Café Vielleicht.',
    '나는 ‘아마도’라는 이름의 동네 카페 단골이다.',
    'Always eats at the Perhaps Café.',
    'Va sempre al bar Forse.',
    'Le café Peut-être est son café préféré.',
    'Cena cada viernes en el restaurante Quizás.',
    'Her favourite song is Perhaps Love.',
  ]);
  refused([
    'O usuário derramou café no notebook hoje de manhã.',
    'Forse va al bar stasera.',
    'Vielleicht geht sie heute ins Café.',
    'Maybe the café is closed.',
    "나는 아마 '카페'에 갈 거다.",
  ]);
});

describe("the assistant's guess about the user (volatileAssistantGuess.ts)", () => {
  refused([
    'The assistant guesses the user is a student.',
    "Assistant's guess: the user is a student.",
    'Der Assistent vermutet, dass die Nutzerin Studentin ist.',
    'Laut dem Assistenten ist der Nutzer Lehrer.',
    "L'assistant suppose que l'utilisateur est étudiant.",
    'El asistente supone que la usuaria es estudiante.',
    'O assistente acha que a usuária é estudante.',
    "L'assistente suppone che l'utente sia uno studente.",
    'Ассистент предполагает, что пользователь — студент.',
    '助手猜测用户是个学生。',
  ]);
  lasting([
    'Wants the assistant to assume she knows the basics.',
    'Prefers that the assistant guesses less and asks more.',
    "The assistant always assumes I'm a beginner, which annoys me.",
    'Works as an assistant and believes in clear checklists.',
    'Trabaja como asistente y cree en la puntualidad.',
  ]);
});

describe('"may be" with a state (volatileSuspicion.ts)', () => {
  refused(['Pode estar grávida.', 'Ela pode estar doente.', 'Puede estar embarazada.', 'Könnte schwanger sein.']);
  lasting([
    'Pode estar em casa às seis todos os dias.',
    'Konnte als Kind nicht schwimmen.',
    'Puede estar horas leyendo sin parar.',
    'Pode estar dias sem dormir quando escreve.',
  ]);
});
