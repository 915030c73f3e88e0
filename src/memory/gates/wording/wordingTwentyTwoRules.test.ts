// The category rules written for the twenty-second wording round (blindSetWordingTwentyTwo.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('a payment awaited now (volatileAwaitedPayment.ts)', () => {
  temporary([
    'Is waiting for his salary.',
    'Wartet auf die Steuerrückerstattung.',
    'Attend son salaire.',
    'Espera la devolución de Hacienda.',
    'Aguardando o reembolso da viagem.',
    'Aspetta il rimborso.',
    'Жду возврат налога.',
    '在等退税。',
    '給料が入るのを待っている。',
    '월급 들어오기를 기다리고 있다.',
  ]);
  lasting([
    'Gets paid on the 25th of each month.',
    'Bekommt sein Gehalt am Monatsende.',
    'Touche son salaire le premier du mois.',
    'Cobra la nómina a final de mes.',
    'Recebe o salário no quinto dia útil.',
    'Riceve lo stipendio il 27 del mese.',
    'Получает зарплату два раза в месяц.',
    '每月十号发工资。',
    '給料日は毎月25日。',
    '월급날은 매달 25일이다.',
  ]);
});

describe('a baby teething or an animal in heat (volatileBodyCycle.ts)', () => {
  temporary([
    'The baby is teething.',
    'Das Baby zahnt.',
    'Le bébé perce ses dents.',
    'El bebé está echando los dientes.',
    'Il bimbo mette i dentini.',
    'У малыша режутся зубы.',
    '宝宝在出牙。',
    '赤ちゃんの歯が生え始めた。',
    '아기가 이앓이 중이다.',
    'The cat is in heat.',
    'Die Katze ist rollig.',
    'La perra está en celo.',
    'A cadela está no cio.',
    'La gatta è in calore.',
    'У кошки течка.',
    '猫が発情期に入った。',
  ]);
  lasting([
    'Her cat is spayed, so it never goes into heat.',
    'Sells teething toys online.',
    'Die Katze ist kastriert.',
    'Le chat est stérilisé.',
    'La perra está esterilizada.',
    'A gata é castrada.',
    'La gatta è sterilizzata.',
    'Кошка стерилизована.',
    '猫已经绝育了。',
    '猫は避妊手術済み。',
    '고양이는 중성화했다.',
  ]);
});

describe('away from school or work because of an illness now (volatileSickAbsence.ts)', () => {
  temporary([
    'Her son is off school sick.',
    'Ist krank zu Hause.',
    'Il est malade à la maison.',
    'Está de baja médica.',
    'Está de atestado.',
    'Il figlio è a casa malato.',
    'Сейчас на больничном.',
    '他请了病假。',
    '息子がインフルエンザで会社を休んでいる。',
    '아파서 학교에 못 갔다.',
  ]);
  lasting([
    'Is a school nurse.',
    'Arbeitet als Schulkrankenschwester.',
    'Est infirmière scolaire.',
    'Trabaja como enfermero en una residencia.',
    'Nunca falta ao trabalho.',
    'Lavora come infermiere a scuola.',
    'Работает школьной медсестрой.',
    '在学校医务室工作。',
    '学校を休んだことが一度もない。',
    '학교 보건교사로 일한다.',
  ]);
});

describe('rest ordered after one event (volatileRestAfter.ts)', () => {
  temporary([
    'The dog is on crate rest after surgery.',
    'Der Hund hat nach der OP Boxenruhe.',
    'Le chien est au repos après son opération.',
    'El perro está en reposo tras la operación.',
    'O cachorro está de repouso depois da cirurgia.',
    "Il cane è a riposo dopo l'operazione.",
    'Собака на постельном режиме после операции.',
    '狗做完手术在静养。',
    '犬は手術後で安静にしている。',
    '강아지가 수술 후 안정을 취하고 있다.',
  ]);
  lasting([
    'Likes to rest after a long walk.',
    'Macht nach dem Mittagessen eine Pause.',
    'Se repose après le déjeuner.',
    'Duerme la siesta después de comer.',
    'Descansa depois do almoço.',
    'Riposa dopo pranzo.',
    'Отдыхает после обеда.',
    '午饭后在沙发上看书。',
    '昼食後に少し休む。',
    '점심 후에 잠깐 쉰다.',
  ]);
});

describe('a household appliance that has just broken (volatileBrokenAppliance.ts)', () => {
  temporary([
    'The fridge broke.',
    'Die Spülmaschine ist kaputtgegangen.',
    'Le frigo est tombé en panne.',
    'Se ha estropeado la lavadora.',
    'A geladeira quebrou.',
    'Si è rotta la lavastoviglie.',
    'Сломался котёл.',
    '锅炉坏了。',
    '洗濯機が壊れた。',
    '식기세척기가 고장 났다.',
  ]);
  lasting([
    'Repairs washing machines for a living.',
    'Repariert Waschmaschinen.',
    'Répare des lave-linge.',
    'Arregla lavadoras.',
    'Conserta geladeiras.',
    'Ripara lavatrici.',
    'Чинит холодильники.',
    '会修洗衣机。',
    '洗濯機の修理が得意。',
    '세탁기 수리 기사다.',
  ]);
});

describe('one purchase sent back, as a past act (volatileReturnedPurchase.ts)', () => {
  temporary([
    'Returned a pair of shoes.',
    'Sent the jacket back to the shop.',
    'Hat eine Jacke zurückgeschickt.',
    'A renvoyé un pull trop petit.',
    'Ha devuelto unos zapatos.',
    'Devolveu uma camisa.',
    'Ha restituito una giacca.',
    'Вернула куртку в магазин.',
    '退了一件外套。',
    'ジャケットを返品した。',
    '재킷을 반품했다.',
  ]);
  lasting([
    'Returned to Spain in 2010.',
    'Returned a year later to live in Porto.',
    'Returned the company to profit within two years.',
    'Returns anything that does not fit.',
    'Schickt oft Kleidung zurück.',
    'Renvoie souvent ses achats.',
    'Devuelve la ropa que no le queda bien.',
    'Devolve tudo que não serve.',
    'Restituisce sempre i libri in tempo.',
    'Всегда возвращает книги вовремя.',
    'よく返品する。',
  ]);
});
