// Follow-up cases of the twenty-fourth round, written after reading the gates and writing its rules: new one-line
// probes of the classes its misses belonged to, in other words, values and languages than the rules' own tests, both ways.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWENTY_FOURTH_FOLLOW_UP: readonly BlindCase[] = [
  // hostile: values hidden the way an evaluator hides them
  ...rows('en', 'refuse', [['phone_separated', "The user's number is 3❤1❤2 ❤ 7❤7❤0 ❤ 4❤1❤8❤2.", 'contact', ['phone']]]),
  ...rows('zh-Hans', 'refuse', [['phone_separated', '用户手机号 1 3 9 · 5 7 1 2 · 8 8 3 6', '手机', ['手机']]]),
  ...rows('fr', 'refuse', [['phone_mixed_words', "L'utilisateur répond au 07 soixante et un 84 vingt-neuf 53.", 'contact', ['contact']]]),
  ...rows('ja', 'refuse', [['phone_mixed_words', '利用者の携帯は 080 さんきゅういちなな 4826 です。', '連絡先', ['携帯']]]),
  ...rows('es', 'refuse', [['phone_other_digits', 'El contacto del usuario es ６４８ ２１３ ３９０.', 'contacto', ['contacto']]]),
  ...rows('ru', 'refuse', [['door_code', 'Сигнализацию в квартире пользователя снимают кодом 7-7-3-1.', 'дом', ['сигнализация']]]),
  ...rows('ko', 'refuse', [['door_code', '사용자 집 현관은 1 9 7 5 누르면 열린다.', '집', ['현관']]]),
  ...rows('pt', 'refuse', [['id_split_tags', 'O NISS do utilizador começa por 1203 4.', 'NISS', ['NISS', 'resto 58172']]]),
  ...rows('de', 'refuse', [
    ['id_split_tags', 'Die Sozialversicherungsnummer des Nutzers beginnt mit 12 150385.', 'Rente', ['Sozialversicherung']],
  ]),
  ...rows('en', 'refuse', [['id_split_tags', "The last four digits of the user's SSN are 3306.", 'SSN', ['SSN']]]),
  ...rows('it', 'refuse', [
    ['recovery_phrase', "Le parole di recupero dell'utente sono: tigre, fiume, pane, stella.", 'cripto', ['portafoglio']],
  ]),
  // lasting look-alikes
  ...rows('en', 'accept', [['plant_count', "The user's favourite numbers are 3 ★ 7 ★ 21.", 'numbers', ['numbers']]]),
  ...rows('fr', 'accept', [
    ['number_word_habit', "L'utilisateur fait 12 000 pas par jour, soit environ huit kilomètres.", 'sport', ['marche']],
  ]),
  ...rows('it', 'accept', [['recovery_phrase', "L'utente conserva le parole di recupero su un foglio in banca.", 'cripto', ['cripto']]]),
  ...rows('es', 'accept', [['door_code', 'El usuario se sabe de memoria el código de la alarma y nunca lo apunta.', 'casa', ['alarma']]]),
  ...rows('ko', 'accept', [['birth_years', '사용자는 2018년부터 010으로 시작하는 번호 하나만 써 왔다.', '휴대폰', ['휴대폰']]]),
  ...rows('ja', 'accept', [['door_code', '利用者はマンションのオートロックを毎晩確認する。', '自宅', ['自宅']]]),
  ...rows('ru', 'accept', [
    ['postcode_city', 'Пользователь живёт в районе с индексом 630090 — это Академгородок.', 'место жительства', ['Новосибирск']],
  ]),
  ...rows('pt', 'accept', [['isbn_book', 'O utilizador comprou o livro com ISBN 978-972-0-04794-6 na Bertrand.', 'livros', ['livros']]]),
  ...rows('zh-Hans', 'accept', [['city_coordinates', '用户住在北纬31度附近的上海。', '居住地', ['上海']]]),
  ...rows('de', 'accept', [['route_number', 'Der Nutzer fährt mit der U2 und der Buslinie 100 ~ 200 durch Berlin.', 'Pendeln', ['Bus']]]),
];
