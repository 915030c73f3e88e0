import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    code_now: [
      "L'utente sta cercando di risolvere un bug che manda in crash l'app.",
      'Il deploy di oggi continua a fallire.',
      'Sta aspettando la code review della sua merge request.',
    ],
    device_now: [
      'Il portatile è in assistenza questa settimana.',
      'La prova gratuita di Photoshop scade domenica.',
      'La nuova tastiera meccanica arriva domani.',
    ],
    work_now: [
      'Oggi in ufficio è giù tutto per un guasto ai server.',
      "Sta preparando l'esame di certificazione Cisco e studia fino a tardi.",
    ],
  }),
  ...group('it', 'accept', {
    lasting_code: [
      'Mantiene una libreria open source per la gestione delle date.',
      'Scrive firmware in Rust per dispositivi embedded.',
      'Preferisce pull request piccole e frequenti.',
    ],
    lasting_devices: ['Usa Linux dal 2010.', 'Programma sempre con vim.', 'Tiene il backup di tutto su un NAS.'],
    lasting_work: ['È uno sviluppatore backend senior.', 'Lavora nel team pagamenti di una banca.'],
  }),
];
