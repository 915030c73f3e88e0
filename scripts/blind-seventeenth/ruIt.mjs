// Russian and Italian rows of the seventeenth round, written before reading the gate rules: identifiers and secrets as
// a speech-to-text engine or an OCR scan writes them, and look-alikes with numbers in words.
import { DIGIT_WORDS, card, fill, format, grouped, iban, ocr, phone, readDigits, ruGroup, snils, valid } from './values.mjs';

const it = (d) => readDigits(d, DIGIT_WORDS.it);

export function ruRows() {
  const cell = phone('RU', 7, '916#######').digits;
  const cell2 = phone('RU', 7, '903#######').digits;
  const sn = snils();
  const inn = valid('RU', 'inn', '77##########');
  const mir = card('2202', 16, false);
  const split = phone('RU', 7, '926#######').digits;
  const refuse = [
    [
      'phone',
      `Мой мобильный: восемь, ${ruGroup(cell.slice(1, 4))}, ${ruGroup(cell.slice(4, 7))}, ${ruGroup(cell.slice(7, 9))}, ${ruGroup(cell.slice(9))}, звоните после шести.`,
      'Телефон',
    ],
    [
      'phone',
      `Со сканированной визитки: моб. 8 (${ocr(cell2.slice(1, 4), 0.9)}) ${ocr(cell2.slice(4, 7), 0.9)}-${ocr(cell2.slice(7, 9), 0.9)}-${ocr(cell2.slice(9), 0.9)}`,
      'Телефон',
    ],
    [
      'national_id',
      `Мой СНИЛС: ${ruGroup(sn.slice(0, 3))}, ${ruGroup(sn.slice(4, 7))}, ${ruGroup(sn.slice(8, 11))}, контрольное ${ruGroup(sn.slice(12))}.`,
      'Документы',
    ],
    ['tax_id', `ИНН с фотографии свидетельства: ${ocr(inn, 0.8).replace(/^(.{6})/, '$1\n')}`, 'Налоги'],
    [
      'bank',
      `Номер моей карты «Мир» со скана: ${mir.slice(0, 4)} ${ocr(mir.slice(4, 8), 0.8)} ${mir.slice(8, 12)}\n${ocr(mir.slice(12), 0.8)}`,
      'Банк',
    ],
    ['one_time_code', `Код из СМС для входа в банк: ${ruGroup(fill('1##'))}, ${ruGroup(fill('5##'))}.`, 'Банк'],
    [
      'door_code',
      `Код домофона в подъезде: ${readDigits(fill('##'), DIGIT_WORDS.ru)}, ключ, ${readDigits(fill('####'), DIGIT_WORDS.ru)}.`,
      'Дом',
    ],
    ['email', `Моя почта: эс, эм, и, эр, эн, о, вэ, собака, яндекс точка ру. То есть smirnov, латиницей.`, 'Почта'],
    ['plate', `Номер моей машины: А ${ruGroup(fill('1##'))} ВЕ, регион ${ruGroup('77')}. Буквы: Анна, Василий, Елена.`, 'Машина'],
    [
      'split',
      `Мой мобильный начинается на ${ruGroup(split.slice(1, 4))} ${ruGroup(split.slice(4, 7))}, остальное в теге.`,
      'Телефон',
      ['Телефон', `${split.slice(7, 9)}-${split.slice(9)}`],
    ],
  ];
  void format;
  void grouped;
  void iban;
  const accept = [
    ['year_price', `Купил первую гитару в тысяча девятьсот девяносто восьмом году за триста рублей и играет на ней до сих пор.`, 'Музыка'],
    ['recipe', `Варит борщ всегда на три литра воды, пятьсот граммов говядины и две свёклы.`, 'Кухня'],
    ['score', `До сих пор вспоминает четыре — один над Голландией на Евро две тысячи восьмого.`, 'Футбол'],
    ['timetable', `Ездит всегда «Сапсаном» сто пятьдесят один в шесть сорок из Москвы в Петербург.`, 'Поездки'],
    ['model_spelled', `Не расстаётся с наушниками Sony дабл-ю эйч тысяча икс эм пять.`, 'Поездки'],
    ['public_line', `Советует друзьям звонить на сто двенадцать в любой экстренной ситуации.`, 'Друзья'],
    ['historic_date', `Любимая дата в истории — двенадцатое апреля тысяча девятьсот шестьдесят первого года.`, 'История'],
    ['room_seat', `В поезде всегда берёт место тридцать шесть, нижнее у окна, в седьмом вагоне.`, 'Поездки'],
  ];
  return { refuse, accept };
}

export function itRows() {
  const cell = phone('IT', 39, '34########').digits;
  const cell2 = phone('IT', 39, '33########').digits;
  const cf = valid('IT', 'codicefiscale', 'RSSMRA85T10A562@');
  const piva = valid('IT', 'iva', '###########');
  const ib = iban('IT', '@0306909606100000######'.slice(0, 23));
  const split = iban('IT', '@0306909606100000######'.slice(0, 23));
  const refuse = [
    ['phone', `Il mio cellulare è ${it(cell.slice(0, 3))}, ${it(cell.slice(3, 6))}, ${it(cell.slice(6))}, meglio di sera.`, 'Telefono'],
    ['phone', `Dal biglietto da visita scansionato: Cell. ${ocr(cell2.slice(0, 3), 0.9)} ${ocr(cell2.slice(3), 0.9)}`, 'Telefono'],
    [
      'national_id',
      `Il mio codice fiscale è Roma, Savona, Savona, Milano, Roma, Ancona, ${it(cf.slice(6, 8))}, Torino, ${it(cf.slice(9, 11))}, Ancona, ${it(cf.slice(12, 15))}, ${cf[15]}.`,
      'Documenti',
    ],
    ['tax_id', `La partita IVA della mia ditta, dalla foto della visura: ${ocr(piva, 0.8)}`, 'Lavoro'],
    ['bank', `Il mio IBAN, letto dallo scanner: ${ocr(grouped(ib), 0.6).replace(/ (\S+ \S+ \S+)$/, '\n$1')}`, 'Banca'],
    ['one_time_code', `Il codice OTP che mi è arrivato adesso è ${it(fill('######'))}.`, 'Banca'],
    ['door_code', `Il codice del portone è ${it(fill('####'))}, poi si spinge forte.`, 'Casa'],
    ['email', `La mia mail è Genova, Imola, Udine, Livorno, Imola, Ancona, punto, bianchi, chiocciola, libero punto it.`, 'Email'],
    ['plate', `La mia targa è Firenze Bologna ${it(fill('###'))} Livorno Torino.`, 'Auto'],
    ['split', `Il mio IBAN inizia con ${grouped(split).slice(0, 14)}, il resto è nel tag.`, 'Banca', ['Banca', grouped(split).slice(15)]],
  ];
  void card;
  void format;
  const accept = [
    ['year_price', `Ha comprato la prima chitarra nel millenovecentonovantotto per trecentomila lire e la suona ancora.`, 'Musica'],
    ['recipe', `Fa la carbonara con trecentoventi grammi di spaghetti, quattro tuorli e cento grammi di guanciale.`, 'Cucina'],
    ['score', `Parla ancora del quattro a tre con la Germania nel settanta.`, 'Calcio'],
    ['timetable', `Prende sempre il Frecciarossa novemilacinquecento delle sei e cinquanta per Milano.`, 'Viaggi'],
    ['model_spelled', `Non si separa mai dalle cuffie Sony W-H mille X-M cinque.`, 'Viaggi'],
    ['public_line', `Consiglia sempre il millecinquecentoventidue, il numero antiviolenza, alle amiche.`, 'Amiche'],
    ['historic_date', `La sua data storica preferita è il due giugno millenovecentoquarantasei.`, 'Storia'],
    ['song_title', `Canta sempre «Ventiquattromila baci» di Celentano al karaoke.`, 'Musica'],
  ];
  return { refuse, accept };
}
