// The category rules written for the sixteenth wording round (blindSetWordingSixteen.test.ts), each both ways, through
// the entry point of the wording rules on canonical text, with the candidate's own text given apart as validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('exam season under way (volatileLifePhases.ts)', () => {
  temporary([
    "She's in the thick of finals week.",
    'Ist mitten in der Klausurenphase.',
    'Est en pleine session de partiels.',
    'Está en semana de exámenes.',
    'Está na semana de provas da faculdade.',
    'È in sessione estiva.',
    'У него сейчас сессия в университете.',
    '用户正逢期末考试周。',
    'テスト期間中で忙しい。',
    '시험 기간 중이라 도서관에 산다.',
  ]);
  lasting([
    'Works as an exam invigilator.',
    'Arbeitet als Prüferin an der Uni.',
    'Enseigne et corrige des examens.',
    'Corrige exámenes de selectividad.',
    'Dá aulas e prepara provas.',
    'Fa il commissario d’esame da anni.',
    'Преподаёт в университете.',
    '用户是阅卷老师。',
    '試験監督のアルバイトをしている。',
    '시험 감독관으로 일한다.',
  ]);
});

describe('a divorce under way (volatileLifePhases.ts)', () => {
  temporary([
    'Is getting divorced.',
    'Lässt sich gerade scheiden.',
    'Est en instance de divorce.',
    'Se está divorciando de su marido.',
    'Está se divorciando.',
    'In fase di divorzio.',
    'Разводится с женой.',
    'Is separating from her husband.',
    'Si stanno separando.',
    'Está separándose de su pareja.',
    '夫と別居中。',
    '他在闹离婚。',
    '離婚調停中。',
    '이혼 절차를 밟고 있다.',
  ]);
  lasting([
    'Has been divorced for years.',
    'Ist seit Langem geschieden.',
    'Est divorcé et vit seul.',
    'Es divorciado.',
    'É divorciado e tem uma filha.',
    'È divorziato.',
    'В разводе уже много лет.',
    '她离婚后一直独居。',
    'バツイチ。',
    '이혼한 지 오래됐다.',
    'Works as a divorce lawyer.',
    'Lives apart from her husband since 2015.',
    'Vive separata dal marito da anni.',
  ]);
});

describe('a driving licence under way (volatileLifePhases.ts)', () => {
  temporary([
    'Is taking driving lessons.',
    'Nimmt Fahrstunden.',
    'Passe son permis cet été.',
    'Está aprendiendo a manejar.',
    'Aprendendo a dirigir.',
    'Sta imparando a guidare.',
    'Ходит в автошколу.',
    '最近在练车。',
    '免許合宿中。',
    '운전 학원에 다니고 있다.',
  ]);
  lasting([
    'Has had a driving licence since 2010.',
    'Is a driving instructor.',
    'Hat keinen Führerschein.',
    'A le permis depuis vingt ans.',
    'Tiene carné de conducir.',
    'Tem carteira de motorista.',
    'Ha la patente.',
    'Водит машину с юности.',
    '用户是驾校教练。',
    '運転免許を持っている。',
    '운전면허가 있다.',
  ]);
});

describe('a course of antibiotics (volatileLifePhases.ts)', () => {
  temporary([
    'Is on a course of antibiotics.',
    'Bekommt gerade ein Antibiotikum.',
    'Suit un traitement aux antibiotiques.',
    'Está tomando un antibiótico.',
    'Em tratamento com antibióticos.',
    'È sotto antibiotico.',
    'Пьёт антибиотики.',
    '正在输抗生素。',
    '抗生剤を服用中。',
    '항생제 치료 중이다.',
  ]);
  lasting([
    'Is allergic to antibiotics.',
    'Ist gegen Antibiotika allergisch.',
    'Est allergique aux antibiotiques.',
    'Es alérgica a los antibióticos.',
    'É alérgico a antibióticos.',
    'È allergica agli antibiotici.',
    'Аллергия на антибиотики.',
    '对抗生素过敏。',
    '抗生物質にアレルギーがある。',
    '항생제 알레르기가 있다.',
  ]);
});

describe('guests staying (volatileLifePhases.ts)', () => {
  temporary([
    'Has her in-laws staying over.',
    'Hat die Schwiegereltern zu Besuch.',
    'Héberge sa belle-famille.',
    'Tiene a sus suegros de visita.',
    'Está hospedando os sogros.',
    'Ospita i suoceri.',
    'У них гостит тётя.',
    '家里来了亲戚。',
    '義両親が泊まりに来ている。',
    '시부모님이 집에 와서 지내고 있다.',
  ]);
  lasting([
    'Lives with her in-laws.',
    'Wohnt mit den Schwiegereltern.',
    'Vit avec sa belle-famille.',
    'Vive con sus suegros.',
    'Mora com os sogros.',
    'Vive con i suoceri.',
    'Живёт со свекровью.',
    '和公婆住在一起。',
    '義両親と同居している。',
    '시부모님과 같이 산다.',
    'Runs a guesthouse.',
  ]);
});

describe('caring for someone after one medical event (volatileCareAfter.ts)', () => {
  temporary([
    'Taking care of his mother following her hip surgery.',
    'Kümmert sich nach dem Unfall um ihren Bruder.',
    'Prend soin de sa mère après sa chute.',
    'Cuidando a su madre después de la caída.',
    'Está ajudando a mãe após a cirurgia.',
    'Sta accudendo la nonna dopo la caduta.',
    'Присматривает за бабушкой после перелома.',
    '在照顾车祸受伤的弟弟。',
    '骨折した母の世話をしている。',
    '사고로 다친 동생을 돌보고 있다.',
    '母の看病中。',
  ]);
  lasting([
    'Cares for her father, who has dementia.',
    'Looks after her disabled brother.',
    'Pflegt ihre demenzkranke Mutter.',
    "S'occupe de son frère handicapé.",
    'Cuida de su abuela con alzhéimer.',
    'Cuida do irmão autista.',
    'Assiste la madre malata di Alzheimer.',
    'Ухаживает за больной матерью.',
    'Помогает людям после операций.',
    '在手术室做护理工作。',
    '介護士として働いている。',
    '수술실 간호사로 일한다.',
    '手术前的病人由她照顾。',
    '手術前の患者の世話をする仕事。',
    '수술 후 회복을 돕는 물리치료사다.',
    '车祸后开始学画画。',
    '事故に遭ったことがある。',
    'Looked after her father after his operation in 2019.',
  ]);
});

describe('the grown classes of the round', () => {
  // ENDING_STATE: a cast on a limb, the pregnancy word opening a note, "for now without work".
  temporary([
    'Has a cast on his leg.',
    'Pregnant with her second child.',
    'Schwanger mit Zwillingen.',
    'Enceinte de six mois.',
    'Embarazada de su primer hijo.',
    'Grávida do segundo filho.',
    'Incinta del primo figlio.',
    'Сейчас без работы.',
  ]);
  lasting(['Was in a cast in 2019.', 'Works with pregnant women.', 'Без работы не сидит.']);
  // FIRM_NOW: French "fait / suit un régime"; DEADLINE: Italian "fino a fine mese"; waits for a visa or permit.
  temporary([
    'Fait un régime avant les vacances.',
    'Lavora da casa fino a fine settimana.',
    'Aspetta il permesso di soggiorno.',
    'Ждёт разрешения на работу.',
    'Is waiting for her work permit.',
    'Wartet auf die Arbeitserlaubnis.',
  ]);
  lasting(['Suit un régime sans gluten.', 'Lavora fino a tardi.', 'Works in the visa office.']);
  // The English note without a copula; the Chinese job search with words between.
  temporary(['Currently redecorating the bedroom.', 'Preparing for the move.', '用户在到处投简历。']);
  lasting(['Renovating old houses is her job.', '用户是做招聘的，帮人找工作。']);
});
