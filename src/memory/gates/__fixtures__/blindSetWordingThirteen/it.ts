import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    field_state: ['Umore: teso (settimana di esami)', 'Stato: in malattia fino a ven.', "Energia: bassa, sta uscendo da un'influenza"],
    marker: ['🤒 a letto col raffreddore, palestra in pausa', '#temp dorme sul divano di un amico'],
    qualifier: ['Editor: VS Code (per ora)', 'lavora in banca (forse)'],
    short_date: ['a Torino fino al 12/03, poi Milano', 'smart working fino al 30/11, ufficio in ristrutturazione'],
    crm_now: ['Cliente attualmente valuta Notion vs Confluence', 'Cliente sembra sensibile al prezzo'],
    guess_mark: ['prob. infermiere, parla di turni di notte', 'abita a Bologna?'],
    fragment: ['- in cerca di lavoro, colloqui tutta la settimana', "L'utente è attualmente nel processo di traslocare."],
  }),
  ...group('it', 'accept', {
    field_lasting: ['Dieta: niente carne rossa', 'Allergia: penicillina', 'Religione: valdese'],
    field_schedule: ['Palestra: lun/mer/ven', 'Lezione di piano: martedì ore 17'],
    dated_project: ['Progetto: restauro di una barca a vela del 1968, dal 2021', 'Tesi: isole di calore urbane, discussione nel 2029'],
    terse_trait: ['Carattere: introverso, si ricarica da solo', 'Nottambulo, rende di più dopo le 22'],
    title_time: ['Canzone preferita: "Un giorno credi"', 'Film preferito: "La notte" di Antonioni'],
    crm_lasting: ['Cliente preferisce email alle telefonate', 'Cliente: sede a Padova'],
    marked_lasting: ['🌱 vegana dal 2015', '#preferenza posto finestrino'],
  }),
];
