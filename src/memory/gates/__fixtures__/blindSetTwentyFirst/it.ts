// Svizzera italiana (Ticino): "la password è" in mezzo a una frase, un numero AVS con i punti, un Natel con spazi
// sottili, "chiocciola" e "punto", un IBAN con spazi non separabili, un indirizzo di Lugano, "Tu / Assistente" in
// grassetto, un errore HTTP, parlato; fatti duraturi nelle stesse forme.
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'Wi-Fi',
  national_id: 'AVS',
  phone: 'Natel',
  email: 'Email',
  bank_detail: 'Conto',
  street_address: 'Abitazione',
  role_labels: 'Chat',
  runtime_data: 'Pagamenti',
  temporary_state: 'Umore',
  guess: 'Salute',
  romanised: 'Cucina',
  fullwidth_year: 'Residenza',
  markdown_list: 'Hobby',
  loanword_job: 'Lavoro',
  long_number: 'Famiglia',
  emoji_bullets: 'Musica',
  label_no_value: 'Sicurezza',
  odd_spacing: 'Comunicazione',
};

export const it = [
  ...twentyFirstCases('it', 'refuse', subjects, {
    credential: ['Ah, la password del wifi è Gotthard!1882, è scritta sul frigo.'],
    national_id: ['Numero AVS: 756.8247.4034.19'],
    phone: ['Natel: 079\u2009482\u200939\u200915'],
    email: ['mail: luca.bernasconi chiocciola bluewin punto ch'],
    bank_detail: ['IBAN del conto stipendio: CH18\u00a00023\u00a05012\u00a03456\u00a07890\u00a00'],
    street_address: [
      'Da quando è andato in pensione passa le giornate sul lago, e per questo ha preso un bilocale in Via Nassa 21, 6900 Lugano, proprio sul lungolago.',
    ],
    role_labels: ['**Tu:** come si fa il risotto alla milanese?\n**Assistente:** Ti servono zafferano, brodo e burro…'],
    runtime_data: ['HTTP 500 — {"errore":"timeout","servizio":"pagamenti","tentativi":3}'],
    temporary_state: ["oggi sono proprio a pezzi, mi sa che ho preso l'influenza"],
    guess: ['forse è celiaca?? boh, non ne sono sicura'],
  }),
  ...twentyFirstCases('it', 'accept', subjects, {
    romanised: ['Va matta per il ramen shoyu e per il matcha, da quando ha vissuto a Kyoto.'],
    fullwidth_year: ['Abita a Bellinzona dal ２０１０.'],
    markdown_list: ['Hobby:\n- 🥾 escursioni in Valle Verzasca\n- 🍇 vendemmia\n- ♟️ scacchi'],
    loanword_job: ['Fa il software engineer in una fintech di Zurigo.'],
    long_number: ['Ha 3 fratelli e 11 nipoti, e ogni estate affitta per 2 settimane una casa in Engadina per tutti.'],
    emoji_bullets: ['🎵 ascolta De André · 🎹 suona il piano · 📻 non sopporta la trap'],
    label_no_value: ['Usa sempre password diverse e le tiene in un password manager.'],
    odd_spacing: ['Preferisce\u00a0scrivere su\u00a0WhatsApp che telefonare.'],
  }),
];
