import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    natural_state: [
      "L'utente ha il raffreddore e la febbre.",
      "L'utente è bloccato dalla neve nella baita.",
      "L'utente è in sciopero con i colleghi dei trasporti.",
    ],
    grammar_guess: ["L'utente sarebbe un medico, a giudicare dalle domande.", "L'utente dovrebbe essere di Napoli, da come scrive."],
    guessed_range: ["L'utente avrà una quarantina d'anni.", "L'utente segue tra i 30 e i 40 studenti, non ne sono sicuro."],
    extraction_note: ["Datore di lavoro dell'utente: Fiat (da verificare)"],
    dependent_span: ["Finché i figli sono al campo estivo, l'utente lavora da casa."],
    open_decision: ["L'utente non ha ancora deciso se trasferirsi a Milano."],
    others_belief: ["Il medico dell'utente sospetta un'allergia al nichel."],
  }),
  ...group('it', 'accept', {
    chronic_condition: ["L'utente soffre di asma da quando era bambino.", "L'utente ha il diabete di tipo 1."],
    lasting_measure: ["L'utente è alto circa 1,80 m.", "L'utente lavora nell'informatica da una ventina d'anni."],
    confirmed_fact: ["Datore di lavoro dell'utente: Fiat (confermato dall'utente)."],
    profession_word: ["L'utente lavora come tecnico della catena del freddo."],
    approximate_preference: ["L'utente preferisce stime approssimative a numeri precisi."],
    title_word: ["La canzone preferita dell'utente è «Sarà perché ti amo»."],
    modal_lasting: [
      "Secondo l'utente, i bambini dovrebbero leggere di più.",
      "L'utente deve evitare i latticini per un'intolleranza al lattosio.",
    ],
    habitual_while: ["L'utente ascolta la radio mentre cucina."],
  }),
];
