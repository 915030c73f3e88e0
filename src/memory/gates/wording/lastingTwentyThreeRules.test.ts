// The category rules written for the twenty-third round, on the legitimate side (blindSetLastingTwentyThree.test.ts),
// each both ways, through the entry point of the wording rules on canonical text, with the candidate's own text given
// apart as validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('a never clause is a trait (neverClauses.ts)', () => {
  lasting([
    'Has never been on sick leave.',
    'Has never had a cold sore.',
    'Ist nie krankgeschrieben.',
    "N'a jamais été en arrêt maladie.",
    'Nunca ha estado de baja.',
    'Nunca esteve de atestado.',
    'Non è mai stato in malattia.',
    'Никогда не был на больничном.',
    '从来没请过病假。',
    '一度も病欠したことがない。',
    '한 번도 병가를 낸 적이 없다.',
  ]);
  temporary([
    'Is on sick leave.',
    'Ist krankgeschrieben.',
    'Est en arrêt maladie.',
    'Está de baja.',
    'Está de atestado.',
    'È in malattia.',
    'Сейчас на больничном.',
    '请了病假。',
    '病欠中。',
    '병가 중이다.',
    // never again after one episode, and a time word after the clause, are still read
    'Says she will never again eat oysters after last night.',
    'Will nie wieder Austern essen, seit gestern Abend.',
    'Has never been on sick leave, but is off sick today.',
    // a word of now inside the clause ends it
    'War noch nie so gestresst wie diese Woche.',
    'Has never been this tired before today.',
    "N'a jamais été aussi fatiguée que cette semaine.",
  ]);
});

describe('a name in Latin capitals inside CJK text (latinNamesInCjk.ts)', () => {
  lasting([
    '好きなバンドはTonight Alive。',
    '最爱的乐队是Tonight Alive。',
    '가장 좋아하는 팟캐스트는 This Week in Tech이다.',
    '毎朝This Morning Showを見る。',
  ]);
  // a run of time words only stays a time (code-switched chat)
  temporary(['用户 This Week 在深圳出差。', '我Tonight要加班。', '이번 주는 This Week 야근이다.']);
});

describe('a habit counted by season or month (seasonalFrequency.ts)', () => {
  lasting([
    'Cada invierno va a esquiar a Sierra Nevada.',
    'Each summer he is going to the cottage for a week.',
    'Jeden Winter ist er ein paar Wochen in Tirol.',
    'Chaque été, elle part trois semaines en Bretagne.',
    'Todo verão vai passar um mês na praia.',
    'Ogni estate va al mare per due settimane.',
    'Каждое лето уезжает на дачу на месяц.',
    '每个冬天都要去海南住一阵子。',
    '毎冬、スキー場でアルバイトをしている。',
    '여름마다 한 달 동안 시골에 간다.',
  ]);
  temporary([
    'Este invierno va a esquiar a Sierra Nevada.',
    'This summer he is going to the cottage for a week.',
    'Diesen Winter ist er ein paar Wochen in Tirol.',
    'Cet été, elle part trois semaines en Bretagne.',
    'Neste verão vai passar um mês na praia.',
    "Quest'estate va al mare per due settimane.",
    'Этим летом уезжает на дачу на месяц.',
    '今年冬天要去海南住一阵子。',
    '今年の冬はスキー場でアルバイトをしている。',
    '이번 여름에 한 달 동안 시골에 간다.',
  ]);
});

describe('a dislike or fear of a kind of episode (dislikedEpisodes.ts)', () => {
  lasting([
    'Hates being stuck in traffic.',
    'Is afraid of getting stranded at airports.',
    'Hasst es, krankgeschrieben zu sein.',
    "A horreur d'être en arrêt maladie.",
    'Odia estar de baja.',
    'Tem medo de ficar preso no trânsito.',
    'Ha paura di restare bloccato nel traffico.',
    'Терпеть не может стоять в пробках.',
    '很怕航班延误。',
    '最讨厌请病假在家。',
  ]);
  temporary([
    'Is stuck in traffic.',
    'Got stranded at the airport.',
    'Ist krankgeschrieben.',
    'Hates being stuck in traffic today.',
    'Hasst es, heute im Stau zu stehen.',
    'Déteste être coincé dans les bouchons aujourd’hui.',
    'Está atrapada en el tráfico ahora.',
    '航班延误了。',
    '怕今天航班延误。',
    '恐怕今天航班延误了。',
  ]);
});

describe('a worry about one event is no dislike of a kind (dislikedEpisodes.ts)', () => {
  it.each([
    'Пользователь боится, что рейс могут отменить.',
    'Fears the flight will be cancelled tomorrow.',
    '怕是航班延误了。',
    '恐怕航班延误了。',
  ])('is not lasting: %s', (text) => expect(stability(text)).toBeDefined());
});
