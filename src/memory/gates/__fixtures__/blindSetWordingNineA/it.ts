import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    compound_temporary: [
      "L'utente è vegetariano da anni e questo mese evita anche i latticini.",
      "L'utente fa l'infermiere a Torino e per adesso va al lavoro in bici.",
    ],
    compound_speculative: ["L'utente vive a Bologna e probabilmente si trasferirà a Milano."],
    dated_end: ["L'utente lavora da casa fino al 3 maggio.", "L'utente fa il turno di notte per altre 6 settimane."],
    medical_end: [
      "L'utente non può guidare finché ha il gesso.",
      "L'utente sta prendendo gli antibiotici e non beve alcolici fino alla fine della cura.",
    ],
    unacted_plan: [
      "L'utente ha intenzione di passare a Linux l'anno prossimo.",
      "L'utente sta mettendo da parte i soldi per un viaggio in Giappone.",
    ],
    inferred: ["A giudicare dall'accento, l'utente è siciliano."],
    reported_joke: ["L'utente ha detto scherzando che vive solo di caffè."],
  }),
  ...group('it', 'accept', {
    dated_lasting: ["L'utente è nato il 15/12/1990.", "L'utente presenta la dichiarazione dei redditi entro il 30 settembre ogni anno."],
    compound_lasting: ["L'utente vive a Bologna e lavora come farmacista.", "L'utente è vegetariano da anni e non ha mai amato i funghi."],
    chronic_condition: ["L'utente ha il diabete di tipo 1 e usa un microinfusore di insulina.", "L'utente soffre d'asma fin da bambino."],
    lasting_ambition: [
      "Fare il giro del mondo in barca a vela è il sogno di una vita dell'utente.",
      "Diventare romanziere è l'obiettivo dell'utente dai tempi del liceo.",
    ],
    profession_words: ["L'utente scrive battute per un programma comico.", "L'utente progetta edifici come architetto."],
    dated_title: ["Il film preferito dell'utente è «Ritorno al futuro»."],
  }),
];
