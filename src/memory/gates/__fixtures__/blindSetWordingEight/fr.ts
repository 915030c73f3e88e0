import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    extraction_temporary: [
      "L'utilisateur a dit qu'en ce moment il dort chez un ami en attendant son nouvel appartement.",
      "L'utilisateur a mentionné qu'il ne mange que de la soupe depuis son opération des dents.",
      "L'utilisateur a indiqué qu'il loge chez ses parents le temps des travaux.",
    ],
    extraction_speculative: [
      "L'utilisateur serait gaucher, d'après une photo qu'il a décrite.",
      "L'utilisateur a laissé entendre qu'il pourrait être enceinte.",
    ],
    unaccented: [
      "utilisateur est en arret maladie jusqu'a jeudi, de retour lundi",
      "aujourdhui l'utilisateur bosse de chez lui, demain au bureau",
    ],
    code_switch: ["L'utilisateur est à Londres until Friday pour un séminaire.", "L'utilisateur travaille en remote this week."],
    regional: [
      "L'utilisateur est en vacances à Gaspé pour la fin de semaine.",
      "L'utilisateur est pogné dans le trafic et va être en retard à soir.",
    ],
    cultural_event: [
      "L'utilisateur fait le ramadan cette année pour la première fois.",
      "L'utilisateur a arrêté le chocolat pour le carême cette année.",
      "L'utilisateur guette les promos du Black Friday cette semaine pour une télé.",
    ],
    marked_uncertain: ["L'utilisateur aime le jazz (?)", "L'utilisateur est végétarien ??", "L'utilisateur préfère Android peut-être… 🤔"],
    life_phase: [
      "L'utilisateur est en semestre d'échange à Montréal jusqu'en juin.",
      "L'utilisateur est en congé parental jusqu'au printemps.",
    ],
    borrowed: ["L'utilisateur emprunte la voiture de sa voisine pendant que la sienne est au garage."],
    conditional_wish: ["L'utilisateur irait courir tous les matins s'il arrêtait de pleuvoir."],
    first_impression: ["Après un seul épisode, l'utilisateur trouve la nouvelle série policière ennuyeuse."],
  }),
  ...group('fr', 'accept', {
    yearly_custom: [
      "L'utilisateur fait le ramadan chaque année.",
      "Chaque année, l'utilisateur fête le Nouvel An lunaire avec sa famille.",
      "L'utilisateur renonce à la viande le vendredi pendant le carême, chaque année.",
    ],
    dated_phase: [
      "L'utilisateur a fait un semestre d'échange à Berlin en 2014.",
      "L'utilisateur a pris une année sabbatique en 2019 pour voyager en Amérique du Sud.",
      "L'utilisateur a été en congé parental de mars à octobre 2021.",
    ],
    dialect_preference: [
      "L'utilisateur préfère les expressions québécoises comme « fin de semaine » et « courriel ».",
      "L'utilisateur veut qu'on dise septante et nonante comme en Suisse.",
    ],
    uncertainty_preference: [
      "L'utilisateur préfère que l'assistant dise « peut-être » ou « je ne suis pas sûr » quand il doute.",
      "L'utilisateur veut que les estimations indiquent un niveau de confiance.",
      "L'utilisateur n'aime pas les réponses évasives et préfère une recommandation claire.",
    ],
    title_hedge: [
      "La chanson préférée de l'utilisateur est « Peut-être toi » de Mylène Farmer.",
      "L'utilisateur adore le film « Demain tout commence ».",
      "Le livre préféré de l'utilisateur est « Demain » de Guillaume Musso.",
    ],
    profession_phase: [
      "L'utilisateur est conseiller pénitentiaire d'insertion et de probation.",
      "L'utilisateur est professeur dans un programme d'échange franco-allemand.",
    ],
    extraction_stable: [
      "L'utilisateur a mentionné qu'il prend toujours l'escalier plutôt que l'ascenseur.",
      "L'utilisateur a dit qu'il est végan depuis douze ans.",
      "L'utilisateur a indiqué qu'il lit tous les soirs avant de dormir.",
    ],
    unaccented_lasting: [
      'utilisateur adore la creme brulee et le cafe au lait',
      "l'utilisateur ne mange pas de porc, jamais",
      'utilisateur prefere le the vert sans sucre',
    ],
  }),
];
