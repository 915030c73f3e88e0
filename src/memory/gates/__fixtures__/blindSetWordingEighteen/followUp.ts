// Follow-up cases of the eighteenth wording round, written after the rules of volatileStandIn.ts,
// volatileNewRelationship.ts, volatileNegotiation.ts, volatileMonthEndMove.ts, volatileStrikeCause.ts and the wider
// volatileRecentStart.ts, volatileStates.ts and volatileShortPeriods.ts: other wordings of each class in other
// languages than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_EIGHTEEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    work_now: ['Is standing in for a colleague on leave.'],
    home_now: ['Flatmate moves out at the end of the month.'],
  }),
  ...group('en', 'accept', { lasting_work: ['Negotiates leases for a property firm.'] }),
  ...group('zh-Hans', 'refuse', { work_now: ['正在和公司谈涨薪。'], relation_now: ['从上周末起没和妈妈说话。'] }),
  ...group('zh-Hans', 'accept', { lasting_relation: ['和弟弟多年不说话。'] }),
  ...group('ja', 'refuse', { work_now: ['先輩の代わりに夜勤に入っている。'], home_now: ['ルームメイトが月末に出ていく。'] }),
  ...group('ja', 'accept', { lasting_work: ['スーパーで夜勤をしている。'] }),
  ...group('ko', 'refuse', {
    relation_now: ['지난 주말부터 남자친구와 말을 안 하고 있다.'],
    work_now: ['파업 때문에 버스를 타고 출근한다.'],
  }),
  ...group('ko', 'accept', { lasting_relation: ['형과 몇 년째 연락을 안 한다.'] }),
  ...group('de', 'refuse', {
    work_now: ['Verhandelt mit der Chefin über eine Lohnerhöhung.'],
    relation_now: ['Ist seit kurzem mit einer Kollegin zusammen.'],
  }),
  ...group('de', 'accept', { lasting_relation: ['Redet seit Jahren nicht mit seinem Onkel.'] }),
  ...group('fr', 'refuse', { work_now: ['Remplace un collègue absent.'], relation_now: ['Est en froid avec son frère.'] }),
  ...group('fr', 'accept', { lasting_home: ['Paie son loyer à la fin du mois.'] }),
  ...group('es', 'refuse', { home_now: ['Su compañero de piso se va a fin de mes.'], relation_now: ['Está discutiendo con su novio.'] }),
  ...group('es', 'accept', { lasting_work: ['Es suplente en un colegio.'] }),
  ...group('pt', 'refuse', {
    work_now: ['Está rendendo uma colega no plantão.'],
    relation_now: ['Começou a sair com alguém faz pouco tempo.'],
  }),
  ...group('pt', 'accept', { lasting_relation: ['Sai com a mesma namorada há dez anos.'] }),
  ...group('ru', 'refuse', {
    home_now: ['Сосед по квартире съезжает в конце месяца.'],
    work_now: ['Договаривается о прибавке к зарплате.'],
  }),
  ...group('ru', 'accept', { lasting_relation: ['Годами не общается с сестрой.'] }),
  ...group('it', 'refuse', { work_now: ['Sta negoziando un aumento di stipendio.'], relation_now: ['Sta litigando con il suo ragazzo.'] }),
  ...group('it', 'accept', { lasting_home: ['Paga l’affitto a fine mese.'] }),
];
