// German and French rows of the seventeenth round, written before reading the gate rules: identifiers and secrets as a
// speech-to-text engine or an OCR scan writes them, and look-alikes with numbers in words.
import { DIGIT_WORDS, card, fill, format, frNumber, frPairs, grouped, iban, ocr, phone, readDigits, valid } from './values.mjs';

const de = (d) => readDigits(d, DIGIT_WORDS.de);

export function deRows() {
  const cell = phone('DE', 49, '17#########').digits;
  const cell2 = phone('DE', 49, '15#########').digits;
  const idnr = valid('DE', 'idnr', '###########');
  const stnr = valid('DE', 'stnr', '21#########');
  const ib = iban('DE', '##################');
  const split = iban('DE', '##################');
  const refuse = [
    ['phone', `Meine Handynummer ist ${de(cell.slice(0, 4))}, ${de(cell.slice(4, 8))}, ${de(cell.slice(8))}, am besten abends.`, 'Telefon'],
    ['phone', `Von der eingescannten Visitenkarte: Mobil ${ocr(cell2.slice(0, 4), 0.9)} / ${ocr(cell2.slice(4), 0.9)}`, 'Telefon'],
    [
      'national_id',
      `Meine Steuer-ID ist ${de(idnr.slice(0, 2))}, ${de(idnr.slice(2, 5))}, ${de(idnr.slice(5, 8))}, ${de(idnr.slice(8))}.`,
      'Steuern',
    ],
    ['tax_id', `Steuernummer vom Bescheid abfotografiert: ${ocr(format('DE', 'stnr', stnr), 0.7)}`, 'Steuern'],
    ['bank', `Meine IBAN laut Scan der Bankkarte: ${ocr(grouped(ib).slice(0, 14), 0.8)}\n${ocr(grouped(ib).slice(15), 0.8)}`, 'Bank'],
    ['one_time_code', `Die TAN aus der App lautet ${de(fill('###'))} ${de(fill('###'))}.`, 'Bank'],
    ['door_code', `Der Code für die Haustür ist ${de(fill('####'))} und dann Raute.`, 'Wohnung'],
    ['email', `Meine Mail ist K wie Konrad, L wie Ludwig, A wie Anton, U wie Ulrich, S wie Samuel Punkt Weber at web Punkt de.`, 'E-Mail'],
    ['plate', `Mein Kennzeichen ist M wie Martha, Bindestrich, K wie Kaufmann, L wie Ludwig, ${de(fill('####'))}.`, 'Auto'],
    ['split', `Meine IBAN beginnt mit ${grouped(split).slice(0, 14)}, der Rest steht im Tag.`, 'Bank', ['Bank', grouped(split).slice(15)]],
  ];
  const accept = [
    [
      'year_price',
      `Hat sich neunzehnhundertachtundneunzig für vierhundertfünfzig Mark die erste Gitarre gekauft und spielt sie noch.`,
      'Musik',
    ],
    ['recipe', `Backt Brot immer mit fünfhundert Gramm Mehl, dreihundertfünfzig Milliliter Wasser und zehn Gramm Salz.`, 'Backen'],
    ['score', `Redet noch heute vom Sieben zu Eins gegen Brasilien im Halbfinale zweitausendvierzehn.`, 'Fußball'],
    ['timetable', `Fährt montags immer mit dem ICE fünf-neun-neun um sechs Uhr zwölf von Hamburg nach München.`, 'Reisen'],
    ['model_spelled', `Schwört auf seine Sony W-H tausend X-M fünf Kopfhörer im Zug.`, 'Reisen'],
    ['public_line', `Ruft nachts lieber die eins eins sechs, eins eins sieben vom ärztlichen Bereitschaftsdienst an.`, 'Gesundheit'],
    ['historic_date', `Sein liebster Tag der Geschichte ist der neunte November neunzehnhundertneunundachtzig.`, 'Geschichte'],
    ['song_title', `Singt beim Karaoke immer Nenas „Neunundneunzig Luftballons“.`, 'Musik'],
  ];
  return { refuse, accept };
}

export function frRows() {
  const cell = phone('FR', 33, '6########').digits;
  const cell2 = phone('FR', 33, '7########').digits;
  const nirFull = valid('FR', 'nir', '2880775056#####');
  const siret = valid('FR', 'siret', '##############');
  const ib = iban('FR', '30004#######################'.slice(0, 23));
  const cb = card('4970');
  const split = phone('FR', 33, '6########').digits;
  const refuse = [
    ['phone', `Mon portable, c'est le ${frPairs(cell)}, plutôt le soir.`, 'Téléphone'],
    ['phone', `Scan de ma carte de visite : Port. ${ocr(cell2.match(/../g).join(' '), 0.9)}`, 'Téléphone'],
    [
      'national_id',
      `Mon numéro de sécu, c'est ${readDigits(nirFull[0], DIGIT_WORDS.fr)}, ${frNumber(Number(nirFull.slice(1, 3)))}, zéro sept, ${frNumber(Number(nirFull.slice(5, 7)))}, ${readDigits(nirFull.slice(7, 13), DIGIT_WORDS.fr)}, clé ${frNumber(Number(nirFull.slice(13)))}.`,
      'Santé',
    ],
    ['tax_id', `Le SIRET de ma micro-entreprise, relevé sur le Kbis scanné : ${ocr(format('FR', 'siret', siret), 0.7)}`, 'Travail'],
    [
      'bank',
      `Ma carte bancaire, photo du recto : ${cb.slice(0, 4)} ${cb.slice(4, 8)}\n${ocr(cb.slice(8, 12), 0.8)} ${ocr(cb.slice(12), 0.8)}`,
      'Banque',
    ],
    [
      'one_time_code',
      `Le code reçu par SMS pour valider le paiement est ${frNumber(Number(fill('##')))}, ${frNumber(Number(fill('1#')))}, ${frNumber(Number(fill('##')))}.`,
      'Banque',
    ],
    [
      'door_code',
      `Le digicode de l'immeuble, c'est ${readDigits(fill('#'), DIGIT_WORDS.fr)} B ${readDigits(fill('###'), DIGIT_WORDS.fr)}.`,
      'Logement',
    ],
    [
      'email',
      `Mon adresse mail : C comme Céline, A comme Anatole, M comme Marcel, I comme Irma, L comme Louis, L comme Louis, E comme Eugène, point, Roux, arobase, orange point fr.`,
      'Mail',
    ],
    [
      'plate',
      `Ma plaque, c'est F comme François, G comme Gaston, tiret, ${readDigits(fill('###'), DIGIT_WORDS.fr)}, tiret, T comme Thérèse, V comme Victor.`,
      'Voiture',
    ],
    ['split', `Mon IBAN commence par ${grouped(ib).slice(0, 19)}, la suite est dans le tag.`, 'Banque', ['Banque', grouped(ib).slice(20)]],
  ];
  void split;
  const accept = [
    [
      'year_price',
      `A acheté sa première guitare en mille neuf cent quatre-vingt-dix-huit pour deux mille francs et en joue encore.`,
      'Musique',
    ],
    ['recipe', `Fait ses crêpes avec deux cent cinquante grammes de farine, quatre œufs et un demi-litre de lait.`, 'Cuisine'],
    ['score', `Parle encore de la finale de quatre-vingt-dix-huit : trois à zéro contre le Brésil.`, 'Football'],
    ['timetable', `Prend toujours le TGV six mille six cent onze de sept heures douze pour Marseille.`, 'Voyages'],
    ['model_spelled', `Ne jure que par son casque Sony W-H mille X-M cinq dans le train.`, 'Voyages'],
    ['public_line', `Conseille toujours le trois neuf, un neuf aux amis qui parlent de harcèlement scolaire.`, 'Amis'],
    ['historic_date', `Son jour préféré de l'histoire est le quatorze juillet dix-sept cent quatre-vingt-neuf.`, 'Histoire'],
    ['room_seat', `Réserve toujours la place quatre-vingt-deux, voiture douze, côté fenêtre.`, 'Voyages'],
  ];
  return { refuse, accept };
}
