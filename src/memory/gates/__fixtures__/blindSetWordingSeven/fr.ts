import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    temp_preference: [
      "Cette semaine, l'utilisateur préfère le thé vert au café.",
      "Ces derniers temps, l'utilisateur est à fond dans les playlists lo-fi.",
      'Pour l’instant, utilise Firefox comme navigateur principal.',
    ],
    trial: [
      'Est en train d’essayer un bureau debout pour voir si ça soulage son dos.',
      'Teste si le lait d’avoine lui convient mieux que le lait de vache.',
    ],
    temp_diet: [
      'Supprime les glucides pendant quelques semaines avant son mariage.',
      'Fait une cure de jus de sept jours et en est au troisième.',
    ],
    whereabouts: [
      "L'utilisateur est actuellement en déplacement professionnel à Lisbonne.",
      'Est dans le TGV pour Marseille en ce moment.',
    ],
    device_state: [
      "L'écran de son téléphone est fissuré, il dépanne avec une vieille tablette en attendant.",
      'Son ordinateur portable est en réparation, il utilise celui qu’on lui a prêté.',
    ],
    interrupted_habit: [
      'A arrêté de courir le temps que sa blessure au genou guérisse.',
      'A mis ses cours de piano entre parenthèses jusqu’après le déménagement.',
    ],
    event_feeling: [
      "A été agacé par l'entretien d'hier avec sa responsable.",
      "S'est senti très fier après sa présentation trimestrielle.",
    ],
    waiting: ['Attend les résultats de sa prise de sang.', "Attend une réponse après son entretien d'embauche chez Decathlon."],
    deadline: ['Doit encore passer son partiel de statistiques ce semestre.'],
    probability: ["L'utilisateur est sans doute gaucher.", 'Travaille probablement dans la finance.'],
    one_instance: ['Semble aimer les chats puisqu’il en a parlé une fois.'],
    third_party: ["D'après son colocataire, l'utilisateur déteste la musique forte."],
  }),
  ...group('fr', 'accept', {
    long_duration: [
      'Est végétarien depuis dix ans.',
      'Joue du violoncelle depuis l’enfance.',
      'Vit avec un diabète de type 1 depuis plus de vingt ans.',
    ],
    dated_past: [
      'A obtenu son diplôme à Sciences Po en 2014.',
      "S'est installé à Montréal en 2009, en venant de Nantes.",
      'A couru son premier marathon à Paris en 2018.',
    ],
    habit_time: [
      'Va nager tous les mardis et jeudis matin.',
      'Lit toujours une demi-heure avant de dormir.',
      'Appelle sa mère chaque dimanche soir.',
    ],
    long_plan: ["Rêve d'ouvrir un jour une petite boulangerie.", "Compte s'installer en Bretagne à la retraite."],
    stable_negation: ['Ne boit jamais de café.', 'Ne mange pas de porc.', "N'a jamais eu de voiture et préfère le vélo."],
    title_time: [
      'Son roman préféré est « Cent ans de solitude ».',
      'Adore le film « Avant l’aube ».',
      'Son poème préféré est « Demain, dès l’aube » de Victor Hugo.',
    ],
    profession_time: [
      'Est infirmière de nuit dans un hôpital pour enfants.',
      'Est prévisionniste météo pour une chaîne régionale.',
      'Est médecin urgentiste.',
    ],
    currently_lasting: [
      'Habite actuellement à Lyon avec sa compagne et leurs deux enfants.',
      'Est actuellement ingénieur logiciel dans une banque.',
    ],
  }),
];
