// The category rules written for the seventeenth wording round (blindSetWordingSeventeen.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('a figure with a word of "now" (volatileReadings.ts)', () => {
  temporary([
    'Is currently at level 52 in the game.',
    'Wiegt zurzeit 95 kg.',
    'Fait actuellement 70 kilos.',
    'Actualmente pesa 64 kilos.',
    'Atualmente está no nível 30.',
    'Attualmente pesa 77 kg.',
    'Сейчас весит 70 килограммов.',
    '现在体重是65公斤。',
    '現在、体重は70キロ。',
    '현재 몸무게 65킬로그램이다.',
  ]);
  lasting([
    'Is 1.75 m tall and has a medium build.',
    'Ist seit Jahren Vegetarier.',
    'Fait du 42 en chaussures.',
    'Mide un metro setenta.',
    'Tem olhos castanhos.',
    'È alta 1,65.',
    'Рост 175 см.',
    '身高一米七。',
    '身長は165センチ。',
    '키가 170센티다.',
  ]);
});

describe('a fever with its figure (volatileReadings.ts)', () => {
  temporary([
    'Running a temperature of 39.2.',
    'Hat 39 Fieber.',
    'A de la fièvre, fièvre à 39.',
    'Tiene fiebre de 39.',
    'Está com febre de 38.',
    'Ha la febbre a 39.',
    'Температура 39,2.',
    '发烧39度。',
    '39度の高熱が出た。',
    '39도의 고열이 난다.',
  ]);
  lasting([
    'Works at a fever clinic.',
    'Bekommt leicht Fieber.',
    'Travaille aux urgences pédiatriques.',
    'Es enfermera de pediatría.',
    'Trabalha num hospital infantil.',
    'Lavora in pronto soccorso.',
    'Работает врачом-инфекционистом.',
    '在发热门诊工作。',
    '小児科医として働いている。',
    '응급실 간호사로 일한다.',
  ]);
});

describe('a blood pressure as two figures (volatileReadings.ts)', () => {
  temporary([
    'Blood pressure reading was 160/100 at the pharmacy.',
    'Blutdruck heute 160/100.',
    'Sa tension est montée à 16/10.',
    'La tensión le dio 160/100.',
    'A pressão deu 16 por 10.',
    'La pressione era 160/100.',
    'Давление поднялось до 160 на 100.',
    '血压量出来160/100。',
    '血圧が160/100まで上がった。',
    '혈압이 160/100까지 올랐다.',
  ]);
  lasting([
    'Keeps blood pressure under 130/80 with medication.',
    'Hat seit Jahren hohen Blutdruck.',
    'Souffre d’hypertension depuis longtemps.',
    'Tiene la tensión alta desde joven.',
    'Tem pressão alta.',
    'Soffre di pressione alta.',
    'Гипертоник со стажем.',
    '有高血压。',
    '高血圧の持病がある。',
    '고혈압이 있다.',
  ]);
});

describe('an order on its way or a delayed journey (volatileStatuses.ts)', () => {
  temporary([
    'The package is out for delivery.',
    'Das Paket ist auf dem Weg.',
    'Sa commande est en transit.',
    'El paquete está en reparto.',
    'O pedido está a caminho.',
    'L’ordine è in transito.',
    'Посылка в пути.',
    '快递在派送中。',
    '新幹線が遅れている、遅延して到着予定。',
    '기차가 연착됐다.',
    'The train is running late.',
    'Der Zug hat Verspätung.',
    'Son train est annulé.',
    'Su tren va con retraso.',
    'O comboio está atrasado.',
    'Il treno è in ritardo.',
    'Поезд опаздывает.',
    '火车晚点了。',
  ]);
  lasting([
    'Works as a delivery driver.',
    'Arbeitet beim Paketdienst.',
    'Travaille dans la livraison.',
    'Trabaja de repartidor.',
    'Trabalha com entregas.',
    'Fa il corriere.',
    'Работает курьером.',
    '在快递公司工作。',
    '配達の仕事をしている。',
    '택배 기사로 일한다.',
    'Is afraid of flying.',
    'Fliegt nicht gern.',
    'Prend le train pour aller au travail.',
    'Viaja en tren cada semana.',
    'Tem medo de avião.',
    'Prende il treno ogni giorno.',
    'Боится летать.',
    '坐高铁上班。',
  ]);
});

describe('a place on a waiting list or a dying battery (volatileStatuses.ts)', () => {
  temporary([
    'Is number 3 on the waitlist for the course.',
    'Steht auf der Warteliste auf Platz 4.',
    'Est numéro 5 sur la liste d’attente.',
    'Está en el puesto 7 de la lista de espera.',
    'Está na posição 8 da lista de espera.',
    'È al numero 9 nella lista d’attesa.',
    'Он 15-й в очереди.',
    '候补排第3位。',
    '順番待ちで5番目。',
    '대기 번호 7번이다.',
    'Laptop battery is at 3%.',
    'Der Akku ist bei 10 %.',
    'Sa batterie est presque vide.',
    'La batería está casi agotada.',
    'A bateria está acabando.',
    'La batteria è quasi scarica.',
    'Ноутбук разряжается.',
    '手机快没电了。',
    'バッテリー残量が少ない。',
    '배터리가 거의 없다.',
  ]);
  lasting([
    'Has been on a kidney waiting list since 2020.',
    'Steht gern früh auf.',
    'Fait la queue sans se plaindre.',
    'Prefiere móviles con buena batería.',
    'Prefere celulares com bateria grande.',
    'Preferisce telefoni con una batteria che dura.',
    'Не любит стоять в очереди.',
    '讨厌排队。',
    'バッテリーの持ちを重視する。',
    '배터리 용량이 큰 폰을 선호한다.',
  ]);
});

describe('money at the moment (volatileMoneyNow.ts)', () => {
  temporary([
    'Only 50 dollars left until the next paycheck.',
    'Hat bis zum Gehalt nur noch 80 Euro.',
    'Plus que 30 euros jusqu’au prochain salaire.',
    'Le quedan 40 euros hasta cobrar.',
    'Só tem 60 reais até o salário.',
    'Ha 70 euro fino allo stipendio.',
    'До получки осталось 3000 рублей.',
    'Her card is overdrawn right now, account is negative.',
    'Das Konto ist im Minus.',
    'Sa carte est dans le rouge.',
    'El saldo está en negativo.',
    'O saldo está negativo.',
    'La carta è in negativo.',
    'Карта в минусе.',
    '银行卡余额不足。',
    '口座がマイナスになっている。',
    '계좌 잔액이 부족하다.',
    'The electricity bill is not paid yet.',
    'Die Miete ist noch nicht bezahlt.',
    'La facture n’est pas encore réglée.',
    'Todavía no ha pagado el alquiler.',
    'Ainda não pagou a renda.',
    'Non ha ancora pagato l’affitto.',
    'Ещё не оплатил интернет.',
    '房租还没交。',
    '家賃をまだ払っていない。',
    '월세를 아직 안 냈다.',
  ]);
  lasting([
    'Gets paid on the 25th of each month.',
    'Verdient 3.000 Euro im Monat.',
    'Est payée en fin de mois.',
    'Cobra a final de mes.',
    'Recebe o salário no dia 5.',
    'Guadagna bene.',
    'Получает зарплату два раза в месяц.',
    '每月10号发工资。',
    '給料は毎月25日に出る。',
    '월급은 매달 10일에 들어온다.',
    'Never lets the account go negative.',
    'Hat ein Konto bei der Sparkasse.',
    'A un compte en Suisse.',
    'Tiene una cuenta en el Santander.',
    'Tem conta no Itaú.',
    'Ha un conto in banca online.',
    'Имеет счёт в Сбербанке.',
    '用招商银行的卡。',
    '口座はゆうちょ銀行。',
    '통장은 국민은행이다.',
  ]);
});

describe("a battery's health or a share is no reading (volatileStatuses.ts, volatileReadings.ts)", () => {
  lasting([
    'Her phone battery is at 85% health.',
    'Der Akku hat noch 90 % Kapazität.',
    'La batterie de son téléphone est à 80 % de capacité.',
    'La batería del móvil está al 88 % de salud.',
    'O telemóvel tem a bateria em 81 % de saúde.',
    'La batteria è al 90 % di capacità.',
    'Currently owns 30 % of the company.',
    'Владеет 40 % компании.',
    '目前持有公司30%的股份。',
    '현재 회사 지분 30%를 갖고 있다.',
  ]);
});
