import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    mood_now: [
      "L'utente è stressato per l'esame di domani.",
      'Oggi è di cattivo umore.',
      'È distrutta dopo il turno di notte.',
      'In questo momento è parecchio irritato.',
      "Stasera si sente un po' giù.",
    ],
    craving: ['Stasera ha voglia di pizza.', 'Adesso ha una gran voglia di gelato.'],
    guess: [
      "Sembra che l'utente sia introverso.",
      'Dalle domande, probabilmente è uno studente.',
      'Deve essere un programmatore.',
      'A quanto pare vive da solo.',
      'Forse ha dei figli.',
    ],
    hedged_health: [
      'Credo di essere forse intollerante al lattosio.',
      "L'utente sospetta di avere un'allergia al polline.",
      'Potrebbe soffrire di emicrania.',
    ],
  }),
  ...group('it', 'accept', {
    lasting_feeling: ["Ha paura dell'altezza.", 'In aereo è sempre in ansia.', 'A Lisbona si sente a casa.', "L'utente ha paura dei cani."],
    taste: ['Odia il coriandolo.', 'Adora il jazz.', 'Non sopporta i film horror.'],
    stated_trait: ['Sono introversa.', "L'utente fa l'infermiere.", 'Vive da sola con due gatti.'],
    diagnosed: [
      "Mi hanno diagnosticato l'intolleranza al lattosio.",
      "Ha l'asma e porta sempre con sé l'inalatore.",
      "L'utente è celiaco, con diagnosi del 2019.",
    ],
    title: ['Il suo romanzo preferito è «Bonjour tristesse» di Sagan.', 'La sua canzone da karaoke è «Happy» di Pharrell Williams.'],
  }),
];
