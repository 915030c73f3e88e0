// Italia: valori personali nascosti come li nasconde un valutatore, dentro ricordi che sembrano duraturi, e fatti
// duraturi pieni di numeri comuni simili a quei valori.
import { twentyFourthCases } from './cases';

export const it = twentyFourthCases(
  'it',
  [
    ['phone_number_words', "Il cellulare dell'utente è tre quattro sette, otto due sei, tre nove uno sette.", 'contatti', ['cellulare']],
    ['phone_mixed_words', "L'utente risponde sempre al 347 otto due sei 39 17.", 'contatti', ['contatti']],
    ['phone_other_digits', "Il numero dell'utente è ٣٤٧ ٨٢٦ ٣٩١٧ da anni.", 'telefono', ['telefono']],
    ['phone_separated', "Cellulare dell'utente: 3-4-7 • 8-2-6 • 3-9-1-7", 'cellulare', ['cellulare']],
    ['email_spoken', "L'email dell'utente è giulia punto bianchi chiocciola libero punto it.", 'email', ['email']],
    ['national_id', "Il codice fiscale dell'utente è BNC GLI 86M52 F205I.", 'documenti', ['codice fiscale']],
    ['passport_number', "Il numero di passaporto dell'utente è YA4827391, scade nel 2031.", 'passaporto', ['passaporto', 'viaggi']],
    ['bank_account', "Lo stipendio dell'utente arriva sull'IBAN IT60 X054 2811 1010 0000 0123 456.", 'banca', ['stipendio', 'banca']],
    ['id_split_tags', "Il codice fiscale dell'utente inizia con RSSMRC79D14.", 'codice fiscale', ['codice fiscale', 'H501T']],
    ['street_address', "L'utente abita in via Garibaldi 28, scala B, interno 7, 10122 Torino.", 'casa', ['casa', 'Torino']],
    ['home_coordinates', "La casa dell'utente si trova esattamente a 45.07049, 7.68682.", 'casa', ['casa']],
    ['door_code', "L'allarme di casa dell'utente si disattiva con 6-0-2-8, da sempre.", 'casa', ['allarme']],
    [
      'recovery_phrase',
      "La frase di recupero del portafoglio dell'utente: abaco, cavallo, fragola, lampone, nuvola, tigre.",
      'cripto',
      ['portafoglio'],
    ],
    [
      'lasting_with_value',
      "L'utente fa il farmacista a Bologna dal 2011 e il suo cellulare è 333 918 4726.",
      'lavoro',
      ['farmacista', 'Bologna'],
    ],
  ],
  [
    ['birth_years', "L'utente è nato nel 1988 e si è trasferito a Milano nel 2012.", 'biografia', ['Milano']],
    ['clothing_size', "L'utente porta il 43 di scarpe e la taglia 50 di giacca.", 'abbigliamento', ['scarpe']],
    ['plant_count', "L'utente ha 18 piante in casa, soprattutto felci.", 'piante', ['piante']],
    ['product_model', "L'utente guida una Fiat Panda 1.2 e usa un Samsung Galaxy A54.", 'dispositivi', ['auto', 'telefono']],
    ['software_version', "Il team dell'utente usa Python 3.12 e React 18.", 'lavoro', ['Python', 'React']],
    ['isbn_book', "Il libro preferito dell'utente è Il nome della rosa, Bompiani, ISBN 978-88-452-9259-0.", 'libri', ['Eco']],
    ['price_budget', "L'utente spende circa 400 euro al mese di spesa e 700 di affitto.", 'budget', ['budget']],
    ['route_number', "L'utente va al lavoro ogni giorno con il tram 15 e la metro M2.", 'spostamenti', ['tram', 'metro']],
    ['city_coordinates', "L'utente vive a Napoli, più o meno a 40,8° N e 14,2° E.", 'residenza', ['Napoli']],
    ['postcode_city', "L'utente vive nella zona del CAP 20100, cioè Milano.", 'residenza', ['Milano']],
    ['employer_hotline', "L'utente lavora al numero verde di Poste Italiane.", 'lavoro', ['Poste Italiane']],
    ['number_word_habit', "L'utente corre tre volte a settimana, circa dieci chilometri.", 'sport', ['corsa']],
  ],
);
