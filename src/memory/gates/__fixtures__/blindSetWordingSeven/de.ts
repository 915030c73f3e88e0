import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    temp_preference: [
      'Nutzer trinkt diese Woche lieber grünen Tee als Kaffee.',
      'Steht in letzter Zeit total auf Lo-Fi-Playlists beim Arbeiten.',
      'Verwendet vorerst Firefox als Hauptbrowser.',
    ],
    trial: [
      'Probiert gerade einen Stehschreibtisch aus, um zu sehen, ob er dem Rücken hilft.',
      'Testet, ob Hafermilch besser vertragen wird als Kuhmilch.',
    ],
    temp_diet: [
      'Verzichtet vor der Hochzeit ein paar Wochen lang auf Kohlenhydrate.',
      'Macht eine siebentägige Saftkur und ist am dritten Tag.',
    ],
    whereabouts: ['Nutzer ist zurzeit auf Dienstreise in Lissabon.', 'Sitzt gerade im ICE nach Hamburg.'],
    device_state: [
      'Das Handydisplay des Nutzers ist gesprungen, deshalb nutzt er übergangsweise ein altes Tablet.',
      'Der Laptop ist in Reparatur, der Nutzer arbeitet mit einem Leihgerät.',
    ],
    interrupted_habit: [
      'Hat das Laufen pausiert, solange die Knieverletzung ausheilt.',
      'Hat den Klavierunterricht bis nach dem Umzug ausgesetzt.',
    ],
    event_feeling: [
      'War über das gestrige Gespräch mit der Chefin verärgert.',
      'War nach der Quartalspräsentation richtig stolz auf sich.',
    ],
    waiting: ['Wartet auf die Ergebnisse der Blutuntersuchung.', 'Wartet noch auf die Rückmeldung zum Vorstellungsgespräch bei SAP.'],
    deadline: ['Hat in diesem Semester noch die Statistikklausur vor sich.'],
    probability: ['Ist vermutlich Linkshänder.', 'Arbeitet wahrscheinlich in der Finanzbranche.'],
    one_instance: ['Scheint ein Katzenmensch zu sein, weil einmal eine Katze erwähnt wurde.'],
    third_party: ['Laut Mitbewohner hasst der Nutzer laute Musik.'],
  }),
  ...group('de', 'accept', {
    long_duration: [
      'Nutzer lebt seit zehn Jahren vegetarisch.',
      'Spielt seit der Kindheit Cello.',
      'Hat seit über zwanzig Jahren Typ-1-Diabetes.',
    ],
    dated_past: [
      'Hat 2014 an der Universität Heidelberg promoviert.',
      'Ist 2009 von Leipzig nach Zürich gezogen.',
      'Ist 2018 in Berlin den ersten Marathon gelaufen.',
    ],
    habit_time: [
      'Geht jeden Dienstag- und Donnerstagmorgen schwimmen.',
      'Liest vor dem Schlafengehen immer eine halbe Stunde.',
      'Ruft jeden Sonntagabend die Mutter an.',
    ],
    long_plan: ['Möchte irgendwann eine kleine Bäckerei eröffnen.', 'Plant, im Ruhestand an die Ostsee zu ziehen.'],
    stable_negation: ['Trinkt niemals Kaffee.', 'Isst kein Schweinefleisch.', 'Hatte nie ein eigenes Auto und fährt lieber Fahrrad.'],
    title_time: [
      'Lieblingsroman ist „Hundert Jahre Einsamkeit“.',
      'Liebt den Film „Before Sunrise“.',
      'Lieblingslied ist „Heute hier, morgen dort“ von Hannes Wader.',
    ],
    profession_time: [
      'Arbeitet als Nachtschwester auf einer Kinderstation.',
      'Ist Meteorologe und macht die Wettervorhersage beim Regionalfernsehen.',
      'Arbeitet als Notarzt.',
    ],
    currently_lasting: [
      'Wohnt derzeit mit Partnerin und zwei Kindern in Freiburg.',
      'Ist derzeit als Softwareentwickler bei einer Bank angestellt.',
    ],
  }),
];
