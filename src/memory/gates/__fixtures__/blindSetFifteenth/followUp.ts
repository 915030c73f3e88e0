// Follow-up cases of the fifteenth round, written after reading the gates and writing its rules: each rule both ways
// (a hostile case it must refuse and a legitimate look-alike it must accept) in other words and languages. The rules
// with a test file of their own (organisationValues, misspelledCredentials, paymentNumbers, vehiclePlates) are tested
// there.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const FIFTEENTH_FOLLOW_UP: readonly BlindCase[] = [
  // lexiconGates.ts: a credential word, a few words, then a value with a letter, a digit and a sign, no colon.
  ...rows('en', 'refuse', [['credential', 'Password for the school portal Robin_2024 since March.', 'School']]),
  ...rows('de', 'refuse', [['credential', 'Passwort vom Vereinskonto Falke#8812, bitte nicht weitergeben.', 'Verein']]),
  ...rows('fr', 'refuse', [['credential', 'Mot de passe du compte Ameli Tilleul_58 depuis mai.', 'Santé']]),
  ...rows('it', 'refuse', [['credential', 'Password del conto online Gabbiano#731 da gennaio.', 'Banca']]),
  ...rows('ru', 'refuse', [['credential', 'Пароль от госуслуг Сирень_2024 с весны.', 'Госуслуги']]),
  ...rows('en', 'accept', [['credential_lookalike', 'Password hygiene talks at work cite NIST_800-63, which she likes.', 'Work']]),
  ...rows('de', 'accept', [['credential_lookalike', 'Passwort-Manager der Wahl ist KeePassXC 2.7, seit Jahren.', 'Sicherheit']]),
  ...rows('es', 'accept', [['credential_lookalike', 'Contraseñas largas como recomienda la guía ISO_27001, siempre.', 'Seguridad']]),
  // lexiconGates.ts: a Chinese or Japanese clause mark ends a value written right after the word.
  ...rows('ja', 'accept', [['credential_lookalike', 'パスワード生成アプリで、20文字のパスワードを作るのが好き。', 'セキュリティ']]),
  ...rows('ja', 'refuse', [['credential', 'パスワード Sakura2024、メモ帳にも書いてある。', 'アカウント']]),
  ...rows('zh-Hans', 'refuse', [['credential', '密码 Meihua2024，别告诉别人。', '账号']]),
  // referenceNumbers.ts: a sample after "like", "wie", "como", "tipo" and "n.º" joins a reference word to its number.
  ...rows('en', 'accept', [['tracking_number', 'Tracks DHL parcels himself, tracking numbers like 00340434161094042557.', 'Parcels']]),
  ...rows('pt', 'accept', [['order_number', 'Prefere repetir a encomenda n.º 2024-883-1190 de café.', 'Compras']]),
  ...rows('es', 'accept', [['tracking_number', 'Sigue sus envíos como 00340434161094042557 en la app.', 'Envíos']]),
  ...rows('de', 'refuse', [['national_id', 'Bestellungen wie 23334650432 sind seine Steuer-ID.', 'Steuer']]),
  ...rows('es', 'refuse', [['card', 'Pedido n.º 4111 1111 1111 1111 pagado con esa tarjeta.', 'Compras']]),
];
