// Follow-up cases of the twenty-fourth wording round, written after the rules of volatileOccasionAhead.ts,
// volatileGuestsStaying.ts, volatileShoppingFor.ts and volatileNewInTown.ts and the widened volatileAwaitedAnswer.ts,
// volatileReturnedPurchase.ts and volatileBookedStay.ts: other wordings of each class in other languages than the
// set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWENTY_FOUR_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    event_now: ["Is the best man at his brother's wedding."],
    shopping_now: ['Shopping around for a cheap second-hand car.'],
    social_now: ["Hasn't heard back from the guy she went out with."],
  }),
  ...group('en', 'accept', {
    lasting_events: ["Throws a big party every New Year's Eve."],
    lasting_shopping: ['Never buys anything on Black Friday.'],
  }),
  ...group('zh-Hans', 'refuse', { event_now: ['在准备闺蜜的单身派对。'], shopping_now: ['想买个投影仪，正在比较几款。'] }),
  ...group('zh-Hans', 'accept', { lasting_social: ['大学同学每年聚一次。'] }),
  ...group('ja', 'refuse', { event_now: ['友達の誕生日パーティーを企画している。'], shopping_now: ['ベビーカーを物色中。'] }),
  ...group('ja', 'accept', { lasting_events: ['結婚式の司会の仕事をしている。'] }),
  ...group('ko', 'refuse', { social_now: ['남자친구 연락을 계속 기다리는 중이다.'], shopping_now: ['전셋집 보러 다니는 중이다.'] }),
  ...group('ko', 'accept', { lasting_shopping: ['가구는 직접 보고 사는 편이다.'] }),
  ...group('de', 'refuse', {
    event_now: ['Geht mit ihrem Freund auf eine Hochzeit nach Bayern.'],
    social_now: ['Wartet darauf, dass sich sein Date meldet.'],
  }),
  ...group('de', 'accept', { lasting_shopping: ['Kauft Geschenke lieber im Laden um die Ecke.'] }),
  ...group('fr', 'refuse', {
    shopping_now: ['Doit encore échanger le jean trop petit.'],
    event_now: ["Prépare l'enterrement de vie de jeune fille de sa cousine."],
  }),
  ...group('es', 'refuse', {
    event_now: ['Va a una boda en Sevilla y no tiene traje.'],
    social_now: ['Todavía no conoce a nadie en el trabajo nuevo.'],
  }),
  ...group('es', 'accept', { lasting_events: ['Organiza bodas en una finca de Toledo.'] }),
  ...group('pt', 'refuse', {
    shopping_now: ['Está procurando um presente de aniversário para a mãe.'],
    event_now: ['Vai ser madrinha num casamento.'],
  }),
  ...group('pt', 'accept', { lasting_social: ['Mora em Curitiba há dez anos e conhece todo mundo no bairro.'] }),
  ...group('it', 'refuse', { shopping_now: ['Sta cercando una bici da corsa usata.'] }),
  ...group('it', 'accept', { lasting_shopping: ['Cerca sempre di comprare prodotti locali.'] }),
  ...group('ru', 'refuse', { event_now: ['Собирается на девичник к подруге.'], shopping_now: ['Ищет подарок жене на годовщину.'] }),
  ...group('ru', 'accept', { lasting_events: ['Организует свадьбы и корпоративы.'] }),
];
