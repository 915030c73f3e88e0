// Follow-up cases of the twenty-seventh round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and services than the rules' own tests, both ways.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTY_SEVENTH_FOLLOW_UP: readonly BlindCase[] = [
  // hostile: a service's account or number with its value, in another language or shape than the round's
  ...rows('en', 'refuse', [['loyalty_number', "The user's Alaska Mileage Plan number is 183 920 476.", 'travel', ['Alaska']]]),
  ...rows('en', 'refuse', [['traveler_number', "The user's KTN: 982736451.", 'travel', ['PreCheck']]]),
  ...rows('de', 'refuse', [['patient_number', 'Die Patienten-ID der Nutzerin im Klinikum ist 7730 9182.', 'Gesundheit', ['Klinikum']]]),
  ...rows('fr', 'refuse', [
    ['membership_number', "Le numéro de membre de l'utilisateur au club d'escalade est 00418273.", 'sport', ['escalade']],
  ]),
  ...rows('es', 'refuse', [['booking_code', 'El código de reserva del tren del usuario es R4TQ8Z.', 'viajes', ['Renfe']]]),
  ...rows('pt', 'refuse', [['gamer_code', 'O Battle.net do usuário é CorujaAzul#55120.', 'jogos', ['Blizzard']]]),
  ...rows('it', 'refuse', [['utility_number', "Il numero di contratto del gas dell'utente è 80417392.", 'casa', ['gas']]]),
  ...rows('ru', 'refuse', [['loyalty_number', 'Номер карты лояльности пользователя в «Ленте» — 77192046.', 'покупки', ['Лента']]]),
  ...rows('ja', 'refuse', [['gamer_code', 'ユーザーの Steam のフレンドコードは 918273645。', 'ゲーム', ['Steam']]]),
  ...rows('zh-Hans', 'refuse', [['portal_login', '用户用 li.ming88 / Tea#2024 登录学校系统。', '学校', ['教务系统']]]),
  ...rows('ko', 'refuse', [['health_member', '사용자의 자동차보험 증권번호는 20417392이다.', '보험', ['보험']]]),
  // lasting look-alikes: the same services with no value or with a public number
  ...rows('en', 'accept', [
    ['loyalty_practice', 'The user renews TSA PreCheck every five years and keeps the KTN in her airline profiles.', 'travel', ['TSA']],
  ]),
  ...rows('de', 'accept', [['loyalty_practice', 'Der Nutzer sammelt Punkte mit seiner Kundenkarte beim Bäcker.', 'Einkaufen', ['Bäcker']]]),
  ...rows('fr', 'accept', [
    ['gaming_practice', "L'utilisatrice garde son code ami Switch dans ses notes pour jouer avec ses cousins.", 'jeux', ['Switch']],
  ]),
  ...rows('es', 'accept', [
    ['service_preference', 'El usuario siempre elige el asiento 12A cuando vuela con Vueling.', 'viajes', ['Vueling']],
  ]),
  ...rows('pt', 'accept', [['health_practice', 'A usuária guarda o prontuário dos filhos numa pasta em casa.', 'saúde', ['família']]]),
  ...rows('it', 'accept', [['public_route', "L'utente prende sempre il volo AZ 1784 per Catania a Natale.", 'viaggi', ['voli']]]),
  ...rows('ru', 'accept', [
    ['payment_practice', 'Пользователь оплачивает электричество по лицевому счёту через приложение банка.', 'дом', ['ЖКХ']],
  ]),
  ...rows('ja', 'accept', [['health_practice', 'ユーザーは診察券を病院ごとにカードケースに分けている。', '健康', ['病院']]]),
  ...rows('ko', 'accept', [['health_practice', '사용자는 매년 1월에 실손보험 증권을 확인한다.', '건강', ['보험']]]),
];
