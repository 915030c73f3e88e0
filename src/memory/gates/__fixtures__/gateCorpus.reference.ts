import { accepted, refused, withTags, type CorpusCase } from './gateCorpusCase';

// Commerce and service reference numbers in the ten languages, both ways. Legitimate: order, invoice,
// tracking, booking, ticket, serial and flight numbers named as such, written as shops and carriers write
// them; many of these digit runs pass some national format's check digit or a phone plan by chance and were
// refused before the reference words. Hostile: a payment card, an IBAN or a phone number named by the same
// words, and personal identifiers with their own word next to an order word that names something else.
// Card and bank numbers are test numbers, identifiers are checksummed samples, phones are the plans' examples.

const REFERENCE_ZH_EN: readonly CorpusCase[] = [
  ...accepted('en', 'reference_number', [
    'The user is waiting for order 000123456 from the furniture shop.',
    'Invoice 1234567-8 from the accountant was paid in March.',
    'The order number for the new laptop is 4155552671.',
    'Tracking number 00340434161234567890 is for the replacement charger.',
    'Booking reference 0012345678 is for the Lisbon hotel in May.',
    'Support ticket 20931477 about the broken router is still open.',
    'The dishwasher has serial number 13812345678.',
    'The user flies on flight LH 400 to New York every spring.',
    'SKU 0123456789012 is the refill the user reorders.',
    'Part number 86095742719 fits the user’s bike.',
  ]),
  ...withTags('en', 'reference_number', 'accepted', [['The user keeps the order number of the new sofa.', ['sofa', 'order 000987654321']]]),
  ...refused('en', 'reference_hostile', [
    'Order 4111 1111 1111 1111 was paid with the user’s card.',
    'Refund for order 20931 goes to DE89 3704 0044 0532 0130 00.',
    'Order 58213 shipped; the courier calls +1 415 555 2671.',
    'Tax ID for order 86095742719 is on the invoice.',
    'Booking 0012345, passport number L898902C3.',
    'Invoice 77120 and the user’s SSN 123-45-6789 were on the form.',
  ]),
  ...accepted('zh', 'reference_number', [
    '用户的订单号是 13812345678，买的是书架。',
    '发票号码 0012345678 已经报销。',
    '快递单号 SF1234567890 是给妈妈的礼物。',
    '酒店预订号 4155552671，五月入住。',
    '工单号 000123456 关于宽带维修。',
    '用户常坐的航班号是 CA 1501。',
    '冰箱的序列号是 110101199003071235。',
  ]),
  ...refused('zh', 'reference_hostile', [
    '订单号 4111 1111 1111 1111 用的是用户的信用卡。',
    '订单 58213 的收货人电话 138 1234 5678。',
    '用户的身份证号 11010519491231002X，订单号 20931。',
    '订单退款到 DE89 3704 0044 0532 0130 00。',
  ]),
];

const REFERENCE_I18N: readonly CorpusCase[] = [
  ...accepted('de', 'reference_number', [
    'Die Bestellnummer 000123456 gehört zum neuen Schreibtisch.',
    'Rechnung 1234567-8 vom Steuerberater ist bezahlt.',
    'Sendungsnummer 00340434161234567890 ist das Ersatzteil.',
    'Buchungsnummer 4155552671 für das Hotel in Wien.',
    'Die Seriennummer der Waschmaschine ist 86095742719.',
    'Er fliegt jedes Jahr mit Flug LH 400 nach New York.',
  ]),
  ...refused('de', 'reference_hostile', [
    'Bestellung 4111 1111 1111 1111 wurde mit seiner Karte bezahlt.',
    'Die Erstattung der Bestellung 58213 geht an DE89 3704 0044 0532 0130 00.',
    'Bestellung 20931, Steuer-ID 86095742719.',
    'Der Kurier der Bestellung 58213 ruft unter 0151 23456789 an.',
  ]),
  ...accepted('fr', 'reference_number', [
    'La commande 000123456 contient la nouvelle lampe.',
    'Facture 1234567-8 du plombier réglée en mars.',
    'Numéro de suivi 00340434161234567890 pour le colis de sa sœur.',
    'Numéro de réservation 4155552671 pour l’hôtel de Nice.',
    'Le numéro de série du lave-linge est 13812345678.',
    'Il prend le vol AF 1234 pour Montréal chaque été.',
  ]),
  ...refused('fr', 'reference_hostile', [
    'La commande 4111 1111 1111 1111 a été payée avec sa carte.',
    'Remboursement de la commande 58213 sur FR14 2004 1010 0505 0001 3M02 606.',
    'Commande 20931 ; numéro fiscal 1234567890123.',
    'Le livreur de la commande 58213 appelle le 06 12 34 56 78.',
  ]),
  ...accepted('es', 'reference_number', [
    'El número de pedido 000123456 es de la estantería nueva.',
    'Factura 1234567-8 del fontanero pagada en marzo.',
    'Número de seguimiento 00340434161234567890 del paquete de su hermana.',
    'Localizador 4155552671 de la reserva en Sevilla.',
    'El número de serie de la lavadora es 86095742719.',
    'Viaja en el vuelo IB 3166 a Buenos Aires cada invierno.',
  ]),
  ...refused('es', 'reference_hostile', [
    'El pedido 4111 1111 1111 1111 se pagó con su tarjeta.',
    'Reembolso del pedido 58213 a ES91 2100 0418 4502 0005 1332.',
    'Pedido 20931, DNI 12345678Z.',
    'El repartidor del pedido 58213 llama al 612 34 56 78.',
  ]),
  ...accepted('pt', 'reference_number', [
    'O número do pedido 000123456 é da estante nova.',
    'Fatura 1234567-8 do encanador paga em março.',
    'Código de rastreio 00340434161234567890 da encomenda da irmã.',
    'Protocolo 4155552671 do atendimento da operadora.',
    'O número de série da máquina de lavar é 13812345678.',
    'Viaja no voo TP 1020 para Lisboa todo verão.',
  ]),
  ...refused('pt', 'reference_hostile', [
    'O pedido 4111 1111 1111 1111 foi pago com o cartão dele.',
    'Reembolso do pedido 58213 para PT50 0002 0123 1234 5678 9015 4.',
    'Pedido 20931, CPF 529.982.247-25.',
    'O entregador do pedido 58213 liga para (11) 91234-5678.',
  ]),
  ...accepted('it', 'reference_number', [
    "Il numero d'ordine 000123456 è della nuova libreria.",
    'Fattura 1234567-8 dell’idraulico pagata a marzo.',
    'Codice di tracciamento 00340434161234567890 del pacco della sorella.',
    'Codice di prenotazione 4155552671 per l’albergo di Napoli.',
    'Il numero di serie della lavatrice è 86095742719.',
    'Prende il volo AZ 610 per New York ogni primavera.',
  ]),
  ...refused('it', 'reference_hostile', [
    "L'ordine 4111 1111 1111 1111 è stato pagato con la sua carta.",
    "Rimborso dell'ordine 58213 su IT60 X054 2811 1010 0000 0123 456.",
    'Ordine 20931, codice fiscale RSSMRA85T10A562S.',
    "Il corriere dell'ordine 58213 chiama il 312 345 6789.",
  ]),
  ...accepted('ru', 'reference_number', [
    'Номер заказа 000123456 — новый книжный шкаф.',
    'Квитанция 1234567-8 за ремонт оплачена в марте.',
    'Трек-номер 00340434161234567890 посылки для сестры.',
    'Номер брони 4155552671 для гостиницы в Сочи.',
    'Серийный номер стиральной машины — 13812345678.',
    'Каждую весну летает рейсом SU 100 в Нью-Йорк.',
  ]),
  ...refused('ru', 'reference_hostile', [
    'Заказ 4111 1111 1111 1111 оплачен его картой.',
    'Возврат по заказу 58213 на DE89 3704 0044 0532 0130 00.',
    'Заказ 20931, ИНН 500100732259.',
    'Курьер по заказу 58213 звонит на 8 (912) 345-67-89.',
  ]),
  ...accepted('ja', 'reference_number', [
    'ご注文番号は0012345678で、本棚の注文です。',
    '請求書番号 1234567-8 は三月に支払い済み。',
    '追跡番号 00340434161234567890 は姉への荷物。',
    '予約番号 4155552671 は京都の旅館。',
    '洗濯機の製造番号は 86095742719。',
    '毎年春に便名 NH 10 でニューヨークへ行く。',
  ]),
  ...refused('ja', 'reference_hostile', [
    '注文番号 4111 1111 1111 1111 は本人のカードで支払った。',
    '注文 58213 の返金先は DE89 3704 0044 0532 0130 00。',
    '注文 20931、マイナンバーは 1234 5678 9018。',
    '注文 58213 の配達員から 090-1234-5678 に電話がある。',
  ]),
  ...accepted('ko', 'reference_number', [
    '주문번호는 0012345678이고 책장 주문이다.',
    '영수증 1234567-8 은 삼월에 결제했다.',
    '운송장번호 00340434161234567890 은 누나에게 보낸 택배다.',
    '예약번호 4155552671 은 제주 호텔이다.',
    '세탁기 일련번호는 13812345678이다.',
    '매년 봄 항공편 KE 081 로 뉴욕에 간다.',
  ]),
  ...refused('ko', 'reference_hostile', [
    '주문번호 4111 1111 1111 1111 은 본인 카드로 결제했다.',
    '주문 58213 환불 계좌 DE89 3704 0044 0532 0130 00.',
    '주문 20931, 주민등록번호 900101-1234568.',
    '주문 58213 배송 기사가 010-1234-5678 로 연락한다.',
  ]),
];

export const REFERENCE_HOSTILE_ZH_EN = REFERENCE_ZH_EN.filter((c) => c.expect === 'refused');
export const REFERENCE_LEGITIMATE_ZH_EN = REFERENCE_ZH_EN.filter((c) => c.expect === 'accepted');
export { REFERENCE_I18N };
