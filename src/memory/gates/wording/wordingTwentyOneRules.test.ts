// The category rules written for the twenty-first wording round (blindSetWordingTwentyOne.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('at an airport or a station (volatileAtTransit.ts)', () => {
  temporary([
    'Is sitting at the departure lounge in Frankfurt.',
    'Sitzt am Flughafen in Madrid fest.',
    'Attend à la gare de Lyon.',
    'Estoy en la estación de Atocha.',
    'Estou no aeroporto de Guarulhos.',
    'Sono alla stazione di Bologna.',
    'Сижу в аэропорту Пулково.',
    '已经到机场了。',
    '搭乗口にいる。',
    '기차역에 도착했다.',
  ]);
  lasting([
    'Works at the airport as a baggage handler.',
    'Arbeitet am Flughafen München.',
    'Travaille à l’aéroport de Nice.',
    'Trabaja en el aeropuerto de Barajas.',
    'Trabalha no aeroporto do Porto.',
    'Lavora in aeroporto a Fiumicino.',
    'Работает в аэропорту Шереметьево.',
    '在机场工作。',
    '空港で働いている。',
    '그 지역에 있다는 식당을 좋아한다.',
    'Is based at the airport.',
    'Her office is at the train station.',
    'Ihr Büro ist am Hauptbahnhof.',
    'Son bureau est à la gare.',
    'Su oficina está en la estación.',
    'O escritório dele está no aeroporto.',
    'Il suo ufficio è in stazione.',
  ]);
});

describe('stuck in traffic now (volatileStuckInTraffic.ts)', () => {
  temporary([
    'Got stuck in a traffic jam near Leeds.',
    'Steckt auf der A7 im Stau.',
    'Est bloquée dans les embouteillages.',
    'Está atascado en el tráfico de la M-30.',
    'Ficou parado no engarrafamento.',
    'È imbottigliato nel traffico.',
    'Застрял в пробке на МКАДе.',
    '被堵在高架上。',
    '渋滞に巻き込まれた。',
    '교통 체증에 갇혀 있다.',
  ]);
  lasting([
    'Hates sitting in traffic jams.',
    'Hasst es, im Stau zu stehen.',
    'Déteste être coincé dans les bouchons.',
    'Odia quedarse atascado en el tráfico.',
    'Odeia ficar preso no trânsito.',
    'Odia restare bloccato nel traffico.',
    'Не любит стоять в пробках.',
    '讨厌堵车。',
    '渋滞が嫌いだ。',
    '차가 막히는 게 싫다.',
  ]);
});

describe('a place for one weekend (volatileForTheWeekend.ts)', () => {
  temporary([
    'In Porto for the long weekend.',
    'Ist übers Wochenende in Hamburg.',
    'Est chez ses cousins pour le week-end.',
    'Está en Sevilla para el puente.',
    'Fica em Sintra durante o feriado.',
    'Resta a Napoli per il ponte.',
    'Уехала в Казань на эти выходные.',
    '这个周末在杭州。',
    '今週末は京都に滞在している。',
    '주말 동안 부산에 머물고 있다.',
  ]);
  lasting([
    'Likes weekends in the countryside.',
    'Verbringt die Wochenenden gern an der Ostsee.',
    'Aime les week-ends à la campagne.',
    'Le encantan los fines de semana en la playa.',
    'Gosta de fins de semana na praia.',
    'Ama i fine settimana al lago.',
    'Любит выходные на даче.',
    '喜欢在乡下过周末。',
    '週末は家でのんびりするのが好きだ。',
    '주말에는 집에서 쉬는 것을 좋아한다.',
  ]);
});

describe('one trip’s transport cancelled, delayed or missed (volatileTripCancelled.ts)', () => {
  temporary([
    'Her train to Leeds was delayed.',
    'Der Anschlussflug wurde storniert.',
    'On lui a annulé son vol pour Rome.',
    'Perdió el vuelo a Bogotá.',
    'Perdeu o voo para Recife.',
    'Gli hanno cancellato il volo.',
    'Опоздал на поезд в Тверь.',
    '错过了高铁。',
    '新幹線に乗り遅れた。',
    '기차를 놓쳤다.',
  ]);
  lasting([
    'Works as a dispatcher handling cancelled flights.',
    'Hat Angst vor Flugausfällen.',
    'Redoute les vols annulés.',
    'Odia los vuelos cancelados.',
    'Tem medo de voos cancelados.',
    'Teme i voli cancellati.',
    'Боится отмены рейсов.',
    '讨厌航班取消。',
    '飛行機の遅延が苦手だ。',
    '비행기 지연을 싫어한다.',
  ]);
});

describe('a booking made for one stay, trip or event (volatileBookedStay.ts)', () => {
  temporary([
    'Has booked a room in Bath for the wedding.',
    'Hat ein Zimmer in Wien reserviert.',
    'A réservé une chambre à Nantes.',
    'Ha reservado una mesa para el sábado.',
    'Reservou um quarto em Olinda.',
    'Ha prenotato un albergo a Siena.',
    'Забронировал номер в Сочи.',
    '机票已经订好了。',
    '旅館を予約してある。',
    '숙소를 이미 예약해 두었다.',
  ]);
  lasting([
    'Books hotels for a travel agency.',
    'Arbeitet an der Rezeption eines Hotels.',
    'Travaille dans un hôtel à Nice.',
    'Trabaja en un hotel de Cádiz.',
    'Trabalha num hotel em Faro.',
    'Lavora in un albergo a Siena.',
    'Работает в гостинице.',
    '在一家酒店工作。',
    'ホテルで働いている。',
    '호텔에서 일한다.',
  ]);
});

describe('waiting for one delivery (volatileAwaitedDelivery.ts)', () => {
  temporary([
    'Is expecting a package from Zalando.',
    'Wartet auf eine Lieferung von Ikea.',
    'Attend sa commande de livres.',
    'Está esperando un paquete de Correos.',
    'Aguarda uma encomenda dos Correios.',
    'Aspetta un pacco da Amazon.',
    'Ожидает курьера с заказом.',
    '正在等外卖。',
    '宅配便を待っている。',
    '주문한 책을 기다리고 있다.',
  ]);
  lasting([
    'Hates waiting for deliveries.',
    'Arbeitet als Paketbote.',
    'Travaille comme livreur de colis.',
    'Trabaja como repartidor de paquetes.',
    'Trabalha como entregador de encomendas.',
    'Lavora come corriere di pacchi.',
    'Работает курьером.',
    '在快递公司工作。',
    '宅配便の配達員をしている。',
    '택배 기사로 일한다.',
  ]);
});

describe('one’s car, bike or device at the repair shop (volatileInRepair.ts)', () => {
  temporary([
    'Her bike is in the shop.',
    'Das Fahrrad ist noch in Reparatur.',
    'La voiture est chez le garagiste.',
    'El portátil está en reparación.',
    'O computador está na assistência.',
    'Il portatile è in assistenza.',
    'Отдала ноутбук в ремонт.',
    '手机送去维修了。',
    'パソコンを修理に出している。',
    '노트북이 수리 중이다.',
  ]);
  lasting([
    'Keeps the car in the garage.',
    'Arbeitet in einer Werkstatt.',
    'Travaille dans un garage.',
    'Trabaja en un taller mecánico.',
    'Trabalha numa oficina.',
    'Lavora in un’officina.',
    'Работает в автосервисе.',
    '在修理厂工作。',
    '車の整備士をしている。',
    '카센터에서 일한다.',
  ]);
});

describe('a staple that has to be bought (volatileErrandToBuy.ts)', () => {
  temporary([
    'Has to pick up bread on the way back.',
    'Muss noch Katzenfutter besorgen.',
    'Doit acheter du pain.',
    'Tiene que comprar pilas.',
    'Precisa comprar fraldas.',
    'Deve comprare il pane.',
    'Нужно купить хлеба.',
    '还得买点鸡蛋。',
    'トイレットペーパーを買わないと。',
    '기저귀를 사야 한다.',
  ]);
  lasting([
    'Has to buy lactose-free milk.',
    'Muss laktosefreie Milch kaufen.',
    'Doit acheter du lait sans lactose.',
    'Tiene que comprar leche sin lactosa.',
    'Precisa comprar leite sem lactose.',
    'Deve comprare latte senza lattosio.',
    'Нужно покупать безлактозное молоко.',
    '只能买无乳糖牛奶。',
    '乳糖不耐症で牛乳は飲まない。',
    '유당 없는 우유만 마신다.',
  ]);
});

describe('something to be done before a named month (volatileMonthDeadline.ts)', () => {
  temporary([
    'Has to file the visa forms by June.',
    'Muss die Steuererklärung bis Juli abgeben.',
    'Doit rendre son mémoire avant juin.',
    'Tiene que entregar la tesis antes de junio.',
    'Precisa entregar a tese até junho.',
    'Deve consegnare la tesi prima di giugno.',
    'Нужно сдать диплом до июня.',
    '得在6月前交论文。',
    '6月までに論文を出さないといけない。',
    '6월까지 논문을 제출해야 한다.',
  ]);
  lasting([
    'Was born in June.',
    'Ist im Juni geboren.',
    'Est née en juin.',
    'Nació en junio.',
    'Nasceu em junho.',
    'È nata a giugno.',
    'Родилась в июне.',
    '6月出生。',
    '6月生まれだ。',
    '6월에 태어났다.',
  ]);
});

describe('going to work by a means of transport is a commute, no intention (volatileTense.ts)', () => {
  temporary(['Va a mudarse a Valencia.', 'Vai se mudar para Braga.', 'Va déménager à Lille.']);
  lasting(['Va a trabajar en bici.', 'Vai trabalhar de carro.', 'Va travailler à vélo.']);
});

describe('a German compound ending in "immer" is no "immer" (lexicons/de.ts)', () => {
  temporary(['Hat ein Zimmer in Wien reserviert.', 'Hat das Hotelzimmer für die Messe gebucht.']);
  lasting(['Fährt immer mit dem Rad zur Arbeit, heute nicht.', 'Hat schon immer in Wien gewohnt.']);
});
