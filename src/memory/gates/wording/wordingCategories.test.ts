import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { isQuotedLine } from '../transcripts/quotedLines';
import { volatileStabilityOf } from './volatileWording';

const quoted = (s: string) => isQuotedLine(canonicalize(s));
const stability = (s: string) => volatileStabilityOf(canonicalize(s));

describe('a quoted line under a speaker label', () => {
  it.each([
    'Kundin: „Ich warte seit drei Wochen auf mein Paket!“',
    'My landlord said: "You have to move out by June."',
    'Papá: «Llego tarde, no me esperen.»',
    'Collega: «Domani non ci sono.»',
    'Мама сказала: «Я уже выехала.»',
    '部長：「明日の会議は中止です。」',
    '엄마: "오늘 늦게 들어갈게."',
    '同事：“我下午请假。”',
    'Julien : « Je serai en retard ce soir. »',
    'Paulo: "Eu chego amanhã."',
  ])('is a turn: %s', (text) => expect(quoted(text)).toBe(true));

  it.each([
    'Motto: "I never give up."',
    'Lieblingszitat: „Ich denke, also bin ich.“',
    'Favourite quote: "I think, therefore I am."',
    'Rule: "Never use emojis."',
    'Regla: «Respuestas siempre en español.»',
    'Caroline prefers the song "I Will Survive".',
    '座右の銘：「一期一会」',
    'Lena mag den Film „Good Bye, Lenin!“.',
    'Titre préféré : « Je te promets »',
  ])('is no turn: %s', (text) => expect(quoted(text)).toBe(false));
});

describe('a one-off meeting on one weekday', () => {
  it.each([
    'ユーザーは木曜の夕方に不動産屋と打ち合わせがある。',
    '사용자는 목요일 오후에 은행 직원과 미팅이 있다.',
    '用户周四下午约了中介看房。',
    'В следующую пятницу у пользователя экзамен по вождению.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'ユーザーは毎週木曜の夕方にチームの打ち合わせがある。',
    '사용자는 목요일마다 은행 직원과 미팅이 있다.',
    '用户每周四下午约了朋友打球。',
    'По пятницам у пользователя встреча с командой.',
  ])('is a routine: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('every year is a routine', () => {
  it.each([
    'Der Nutzer wird jedes Jahr im Februar Ski fahren gehen.',
    "L'utilisatrice va partir chaque année en Bretagne en août.",
    'La usuaria va a visitar a su abuela todos los años en Navidad.',
    'A usuária vai viajar todos os anos para o Nordeste em janeiro.',
    'Пользователь каждый год собирается ехать на дачу в мае.',
    '사용자는 해마다 여름에 부모님 댁에 갈 예정이다.',
  ])('stays stable: %s', (text) => expect(stability(text)).toBeUndefined());

  it.each([
    'Der Nutzer wird nächstes Jahr im Februar Ski fahren gehen.',
    'La usuaria va a visitar a su abuela en Navidad.',
    'A usuária vai viajar para o Nordeste em janeiro.',
    '사용자는 이번 여름에 부모님 댁에 갈 예정이다.',
  ])('is still a plan without it: %s', (text) => expect(stability(text)).toBe('temporary'));
});

describe('stuck in traffic', () => {
  it.each([
    'Die Nutzerin steckt gerade im Stau vor dem Elbtunnel.',
    'Elle est bloquée dans les bouchons sur l’A6.',
    'El usuario está atrapado en un atasco en la M-30.',
    'A usuária está parada no trânsito da Marginal.',
    "L'utente è bloccato nel traffico sul raccordo.",
    'Пользователь застрял в пробке на Садовом.',
    'ユーザーは首都高で渋滞にはまっている。',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Der Nutzer steht jeden Morgen im Stau und hört dabei Hörbücher.',
    'Elle déteste être bloquée dans les bouchons.',
    'A usuária sempre fica parada no trânsito e prefere o metrô.',
    'ユーザーは毎朝渋滞に巻き込まれているので電車通勤に変えたい。',
  ])('is not temporary: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a season said in general or a span of months with no year', () => {
  it.each([
    'Ihr Vitamin-D-Spiegel ist im Winter niedrig; sie nimmt von Oktober bis März Tropfen.',
    'Des Sommers wegen trägt er immer einen Hut.',
    'En hiver, elle prend de la vitamine D.',
    'En invierno toma gotas de vitamina D, de octubre a marzo.',
    'No inverno ela toma vitamina D.',
    "D'inverno prende la vitamina D, da ottobre a marzo.",
    'Зимой она пьёт витамин D, с октября до марта.',
    '冬になるとビタミンDを飲む。10月から3月まで。',
    '겨울마다 비타민 D를 먹는다.',
    '每到冬天她都吃维生素D，从10月到3月。',
  ])('is a yearly rhythm: %s', (text) => expect(stability(text)).toBeUndefined());

  it.each([
    'Sie ist diesen Winter in Spanien.',
    'She is in Spain this winter.',
    'Cet hiver, elle travaille à Montréal.',
    'Этой зимой она живёт у сестры.',
    '今年の冬は実家にいる。',
  ])('is a passing one: %s', (text) => expect(stability(text)).toBe('temporary'));
});

describe('an illness word without an article', () => {
  it.each(['The user has flu.', 'Caught flu at school, resting at home.', 'Has fever since this morning.', 'Got a cold sore again.'])(
    'is a passing illness: %s',
    (text) => expect(stability(text)).toBe('temporary'),
  );

  it.each([
    'The user works with flu patients.',
    'Copes badly with cold weather.',
    'Always has cold hands and feet.',
    'Has headache medicine in every bag.',
  ])('modifies a noun and stays stable: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('every month, evening, night or weekend in each language', () => {
  const pairs: readonly (readonly [string, string])[] = [
    ['L’utente lavora fino alla fine del mese ogni mese.', 'L’utente lavora fino alla fine del mese.'],
    ['Der Nutzer ist jeden Monat bis zum Monatsende im Büro.', 'Der Nutzer ist bis zum Monatsende im Büro.'],
    ["L'utilisateur travaille jusqu'à la fin du mois tous les mois.", "L'utilisateur travaille jusqu'à la fin du mois."],
    ['El usuario trabaja hasta final de mes todos los meses.', 'El usuario trabaja hasta final de mes.'],
    ['O usuário trabalha até o fim do mês todos os meses.', 'O usuário trabalha até o fim do mês.'],
  ];
  it.each(pairs)('keeps the routine stable: %s', (routine) => expect(stability(routine)).toBeUndefined());
  it.each(pairs)('while the same without it is temporary: %s / %s', (_, once) => expect(stability(once)).toBe('temporary'));
});

describe('a day count of a regime against a day named in a story', () => {
  it.each(['Is on day five of quitting smoking.', "She's now on day 3 of a juice cleanse.", 'Currently on day two of the detox.'])(
    'a regime under way is temporary: %s',
    (text) => expect(stability(text)).toBe('temporary'),
  );
  it.each(["Caroline went to the market on day 1 with Caroline's friends.", 'The festival opened on day one with a parade.'])(
    'a day of a story is no count: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('trying something in a project', () => {
  const texts = ['Kenji está testando produzir própolis verde com as colmeias.', 'The team is trying out a new caching layer for the API.'];
  it.each(texts)('is the project under way: %s', (text) =>
    expect(volatileStabilityOf(canonicalize(text), { project: true })).toBeUndefined(),
  );
  it.each(texts)('is a trial under way in any other memory: %s', (text) => expect(stability(text)).toBe('temporary'));
});

describe('learning: a skill that ends is under way, a language or a game lasts', () => {
  it.each([
    '사용자는 운전을 배우고 있다.',
    '사용자는 요즘 수영을 배우고 있다.',
    '사용자는 자전거 타는 법을 배우고 있다.',
    'The user is learning to drive.',
    '用户正在学开车。',
  ])('is under way: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    '사용자는 한국어를 배우고 있다.',
    '사용자는 지호에게 바둑을 배우고 있다.',
    '사용자는 피아노를 배우고 있다.',
    'The user is learning Korean.',
    '用户在学韩语。',
  ])('lasts: %s', (text) => expect(stability(text)).toBeUndefined());
});
