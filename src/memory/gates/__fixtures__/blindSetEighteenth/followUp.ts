// Follow-up cases of the eighteenth round, written after reading the gates and writing its rules: new texts of the
// classes the round's misses belonged to (health, pension and benefit numbers named as such, a code sent to the person
// with its digits a few words on, a short account beside a branch, ordinals that count floors, intentions denied,
// Portuguese service plans, passports named by their country), both ways, in other words and values than the rules'
// own tests.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const EIGHTEENTH_FOLLOW_UP: readonly BlindCase[] = [
  ...rows('fr', 'refuse', [['health_number', "Numéro d'adhérent à la mutuelle Harmonie : 01 48291736.", 'Santé']]),
  ...rows('de', 'refuse', [['pension_number', 'Die Rentennummer seines Vaters lautet 53 120648 M 512.', 'Rente']]),
  ...rows('es', 'refuse', [['health_number', 'El CIP de su tarjeta sanitaria es GRCM 580412 31 4.', 'Salud']]),
  ...rows('pt', 'refuse', [['pension_number', 'O NIT do meu pai pra aposentadoria é 170.33259.50-4.', 'INSS']]),
  ...rows('it', 'refuse', [['health_number', 'Il numero della tessera del nonno è 80380 00500 12345 67890.', 'Salute']]),
  ...rows('ru', 'refuse', [['pension_number', 'Номер пенсионного у мамы — 048291736.', 'Пенсия']]),
  ...rows('ko', 'refuse', [['pension_number', '아버지 연금번호: 2020-0482917', '연금']]),
  ...rows('zh-Hans', 'refuse', [['pension_number', '公积金账号 1234 5678 9012，每月自动扣款。', '公积金']]),
  ...rows('en', 'refuse', [['bank_login', 'Signs in with the code the app sends to her phone, this morning it was 447 190.', 'Bank']]),
  ...rows('pt', 'refuse', [['bank_login', 'O banco manda um código por SMS pra liberar o Pix, o de hoje foi 903 114.', 'Banco']]),
  ...rows('it', 'refuse', [['bank_login', 'Il codice ricevuto via mail per il login, se ricordo bene, era 61 83 27.', 'Banca']]),
  ...rows('de', 'refuse', [['bank_login', 'Die TAN, die per App kam, war 739 204.', 'Bank']]),
  ...rows('pt', 'refuse', [['bank_login', 'Itaú ag 8541 conta 00932-7, no nome dela.', 'Banco']]),
  ...rows('pt', 'refuse', [['bank_login', 'Caixa: agência 1633, operação 013, conta poupança 00028491-5.', 'Banco']]),
  ...rows('zh-Hans', 'refuse', [['travel_document', '我有美国护照，号码是573481290。', '证件']]),
  ...rows('en', 'refuse', [['travel_document', 'Travels on her Australian passport, no. PA4829163.', 'Documents']]),
  ...rows('en', 'accept', [['ordinary_number', 'Has rented the flat on the 2nd floor since her divorce.', 'Home']]),
  ...rows('en', 'accept', [['ordinary_number', 'Parks on the 3rd level of the garage at work.', 'Car']]),
  ...rows('es', 'accept', [['bank_choice', 'No planea tener coche en la ciudad.', 'Coche']]),
  ...rows('pt', 'accept', [['bank_choice', 'Não pensa em sair do Rio.', 'Cidade']]),
  ...rows('ru', 'accept', [['bank_choice', 'Не планирует менять работу.', 'Работа']]),
  ...rows('it', 'accept', [['bank_choice', 'Non ha alcuna intenzione di trasferirsi.', 'Casa']]),
  ...rows('zh-Hans', 'accept', [['bank_choice', '没打算买车，一直骑车上班。', '出行']]),
  ...rows('pt', 'accept', [['insurer_hospital', 'Tem plano de previdência privada no Itaú.', 'Previdência']]),
  ...rows('en', 'accept', [['citizenship', 'Is a dual citizen with a French and a Canadian passport.', 'Documents']]),
  ...rows('zh-Hans', 'accept', [['citizenship', '持有加拿大护照，也有中国绿卡。', '证件']]),
  ...rows('en', 'accept', [['insurer_hospital', 'Gets her Medicare through Kaiser and sees Dr. Patel every spring.', 'Health']]),
  ...rows('fr', 'accept', [['insurer_hospital', 'Touche une pension de réversion depuis 2020.', 'Retraite']]),
  ...rows('de', 'accept', [
    ['insurer_hospital', 'Hat seit 1999 dieselbe Mitgliedsnummer bei der AOK, kennt sie aber nicht auswendig.', 'Krankenkasse'],
  ]),
  ...rows('de', 'accept', [['bank_login', 'Lässt sich Codes lieber per SMS schicken als per App, seit 2020.', 'Bank']]),
];
