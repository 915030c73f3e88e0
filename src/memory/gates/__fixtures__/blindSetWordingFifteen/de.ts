import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    mood_now: [
      'Ist heute genervt.',
      'Der Nutzer ist wegen der Prüfung morgen total gestresst.',
      'Fühlt sich gerade ziemlich niedergeschlagen.',
      'Nach der Nachtschicht völlig erschöpft.',
      'Die Nutzerin ist momentan schlecht gelaunt.',
    ],
    craving: ['Hat heute Abend Lust auf Pizza.', 'Der Nutzer hat gerade Heißhunger auf Schokolade.'],
    guess: [
      'Scheint Vegetarier zu sein.',
      'Ist wohl eher introvertiert.',
      'Den Fragen nach vermutlich Student.',
      'Der Nutzer hat anscheinend Kinder.',
      'Lebt offenbar allein.',
    ],
    hedged_health: [
      'Ich glaube, ich habe vielleicht eine Laktoseintoleranz.',
      'Der Nutzer vermutet, dass er eine Glutenunverträglichkeit haben könnte.',
      'Hat wahrscheinlich Heuschnupfen.',
    ],
  }),
  ...group('de', 'accept', {
    lasting_feeling: [
      'Hat Höhenangst.',
      'Wird im Flugzeug immer nervös.',
      'Fühlt sich in Lissabon zu Hause.',
      'Der Nutzer hat Angst vor Hunden.',
    ],
    taste: ['Hasst Koriander.', 'Liebt Jazz, vor allem Miles Davis.', 'Kann Horrorfilme nicht ausstehen.'],
    stated_trait: ['Ich bin introvertiert.', 'Der Nutzer ist Vegetarier.', 'Die Nutzerin arbeitet als Krankenpflegerin.'],
    diagnosed: [
      'Bei mir wurde eine Laktoseintoleranz diagnostiziert.',
      'Hat Asthma und trägt immer ein Spray bei sich.',
      'Die Nutzerin ist seit ihrer Kindheit Typ-1-Diabetikerin.',
    ],
    title: ['Lieblingsroman: „Bonjour tristesse“ von Françoise Sagan.', 'Das Lieblingslied des Nutzers ist „Happy“ von Pharrell Williams.'],
  }),
];
