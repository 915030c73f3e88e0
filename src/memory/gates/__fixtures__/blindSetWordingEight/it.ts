import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    extraction_temporary: [
      "L'utente ha detto che in questo periodo dorme da un amico finché non gli danno le chiavi di casa.",
      "L'utente ha menzionato che dopo l'estrazione di un dente per ora mangia solo minestre.",
      "L'utente ha riferito che abita dai genitori finché durano i lavori di ristrutturazione.",
    ],
    extraction_speculative: [
      "A quanto pare l'utente è mancino, a giudicare da una foto che ha descritto.",
      "L'utente ha lasciato intendere che potrebbe essere incinta.",
    ],
    unaccented: ['utente e in malattia fino a giovedi, rientra lunedi', "oggi l'utente lavora da casa, domani e in ufficio"],
    code_switch: ["L'utente è a Milano until Sunday per un matrimonio.", "L'utente lavora in smart working this week."],
    regional: ["L'utente 'sta settimana è in ferie in Sardegna e non ha campo.", "L'utente oggi è stracco e se ne sta a casa."],
    cultural_event: [
      "L'utente fa il Ramadan quest'anno per la prima volta.",
      "L'utente ha rinunciato al cioccolato per questa Quaresima.",
      "L'utente aspetta le offerte del Black Friday di questa settimana per comprare una TV.",
    ],
    marked_uncertain: ["All'utente piace il jazz (?)", "L'utente è vegetariano??", "L'utente preferisce Android forse… 🤔"],
    life_phase: ["L'utente è in Erasmus a Valencia fino a giugno.", "L'utente è in congedo parentale fino alla primavera."],
    borrowed: ["L'utente usa la macchina della vicina mentre la sua è dal meccanico."],
    conditional_wish: ["L'utente andrebbe a correre ogni mattina se smettesse di piovere."],
    first_impression: ["Dopo una sola puntata, l'utente trova noiosa la nuova serie poliziesca."],
  }),
  ...group('it', 'accept', {
    yearly_custom: [
      "L'utente fa il Ramadan ogni anno.",
      "Ogni anno l'utente festeggia il Carnevale di Venezia in maschera.",
      "L'utente rinuncia alla carne il venerdì di Quaresima, ogni anno.",
    ],
    dated_phase: [
      "L'utente ha fatto l'Erasmus a Lione nel 2014.",
      "L'utente si è preso un anno sabbatico nel 2019 per viaggiare in Asia.",
      "L'utente è stato in congedo parentale da marzo a ottobre 2021.",
    ],
    dialect_preference: ["L'utente ama quando gli si parla in napoletano.", "L'utente preferisce l'italiano standard senza regionalismi."],
    uncertainty_preference: [
      'L\'utente preferisce che l\'assistente dica "forse" o "non sono sicuro" quando ha dubbi.',
      "L'utente vuole che le stime indichino un livello di confidenza.",
      "All'utente non piacciono le risposte evasive e preferisce una raccomandazione chiara.",
    ],
    title_hedge: [
      'La canzone preferita dell\'utente è "Forse" di Ultimo.',
      'L\'utente adora il film "Domani è un altro giorno".',
      'Il libro preferito dell\'utente è "Forse domani".',
    ],
    profession_phase: [
      "L'utente lavora come funzionario di servizio sociale per la messa alla prova.",
      "L'utente coordina un programma di insegnanti in scambio.",
    ],
    extraction_stable: [
      "L'utente ha detto che prende sempre le scale invece dell'ascensore.",
      "L'utente ha menzionato che è vegano da dodici anni.",
      "L'utente ha riferito che legge ogni sera prima di dormire.",
    ],
    unaccented_lasting: [
      'utente adora il caffe e la pasta alla carbonara',
      "l'utente non mangia carne di maiale, mai",
      'utente preferisce il te verde senza zucchero',
    ],
  }),
];
