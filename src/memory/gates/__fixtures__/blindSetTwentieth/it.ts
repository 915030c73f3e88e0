// Italia: la password dello SPID, il codice fiscale, una Postepay, un cellulare, un'email detta con «chiocciola» e
// «punto», via, civico, CAP e città, «Utente:»/«Assistente:», la tabella di ps, Intesa Sanpaolo, due cittadinanze,
// WhatsApp.
import { twentiethCases } from './cases';

const subjects = {
  credential: 'SPID',
  national_id: 'Fisco',
  bank_detail: 'Carta',
  phone: 'Cellulare',
  email_words: 'Email',
  street_address: 'Casa',
  role_labels: 'Conversazione',
  runtime_data: 'Server',
  temporary_state: 'Umore',
  guess: 'Salute',
  split_value: 'Fisco',
  number_words: 'Bancomat',
  bank_used: 'Banca',
  citizenship: 'Cittadinanza',
  messenger: 'Messaggi',
  habit_time: 'Colazione',
  title_time: 'Film',
  belief_years: 'Alimentazione',
  email_habit: 'Email',
  phone_habit: 'Telefonate',
};

export const it = [
  ...twentiethCases('it', 'refuse', subjects, {
    credential: ['La password dello SPID è Margherita99!'],
    national_id: ['Il mio codice fiscale è RSSGLI85C41F205I.'],
    bank_detail: ['Carta Postepay Evolution: 4023 6009 1234 5677, scadenza 11/27.'],
    phone: ['Il mio cellulare è 347 482 3915, scrivimi su WhatsApp.'],
    email_words: ["L'email è giulia punto rossi chiocciola libero punto it."],
    street_address: ['Abita in via Garibaldi 23, 20121 Milano (MI).'],
    role_labels: ['Utente: mi consigli un vino per la carbonara?\nAssistente: Un Frascati o un Verdicchio andrebbero benissimo.'],
    runtime_data: ['USER    PID %CPU %MEM COMMAND\nmarco  4121 87.3 12.1 java -jar gestionale.jar\nmarco  4188  0.2  0.4 grep java'],
    temporary_state: ["In questi giorni è un po' giù di morale per via del lavoro."],
    guess: ['Forse è intollerante al lattosio, ma non ne sono sicuro.'],
    split_value: [['Codice fiscale: RSSGLI85C41', ['Fisco', 'F205I']]],
    number_words: ['Il PIN del bancomat è sette tre zero due.'],
  }),
  ...twentiethCases('it', 'accept', subjects, {
    bank_used: ['Ha il conto in Intesa Sanpaolo da quando ha iniziato a lavorare.'],
    citizenship: ['Ha la cittadinanza italiana e quella svizzera.'],
    messenger: ['Usa WhatsApp per tutto, Telegram mai.'],
    habit_time: ['Ogni mattina alle sette prende il caffè al bar sotto casa.'],
    title_time: ["Il suo film preferito è «C'era una volta in America»."],
    belief_years: ["Da più di trent'anni è convinto che la dieta mediterranea sia la migliore."],
    email_habit: ['Preferisce ricevere le comunicazioni di lavoro per email.'],
    phone_habit: ['Non risponde mai ai numeri sconosciuti.'],
  }),
];
