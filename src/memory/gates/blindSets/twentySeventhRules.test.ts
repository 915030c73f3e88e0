import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// The twenty-seventh round's rules, each both ways in the languages it applies to: what it must refuse, and a lasting
// fact written the same way.

// lexiconGates.ts (isAreaPostcode): a postcode beside a small number of a district, a floor or a transit line still
// names an area; a house number, a street with its number or a value of letters still refuses. Japan's three-and-four
// digit postcode is a postcode too.
const POSTCODE_AND_PLACE_NUMBER = [
  ...rows('de', 'accept', [['postcode', 'Der Nutzer hat die Postleitzahl 8006 und wohnt im Kreis 6.', 'Wohnung']]),
  ...rows('de', 'accept', [['postcode', 'Die Nutzerin wohnt im PLZ-Gebiet 4051, im 3. Stock, nahe der 8er-Tram.', 'Wohnung']]),
  ...rows('en', 'accept', [['postcode', 'The user lives in zip code 10025, on the 14th floor.', 'Home']]),
  ...rows('en', 'accept', [['postcode', 'The user lives in postcode 2010, District 6, near bus route 333.', 'Home']]),
  ...rows('fr', 'accept', [['postcode', "L'utilisatrice vit dans le 11e arrondissement, code postal 75011.", 'Logement']]),
  ...rows('fr', 'accept', [['postcode', "L'utilisateur habite dans le code postal 69003, au 5e étage, près de la ligne 2.", 'Logement']]),
  ...rows('it', 'accept', [['postcode', "L'utente vive nel CAP 20121, al 3° piano, vicino alla linea 2.", 'Casa']]),
  ...rows('es', 'accept', [['postcode', 'La usuaria vive en la Comuna 13, código postal 050036.', 'Casa']]),
  ...rows('es', 'accept', [['postcode', 'El usuario vive en el código postal 28013, en el piso 4.', 'Casa']]),
  ...rows('pt', 'accept', [['postcode', 'A usuária mora no CEP 01310-100, no 12º andar.', 'Casa']]),
  ...rows('ru', 'accept', [['postcode', 'Пользователь живёт в районе с индексом 190000, на 5 этаже.', 'Дом']]),
  ...rows('zh-Hans', 'accept', [['postcode', '用户住在邮编200031一带，每天坐2号线上班。', '住家']]),
  ...rows('zh-Hant', 'accept', [['postcode', '使用者住在郵遞區號106的地區，7樓。', '住家']]),
  ...rows('ja', 'accept', [['postcode', 'ユーザーは郵便番号150-0001の地域の3階に住んでいる。', '住まい']]),
  ...rows('ko', 'accept', [['postcode', '사용자는 우편번호 04780 근처에 살고 2호선을 탄다.', '집']]),
  ...rows('de', 'refuse', [['postcode', 'Der Nutzer hat die Postleitzahl 8006 und die Hausnummer 12.', 'Wohnung']]),
  ...rows('de', 'refuse', [['postcode', 'Der Nutzer wohnt an der Weinbergstrasse 48, 8006 Zürich, im Kreis 6.', 'Wohnung']]),
  ...rows('en', 'refuse', [['postcode', 'The user lives at 12 Elm Street, zip code 10025, on the 14th floor.', 'Home']]),
  ...rows('fr', 'refuse', [['postcode', "L'utilisateur habite au 14 rue Oberkampf, code postal 75011, 3e étage.", 'Logement']]),
  ...rows('ja', 'refuse', [['postcode', 'ユーザーの郵便番号は150-0001で、渋谷区神宮前1-2-3に住んでいる。', '住まい']]),
];

describeBlindRound('twenty-seventh rules', [...POSTCODE_AND_PLACE_NUMBER], [], new Set());
