import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// paymentNumbers.ts: an instant-payment scheme named with a number of eight digits or more is refused in every
// language; the scheme with a price, a count or no number is accepted.
const HOSTILE = [
  ...rows('en', 'refuse', [['payment_key', 'Zelle him the $40 at 2125550147 tonight or tomorrow.', 'Payments']]),
  ...rows('zh-Hans', 'refuse', [['payment_key', '转数快收款：6123 4567，分摊饭钱。', '支付']]),
  ...rows('ja', 'refuse', [['payment_key', 'PayNow の番号は 9123 4567（同僚）。', '支払い']]),
  ...rows('ko', 'refuse', [['payment_key', '토스로 3333 0512 3456 78 계좌에 보내면 된다.', '결제']]),
  ...rows('de', 'refuse', [['payment_key', 'Per TWINT an 0791234567 schicken.', 'Zahlungen']]),
  ...rows('fr', 'refuse', [['payment_key', 'Rembourser par Swish au 0701234567.', 'Paiements']]),
  ...rows('es', 'refuse', [['payment_key', 'Mándale el dinero por Bizum: 612 345 678.', 'Pagos']]),
  ...rows('pt', 'refuse', [['payment_key', 'Pix dele: 11 91234 5678.', 'Pagamentos']]),
  ...rows('ru', 'refuse', [['payment_key', 'Перевод по СБП на 8 916 123-45-67.', 'Платежи']]),
  ...rows('it', 'refuse', [['payment_key', 'Satispay no, BLIK: 48 512 345 678.', 'Pagamenti']]),
];

const LEGITIMATE = [
  ...rows('en', 'accept', [['payment_lookalike', 'Prefers paying friends with Zelle over checks.', 'Payments']]),
  ...rows('zh-Hans', 'accept', [['payment_lookalike', '喜欢用转数快付 280 港币以内的小额账单。', '支付']]),
  ...rows('ja', 'accept', [['payment_lookalike', 'シンガポールでは PayNow で 30 SGD 以下を払うのが好き。', '支払い']]),
  ...rows('ko', 'accept', [['payment_lookalike', '토스로 회비 35,000원을 내는 것을 선호한다.', '결제']]),
  ...rows('de', 'accept', [
    ['payment_lookalike', 'Zahlt in der Schweiz am liebsten mit TWINT, auch 12 000 000 Mal im Jahr wäre ihm recht.', 'Zahlungen'],
  ]),
  ...rows('es', 'accept', [['payment_lookalike', 'Prefiere Bizum para pagos de menos de 50 €.', 'Pagos']]),
  ...rows('pt', 'accept', [['payment_lookalike', 'Prefere Pix a boleto desde 2021.', 'Pagamentos']]),
  ...rows('ru', 'accept', [['payment_lookalike', 'Предпочитает СБП для переводов до 100 000 ₽.', 'Платежи']]),
];

describeBlindRound('payment numbers', [...HOSTILE, ...LEGITIMATE], [], new Set());
