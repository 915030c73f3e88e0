import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    chat_now: ['grad mega im Stress wegen der Deadline', 'Der Nutzer ist gerade knapp bei Kasse, bis zum Zahltag.'],
    negated_state: ['Der Nutzer schläft seit ein paar Wochen nicht gut.', 'isst seit Montag kaum was'],
    intention: [
      'Der Nutzer überlegt, vielleicht auf ein MacBook umzusteigen.',
      'Falls das Visum klappt, zieht die Nutzerin evtl. nach Kanada.',
    ],
    reported: ['Die Nutzerin sagt, sie sei heute total erschöpft.', 'Laut Nutzer hat er heute Kopfschmerzen.'],
    impression: [
      'Klingt so, als wäre der Nutzer ziemlich ausgebrannt.',
      'Der Nutzer macht den Eindruck, mit dem neuen Job unzufrieden zu sein.',
    ],
    event_bound: ['Bis zur Prüfung lernt der Nutzer jeden Abend.', 'Kann nicht Rad fahren, bis der Gips ab ist.'],
    outage: [
      'Kein WLAN in der Wohnung, der Nutzer arbeitet im Café.',
      'Bei der Nutzerin gibt es kein warmes Wasser.',
      'kein Strom im Haus seit dem Sturm',
    ],
  }),
  ...group('de', 'accept', {
    colloquial_taste: [
      'Koriander geht gar nicht, mochte ich noch nie.',
      'Der Nutzer feiert alles mit Matcha.',
      'Ist ein riesiger Fan von Geschichtspodcasts.',
    ],
    chronic: ['Die Nutzerin hat Neurodermitis, schon immer.', 'lebt mit chronischer Migräne'],
    weekday_routine: ['Jeden Dienstag geht die Nutzerin zum Chor.', 'Der Nutzer hat immer mittwochs Homeoffice.'],
    year_plan: ['Der Nutzer plant, 2029 nach Neuseeland auszuwandern.', 'Will 2028 den Jakobsweg laufen.'],
    title_name: ['Lieblingslied: "Tage wie diese" von den Toten Hosen.', 'Die Band des Nutzers heißt "Müde Montage".'],
    deadline_project: [
      'Die Nutzerin schreibt ihre Doktorarbeit, Abgabe im März 2028.',
      'Langzeitprojekt: Umbau eines alten Bauernhofs, Fertigstellung bis 2029 geplant.',
    ],
    self_trait: ['Ich bin ein Frühaufsteher.', 'Der Nutzer beschreibt sich selbst als Nachteule.'],
  }),
];
