import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    mood: ["L'utente oggi è di pessimo umore.", 'sono un po giu in questi giorni'],
    illness: ["L'utente ha la febbre da ieri.", "Si e' slogato la caviglia, per ora non puo correre."],
    travel_now: ["L'utente è in trasferta a Bologna fino a giovedì.", 'in vacanza in Sardegna fino al 20 agosto'],
    week_plan: ["Questo weekend l'utente va al mare con gli amici.", "Giovedì l'utente ha un colloquio di lavoro."],
    waiting: ["L'utente sta aspettando l'esito del concorso."],
    trial: ["L'utente sta provando il digiuno intermittente per qualche settimana.", 'sto testando Arch Linux questo mese'],
    short_situation: ["La lavatrice dell'utente è rotta, per ora va in lavanderia."],
    guess: ["Probabilmente l'utente è un insegnante.", 'forse ha sui 50 anni'],
    inferred_trait: ["L'utente sembra una persona molto ansiosa."],
  }),
  ...group('it', 'accept', {
    lasting_preference: ["All'utente piace il caffè amaro.", 'Odio il coriandolo.'],
    habit: ["L'utente rilegge sempre le email prima di inviarle.", 'Prende appunti a mano.'],
    fact: ["L'utente è un architetto e vive a Torino.", "L'utente ha una sorella gemella."],
    long_project: [
      "L'utente sviluppa da tre anni un gestionale open source per biblioteche.",
      'Progetto: restauro di una Vespa del 1968, in corso da anni.',
    ],
    allergy: ["L'utente è allergico alle noci.", 'Allergia al lattice.'],
    routine: ["L'utente va in palestra ogni lunedì, mercoledì e venerdì.", 'Ogni sera leggo prima di dormire.'],
    dated_title: [
      'Il film preferito dell\'utente è "Domani è un altro giorno".',
      "L'utente adora il libro «Se una notte d'inverno un viaggiatore».",
    ],
    future_plan: ["L'utente continuerà a vivere in campagna anche in futuro."],
  }),
];
