// The category rules written for the thirteenth wording round (blindSetWordingThirteen.test.ts), each both ways,
// through the entry point of the wording rules on canonical text (and, for the question mark and note endings, which
// read the candidate's own text, with it given apart as validate.ts does).
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { isQuotedLine } from '../transcripts/quotedLines';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });

describe('a note field keyed by a passing state (volatileFieldState.ts)', () => {
  it.each([
    'feeling: drained after the move',
    'Current mood: irritable, deadline stress',
    'Laune: mies wegen Zahnschmerzen',
    'Moral : en baisse, gros rush au boulot',
    'Estado de ánimo: decaído tras la ruptura',
    'Disposição: baixa, dormiu mal',
    "Stato d'animo: giù per il trasloco",
    'Самочувствие: слабость после прививки',
    '情绪：低落，刚分手',
    '機嫌：悪い、寝不足',
    '멘탈: 흔들림, 이직 스트레스',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Mood music: lo-fi beats while coding',
    'Prefers songs with a calm mood.',
    'Humor: seco e sarcástico',
    'Humor: negro, le encanta la sátira',
    'Stimmung: meistens ausgeglichen',
    '体調：慢性的な腰痛あり',
    'Energieversorger: Stadtwerke München',
    '기분이 좋을 때 노래를 부른다',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a temporary hashtag or an emoji of passing illness or waiting (volatileMarkers.ts)', () => {
  it.each([
    '😷 sore throat, working from bed',
    '🤧 hay fever flaring, meds on desk',
    '#interim team lead while boss is away',
    '#vorübergehend beim Bruder untergekommen',
    '#provisoire logé chez ses parents',
    '#provisional usa el portátil de su hermana',
    '#provvisorio lavora dalla biblioteca',
    '⏳ aguardando o resultado da entrevista',
    '#временно без машины',
    '#临时 用公司的电脑',
    '#一時的 実家暮らし',
    '#임시 공유오피스 사용',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    '#temperature sensitive, keeps rooms cool',
    '#tempo runs, loves interval training',
    '😷 chronic allergies, wears a mask on flights',
    '🤕 Migräne, chronisch seit der Kindheit',
    '😊 loves sunny mornings',
    '#vegan seit 2015',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a choice qualified as provisional (volatileProvisional.ts)', () => {
  it.each([
    'Stack: React + Vite (tentative)',
    'Hosting: Hetzner (TBD)',
    'Team-Tool: Slack (vorläufig)',
    'Outil : Trello (provisoire)',
    'Herramienta: Jira (provisional)',
    'Ferramenta: Asana (provisório)',
    'Strumento: Notion (provvisorio)',
    'Язык бэкенда: Go (предварительно)',
    '方案：先用MySQL，暂定',
    'DB：PostgreSQL（当面）',
    '서버: AWS (잠정)',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Holds a provisional driving licence since 2019.',
    'Works on provisional patents as a lawyer.',
    'Prefers tentative language in feedback.',
    '领导当面批评过他，他不喜欢被当面批评',
    '当面沟通优先，不喜欢发长消息',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('an undertaking under way, said as notes and calques say it (volatileUnderWay.ts)', () => {
  it.each([
    'in the process of selling the flat',
    'looking for a new job, CV sent out',
    'Nutzerin sucht gerade eine neue Stelle.',
    'Der Nutzer ist im Begriff, die Firma zu wechseln.',
    'en voie de changer de poste',
    'En trámite de divorcio.',
    'Em vias de mudar de área.',
    'In procinto di cambiare lavoro.',
    'Пользователь в стадии ремонта квартиры.',
    '用户正处于装修阶段中',
    '転職活動中、面接続き',
    '이직 준비 중, 포트폴리오 정리',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Works as a recruiter helping people find jobs.',
    'Nutzer sucht eine Wohnung im Raum Köln.',
    'Likes the process of baking bread from scratch.',
    'Der Nutzer ist Prozessingenieur.',
    'Travaille en cuisine depuis 2010.',
    'Le encanta el proceso creativo.',
    'Trabalha com processos seletivos há dez anos.',
    'Ama la fase di progettazione.',
    '喜欢学习的过程',
    'プロセス改善が得意',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('options still weighed against each other (volatileEvaluating.ts)', () => {
  it.each([
    'Lead comparing HubSpot vs. Salesforce',
    'Team testing Vercel vs Netlify for hosting',
    'vergleicht Tarife: Telekom vs. Vodafone',
    'compare les offres SFR vs Free',
    'comparando iPhone vs. Pixel',
    'avaliando AWS vs. Azure',
    'confronta Fastweb vs TIM',
    'сравнивает MacBook vs ThinkPad',
    '用户在比较小米和华为的手机',
    '新しいCRMを導入検討中',
    '노트북 비교 중, 맥북 vs 그램',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Prefers Notion over Confluence.',
    'Loves reading Marvel vs. DC debates.',
    'Vergleicht gern Preise, schon immer.',
    'Compara precios siempre antes de comprar.',
    '喜欢小米和华为的手机',
    'Cust. prefers email over calls',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a guess marked by an abbreviated "probably" or a question mark (volatileGuessMarks.ts)', () => {
  it.each([
    'prob. a teacher, grades papers at night',
    'vermutl. Lehrerin, erwähnt Klassenfahrten',
    'probabl. développeur, parle de sprints',
    'probabl. madre de dos',
    'provavelm. professora',
    'probabilm. ingegnere',
    'наверн. программист',
    'has kids?',
    'Vegetarier?',
    '¿es zurda?',
    'tem filhos?, fala da escola',
    'è sposato?',
    'женат?',
    '有孩子？',
    'ペット飼ってる？',
    '아이 있음?',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'Took a prob. & stats course in 2019.',
    'Favourite podcast: "Who Knew?"',
    'Lieblingsbuch: "Wer bin ich?"',
    'Likes the question "why not?" as a motto.',
    'Loves ¿Quién es quién? (the board game).',
    'Has two kids.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a note closed by a seeming ending (volatileGuessEnding.ts)', () => {
  it.each(['顧客は導入に前向きな様子', '上司は疲れている様子だ。', '고객은 예산이 부족한 듯', '사용자는 요즘 바쁜 듯함.'])(
    'is speculative: %s',
    (text) => expect(stability(text)).toBe('speculative'),
  );

  it.each(['子どもの様子を毎晩日記に書く', '様子見が苦手な性格', '물 흐르듯이 사는 게 좋다', '듯한 표현은 싫어한다'])(
    'is lasting: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('a client seeming so (volatileAppearance.ts)', () => {
  it.each([
    'Kundin wirkt unentschlossen.',
    'Cliente semble pressée.',
    'Cliente parece indeciso.',
    'Cliente parece desconfiado.',
    'Cliente sembra interessato.',
    'Клиент кажется недовольным.',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each(['Kunde seit 2015.', 'Cliente se parece a su padre.', 'Cliente fiel desde 2010.', 'Клиент банка с 2012 года.'])(
    'is lasting: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('a month and a day in figures that bound a state (volatileDates.ts)', () => {
  it.each([
    'in Denver thru 4/15',
    'Kurzarbeit: ja, bis 15.04.',
    'de férias até 15/04',
    '到4/15都在深圳',
    '4.15前不喝酒',
    '4/15まで実家',
    '4/15까지 휴직',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each(['ate 3/4 of the cake recipe book', 'Runs at 3.5 pace always', 'Version 3.12 fan since launch', '保持1/3的时间运动的习惯'])(
    'is lasting: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('a quoted title under the kind of work it is, no speaker (quotedLinesData.ts)', () => {
  const quoted = (s: string) => isQuotedLine(canonicalize(s));
  it.each([
    'Lieblingsserie: „Ich bin dann mal weg“',
    'Favourite show: "I May Destroy You"',
    'Série préférée : « Je te promets »',
    'Podcast favorito: "Yo, Tú, Ella"',
    'Сериал: «Я не шучу»',
    '最爱的剧：“我的前半生”',
    '好きなドラマ：「私の家政夫ナギサさん」',
  ])('is no turn: %s', (text) => expect(quoted(text)).toBe(false));

  it.each(['Kunde: „Ich will mein Geld zurück!“', 'Boss: "I need the slides by 9."', '同事：“我下午请假。”'])('is a turn: %s', (text) =>
    expect(quoted(text)).toBe(true),
  );
});

describe('a newborn in the household (volatileNewborn.ts)', () => {
  it.each([
    'sleep-deprived, a newborn at home',
    'Nutzerin hat ein Neugeborenes, wenig Zeit.',
    'Congé parental : un nouveau-né depuis mars.',
    'Tiene un recién nacido, duerme poco.',
    'Cuidando de um recém-nascido.',
    'Ha una neonata, dorme poco.',
    'Дома новорождённый сын.',
    '家里有新生儿，晚上睡不好',
    '新生児の世話で寝不足',
    '신생아 육아 중이라 피곤함',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Works as a newborn photographer.',
    'Arbeitet auf der Neugeborenenstation.',
    'Infirmière en néonatologie depuis 2012.',
    'Lavora nel reparto di terapia intensiva neonatale.',
    '新生儿科医生，工作十年',
    '新生児科の看護師',
    '신생아실 간호사로 일한다',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a question mark written on into the next CJK clause (volatileGuessMarks.ts)', () => {
  it.each(['既婚？指輪あり', '有车？常说堵车'])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));
  it.each(['为什么？因为喜欢安静', 'なぜ？と聞く癖がある'])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});
