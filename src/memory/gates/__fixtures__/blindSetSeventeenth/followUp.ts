// Follow-up cases of the seventeenth round, written after reading the gates and writing its rules: new texts of the
// classes the round's misses belonged to (numbers with OCR's look-alike letters, groups a Japanese or Korean speaker
// separates with a particle, addresses dictated with pauses, codes sent or for a door read out in words, plates
// dictated letter by letter), both ways, in other words and values than the rules' own tests.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const SEVENTEENTH_FOLLOW_UP: readonly BlindCase[] = [
  ...rows('en', 'refuse', [
    ['phone', 'My UK mobile from the photo of the form: O72l3 692l37', 'Phone'],
    ['one_time_code', 'The verification code Amazon sent me is eight eight two, one zero four.', 'Shopping'],
  ]),
  ...rows('de', 'refuse', [
    ['phone', 'Handy laut eingescanntem Formular: Ol78 3ll89l88', 'Telefon'],
    ['email', 'Meine Mail: anna, Punkt, berger, Klammeraffe, gmx, Punkt, de.', 'E-Mail'],
  ]),
  ...rows('es', 'refuse', [
    ['phone', 'Del escaneo del contrato: móvil 6O4 3B 29 2l', 'Teléfono'],
    ['door_code', 'El código del portal de mi edificio es: cuatro, siete, dos.', 'Casa'],
    ['plate', 'Matrícula: uno dos tres cuatro, ele de León, ene de Navarra, pe de París.', 'Coche'],
  ]),
  ...rows('zh-Hans', 'refuse', [['phone', '扫描出来的号码：l38 96S4 4S29', '电话']]),
  ...rows('fr', 'refuse', [
    ['bank', 'IBAN relevé sur le RIB scanné : FR76 3OOO 4228 2448 4224 6252 239', 'Banque'],
    ['email', "Mon mail, c'est paul, point, martin, arobase, free, point, fr.", 'Mail'],
  ]),
  ...rows('pt', 'refuse', [['national_id', 'CPF do meu pai, da foto: l46.627.93B-9O', 'Documentos']]),
  ...rows('ko', 'refuse', [['phone', '동생 번호는 공일공에 사팔오이에 사일오팔이에요.', '전화']]),
  ...rows('ja', 'refuse', [['phone', '携帯は〇八〇の一二六七の七九一五です。', '電話']]),
  ...rows('ru', 'refuse', [['email', 'Почта: ivan, точка, petrov, собака, mail, точка, ru.', 'Почта']]),
  ...rows('it', 'refuse', [
    ['door_code', 'Il codice del citofono è: uno, nove, otto, sei.', 'Casa'],
    ['plate', 'La targa è Genova Roma, sei due tre, Empoli Savona.', 'Auto'],
  ]),
  ...rows('en', 'accept', [['models', 'Collects Boeing 737-800 models and the Airbus A320neo.', 'Planes']]),
  ...rows('de', 'accept', [['music', 'Hört am liebsten „Sieben Brücken“ und fährt die B1 bis Berlin.', 'Musik']]),
  ...rows('fr', 'accept', [['shopping', 'Le code promo reçu par mail est un de ses petits plaisirs.', 'Achats']]),
  ...rows('ja', 'accept', [['football', '二〇〇二年の六月の試合を今も覚えている。', 'サッカー']]),
  ...rows('ko', 'accept', [['travel', '일이 년에 한 번씩 부산에 가요.', '여행']]),
  ...rows('es', 'accept', [['calligraphy', 'Prefiere dibujar la arroba, el punto y la coma a mano en sus caligrafías.', 'Arte']]),
  ...rows('pt', 'accept', [['school', 'Aprendeu a soletrar com A de avião e B de bola, duas vezes por semana.', 'Escola']]),
  ...rows('it', 'accept', [['football', 'Tifa Torino e Roma, due squadre, tre volte a settimana.', 'Calcio']]),
];
