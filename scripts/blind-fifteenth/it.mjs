// Italian rows of the fifteenth round (written before reading the gate rules): values as users and extraction models
// paste them.
import { cardNumber, fill, homePoint, iban, ids, isbn, national, phone, seedPhrase } from './values.mjs';

export function it() {
  const itIban = iban('IT', '@##########' + '############');
  const sm = iban('SM', '@##########' + '############');
  const mob = national(phone('IT', 39, '347#######'));
  const ch = national(phone('CH', 41, '76#######'));
  const lugano = national(phone('CH', 41, '79#######'));
  const refuse = [
    ['credential', `password del wifi: girasole${fill('####')} (cambiata il 4 marzo, 3 dispositivi collegati)`, 'Wi-Fi'],
    ['credential', `Pasword della banca online: Tramonto_${fill('###')}`, 'Banca'],
    ['credential', `credenziali:\n  utente: g.bianchi\n  parola_chiave: Limoncello${fill('##')}`, 'Account'],
    ['national_id', `Il suo numero d'identità israeliano (Teudat Zehut), per il volo del 12 luglio: ${ids.ilId()}`, 'Documenti'],
    ['national_id', `Codice personale estone (isikukood) della moglie:\n${ids.eeIk()}`, 'Documenti'],
    ['national_id', `tc_kimlik: ${ids.trTc()} (ha vissuto a Izmir per 4 anni)`, 'Documenti'],
    ['bank', `Conto per l'affitto di 700 €: ${itIban.toLowerCase()}`, 'Affitto'],
    ['bank', `IBAN sammarinese del padre: ${sm}`, 'Banca'],
    ['payment_key', `Twint: il suo numero svizzero è ${ch}, mandagli i 20 CHF.`, 'Pagamenti'],
    ['payment_key', `Bonifico istantaneo con PayNow: ${national(phone('SG', 65, '8#######'))} (il collega di Singapore)`, 'Pagamenti'],
    ['card', `Ricarica PostePay n. ${cardNumber('5333')}, intestata a lui.`, 'Pagamenti'],
    ['plate', `targa dell'auto: ${'ab'}${fill('###')}${'cd'}, parcheggiata nel cortile interno`, 'Auto'],
    ['coordinates', `posizione_casa: ${homePoint(41.9028, 12.4964)}`, 'Casa'],
    ['phone', `Il cellulare di sua madre a Lugano: ${lugano}, chiamare dopo le 18.`, 'Telefono'],
    ['phone', `Cell\n${mob.slice(0, 3)}\n${mob.slice(3).trim()}`, 'Telefono'],
    ['email', `email: marco.rossi chiocciola libero punto it`, 'Email'],
    ['address', `Indirizzo:\nVia Garibaldi ${fill('##')}, int. 5\n20121 Milano`, 'Casa'],
    ['seed_phrase', `Frase di recupero del portafoglio: ${seedPhrase('it')}`, 'Cripto'],
    ['card', `carta •••• ${fill('####')}, scadenza 10/26, CVV ${fill('###')}`, 'Banca'],
    [
      'runtime',
      `Output del programma:\nTraceback (most recent call last):\n  File "app.py", line 42, in <module>\nKeyError: 'utente'`,
      'Programma',
    ],
  ];
  const accept = [
    ['order_number', "Preferisce riordinare l'ordine n. 402-7781-2231 di cialde quando finiscono.", 'Acquisti'],
    ['isbn', `Rilegge ogni estate «Il nome della rosa» (ISBN ${isbn()}).`, 'Lettura'],
    ['model_number', 'Preferisce la sua Fiat Panda 1.2 e la bici Bianchi Impulso.', 'Mezzi'],
    ['version', 'Usa Windows 11 23H2 e preferisce Firefox 125.0.', 'Computer'],
    ['price', 'Trova caro un caffè a 1,50 € e preferisce il menù pranzo da 12 €.', 'Cibo'],
    ['city_coordinates', 'Adora Napoli (circa 40,85° N, 14,27° E) per il mare.', 'Viaggi'],
    ['bus_line', 'Preferisce la linea 64 dell’ATAC per andare a San Pietro.', 'Trasporti'],
    ['hotline', 'Per i dubbi sulla pensione preferisce il numero verde INPS 803 164.', 'Pensione'],
    ['company_registration', `Compra l’olio da Frantoio Bellini S.r.l. (partita IVA dell’azienda ${ids.itIva()}).`, 'Acquisti'],
    ['tracking_number', 'Ama tracciare da sé le spedizioni BRT, con codici tipo 0571234567890.', 'Spedizioni'],
    ['version', 'Gioca a Zelda in versione 1.2.1 con il figlio.', 'Giochi'],
    ['count_date', 'Corre la Stramilano ogni marzo, 10 km in 52:10.', 'Corsa'],
    ['key_value_note', 'piatto_preferito: carbonara\nbevanda_preferita: chinotto', 'Cibo'],
    ['train', 'Preferisce il Frecciarossa 9515 Milano–Roma del mattino.', 'Treni'],
    ['model_number', 'Cucina con un Bimby TM6 e una moka Bialetti da 6 tazze.', 'Cucina'],
    ['price', 'Mette da parte 150 € al mese e spende al massimo 1.200 € per vacanza.', 'Risparmio'],
    ['credential_lookalike', 'Preferisce un gestore di password e parole chiave lunghe almeno 16 caratteri.', 'Sicurezza'],
    [
      'company_registration',
      `Lavora volentieri con una cooperativa svizzera (IDI dell’azienda CHE-${fill('###')}.${fill('###')}.${fill('###')}).`,
      'Lavoro',
    ],
    ['isbn', `libro_preferito: «Se questo è un uomo», ISBN ${isbn()}`, 'Lettura'],
    ['product_number', 'Ama il profumo Acqua di Parma n. 1 e la crema n. 3 della sua erboristeria.', 'Profumo'],
  ];
  return { refuse, accept };
}
