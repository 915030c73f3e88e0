import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeFiller, bridgeMemory } from '../__fixtures__/bridgeCases';
import { symptomRegions } from './symptomConditions';

// A symptom of a body part in a question about the user reaches the user's condition of that region
// (symptomConditions.ts, bodySymptoms.data.ts).

const store = () => [
  bridgeMemory(
    'stable_user_context',
    'Die Nutzerin hat rheumatoide Arthritis und spritzt montags Methotrexat.',
    ['Rheuma', 'Methotrexat'],
    'rheumatoid arthritis',
  ),
  bridgeMemory('stable_user_context', '用户左侧有耳鸣，安静时更明显。', ['耳鸣'], 'tinnitus'),
  bridgeMemory('stable_user_context', 'Takeshi hat Gicht, ein Schub kam nach dem Neujahrsessen.', ['Takeshi', 'Gicht'], 'Takeshi gout'),
  bridgeMemory('stable_user_context', 'Der Mann der Nutzerin heißt Takeshi, er ist Übersetzer.', ['Takeshi', 'Ehemann'], 'husband Takeshi'),
  ...bridgeFiller(),
];
const keys = (question: string) => selectRelevantMemories(store(), question).map((m) => m.stableKey);
const ARTHRITIS = 'stable_user_context:rheumatoid-arthritis';
const TINNITUS = 'stable_user_context:tinnitus';
const GOUT = 'stable_user_context:Takeshi-gout';

describe('a symptom of a body part reaches the user’s condition of that region', () => {
  it.each([
    'my fingers are swollen this morning, what can I do?',
    '早上手指僵硬，有什么缓解办法？',
    '朝、手がこわばって仕事にならない',
    '아침에 손가락이 너무 뻣뻣해',
    'Meine Finger sind heute Morgen ganz steif, was hilft?',
    'J’ai les doigts gonflés ce matin, que faire ?',
    'Tengo los dedos hinchados por la mañana, ¿qué hago?',
    'Estou com os dedos inchados de manhã, o que faço?',
    'У меня по утрам болят суставы пальцев, что делать?',
    'Ho le dita gonfie stamattina, cosa posso fare?',
  ])('Given hands or joints in a complaint of the user ("%s"), then the arthritis comes and the husband’s gout does not', (q) => {
    const picked = keys(q);
    expect(picked).toContain(ARTHRITIS);
    expect(picked).not.toContain(GOUT);
  });

  it.each([
    'my ears keep buzzing at night, any tips?',
    'Meine Ohren rauschen seit gestern, was tun?',
    '귀가 계속 울려',
    'у меня шумит в ушах, что делать?',
  ])('Given the ears in a complaint of the user ("%s"), then the tinnitus comes', (q) => {
    expect(keys(q)).toContain(TINNITUS);
  });

  it.each([
    'why do fingers swell in the heat?',
    '关节僵硬是什么原因？',
    '手指为什么会肿？',
    'pourquoi les doigts gonflent-ils quand il fait chaud ?',
    '왜 아침에 손가락이 뻣뻣해?',
  ])('Given a question of cause about the world ("%s"), then no condition comes', (q) => {
    expect(keys(q)).not.toContain(ARTHRITIS);
  });

  it.each([
    'Takeshi’s fingers are stiff this morning, what helps him?',
    '我丈夫的手指肿了怎么办',
    '남편 손가락이 뻣뻣해',
    'Die Finger meiner Tochter sind geschwollen',
  ])('Given another person’s symptom ("%s"), then the user’s condition does not come', (q) => {
    expect(keys(q)).not.toContain(ARTHRITIS);
  });

  it.each(['my fingers are long, which gloves fit?', '手机屏幕碎了，好痛苦', '手首の時計が好き', 'Mes mains sont froides au bureau'])(
    'Given a body part with no symptom, or a symptom with no body part ("%s"), then no condition comes',
    (q) => {
      expect(keys(q)).not.toContain(ARTHRITIS);
    },
  );
});

describe('the symptom and body-part class tables', () => {
  it.each([
    ['my knuckles ache', 'joints'],
    ['my wrist hurts after typing', 'hands and wrists'],
    ['손목이 아파', 'hands and wrists'],
    ['目がかすんで見えにくい', 'eyes'],
    ['피부가 가려워', 'skin'],
    ['Mi fa male la schiena', 'back'],
    ['胃が痛い', 'stomach'],
  ])('Given a symptom beside a part ("%s"), then its region is read', (q, region) => {
    expect(symptomRegions(q).map((r) => r.id)).toContain(region);
  });

  it.each(['手机坏了很痛', '上手に痛みを隠す', '손님이 아파', 'the front door is stiff', 'my hands are warm'])(
    'Given no standalone part or no symptom ("%s"), then no region is read',
    (q) => {
      expect(symptomRegions(q)).toEqual([]);
    },
  );
});

// The characteristic sign of a lasting condition: a big toe for gout, itching eyes or nose for hay fever, trembling
// hands for Parkinson's, asked as a plain complaint in any of the ten languages (the body part with its definite
// article or none, no first-person word).
const signStore = () => [
  bridgeMemory('stable_user_context', 'ユーザーは痛風持ちで、フェブキソスタットを毎日飲んでいる。', ['痛風', '尿酸'], 'gout'),
  bridgeMemory('stable_user_context', 'スギ花粉症がひどく、二月から四月は薬を飲んでいる。', ['花粉症', 'スギ'], 'hay fever'),
  bridgeMemory(
    'stable_user_context',
    'The user was told two years ago that he has Parkinson’s disease.',
    ['parkinson', 'neurologist'],
    'parkinsons',
  ),
  ...bridgeFiller(),
];
const signKeys = (question: string) => selectRelevantMemories(signStore(), question).map((m) => m.stableKey);
const GOUT_OWN = 'stable_user_context:gout';
const HAY_FEVER = 'stable_user_context:hay-fever';
const PARKINSONS = 'stable_user_context:parkinsons';

describe('the sign of a lasting condition in a plain complaint', () => {
  it.each([
    'the big toe is swollen again',
    '昨晚大脚趾又肿又痛，走不了路',
    '夜中に親指の付け根が激痛で目が覚めた',
    '엄지발가락이 또 붓고 아파서 잠을 못 잤어',
    'Der große Zeh ist wieder dick und rot',
    'Le gros orteil est encore rouge et gonflé ce matin',
    'El dedo gordo otra vez hinchado y rojo',
    'O dedão do pé está inchado outra vez',
    'Большой палец ноги опять распух',
    "L'alluce è di nuovo gonfio e rosso",
  ])('Given a swollen or aching big toe ("%s"), then the user’s gout comes', (q) => {
    expect(signKeys(q)).toContain(GOUT_OWN);
  });

  it.each([
    'itchy eyes all day since February',
    '这几天眼睛痒得不行',
    '二月に入って目がかゆくてたまらない',
    '요즘 눈이 너무 가려워',
    'Die Augen jucken seit Tagen',
    'Les yeux me démangent depuis une semaine',
    'Los ojos me pican desde febrero',
    'Os olhos coçam desde fevereiro',
    'Глаза чешутся уже неделю',
    'Gli occhi prudono da febbraio',
  ])('Given itching eyes ("%s"), then the user’s hay fever comes', (q) => {
    expect(signKeys(q)).toContain(HAY_FEVER);
  });

  it.each([
    'my hands are trembling more in the evening',
    '最近手抖得厉害',
    '夕方になると手の震えがひどくなる',
    '저녁이 되면 손이 더 떨려',
    'Meine Hände zittern abends stärker',
    'Mes mains tremblent plus le soir',
    'Me tiemblan las manos por la tarde',
    'As mãos tremem mais à noite',
    'Руки дрожат сильнее по вечерам',
    'Le mani tremano di più la sera',
  ])('Given trembling hands ("%s"), then the user’s Parkinson’s comes', (q) => {
    expect(signKeys(q)).toContain(PARKINSONS);
  });

  it.each([
    'why does the big toe swell in gout?',
    'Warum schwillt der große Zeh an?',
    'Pourquoi le gros orteil gonfle-t-il ?',
    '¿Por qué se hincha el dedo gordo?',
    'Por que o dedão incha?',
    'Perché l’alluce si gonfia?',
    'Почему распух большой палец?',
    '为什么大脚趾会肿',
  ])('Given a question of cause ("%s"), then no condition comes', (q) => {
    expect(signKeys(q)).not.toContain(GOUT_OWN);
  });

  it.each([
    '目がかすんで見えにくい',
    'my eyes are blurry',
    'Die Augen sind müde',
    'Les mains sont froides',
    'Mi fa male la mano',
    'Руки болят после работы',
  ])('Given another symptom of the eyes or hands ("%s"), then neither hay fever nor Parkinson’s comes', (q) => {
    const picked = signKeys(q);
    expect(picked).not.toContain(HAY_FEVER);
    expect(picked).not.toContain(PARKINSONS);
  });
});

describe('a symptom of the hand or wrist reaches the user’s condition of worn tendons or a pinched nerve', () => {
  const strainStore = () => [
    bridgeMemory(
      'stable_user_context',
      "L'utente ha una tendinite al polso destro per le ore passate alla tastiera.",
      ['tendinite', 'tastiera'],
      'tendinitis',
    ),
    ...bridgeFiller(),
  ];
  const TENDINITIS = 'stable_user_context:tendinitis';
  const strainKeys = (question: string) => selectRelevantMemories(strainStore(), question).map((m) => m.stableKey);

  it.each([
    'my right wrist hurts after a day of typing, what helps?',
    '打了一天字，我的手腕好痛',
    '一日中パソコンを使うと手首が痛い',
    '하루 종일 타자를 치면 손목이 아파',
    'Mein Handgelenk schmerzt nach dem Tippen, was tun?',
    'Ça me fait mal au poignet après une journée au clavier',
    'У меня болит запястье после работы за компьютером',
  ])('Given the user’s tendinitis tagged in Italian, when "%s" complains of the wrist, then it comes', (question) => {
    expect(strainKeys(question)).toContain(TENDINITIS);
  });

  it.each([
    'my big toe is swollen again, what do I do?',
    '大脚趾又肿又痛',
    '夜中に足の親指の付け根が激痛で',
    '엄지발가락이 또 부었어',
    'Der große Zeh ist wieder geschwollen',
    "J'ai encore le gros orteil gonflé",
    'Se me hinchó otra vez el dedo gordo del pie',
    'O dedão do pé inchou de novo',
    'Опять опух большой палец на ноге',
    "Mi fa male l'alluce",
  ])('Given the same memory, when "%s" complains of a toe, then the hand’s condition does not come', (question) => {
    expect(strainKeys(question)).not.toContain(TENDINITIS);
  });

  it.each(['which watch fits a thin wrist?', '手首の時計が好き', 'Wie breit ist ein Handgelenk im Durchschnitt?'])(
    'Given the same memory, when "%s" names the wrist with no complaint, then it does not come',
    (question) => {
      expect(strainKeys(question)).not.toContain(TENDINITIS);
    },
  );
});
