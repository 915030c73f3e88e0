import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    code_now: [
      'Der Nutzer sucht gerade einen Race-Condition-Bug im Bestellservice.',
      'Unser Deployment schlägt seit heute Morgen fehl, weil ein Zertifikat abgelaufen ist.',
      'Wartet noch auf das Code-Review für seinen Pull Request.',
    ],
    device_now: [
      'Mein Laptop ist diese Woche in der Reparatur.',
      'Die neue Tastatur kommt morgen an.',
      'Seit dem letzten Update stürzt Outlook bei ihm ständig ab.',
    ],
    work_now: ['Bei der Arbeit ist heute das komplette Netzwerk ausgefallen.', 'Paukt gerade für die Kubernetes-Zertifizierung.'],
  }),
  ...group('de', 'accept', {
    lasting_code: [
      'Pflegt seit Jahren eine Open-Source-Bibliothek zur PDF-Erzeugung.',
      'Schreibt Rust für Mikrocontroller.',
      'Macht lieber kleine, gut überschaubare Pull Requests.',
    ],
    lasting_devices: [
      'Nutzt seit 2010 ausschließlich Linux.',
      'Schaltet automatische Updates grundsätzlich ab.',
      'Sichert alle Daten auf einem NAS im Keller.',
    ],
    lasting_work: ['Arbeitet als Senior-Backend-Entwickler bei einer Versicherung.', 'Ist im Zahlungsverkehr-Team einer Bank.'],
  }),
];
