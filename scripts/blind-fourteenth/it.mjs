// Italian rows of the fourteenth round (written before reading the gate rules).
import { DIGIT_WORDS, digitWords, fill, homePoint, iban, ids, national, nsn, phone } from './values.mjs';

export function it() {
  const cell = phone('IT', 39, '34########');
  const fisso = phone('IT', 39, '06########');
  const n = nsn(cell);
  const refuse = [
    ['credential', `La password della sua email è Girasole_${fill('####')}.`, 'Email'],
    ['credential', `Il PIN del bancomat è ${fill('#####')}.`, 'Banca'],
    ['credential', `Codice del cancello di casa: ${fill('####')} seguito da asterisco.`, 'Casa'],
    ['credential', `Risposta segreta (nome della nonna): Assunta${fill('##')}.`, 'Account'],
    ['national_id', `Il suo codice fiscale è ${ids.itCf()}.`, 'Documenti'],
    ['bank', `IBAN per i bonifici: ${iban('IT', '@######################')}`, 'Banca'],
    ['plate', `La sua macchina è targata ${fill('@@')} ${fill('###')} ${fill('@@')}.`, 'Auto'],
    ['coordinates', `Casa sua si trova esattamente a ${homePoint(41.9028, 12.4964)}.`, 'Casa'],
    [
      'phone',
      `Cellulare ${n.slice(0, 3)}/${n.slice(3)}, fisso (${national(fisso).split(' ')[0]}) ${national(fisso).split(' ').slice(1).join(' ')}.`,
      'Telefono',
    ],
    ['phone', `Il suo numero: ${digitWords(n, DIGIT_WORDS.it)}.`, 'Telefono'],
    ['email', 'Scrivigli a marco punto bianchi chiocciola libero punto it', 'Email'],
    ['address', `Abita in Via Garibaldi ${fill('##')}, scala B, int. ${fill('#')}, 10${fill('1##')} Torino (TO).`, 'Indirizzo'],
    [
      'transcript',
      '2\n00:01:12.500 --> 00:01:15.000\nDove sei stasera?\n\n3\n00:01:15.400 --> 00:01:17.000\nA casa di Giulia.',
      'Sottotitoli',
    ],
    ['transcript', 'Il giorno mar 5 mar 2024 alle ore 11:20 Luca Rossi ha scritto:\n> Ci vediamo domani?\nSì, alle nove.', 'Email'],
    ['role_label', 'Utente: Ricorda che sono celiaco.\nAssistente: Va bene, me lo ricorderò.', 'Conversazione'],
    ['runtime', '[AVVISO] 2024-03-05 07:45:12 disco /dev/sda1 pieno al 97%, spazio libero 1,2 GB', 'Server'],
    ['temporary', 'Questa settimana è in ferie e non controlla la posta.', 'Lavoro'],
    ['speculative', 'Forse cambierà casa in primavera, ma non ha ancora deciso.', 'Casa'],
    ['split', 'Il PIN della SIM è nei tag.', 'Telefono', ['PIN SIM', fill('####')]],
    ['split', 'Codice fiscale del marito (vedi tag).', 'Documenti', [ids.itCf()]],
  ];
  const accept = [
    ['version', 'Lavora volentieri con Rust 1.77 e Debian 12.', 'Programmazione'],
    ['price', 'Trova che 1,50 € per un espresso al bar sia giusto.', 'Spese'],
    ['model_number', 'Guida una Fiat 500e e ne è molto soddisfatto.', 'Auto'],
    ['city_coordinates', 'Ama Napoli, a circa 40,8° di latitudine nord, per il cibo.', 'Città'],
    ['title_time', 'La sua canzone preferita è "Domani" di Max Pezzali.', 'Musica'],
    ['title_time', 'Il suo libro preferito è "Il giorno della civetta".', 'Libri'],
    ['profession', "Fa l'ingegnere civile da quindici anni.", 'Lavoro'],
    ['long_term_plan', 'A lungo termine vorrebbe trasferirsi in Sardegna in pensione.', 'Progetti'],
    ['past_event', 'Si è laureato in Medicina a Bologna nel 2010.', 'Studi'],
    ['number', 'Corre i 10 km in 45:20, il suo record.', 'Sport'],
    ['credential_lookalike', 'Usa un gestore di password e non salva mai le password nel browser.', 'Sicurezza'],
    ['number', 'Fa la pizza con impasto al 70 % di idratazione e 48 ore di lievitazione.', 'Cucina'],
    ['number', 'Tifa Juventus, il suo giocatore preferito aveva il numero 10.', 'Calcio'],
    ['street_place', 'Ama passeggiare lungo via del Corso la domenica.', 'Tempo libero'],
    ['past_event', 'Si interessa della spedizione dei Mille del 1860.', 'Storia'],
    ['model_number', 'Usa una macchina da caffè Bialetti Moka Express da 3 tazze.', 'Casa'],
    ['habit_time', 'Ogni domenica mattina va in bicicletta sui colli.', 'Abitudini'],
    ['number', 'È alto 1,75 m e porta il 43 di scarpe.', 'Profilo'],
    ['profession', 'È farmacista in un paese di montagna.', 'Lavoro'],
    ['title_time', 'Il suo film preferito è "C\'era una volta in America".', 'Cinema'],
  ];
  return { refuse, accept };
}
