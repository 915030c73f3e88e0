import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    chat_now: ['adesso è super incasinato col lavoro', "L'utente è al verde adesso, niente pizza fino allo stipendio."],
    negated_state: ["L'utente non dorme bene ultimamente.", 'non mangia quasi niente da lunedì'],
    intention: ["L'utente forse passa a Linux.", "Se arriva il visto, l'utente pensa di trasferirsi in Canada."],
    reported: ["L'utente dice che oggi è distrutta.", "Secondo l'utente, ha mal di testa da stamattina."],
    impression: ["Sembra che l'utente sia esaurito.", "L'utente dà l'impressione di essere scontento del nuovo lavoro."],
    event_bound: [
      "Fino all'esame niente uscite.",
      'Non può guidare finché non toglie il gesso.',
      'Quest anno durante il Ramadan digiuna di giorno.',
    ],
    outage: ["Niente acqua calda a casa dell'utente.", "Senza wifi in casa, l'utente lavora al bar."],
  }),
  ...group('it', 'accept', {
    colloquial_taste: ['Odia il coriandolo, da sempre.', 'Va matto per la pizza napoletana.', "L'utente adora i film di Fellini."],
    chronic: ["L'utente ha la celiachia.", 'soffre di emicrania cronica da anni'],
    weekday_routine: ["Ogni martedì l'utente va a lezione di tango.", "Il venerdì l'utente lavora da casa."],
    year_plan: ["L'utente prevede di trasferirsi in Australia nel 2029.", 'Vuole fare il Cammino di Santiago nel 2028.'],
    title_name: ['Canzone preferita: "Oggi sono io" di Alex Britti.', 'Il podcast dell\'utente si chiama "Lunedì Triste".'],
    deadline_project: [
      "L'utente sta scrivendo la tesi di dottorato, consegna a marzo 2028.",
      'Progetto a lungo termine: ristrutturare un casale, fine lavori prevista nel 2029.',
    ],
    self_trait: ['Sono mattiniero.', "L'utente si definisce una persona timida."],
  }),
];
