// Follow-up cases of the twentieth round, written after reading the gates and writing its rules: new texts of the
// classes the round's misses belonged to (a network tool's output and a flat record in the service's language, a piece
// of a secret with the rest in a tag, a short code read out digit by digit, the bank one uses, "since" before a verb
// of beginning), both ways, in other words and values than the rules' own tests.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTIETH_FOLLOW_UP: readonly BlindCase[] = [
  // runtime data without a stack frame
  ...rows('de', 'refuse', [['runtime_data', '64 Bytes von 9.9.9.9: icmp_seq=4 ttl=55 Zeit=18,4 ms', 'Netzwerk']]),
  ...rows('ko', 'refuse', [['runtime_data', '8.8.8.8의 응답: 바이트=32 시간=31ms TTL=115', '네트워크']]),
  ...rows('pt', 'refuse', [['runtime_data', '{"numero_pedido":"BR-99120","status":"enviado","transportadora":"Correios"}', 'Pedidos']]),
  ...rows('zh-Hans', 'refuse', [['runtime_data', '{"快递单号":"SF1402938475","物流状态":"派送中","收件人":"王*"}', '快递']]),
  ...rows('en', 'refuse', [
    ['runtime_data', ' 5  ae-1.r21.nycmny01.us.bb.gin.ntt.net (129.250.3.98)  11.2 ms  10.9 ms  11.4 ms', 'Network'],
  ]),
  ...rows('fr', 'accept', [['runtime_data', 'Lance un ping vers sa box dès que la connexion rame, jamais plus loin.', 'Réseau']]),
  ...rows('ja', 'accept', [['runtime_data', '注文番号はメモせず、いつも確認メールを探す派。', '買い物']]),
  // a value split between the text and a tag
  ...rows('pt', 'refuse', [['split_value', 'A senha do Wi-Fi começa com Jabuti', 'Casa', ['Casa', 'o resto é 77#lua']]]),
  ...rows('fr', 'refuse', [
    ['split_value', 'Mot de passe de la messagerie : première moitié Renard', 'Mail', ['Mail', 'deuxième moitié 31!pq']],
  ]),
  ...rows('zh-Hans', 'refuse', [['split_value', '支付密码前三位是 482', '支付', ['支付', '后三位 913']]]),
  ...rows('ja', 'refuse', [['split_value', 'スマホのパスコード、前半は3917', 'スマホ', ['スマホ', '後半は22']]]),
  ...rows('it', 'accept', [['split_value', 'Cambia la password della posta alla fine di ogni anno, per abitudine.', 'Email']]),
  // a short code read out in words
  ...rows('ja', 'refuse', [['number_words', '玄関のオートロックの暗証番号は、きゅう・ろく・いち・さん。', '家']]),
  ...rows('ko', 'refuse', [['number_words', '자전거 자물쇠 번호는 오 구 삼 일이야.', '자전거']]),
  ...rows('zh-Hans', 'refuse', [['number_words', '单元门密码是 七、二、五、八。', '家']]),
  ...rows('ja', 'accept', [['number_words', '子どもの頃から好きな番号はななとさん。', '数字']]),
  // the bank or the card one uses
  ...rows('it', 'accept', [['bank_used', 'Da quando ha cominciato a viaggiare per lavoro usa solo carte Revolut.', 'Viaggi']]),
  ...rows('ru', 'accept', [['bank_used', 'С тех пор как начала работать в Москве, пользуется только картой Сбера.', 'Банк']]),
  ...rows('en', 'refuse', [['bank_used', 'Uses the credit card ending 4417 for all subscriptions.', 'Money']]),
  ...rows('zh-Hans', 'refuse', [['bank_used', '常用的信用卡，卡号 6222 0212 3456 7890', '银行']]),
  // two over-refusals by older rules, back in the list once fixed by class (twentyFirstRules.test.ts): a credential
  // word's genitive read as a slip, an adverb after the topic particle read as the value
  ...rows('ru', 'accept', [['split_value', 'Первая часть любого его пароля — название птицы.', 'Привычки']]),
  ...rows('ko', 'accept', [['split_value', '비밀번호는 절대 생일로 하지 않는다.', '보안']]),
];
