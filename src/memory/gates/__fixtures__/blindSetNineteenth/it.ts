// Italia: un export di WhatsApp da Android, una catena di risposte di Outlook, un SMS di Intesa Sanpaolo, la trascrizione
// di una call su Teams, la chat dell'assistenza TIM, un log applicativo, apt in italiano e un esito di pagamento in JSON.
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: 'Famiglia',
  email_chain: 'Lavoro',
  sms_code: 'Banca',
  transcript: 'Riunioni',
  support_chat: 'Internet',
  log_lines: 'Server',
  terminal_output: 'Linux',
  api_json: 'Pagamenti',
  messenger_choice: 'Messaggi',
  export_habit: 'Backup',
  commit_language: 'Git',
  log_tooling: 'Log',
  subtitles: 'Film',
  quoted_line: 'Film',
  format_instruction: 'Risposte',
  oncall_job: 'Lavoro',
};

export const it = [
  ...nineteenthCases('it', 'refuse', subjects, {
    chat_export: ["14/03/26, 21:14 - Mamma: Domenica vieni a pranzo?\n14/03/26, 21:16 - Tu: Sì, verso l'una."],
    email_chain: [
      'Da: Giulia Romano <giulia.romano@studioverdi.it>\nInviato: martedì 3 marzo 2026 16:12\nA: Marco Bianchi\nOggetto: R: Preventivo secondo trimestre\nCiao Marco, riesci a confermare entro venerdì?',
    ],
    sms_code: ['SMS inoltrato: "Intesa Sanpaolo: il codice per autorizzare l\'operazione è 482913. Non comunicarlo a nessuno."'],
    transcript: [
      'Trascrizione della call su Teams: 00:14:32 Luca Ferri: Andiamo in produzione il 20. 00:14:41 Sara Conti: Solo dopo il collaudo.',
    ],
    support_chat: [
      "Chat con l'assistenza TIM: Operatore Davide: Grazie per l'attesa. Tu: Quando torna la linea? Operatore Davide: L'intervento è previsto per domani tra le 8 e le 13.",
    ],
    log_lines: ['14/03/2026 02:17:45 [ERRORE] Impossibile connettersi al database "ordini": timeout scaduto'],
    terminal_output: [
      'Lettura elenco dei pacchetti... Fatto\nGenerazione albero delle dipendenze... Fatto\nE: Impossibile trovare il pacchetto libssl1.1',
    ],
    api_json: ['{"esito":"KO","messaggio":"Carta scaduta","importo":"59,90 €","data":"14/03/2026"}'],
  }),
  ...nineteenthCases('it', 'accept', subjects, {
    messenger_choice: ['Preferisce Telegram a WhatsApp per i gruppi di lavoro.'],
    export_habit: ['Ogni mese esporta le chat di WhatsApp come backup.'],
    commit_language: ['Scrive i messaggi di commit in inglese.'],
    log_tooling: ["Legge i log con less invece di aprirli nell'editor."],
    subtitles: ['Guarda i film in lingua originale con i sottotitoli.'],
    quoted_line: ["Cita spesso la battuta «Che cos'è il genio? È fantasia, intuizione, decisione e velocità d'esecuzione» di Amici miei."],
    format_instruction: ['Nelle risposte vuole i log sempre in un blocco di codice, senza tagliare le righe.'],
    oncall_job: ['Fa il SRE ed è reperibile una settimana su quattro.'],
  }),
];
