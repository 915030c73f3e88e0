// Follow-up cases of the seventeenth wording round, written after the rules of volatileReadings.ts,
// volatileStatuses.ts and volatileMoneyNow.ts: other wordings of each class in other languages than the set's misses,
// to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_SEVENTEEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', { status_now: ['User’s parcel is on its way from Japan.'], money_now: ['Down to 30 euros until payday.'] }),
  ...group('en', 'accept', { lasting_money: ['Gets paid monthly in euros.'] }),
  ...group('zh-Hans', 'refuse', { status_now: ['用户候补排第8位。'], body_reading: ['现在体重75公斤。'] }),
  ...group('zh-Hans', 'accept', { lasting_status: ['在航空公司上班。'] }),
  ...group('ja', 'refuse', {
    status_now: ['乗る予定の飛行機が遅れている、遅延して出発。'],
    money_now: ['家賃をまだ払っていない、今月分。'],
  }),
  ...group('ja', 'accept', { lasting_body: ['平熱は36度。'] }),
  ...group('ko', 'refuse', { status_now: ['택배가 배달 중이다.'], body_reading: ['지금 레벨 35다.'] }),
  ...group('ko', 'accept', { lasting_money: ['매달 월급을 받는다.'] }),
  ...group('de', 'refuse', { status_now: ['Das Päckchen ist in Zustellung.'], body_reading: ['Hat 38,9 Fieber.'] }),
  ...group('de', 'accept', { lasting_status: ['Arbeitet bei der Post.'] }),
  ...group('fr', 'refuse', { status_now: ['Est 3e sur la liste d’attente.'], money_now: ['Le compte est à découvert.'] }),
  ...group('fr', 'accept', { lasting_money: ['Touche son salaire le 28.'] }),
  ...group('es', 'refuse', { status_now: ['El vuelo sale con retraso.'], body_reading: ['Actualmente está en el nivel 12.'] }),
  ...group('es', 'accept', { lasting_status: ['Trabaja en un aeropuerto.'] }),
  ...group('pt', 'refuse', { status_now: ['O pacote saiu para entrega.'], body_reading: ['Está com febre de 39.'] }),
  ...group('pt', 'accept', { lasting_body: ['Tem pressão baixa.'] }),
  ...group('ru', 'refuse', { status_now: ['Самолёт задерживается.'], money_now: ['Счёт в минусе.'] }),
  ...group('ru', 'accept', { lasting_money: ['Получает зарплату в рублях.'] }),
  ...group('it', 'refuse', { status_now: ['Il volo è cancellato.'], money_now: ['La carta è scoperto, saldo in rosso.'] }),
  ...group('it', 'accept', { lasting_status: ['Lavora come hostess di volo.'] }),
];
