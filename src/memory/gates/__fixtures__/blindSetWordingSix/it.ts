import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const it: readonly BlindCase[] = [
  ...grouped('it', 'refuse', {
    relative_day: [
      "L'utente ha un colloquio di lavoro dopodomani.",
      "L'utente ieri notte non ha chiuso occhio.",
      "Stasera l'utente cucina per i suoceri.",
    ],
    bounded_future: [
      "Per le prossime due settimane l'utente lavora dalla sede di Torino.",
      "Fino alla fine del semestre l'utente ha chiuso col caffè.",
    ],
    in_progress: [
      "L'utente è nel bel mezzo di un trasloco.",
      "L'utente sta facendo le valigie per le vacanze.",
      "L'utente sta compilando la dichiarazione dei redditi.",
    ],
    slang_state: ["L'utente è distrutto, proprio a pezzi.", "Oggi l'utente è giù di corda."],
    assistant_guess: [
      "L'utente è probabilmente un dottorando.",
      "Dalle domande, sembra che l'utente lavori nella finanza.",
      "Ho l'impressione che l'utente abbia figli.",
    ],
    one_remark: [
      "Visto che ha parlato di un lungo tragitto, l'utente deve abitare fuori città.",
      "L'utente ha chiesto dei visti, quindi probabilmente sta pensando di emigrare.",
    ],
    modal_possibility: ["Può darsi che l'utente sia allergico ai gatti.", "Forse l'utente ha cambiato lavoro da poco."],
    wish_question: ["L'utente si chiede se licenziarsi o no."],
    temp_location: ["Questa settimana l'utente alloggia in un hotel vicino alla fiera.", "L'utente è dai suoi a Bari per le feste."],
    temp_work: ["Questo fine settimana l'utente è reperibile."],
    one_off_buy: ["L'utente si è appena preso una bici usata a 80 euro su Subito."],
  }),
  ...grouped('it', 'accept', {
    habit_same_words: [
      "Il venerdì l'utente di solito è stanco dopo il lavoro e preferisce una serata tranquilla.",
      "L'utente va a trovare i genitori una domenica sì e una no.",
      "L'utente legge mezz'ora ogni sera prima di dormire.",
      "Il lunedì e il giovedì l'utente lavora da casa.",
    ],
    lasting_condition: [
      "L'utente è celiaco e non può mangiare glutine.",
      "L'utente ha una forte allergia alle punture d'ape.",
      "L'utente soffre di emicrania cronica dall'adolescenza.",
    ],
    time_preference: [
      "L'utente preferisce fissare le telefonate prima di pranzo.",
      "L'utente vuole ricevere i promemoria la sera prima, non il giorno stesso.",
      "L'utente preferisce allenarsi a tarda sera.",
    ],
    dated_past: [
      "L'utente si è trasferito a Lione nel 2019.",
      "L'utente ha preso il dottorato in chimica nel 2016.",
      "Da bambino l'utente ha vissuto tre anni a Seul.",
    ],
    life_plan: [
      "L'utente vuole andare in pensione in Portogallo.",
      "L'utente mette da parte soldi per comprare un giorno una casa in campagna.",
    ],
    title_quote: [
      "Il romanzo preferito dell'utente è «Cent'anni di solitudine».",
      "L'utente adora la canzone «Domani è un altro giorno» di Ornella Vanoni.",
      "Il motto dell'utente è «Non rimandare a domani quello che puoi fare oggi».",
    ],
    lasting_work: [
      "L'utente fa l'infermiera in terapia intensiva, nei turni di notte.",
      "L'utente è tecnico informatico in ospedale e fa la reperibilità a turno.",
    ],
    for_years_since: ["L'utente vive nello stesso appartamento da più di dieci anni.", "L'utente è vegetariana dal 2012."],
  }),
];
