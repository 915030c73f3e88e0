import { group } from './cases';

export const DE = [
  ...group('de', 'accept', {
    faith: ['Ist praktizierende Katholikin und geht jeden Sonntag zur Messe.', 'Ich glaube nicht an Horoskope.'],
    firm_opinion: ['Findet Tabs zum Einrücken besser als Leerzeichen.', 'Ich halte Lissabon für die lebenswerteste Stadt Europas.'],
    principle: ['Glaubt fest daran, dass jedes Kind schwimmen lernen sollte.', 'Ich bin überzeugt, dass man ein Auto bar bezahlen sollte.'],
    self_view: ['Hält sich für introvertiert.', 'Ich weiß, dass ich in Mathe schlecht bin, deshalb prüfe ich jede Rechnung zweimal.'],
    uncertainty_habit: [
      'Traut Wetter-Apps grundsätzlich nicht und hat immer einen Schirm dabei.',
      'Ich rechne auf Reisen immer mit dem Schlimmsten.',
    ],
    hedged_taste: ['Bevorzugt auf Langstreckenflügen auf jeden Fall einen Gangplatz.', 'Ich bin bestimmt kein Morgenmensch.'],
    doubt_name: ['Ihr Lieblingsfilm ist „Vielleicht lieber morgen“.', 'Ich trinke meinen Kaffee am liebsten im Café Vielleicht.'],
    other_belief: [
      'Ihr Mann ist Buddhist.',
      'Meine Eltern sind strenggläubige Muslime, deshalb gibt es bei Familienfesten keinen Alkohol.',
    ],
  }),
  ...group('de', 'refuse', {
    control_guess: [
      'Wirkt heute gestresst.',
      'Ist vielleicht schwanger.',
      'Zieht wahrscheinlich nächstes Jahr um.',
      'Der Assistent vermutet, dass die Nutzerin Studentin ist.',
    ],
  }),
];
