import { describe, expect, it } from 'vitest';
import { normalizeForRecall } from '../../record/tokenize';
import { areaWordCounts, asksAreaIdeas, asksOwnMove } from './lifeAreas';

// The two readings that let a question ask the user's own plan in an area without "should I" (lifeAreas.ts): a plain
// request for ideas, tips, a menu or a plan for something, and the deliberative "what do I …" of the first person.

const ideas = (q: string) => asksAreaIdeas(normalizeForRecall(q));
const ownMove = (q: string) => asksOwnMove(normalizeForRecall(q));

describe('a plain request for ideas in an area', () => {
  it.each([
    'quick dinner ideas for tonight',
    'tips for a weeknight dinner',
    'Ideen für ein schnelles Abendessen',
    'Tipps zum Einschlafen',
    'une idée de plat pour ce soir ?',
    'des idées de dîner pour quatre',
    'ideas de cena para hoy',
    'ideias de jantar pra hoje',
    'idee per la cena di stasera',
    'идеи для ужина на сегодня',
    '今晚的晚饭有什么点子',
    '晩ご飯の献立を考えて',
    '저녁 식단 아이디어',
    '디저트 뭐가 좋아요?',
    '今夜の夕飯、肉なしで簡単なものは?',
    '早餐吃什么好',
  ])('Given "%s", then it asks for ideas', (q) => expect(ideas(q)).toBe(true));

  it.each([
    'receta de mochi de fresa',
    'dinner recipes with lentils',
    'what is the idea behind the Marshall Plan',
    'the plan of the old city',
    'Rezept für Apfelstrudel',
    'idéal pour le dîner',
    '这个菜是什么做的',
    'ものの本によれば',
  ])('Given "%s", then it does not', (q) => expect(ideas(q)).toBe(false));
});

describe('the deliberative first person', () => {
  it.each([
    'qué hago de cena hoy',
    'qué ceno esta noche',
    'o que eu faço pro jantar hoje',
    'que faço para o almoço?',
    'cosa cucino stasera?',
    'che cosa mangio a pranzo?',
    "qu'est-ce que je cuisine ce soir ?",
    'что мне приготовить на ужин?',
  ])('Given "%s", then it asks what the user is to do', (q) => expect(ownMove(q)).toBe(true));

  it.each([
    'como eu tiro mancha de vinho do sofá',
    '¿cómo organizo mi panadería?',
    'qué es el gazpacho',
    'cosa è la carbonara?',
    "qu'est-ce que c'est, un cassoulet ?",
    'что такое борщ?',
    'what do people eat for dinner in Spain',
  ])('Given "%s", then it does not', (q) => expect(ownMove(q)).toBe(false));
});

describe('the food area’s words', () => {
  it.each([
    '¿qué ceno hoy?',
    'o que eu janto hoje?',
    'ce soir je dîne seul',
    'stasera ceno tardi',
    'sin lácteos',
    'sem laticínios',
    'senza latticini',
    'sans produits laitiers',
    'ohne Milchprodukte',
    'без молочного',
  ])('Given "%s", then it names the food area', (q) => expect(areaWordCounts(q).has('food')).toBe(true));

  it.each(['el centro de la ciudad', 'ele jantou ontem?', 'dinosaurs', 'молоток'])('Given "%s", then it does not', (q) =>
    expect(areaWordCounts(q).has('food')).toBe(false),
  );
});

describe('reading and listening as the verbs a plan asks with', () => {
  it.each([
    ['what should I read next', 'books'],
    ['was soll ich als Nächstes lesen?', 'books'],
    ['que lire cet été ?', 'books'],
    ['qué leo ahora', 'books'],
    ['o que eu leio agora', 'books'],
    ['cosa leggo adesso?', 'books'],
    ['что почитать в отпуске?', 'books'],
    ['接下来读什么', 'books'],
    ['次に読む本', 'books'],
    ['다음에 읽을 책', 'books'],
    ['what should I listen to while I draw', 'music'],
    ['was soll ich beim Zeichnen hören?', 'music'],
    ["qu'est-ce que j'écoute en dessinant ?", 'music'],
    ['qué escucho mientras dibujo', 'music'],
    ['o que eu ouço enquanto desenho', 'music'],
    ['cosa ascolto mentre disegno?', 'music'],
    ['что послушать за работой?', 'music'],
    ['画画时听什么', 'music'],
    ['仕事中に聴く曲', 'music'],
    ['그림 그릴 때 듣기 좋은 거', 'music'],
  ] as const)('Given "%s", then it names the %s area', (q, area) => expect(areaWordCounts(q).has(area)).toBe(true));

  it.each(['ready for the exam', 'the lesson plan', 'Lese-Rechtschreib-Schwäche', 'leopard', 'listened'])(
    'Given "%s", then it names neither',
    (q) => {
      expect(areaWordCounts(q).has('books')).toBe(false);
      expect(areaWordCounts(q).has('music')).toBe(false);
    },
  );
});
