import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    temp_preference: [
      "Questa settimana l'utente preferisce il tè verde al caffè.",
      'Ultimamente è in fissa con le playlist lo-fi.',
      'Per ora usa Firefox come browser principale.',
    ],
    trial: [
      'Sta provando una scrivania in piedi per vedere se aiuta la schiena.',
      'Sta verificando se il latte d’avena gli va meglio di quello vaccino.',
    ],
    temp_diet: [
      'Ha tagliato i carboidrati per qualche settimana prima del matrimonio.',
      'Sta facendo un detox a base di succhi di sette giorni ed è al terzo.',
    ],
    whereabouts: ["L'utente al momento è in trasferta a Lisbona.", 'È sul Frecciarossa per Napoli proprio adesso.'],
    device_state: [
      'Gli si è rotto lo schermo del telefono, quindi nel frattempo usa un vecchio tablet.',
      'Il portatile è in assistenza e lavora con uno in prestito.',
    ],
    interrupted_habit: [
      "Ha smesso di correre finché non guarisce l'infortunio al ginocchio.",
      'Ha sospeso le lezioni di pianoforte fino a dopo il trasloco.',
    ],
    event_feeling: [
      'Era irritato per il colloquio di ieri con la responsabile.',
      'Si è sentito molto orgoglioso dopo la presentazione trimestrale.',
    ],
    waiting: ['Aspetta i risultati degli esami del sangue.', 'È in attesa di una risposta dopo il colloquio in Ferrero.'],
    deadline: ["Deve ancora dare l'esame di statistica in questo semestre."],
    probability: ["L'utente è probabilmente mancino.", 'Forse lavora nel settore finanziario.'],
    one_instance: ['Sembra amare i gatti, visto che una volta ne ha nominato uno.'],
    third_party: ["Secondo il suo coinquilino, l'utente odia la musica ad alto volume."],
  }),
  ...group('it', 'accept', {
    long_duration: [
      'È vegetariano da dieci anni.',
      'Suona il violoncello fin da bambino.',
      'Convive con il diabete di tipo 1 da più di vent’anni.',
    ],
    dated_past: [
      'Si è laureato alla Bocconi nel 2014.',
      'Si è trasferito da Palermo a Torino nel 2009.',
      'Ha corso la sua prima maratona a Roma nel 2018.',
    ],
    habit_time: [
      'Va a nuotare ogni martedì e giovedì mattina.',
      'Legge sempre mezz’ora prima di dormire.',
      'Chiama la madre ogni domenica sera.',
    ],
    long_plan: ['Vorrebbe un giorno aprire un piccolo panificio.', 'Ha intenzione di trasferirsi in Puglia una volta in pensione.'],
    stable_negation: ['Non beve mai caffè.', 'Non mangia carne di maiale.', "Non ha mai avuto un'auto e preferisce la bici."],
    title_time: [
      'Il romanzo preferito è «Cent’anni di solitudine».',
      'Adora il film «Prima dell’alba».',
      'La canzone preferita è «Notte prima degli esami» di Venditti.',
    ],
    profession_time: [
      "Fa l'infermiera del turno di notte in un ospedale pediatrico.",
      'È meteorologo e presenta le previsioni del tempo su una TV locale.',
      'È medico del pronto soccorso.',
    ],
    currently_lasting: [
      'Attualmente vive a Bari con la compagna e i due figli.',
      'Attualmente lavora come ingegnere del software in una banca.',
    ],
  }),
];
