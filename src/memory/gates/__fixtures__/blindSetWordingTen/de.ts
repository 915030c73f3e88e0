import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    temporary_state: ['Die Nutzerin ist gerade schwanger.', 'bin grad krank, hab ne fiese Erkaltung'],
    temporary_whereabouts: ['Der Nutzer ist bis Freitag geschäftlich in München.', 'Ich wohne die nächsten zwei Wochen bei meinen Eltern.'],
    temporary_diet: [
      'Der Nutzer verzichtet in der Fastenzeit auf Süßigkeiten.',
      'Der Nutzer macht gerade eine Diät und isst abends keine Kohlenhydrate.',
    ],
    temporary_project: ['Der Nutzer renoviert zurzeit seine Küche.', 'Die Nutzerin schreibt momentan an ihrer Masterarbeit.'],
    temporary_plan: ['Der Nutzer geht am Samstag auf ein Konzert.'],
    speculation: ['Der Nutzer ist vermutlich Linkshänder.', 'Die Nutzerin zieht eventuell nächstes Jahr nach Wien.'],
    hearsay: ['Angeblich wird die Firma des Nutzers verkauft.', 'Laut seiner Schwester schnarcht der Nutzer.'],
    hedge: ['Ich glaube, ich bin laktoseintolerant, bin mir aber nicht sicher.', 'Der Nutzer scheint eher Tee zu mögen.'],
  }),
  ...group('de', 'accept', {
    habit: [
      'Der Nutzer joggt jeden Morgen vor der Arbeit.',
      'Ich rufe jeden Sonntag meine Oma an.',
      'Die Nutzerin fährt täglich mit dem Rad zur Arbeit.',
    ],
    usual: [
      'Der Nutzer trinkt normalerweise grünen Tee statt Kaffee.',
      'Ich gehe meistens gegen Mitternacht schlafen.',
      'Der Nutzer bucht gewöhnlich einen Fensterplatz.',
    ],
    chronic_condition: ['Der Nutzer hat seit seiner Kindheit Asthma.', 'Die Nutzerin hat Typ-1-Diabetes.'],
    profession_time: [
      'Der Nutzer arbeitet im Nachtdienst als Krankenpfleger.',
      'Die Nutzerin ist Meteorologin und erstellt Wettervorhersagen.',
    ],
    dated_title: ['Der Lieblingsfilm des Nutzers ist „Before Sunrise“.', 'Der Nutzer liebt den Film „Vielleicht lieber morgen“.'],
    past_event: [
      'Der Nutzer wurde 1985 in Leipzig geboren.',
      'Die Nutzerin ist 2019 nach Hamburg gezogen.',
      'Der Nutzer hat 2012 ein Auslandsjahr in den USA gemacht.',
    ],
  }),
];
