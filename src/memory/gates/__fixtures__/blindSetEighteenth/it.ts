// Italia: tessera sanitaria, 730, patente, multa della municipale, bolletta, home banking.
import { eighteenthCases } from './cases';

const subjects = {
  health_number: 'Salute',
  tax_number: 'Tasse',
  typo_label: 'Documenti',
  split_value: 'Documenti',
  driving_licence: 'Patente',
  car_fine: 'Auto',
  utility_home: 'Casa',
  bank_login: 'Banca',
  insurer_hospital: 'Salute',
  taxes_abroad: 'Tasse',
  citizenship: 'Passaporto',
  paper_mail: 'Posta',
  licence_renewal: 'Patente',
  ordinary_number: 'Quotidiano',
  form_name: 'Tasse',
};

export const it = [
  ...eighteenthCases('it', 'refuse', subjects, {
    health_number: ['Numero di identificazione della tessera sanitaria, sul retro: 80380 00050 04829 17361.'],
    tax_number: ['Per il 730 precompilato il suo codice fiscale è BNCGLI90E52F205V.'],
    typo_label: ["Codice fisacle del padre (l'ho scritto male nel modulo): VRDLCU58M07H501Q."],
    split_value: [['Il codice fiscale comincia con RSSMRA85, il resto te lo metto nel tag.', 'T10A562S']],
    driving_licence: ['Patente numero U14829173Z, categoria B, rilasciata dalla Motorizzazione di Torino.'],
    car_fine: ['Dal verbale della municipale: targa GH 482 KT, telaio ZFA31200X00891234.'],
    utility_home: ['Bolletta Enel: POD IT001E48291736, codice cliente 728491036, via dei Mille 12, 20129 Milano.'],
    bank_login: ["Per l'home banking Intesa usa il codice titolare 48291736 e l'OTP dell'app, stamattina era 302918."],
  }),
  ...eighteenthCases('it', 'accept', subjects, {
    insurer_hospital: ["Ha l'assicurazione sanitaria integrativa con UniSalute e si fa seguire al Niguarda."],
    taxes_abroad: ['Fa la dichiarazione dei redditi sia in Italia sia in Germania.'],
    citizenship: ['Ha il passaporto italiano e quello tedesco.'],
    paper_mail: ["Preferisce ricevere le comunicazioni dell'Agenzia delle Entrate per posta cartacea."],
    licence_renewal: ['Rinnova la patente ogni dieci anni, dal medico della scuola guida.'],
    ordinary_number: ['Porta il 44 di scarpe.', 'Abita al terzo piano e prende il tram 14 per andare in ufficio.'],
    form_name: ['Compila ogni anno il modello 730 da sola, senza il CAF.'],
  }),
];
