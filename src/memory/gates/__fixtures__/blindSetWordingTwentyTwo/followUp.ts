// Follow-up cases of the twenty-second wording round, written after the rules of volatileAwaitedPayment.ts,
// volatileBodyCycle.ts, volatileSickAbsence.ts, volatileRestAfter.ts, volatileBrokenAppliance.ts and
// volatileReturnedPurchase.ts: other wordings of each class in other languages than the set's misses, to refuse and to
// accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWENTY_TWO_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', { home_now: ['The dishwasher just died.'], pet_now: ['Her dog is on cage rest after a spay.'] }),
  ...group('en', 'accept', { lasting_pet: ['Both cats are neutered.'] }),
  ...group('zh-Hans', 'refuse', { money_now: ['报销还没到账。'], family_now: ['女儿请了病假在家。'] }),
  ...group('zh-Hans', 'accept', { lasting_money: ['工资每月十五号到账。'] }),
  ...group('ja', 'refuse', { money_now: ['ボーナスの振込を待っている。'], pet_now: ['猫がさかりがついて鳴いている。'] }),
  ...group('ja', 'accept', { lasting_pet: ['猫は去勢済みで室内飼い。'] }),
  ...group('ko', 'refuse', { money_now: ['환급금이 아직 안 들어왔다.'], home_now: ['전자레인지가 고장 났다.'] }),
  ...group('ko', 'accept', { lasting_money: ['보너스는 연말에 한 번 받는다.'] }),
  ...group('de', 'refuse', { family_now: ['Die Kleine bekommt gerade Zähne.'], money_now: ['Die Kaution ist noch nicht überwiesen.'] }),
  ...group('de', 'accept', { lasting_home: ['Die Heizung ist eine Wärmepumpe.'] }),
  ...group('fr', 'refuse', { home_now: ['Le lave-vaisselle a lâché.'], family_now: ['Sa fille est en arrêt maladie.'] }),
  ...group('fr', 'accept', { lasting_family: ['Sa fille est infirmière.'] }),
  ...group('es', 'refuse', {
    pet_now: ['La gata está en reposo tras la esterilización.'],
    money_now: ['Espera la transferencia de la fianza.'],
  }),
  ...group('es', 'accept', { lasting_pet: ['La gata está esterilizada.'] }),
  ...group('pt', 'refuse', { money_now: ['A restituição do imposto ainda não caiu.'], home_now: ['O micro-ondas pifou.'] }),
  ...group('pt', 'accept', { lasting_money: ['Recebe o salário todo dia 5.'] }),
  ...group('ru', 'refuse', { family_now: ['У дочки лезут зубки.'], money_now: ['Оформила возврат пылесоса.'] }),
  ...group('ru', 'accept', { lasting_money: ['Получает зарплату на карту два раза в месяц.'] }),
  ...group('it', 'refuse', { home_now: ['Il frigorifero ha smesso di funzionare.'], pet_now: ['La cagna è in calore.'] }),
  ...group('it', 'accept', { lasting_home: ['Ha una caldaia a condensazione.'] }),
];
