import { group } from './cases';

export const DE = [
  ...group('de', 'accept', {
    long_pursuit: ['Studiert Medizin in Heidelberg.', 'Ich ziehe meine zwei Kinder allein groß.'],
    nowadays_state: ['Ist jetzt Vegetarier.', 'Ich wohne mittlerweile in Hamburg.'],
    moment_taste: ['Kann Montagmorgen nicht ausstehen.', 'Ich liebe einen ruhigen Sonntagnachmittag.'],
    other_sense: ['Macht die Dinge immer auf die richtige Art, ohne Abkürzungen.', 'Ich mag genau diese Art von Tee: rauchigen Lapsang.'],
    never_time: ['Mochte den Sommer noch nie.', 'Ich mag Freitagabende in der Kneipe nicht.'],
    clock_routine: ['Geht jeden Morgen um 6:30 Uhr schwimmen.', 'Ich kaufe samstags um 8 Uhr auf dem Wochenmarkt ein.'],
    time_name: ['Ist Redakteurin bei der Berliner Morgenpost.', 'Ich lese seit Jahren jede Woche „Die Zeit“.'],
    lasting_body: ['Ist Diabetikerin (Typ 1).', 'Ich muss lebenslang Blutverdünner nehmen.'],
  }),
  ...group('de', 'refuse', {
    control_now: [
      'Arbeitet heute von zu Hause.',
      'Ich bin gerade total müde.',
      'Verzichtet diese Woche auf Zucker.',
      'Ich wohne zurzeit für ein paar Tage bei meiner Schwester.',
    ],
  }),
];
