// The category rules written for the twentieth wording round (blindSetWordingTwenty.test.ts), each both ways, through
// the entry point of the wording rules on canonical text, with the candidate's own text given apart as validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('a routine held until a named month (volatileRoutineUntil.ts)', () => {
  temporary([
    'Swims three times a week until June.',
    'Geht bis Ende Mai jeden Tag schwimmen.',
    'Nage trois fois par semaine jusqu’à fin juin.',
    'Nada tres veces por semana hasta junio.',
    'Nada três vezes por semana até junho.',
    'Nuota tre volte a settimana fino a giugno.',
    'Плавает три раза в неделю до конца июня.',
    '每周游泳三次，到六月为止。',
    '六月まで週3回泳いでいる。',
    '6월까지 일주일에 세 번 수영한다.',
  ]);
  lasting([
    'Skis every weekend from December until March.',
    'Fährt von Dezember bis März jedes Wochenende Ski.',
    'Skie chaque week-end de décembre à mars.',
    'Esquía cada fin de semana de diciembre a marzo.',
    'Esquia todo fim de semana de dezembro a março.',
    'Scia ogni fine settimana da dicembre a marzo.',
    'Каждый год катается на лыжах с декабря до марта.',
    '每年从十二月到三月每周滑雪。',
    '毎年12月から3月まで毎週スキーをする。',
    '매년 12월부터 3월까지 매주 스키를 탄다.',
    'Always gardens on weekends until October.',
    'Всегда сдаёт отчёт до конца марта.',
    'Gärtnert immer bis Ende Oktober am Wochenende.',
    '总是到四月底才交税。',
    'Basil never lasts until September on the balcony.',
    'Il basilico non dura mai fino a settembre.',
    'O manjericão nunca dura até outubro.',
  ]);
});

describe('a cleanse, a detox or a month without alcohol (volatileCleanse.ts)', () => {
  temporary([
    'Is on a five-day juice cleanse.',
    'Macht eine Saftkur.',
    'Suit une cure détox.',
    'Hace una dieta de zumos.',
    'Faz uma dieta de sucos.',
    'Segue una dieta detox.',
    'Проходит соковое очищение.',
    '在做果汁断食。',
    'ファスティング中です。',
    '디톡스 중이다.',
    'Doing Sober October.',
  ]);
  lasting([
    'Works at a detox clinic.',
    'Hält nichts von Saftkuren.',
    'Vend des jus de fruits.',
    'Bebe zumo de naranja cada mañana.',
    'Toma suco de laranja no café da manhã.',
    'Beve un succo di frutta a colazione.',
    'Любит соки.',
    '喜欢喝果汁。',
    'ジュースが好きだ。',
    '주스를 좋아한다.',
    'Does a juice cleanse every January.',
  ]);
});

describe('going without something for now (volatileAbstaining.ts)', () => {
  temporary(['Is off caffeine.', 'Está sem fumar.', 'Está sin beber.', 'Sta senza fumare.']);
  lasting([
    'Has been off alcohol for years.',
    'Is off alcohol for good.',
    'Gosta de café sem açúcar.',
    'Não fuma.',
    'No bebe.',
    'Non fuma.',
    'Prefers coffee off the menu.',
  ]);
});

describe('an injury of the moment or jet lag after one flight (volatileInjury.ts)', () => {
  temporary([
    'Sprained his wrist.',
    'Is on crutches.',
    'Hat sich beim Joggen den Fuß verstaucht.',
    'S’est foulé le poignet.',
    'Anda con muletas.',
    'Torceu o pé.',
    'Ha una storta alla caviglia.',
    'Подвернул лодыжку.',
    '扭伤了手腕。',
    '足首を捻挫して歩きにくい。',
    '발목을 접질렸다.',
    'Jet-lagged after the flight from Sydney.',
    '时差还没倒过来。',
  ]);
  lasting([
    'Is a physiotherapist for a football club.',
    'Hat ein kaputtes Knie seit dem Unfall vor zehn Jahren.',
    'Fait des moulages en plâtre.',
    'Arbeitet mit Gips.',
    'Работает с гипсом.',
    'Torceu o nariz para a proposta.',
    'S’est tordu de rire.',
    'Trabaja en una clínica de fisioterapia.',
    'Trabalha numa clínica ortopédica.',
    'Lavora in ortopedia.',
    'Работает травматологом.',
    '是骨科医生。',
    '整形外科で働いている。',
    '정형외과 의사다.',
    'Hates jet lag.',
    'Once sprained an ankle skiing.',
    'Hat sich als Kind den Fuß verstaucht.',
    '小时候扭伤了脚踝。',
  ]);
});

describe('a tooth being treated (volatileDentalCare.ts)', () => {
  temporary([
    'Is getting a root canal.',
    'Hat eine Wurzelbehandlung.',
    'Se fait dévitaliser une molaire.',
    'Le están haciendo una endodoncia.',
    'Está tratando um dente.',
    'Sta curando un molare.',
    'Лечит зуб.',
    '正在补牙。',
    '虫歯の治療中。',
    '사랑니 치료 중이다.',
  ]);
  lasting([
    'Is a dentist.',
    'Macht als Zahnärztin Wurzelbehandlungen.',
    'Es especialista en endodoncia.',
    'Лечит зубы детям.',
    '擅长根管治疗。',
    '在做牙医。',
    'Hat Angst vor dem Zahnarzt.',
    'A peur du dentiste.',
    'Va al dentista cada seis meses.',
    'Vai ao dentista todo ano.',
    'Ha paura del dentista.',
    'Боится стоматологов.',
    '害怕看牙医。',
    '歯医者が苦手だ。',
    '치과를 무서워한다.',
    'Had a root canal in 2019.',
  ]);
});

describe('a diet held ahead of one coming event (volatileEventBound.ts)', () => {
  temporary([
    'Off bread ahead of the wedding.',
    '婚礼前在控糖。',
    '为了婚礼在减肥，不吃甜食。',
    '手術に備えてお酒を控えている。',
    '결혼식을 앞두고 밀가루를 끊었다.',
  ]);
  lasting(['Always eats light before a race.', '每次比赛前都不喝酒。', '試合の前はいつも炭水化物を控える。', '결혼식 사진을 좋아한다.']);
});
