import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    temporary_state: ["L'utente è molto stressato questa settimana.", "sto male in sti giorni, ho l'influenza"],
    temporary_whereabouts: ["L'utente è in trasferta a Milano fino a venerdì.", 'Sto dai miei genitori per un paio di settimane.'],
    temporary_diet: ["L'utente è a dieta e per ora non mangia dolci.", "L'utente non beve alcolici per tutto il mese."],
    temporary_project: ["L'utente sta ristrutturando il bagno in questo periodo.", "L'utente sta scrivendo la tesi questo semestre."],
    temporary_plan: ["L'utente sabato va a un concerto."],
    speculation: ["L'utente è probabilmente mancino.", "Forse l'utente si trasferirà a Torino l'anno prossimo."],
    hearsay: ["Si dice che l'azienda dell'utente chiuderà presto.", "Secondo sua sorella, l'utente russa molto."],
    hedge: ['Credo di essere intollerante al lattosio, ma non ne sono sicuro.', "Sembra che l'utente preferisca il tè."],
  }),
  ...group('it', 'accept', {
    habit: [
      "L'utente corre ogni mattina prima del lavoro.",
      'Chiamo mia nonna ogni domenica.',
      "L'utente va al lavoro in bici tutti i giorni.",
    ],
    usual: [
      "L'utente di solito beve tè verde invece del caffè.",
      'Normalmente vado a letto verso mezzanotte.',
      "L'utente sceglie sempre il posto vicino al finestrino.",
    ],
    chronic_condition: ["L'utente soffre di asma fin da bambino.", "L'utente ha il diabete di tipo 1."],
    profession_time: ["L'utente fa l'infermiere nel turno di notte.", "L'utente è un meteorologo e fa le previsioni del tempo."],
    dated_title: ["Il film preferito dell'utente è «Prima dell'alba».", "L'utente adora l'album «La vita è adesso» di Claudio Baglioni."],
    past_event: [
      "L'utente è nato a Napoli nel 1986.",
      "L'utente si è trasferito a Bologna nel 2019.",
      "L'utente ha fatto un anno di Erasmus a Valencia nel 2011.",
    ],
  }),
];
