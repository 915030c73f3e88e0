// Follow-up cases of the twenty-first wording round, written after the rules of wordingTwentyOne.ts (volatileAtTransit,
// volatileStuckInTraffic, volatileForTheWeekend, volatileTripCancelled, volatileBookedStay, volatileAwaitedDelivery,
// volatileInRepair, volatileErrandToBuy, volatileMonthDeadline): other wordings of each class in other languages than
// the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWENTY_ONE_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    errand_now: ['Is expecting a delivery from IKEA.'],
    whereabouts_now: ['I’m at the train station in York.'],
  }),
  ...group('en', 'accept', { lasting_routine: ['Takes the train to work.'] }),
  ...group('zh-Hans', 'refuse', { trip_now: ['航班被取消了。'], errand_now: ['电脑送去维修了。'] }),
  ...group('zh-Hans', 'accept', { lasting_place: ['在机场附近住了十年。'] }),
  ...group('ja', 'refuse', { whereabouts_now: ['渋滞にはまっている。'], appointment_now: ['6月までにビザを更新しないといけない。'] }),
  ...group('ja', 'accept', { lasting_routine: ['電車で通勤している。'] }),
  ...group('ko', 'refuse', { appointment_now: ['항공권을 예약했다.'], errand_now: ['우유를 사야 한다.'] }),
  ...group('ko', 'accept', { lasting_place: ['공항 근처에 산다.'] }),
  ...group('de', 'refuse', { errand_now: ['Wartet auf ein Päckchen von der Oma.'], whereabouts_now: ['Steht auf der A9 im Stau.'] }),
  ...group('de', 'accept', { lasting_routine: ['Fährt jeden Tag mit der S-Bahn ins Büro.'] }),
  ...group('fr', 'refuse', {
    trip_now: ['Son train pour Lille a été supprimé.'],
    appointment_now: ['A réservé une table pour samedi soir.'],
  }),
  ...group('fr', 'accept', { lasting_habit: ['Réserve toujours le même hôtel à Nice.'] }),
  ...group('es', 'refuse', { whereabouts_now: ['Estoy atascado en el tráfico.'], errand_now: ['Está esperando un pedido de Zara.'] }),
  ...group('es', 'accept', { lasting_routine: ['Va a trabajar en metro.'] }),
  ...group('pt', 'refuse', { trip_now: ['Cancelaram o voo dele para Madrid.'], errand_now: ['Tem que comprar pão.'] }),
  ...group('pt', 'accept', { lasting_place: ['Trabalha no aeroporto de Lisboa.'] }),
  ...group('ru', 'refuse', { errand_now: ['Машина в ремонте.'], appointment_now: ['Нужно продлить визу до июня.'] }),
  ...group('ru', 'accept', { lasting_habit: ['Всегда останавливается в одной гостинице.'] }),
  ...group('it', 'refuse', { trip_now: ['Ha perso il treno per Roma.'], whereabouts_now: ['È in stazione a Milano.'] }),
  ...group('it', 'accept', { lasting_routine: ['Va al lavoro in treno.'] }),
];
