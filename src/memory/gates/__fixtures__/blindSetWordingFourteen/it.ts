import { twins } from './cases';

export const IT = twins('it', {
  pref: [
    ["L'utente mangia vegetariano questo mese.", "L'utente mangia vegetariano."],
    ['Probabilmente preferisce la modalità scura.', 'Preferisce la modalità scura.'],
  ],
  fact: [
    ['Abito a Torino per il momento.', 'Abito a Torino.'],
    ["L'utente sarebbe cresciuto a Bari.", "L'utente è cresciuto a Bari."],
  ],
  health: [
    ['Sembra allergico ai crostacei.', 'È allergico ai crostacei.'],
    ["Non bevo alcol fino all'intervento.", 'Non bevo mai alcol.'],
  ],
  work: [
    ["L'utente fa il turno di notte questa settimana.", "L'utente fa sempre il turno di notte."],
    ['Pare che guidi un team di dodici persone.', 'Guida un team di dodici persone.'],
  ],
  family: [
    ['Mia madre vive da noi temporaneamente.', 'Mia madre vive da noi.'],
    ["L'utente forse ha due figli.", "L'utente ha due figli."],
  ],
  plan: [
    ['Magari si prepara per la maratona di Berlino 2027.', 'Si prepara per la maratona di Berlino 2027.'],
    ['Studio coreano in questo semestre.', 'Studio coreano da anni.'],
  ],
  habit: [
    ["Ultimamente l'utente salta la colazione.", "L'utente salta sempre la colazione."],
    ['Durante le vacanze nuoto ogni mattina alle sei.', 'Nei giorni feriali nuoto ogni mattina alle sei.'],
  ],
  instr: [['Rispondi in inglese fino a venerdì.', 'Rispondi in inglese fino a nuovo ordine.']],
});
