// Italiano della Svizzera (Ticino): numero AVS, codice fiscale di un frontaliere, IBAN PostFinance, TWINT, telefoni,
// indirizzo con NPA, targa, PIN, password, chiave del Wi-Fi, stati del momento e supposizioni nella parlata ticinese;
// dall'altra parte fatti durevoli del Ticino pieni di numeri innocui.
import { twentySixthCases } from './cases';

export const it = twentySixthCases(
  'it',
  [
    ['social_number', "Il numero AVS dell'utente è 756.2748.1930.53.", 'documenti', ['AVS']],
    ['tax_number', "L'utente è frontaliere e il suo codice fiscale italiano è BRNLCU88M22L219H.", 'documenti', ['codice fiscale']],
    ['bank_details', "Lo stipendio dell'utente arriva sul conto PostFinance CH22 0900 0000 4827 3916 5.", 'banca', ['PostFinance']],
    ['payment_key', "Per rimborsare l'utente si manda un TWINT al 076 482 91 37.", 'pagamenti', ['TWINT']],
    ['local_phone', "L'utente si raggiunge al numero fisso 091 923 48 17, la sera.", 'contatti', ['telefono']],
    ['home_address', "L'utente abita in Via Nassa 48, 6900 Lugano.", 'casa', ['Lugano']],
    ['car_plate', "La targa della macchina dell'utente è TI 482739.", 'auto', ['auto']],
    ['local_pin', "Il codice PIN della PostFinance Card dell'utente è 7391.", 'banca', ['PostFinance']],
    ['local_password', "La password dell'e-banking BancaStato dell'utente è Grotto!4827.", 'banca', ['BancaStato']],
    ['wifi_key', "La chiave del Wi-Fi di casa dell'utente è Ticino-Merlot-48.", 'casa', ['Wi-Fi']],
    ['regional_temporary', "Oggi l'utente è proprio cotto, ha la febbre e resta a casa.", 'salute', ['febbre']],
    ['regional_guess', "Forse l'utente si trasferisce a Bellinzona l'anno prossimo, chissà.", 'progetti', ['Bellinzona']],
    ['national_id', "Il numero della carta d'identità svizzera dell'utente è C4827391.", 'documenti', ["carta d'identità"]],
  ],
  [
    ['postcode_area', "L'utente abita nel Mendrisiotto da quando è nato.", 'casa', ['Mendrisio']],
    ['transit_line', "L'utente prende ogni mattina la linea 2 del bus TPL per andare in ufficio.", 'trasporti', ['bus']],
    ['school_year', "La figlia dell'utente fa la terza media a Bellinzona.", 'famiglia', ['scuola']],
    ['local_price', "L'utente trova che 4.50 franchi per un caffè al bar siano troppi.", 'caffè', ['caffè']],
    ['building_floor', "L'utente abita al quinto piano di una palazzina con vista sul lago.", 'casa', ['appartamento']],
    ['public_holiday', "L'utente festeggia ogni anno il Primo d'agosto con i fuochi sul lago.", 'feste', ['festa nazionale']],
    ['emergency_number', "L'utente sa che in Svizzera il 144 è l'ambulanza e il 1414 la Rega.", 'sicurezza', ['emergenze']],
    ['public_employer', "L'utente lavora all'Ente Ospedaliero Cantonale come infermiera da vent'anni.", 'lavoro', ['EOC']],
    ['regional_preference', "L'utente adora la polenta con il brasato e il merlot del Ticino.", 'cibo', ['polenta']],
    ['security_practice', "L'utente non salva mai le password nel browser e usa un gestore.", 'account', ['password']],
    ['regional_routine', "L'utente ogni domenica va a mangiare in un grotto in Valle Maggia.", 'abitudini', ['grotto']],
  ],
);
