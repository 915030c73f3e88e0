import { group } from './cases';

export const FR = [
  ...group('fr', 'accept', {
    faith: ['Est catholique pratiquante et va à la messe tous les dimanches.', "Je ne crois pas du tout à l'astrologie."],
    firm_opinion: [
      'Pense que les tabulations valent mieux que les espaces pour indenter.',
      'Je trouve que Lisbonne est la ville la plus agréable à vivre en Europe.',
    ],
    principle: ['Est convaincu que chaque enfant doit apprendre à nager.', "Je suis persuadée qu'une voiture se paie comptant."],
    self_view: ['Se considère comme introverti.', 'Je sais que je suis nulle en maths, alors je vérifie toujours mes factures deux fois.'],
    uncertainty_habit: [
      'Ne fait jamais confiance aux applis météo et a toujours un parapluie.',
      'Je prévois toujours le pire quand je voyage.',
    ],
    hedged_taste: ['Préfère sans aucun doute le siège côté couloir en long-courrier.', 'Je ne suis certainement pas du matin.'],
    doubt_name: ['Son film préféré est « Peut-être » de Cédric Klapisch.', 'Ma chanson préférée est « Je ne sais pas » de Joyce Jonathan.'],
    other_belief: ['Sa femme est bouddhiste.', 'Mes beaux-parents sont juifs pratiquants, donc on mange casher chez eux.'],
  }),
  ...group('fr', 'refuse', {
    control_guess: [
      "Semble stressée aujourd'hui.",
      'Elle est peut-être enceinte.',
      "Va probablement déménager l'année prochaine.",
      "L'assistant suppose que l'utilisateur est étudiant.",
    ],
  }),
];
