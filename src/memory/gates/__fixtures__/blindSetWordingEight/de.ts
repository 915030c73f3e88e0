import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    extraction_temporary: [
      'Der Nutzer erwähnte, dass er gerade bei einem Freund auf dem Sofa schläft.',
      'Nutzer sagte, er dürfe wegen einer Zahn-OP vorerst nur Suppe essen.',
      'Der Nutzer gab an, bis zum Ende der Renovierung bei seinen Eltern zu wohnen.',
    ],
    extraction_speculative: [
      'Der Nutzer ist anscheinend Linkshänder, nach einem Foto zu urteilen.',
      'Nutzer deutete an, dass er eventuell schwanger sein könnte.',
    ],
    unaccented: [
      'nutzer ist bis donnerstag krankgeschrieben, ab montag wieder im buero',
      'Nutzer darf wegen Medikamenten grad keinen Kaffee trinken, noch ca. eine Woche',
    ],
    code_switch: ['Nutzer ist until Sunday in Hamburg auf einer Hochzeit.', 'Der Nutzer arbeitet this week komplett im Homeoffice.'],
    regional: [
      'Nutzer ist heuer im Jänner auf Kur in Bad Ischl.',
      'Der Nutzer ist diese Woche im Tessin in den Ferien und nicht erreichbar.',
    ],
    cultural_event: [
      'Nutzer fastet dieses Jahr zum ersten Mal im Ramadan.',
      'Der Nutzer verzichtet in dieser Fastenzeit auf Alkohol.',
      'Nutzer ist dieses Jahr auf dem Oktoberfest und trinkt deshalb diese Woche viel Bier.',
    ],
    marked_uncertain: ['Nutzer mag Jazz (?)', 'Nutzer ist Vegetarier??', 'Nutzer bevorzugt vielleicht Android… 🤔'],
    life_phase: ['Der Nutzer ist bis Juni im Auslandssemester in Lissabon.', 'Nutzer ist noch bis zum Frühling in Elternzeit.'],
    borrowed: ['Nutzer hat sich das Auto seines Nachbarn geliehen, bis seins aus der Werkstatt kommt.'],
    conditional_wish: ['Der Nutzer würde jeden Morgen joggen gehen, wenn es endlich aufhören würde zu regnen.'],
    first_impression: ['Nach der ersten Folge findet der Nutzer die neue Krimiserie langweilig.'],
  }),
  ...group('de', 'accept', {
    yearly_custom: [
      'Nutzer fastet jedes Jahr im Ramadan.',
      'Der Nutzer geht jedes Jahr mit seinen Freunden aufs Oktoberfest.',
      'Nutzer verzichtet jedes Jahr in der Fastenzeit auf Süßigkeiten.',
    ],
    dated_phase: [
      'Der Nutzer hat 2013 ein Auslandssemester in Madrid gemacht.',
      'Nutzer war von März bis Oktober 2021 in Elternzeit.',
      'Der Nutzer hat 2018 ein Sabbatjahr in Neuseeland verbracht.',
    ],
    dialect_preference: ['Nutzer bevorzugt Schweizer Rechtschreibung ohne ß.', 'Der Nutzer mag es, wenn man mit ihm auf Bairisch redet.'],
    uncertainty_preference: [
      'Nutzer möchte, dass der Assistent "vielleicht" oder "ich bin nicht sicher" sagt, wenn er unsicher ist.',
      'Der Nutzer wünscht sich bei Schätzungen immer eine Angabe zur Sicherheit.',
      'Nutzer mag keine ausweichenden Antworten und bevorzugt klare Empfehlungen.',
    ],
    title_hedge: [
      'Das Lieblingslied des Nutzers ist "Vielleicht" von Bosse.',
      'Nutzer liebt den Film "Lola rennt".',
      'Das Lieblingsbuch des Nutzers ist "Vielleicht morgen" von Guillaume Musso.',
    ],
    profession_phase: [
      'Der Nutzer arbeitet als Bewährungshelfer in Graz.',
      'Nutzer ist Koordinator für Austauschlehrer an einer Sprachschule.',
    ],
    extraction_stable: [
      'Der Nutzer erwähnte, dass er immer die Treppe statt des Aufzugs nimmt.',
      'Nutzer sagte, er sei seit zwölf Jahren Veganer.',
      'Der Nutzer gab an, jeden Abend vor dem Schlafen zu lesen.',
    ],
    unaccented_lasting: [
      'nutzer isst kein schweinefleisch, noch nie',
      'nutzer mag kaesespaetzle und apfelstrudel sehr gern',
      'Nutzer trinkt am liebsten Gruentee ohne Zucker',
    ],
  }),
];
