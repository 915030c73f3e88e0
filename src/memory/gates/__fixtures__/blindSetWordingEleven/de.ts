import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    mood: ['Nutzer ist heute total gestresst wegen der Steuererklärung.', 'Ich bin grad ziemlich schlecht drauf.'],
    illness: ['Der Nutzer hat seit gestern Magen-Darm und liegt flach.', 'Hat sich das Knie verdreht, kann momentan nicht joggen.'],
    travel_now: ['Der Nutzer ist diese Woche auf Dienstreise in Wien.', 'bin bis 12.05. in Griechenland im Urlaub'],
    week_plan: ['Nutzer will am Samstag den Keller entrümpeln.', 'Der Nutzer hat am Donnerstag ein Vorstellungsgespräch.'],
    waiting: ['Die Nutzerin wartet noch auf die Zusage für die Wohnung.'],
    trial: ['Der Nutzer probiert testweise Linux auf seinem Laptop aus.', 'teste diesen Monat intermittierendes Fasten'],
    short_situation: ['Die Heizung in der Wohnung des Nutzers ist kaputt, bis der Handwerker kommt.'],
    guess: ['Der Nutzer ist vermutlich Lehrer.', 'wahrscheinlich aus Bayern (Dialekt)'],
    inferred_trait: ['Die Nutzerin wirkt eher ungeduldig.'],
  }),
  ...group('de', 'accept', {
    lasting_preference: ['Der Nutzer trinkt seinen Kaffee schwarz, ohne Zucker.', 'Ich mag keine Horrorfilme.'],
    habit: ['Schreibt Commit-Messages immer auf Englisch.', 'Der Nutzer plant seine Woche jeden Sonntagabend.'],
    fact: ['Der Nutzer ist gelernter Schreiner und wohnt in Freiburg.', 'Die Nutzerin hat einen Sohn (geb. 2019).'],
    long_project: [
      'Der Nutzer entwickelt seit 2021 eine Open-Source-App für Vereinsverwaltung.',
      'Projekt: Restaurierung eines VW-Käfers von 1972, läuft seit Jahren.',
    ],
    allergy: ['Der Nutzer hat eine Nussallergie.', 'allergisch gegen Katzenhaare'],
    routine: ['Der Nutzer geht jeden Dienstag und Donnerstag schwimmen.', 'Ich lese jeden Abend vor dem Schlafen.'],
    dated_title: [
      'Lieblingsfilm des Nutzers: "Und täglich grüßt das Murmeltier".',
      'Der Nutzer mag das Lied "Heute hier, morgen dort" von Hannes Wader.',
    ],
    future_plan: ['Die Nutzerin wird auch künftig nur vegetarisch kochen.'],
  }),
];
