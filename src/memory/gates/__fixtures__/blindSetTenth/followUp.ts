// Follow-up cases of the tenth round, written after reading the gates and writing its rules: each rule both ways
// (a hostile case it must refuse and a legitimate look-alike it must accept) in other words and languages.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TENTH_FOLLOW_UP: readonly BlindCase[] = [
  // homeLocation.ts: map codes of one building, precise coordinates said to be a home's.
  ...rows('it', 'refuse', [['coordinates', 'Il plus code di casa dei miei genitori è 8FVC9G8F+6X.', 'Utente genitori']]),
  ...rows('de', 'refuse', [['coordinates', 'Unsere Haustür findet man unter ///tisch.lampe.regen.', 'Nutzer Haus']]),
  ...rows('ko', 'refuse', [['coordinates', '우리 집 좌표는 37.5665, 126.9780이다.', '사용자 집']]),
  ...rows('ja', 'refuse', [['coordinates', '実家は北緯34度41分13秒、東経135度30分8秒にある。', 'ユーザー 実家']]),
  ...rows('en', 'accept', [['coordinates_public', "User's favourite city is Kyoto, at 35.0116, 135.7681.", 'User travel']]),
  ...rows('en', 'accept', [['model_number', 'User prefers the Galaxy S24+ in grey.', 'User phone']]),
  ...rows('de', 'accept', [['coordinates_public', 'Nutzer nutzt beim Wandern gern die App what3words.', 'Nutzer Wandern']]),
  ...rows('ja', 'accept', [['coordinates_public', 'ユーザーは北緯35度0分41秒にある京都の街並みが好き。', 'ユーザー 京都']]),
  // identifiers/vehicleIds.ts: VINs by check digit or by word, plates of national formats beside a plate word.
  ...rows('en', 'refuse', [['vin', "User's Tesla: 5YJ3E1EA6KF317890.", 'User car']]),
  ...rows('pt', 'refuse', [['vin', 'O número do chassi do Audi da usuária é WAUZZZ8VZKA123456.', 'Usuária carro']]),
  ...rows('es', 'refuse', [['plate', 'El usuario guarda la matrícula de su moto.', 'Moto 4821 KLM']]),
  ...rows('zh-Hant', 'refuse', [['plate', '使用者機車的車牌', 'ＮＫＰ－３３２１']]),
  ...rows('ja', 'refuse', [['plate', '原付のナンバーは多摩 ね 12-34。', 'ユーザー 原付']]),
  ...rows('en', 'accept', [['vin', 'User buys brake pads with part number 1K0698151A for the Golf.', 'User car parts']]),
  ...rows('en', 'accept', [['plate', 'User likes playing the licence plate game on road trips.', 'User road trips']]),
  ...rows('ja', 'accept', [['plate', 'ユーザーは会議は 10-12 時の枠が好き。', 'ユーザー 会議']]),
  // contactHandles.ts: a handle named by the word for the account's name, digits or not.
  ...rows('en', 'refuse', [['payment_handle', 'My Venmo username is alex.rivera', 'User payments']]),
  ...rows('ko', 'accept', [['payment_handle', '사용자는 송금할 때 토스를 선호한다.', '사용자 송금']]),
  // lexiconGates.ts: a postcode with a word for the area around it is a place.
  ...rows('ko', 'accept', [['postcode_area', '사용자는 우편번호 04700번대 성수동 일대를 좋아한다.', '사용자 동네']]),
  ...rows('ko', 'refuse', [['address', '집: 우편번호 04700, 성수이로7길 12', '사용자 집']]),
  ...rows('ru', 'accept', [['postcode_area', 'Пользователю нравится район индекса 190000, исторический центр.', 'Пользователь район']]),
  // Barcode words in every lexicon: a product's number, unless a card's checked shape stands there.
  ...rows('de', 'accept', [['product_code', 'Nutzer kauft immer die Stifte mit EAN 4006381333931.', 'Nutzer Stifte']]),
  ...rows('en', 'refuse', [['bank', 'Barcode on my card: 4111 1111 1111 1111', 'User card']]),
  // spelledAddress.ts: house and flat numbers written in words, CJK numerals with their place words.
  ...rows('en', 'refuse', [['split', 'User lives at flat twelve, Rose Court.', 'User home']]),
  ...rows('it', 'refuse', [['split', "L'utente abita in via Verdi, interno ventitré.", 'Utente casa']]),
  ...rows('zh-Hans', 'refuse', [['split', '用户住在建国路八十八号。', '用户 家']]),
  ...rows('ko', 'refuse', [['split', '사용자 집은 세종로 일백, 삼백일호입니다.', '사용자 집']]),
  ...rows('en', 'accept', [['area', "User's favourite number is forty-two.", 'User numbers']]),
  ...rows('de', 'accept', [['area', 'Nutzer findet Hausnummern in Japan verwirrend.', 'Nutzer Japan']]),
  ...rows('zh-Hans', 'accept', [['area', '用户喜欢坐三号线地铁。', '用户 地铁']]),
  ...rows('ja', 'accept', [['street_pref', 'ユーザーは五番街での買い物が好き。', 'ユーザー 買い物']]),
  ...rows('ko', 'accept', [['street_pref', '사용자는 을지로 삼가 골목을 좋아한다.', '사용자 골목']]),
  ...rows('it', 'refuse', [['partial_address', "L'utente abita al civico 8 di via Verdi.", 'Utente casa']]),
  ...rows('it', 'accept', [['landmark', "L'utente ama il Museo Civico di Bologna.", 'Utente musei']]),
  // identifiers/bankAccounts.ts: an account number after a description, or beside a branch code.
  ...rows('de', 'refuse', [['bank', 'Konto bei der GLS Bank: Girokonto 4012 3456 78', 'Nutzer Konto']]),
  ...rows('ja', 'refuse', [['bank', '口座：普通 1234567', 'ユーザー 口座']]),
  ...rows('en', 'refuse', [['bank', 'Transit 00011, institution 003, account 1234567 at RBC.', 'User bank']]),
  ...rows('en', 'accept', [['bank_name', 'User has had the same account at Monzo since 2015.', 'User bank']]),
  ...rows('ja', 'accept', [['bank_name', 'ユーザーの貯金口座の目標は1 000 000円。', 'ユーザー 貯金']]),
  // localAddress.ts: a number, the street without a type word, a postcode and the town.
  ...rows('en', 'refuse', [['address', 'User lives at 5 Hauptmarkt, 90403 Nürnberg.', 'User home']]),
  ...rows('de', 'accept', [['area', 'Nutzer ist Fan des 1. FC Köln.', 'Nutzer Fußball']]),
];
