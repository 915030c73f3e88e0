import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const de: readonly BlindCase[] = [
  ...grouped('de', 'refuse', {
    now_state: ['Der Nutzer sitzt gerade am Flughafen.', 'Der Nutzer steckt auf dem Heimweg im Stau.'],
    near_plan: [
      'Der Nutzer fliegt nächsten Dienstag nach Lissabon.',
      'Der Nutzer holt am Freitag das neue Auto ab.',
      'Der Nutzer zieht Ende des Monats bei seiner Freundin ein.',
    ],
    mood_illness: [
      'Der Nutzer ist heute Abend ziemlich down.',
      'Der Nutzer liegt mit einer Erkältung flach.',
      'Der Nutzer hat einen Kater.',
    ],
    one_off: [
      'Der Nutzer hat den letzten Zug verpasst und ist Taxi gefahren.',
      'Der Nutzer hat heute früh Kaffee über den Laptop gekippt.',
      'Der Nutzer hat bei der Weihnachtsfeier die Tombola gewonnen.',
    ],
    guess_hearsay: [
      'Der Nutzer könnte Krankenpfleger sein.',
      'Laut einem Kollegen zieht der Nutzer nach Berlin um.',
      'Der Nutzer soll angeblich Veganer sein.',
    ],
    ends_with_event: [
      'Der Nutzer wohnt bei einem Freund, bis die neue Wohnung fertig ist.',
      'Der Nutzer läuft an Krücken, bis der Gips abkommt.',
      'Der Nutzer lebt aus dem Koffer, bis die Umzugsfirma kommt.',
    ],
    chat: ['nutzer grad im gym lol', 'nutzer mega müde atm 😴', 'nutzer pennt morgen bei mama'],
    trailing_hedge: ['Der Nutzer arbeitet bei einer Bank, glaube ich.', 'Der Nutzer hat zwei Schwestern, wenn ich mich nicht irre.'],
  }),
  ...grouped('de', 'accept', {
    habit_time: [
      'Der Nutzer joggt jeden Morgen vor der Arbeit.',
      'Der Nutzer trinkt nach dem Abendessen immer Tee.',
      'Der Nutzer liest jeden Abend eine Stunde.',
    ],
    past_dated: [
      'Der Nutzer hat 2015 sein Studium abgeschlossen.',
      'Der Nutzer ist im März 2018 nach Kanada ausgewandert.',
      'Der Nutzer hat letztes Jahr im Juni geheiratet.',
    ],
    lasting_condition: ['Der Nutzer hat Typ-1-Diabetes.', 'Der Nutzer ist farbenblind.', 'Der Nutzer ist allergisch gegen Penicillin.'],
    time_preference: [
      'Der Nutzer legt Besprechungen am liebsten auf den Vormittag.',
      'Der Nutzer möchte Erinnerungen am Sonntagabend bekommen.',
      'Der Nutzer will nach 22 Uhr keine Benachrichtigungen.',
    ],
    title_name: ['Der Lieblingsfilm des Nutzers ist „Before Sunrise“.', 'Der Nutzer spielt Gitarre in einer Band namens „Morgen früh“.'],
    quoted: ['Das Motto des Nutzers lautet „Lebe im Jetzt“.', '„Heute hier, morgen dort“ ist das Lieblingslied des Nutzers.'],
    for_years: ['Der Nutzer ernährt sich seit Jahren vegetarisch.', 'Der Nutzer arbeitet seit zwölf Jahren als Krankenpfleger.'],
    since_year: ['Der Nutzer wohnt seit 2019 in Oslo.', 'Der Nutzer spielt seit seiner Kindheit Schach.'],
    recurring_day: ['Der Nutzer spielt jeden Donnerstag Fußball.', 'Der Nutzer ruft sonntags seine Mutter an.'],
  }),
];
