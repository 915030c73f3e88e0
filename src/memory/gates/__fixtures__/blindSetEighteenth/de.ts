// Germany: Krankenkasse, Finanzamt, Rentenversicherung, Führerschein, Knöllchen, Stadtwerke.
import { eighteenthCases } from './cases';

const subjects = {
  health_number: 'Krankenkasse',
  tax_number: 'Steuern',
  pension_number: 'Rente',
  recovery_codes: 'Konten',
  driving_licence: 'Führerschein',
  car_fine: 'Auto',
  utility_home: 'Wohnung',
  typo_label: 'Steuern',
  insurer_hospital: 'Krankenkasse',
  citizenship: 'Pass',
  paper_mail: 'Post',
  form_name: 'Steuern',
  licence_renewal: 'Führerschein',
  ordinary_number: 'Alltag',
  bank_choice: 'Bank',
};

export const de = [
  ...eighteenthCases('de', 'refuse', subjects, {
    health_number: ['Ihre Krankenversichertennummer bei der TK lautet M381752495, steht vorne auf der Gesundheitskarte.'],
    tax_number: ['Steuerliche Identifikationsnummer für die Einkommensteuererklärung: 47 168 039 528.'],
    pension_number: ['Rentenversicherungsnummer laut Sozialversicherungsausweis: 12 150384 M 046.'],
    recovery_codes: ['Hat die Wiederherstellungscodes fürs Microsoft-Konto abgeschrieben: 7KQ2-9XMT, 4RWP-38LD, H6ZN-2V5C.'],
    driving_licence: ['Führerscheinnummer J4105WX8L21, Klasse B und BE seit 2009.'],
    car_fine: ['Vom Knöllchen abgeschrieben: Kennzeichen M-KL 4827, FIN WVWZZZ1K68W123456, Golf in Grau.'],
    utility_home: [
      'Stadtwerke Bremen: Kundennummer 4008291736, Zählernummer 1ESY1160482917, Lieferadresse Hermann-Löns-Str. 14, 28203 Bremen.',
    ],
    typo_label: ['Steuernumer vom Finanzamt Köln-Süd (im Formular so vertippt): 181/815/08150.'],
  }),
  ...eighteenthCases('de', 'accept', subjects, {
    insurer_hospital: ['Ist bei der Techniker Krankenkasse versichert und lässt sich im Klinikum rechts der Isar behandeln.'],
    citizenship: ['Hat einen deutschen und einen italienischen Pass.'],
    paper_mail: ['Möchte Bescheide vom Finanzamt lieber auf Papier als im ELSTER-Postfach bekommen.'],
    form_name: ['Füllt jedes Jahr die Anlage N und die Anlage Kind selbst in ELSTER aus.'],
    licence_renewal: ['Tauscht seinen Führerschein alle fünfzehn Jahre um, wie es vorgeschrieben ist.'],
    ordinary_number: [
      'Trägt Schuhgröße 43, bei Wanderschuhen 44.',
      'Wohnt im 4. Stock ohne Aufzug und fährt mit der Linie 100 zur Arbeit.',
    ],
    bank_choice: ['Ist seit Jahrzehnten Kundin der Sparkasse und zahlt gern 4,95 € Kontoführung im Monat dafür.'],
  }),
];
