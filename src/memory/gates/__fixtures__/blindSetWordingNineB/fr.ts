import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    natural_state: [
      "L'utilisateur a un gros rhume.",
      "L'utilisateur a un coup de soleil sur le dos.",
      "L'utilisateur est en grève avec ses collègues de la SNCF.",
    ],
    grammar_guess: ["L'utilisateur serait médecin, d'après ses questions.", "L'utilisateur aurait deux enfants."],
    guessed_range: [
      "L'utilisateur doit avoir la quarantaine, à vue de nez.",
      "L'utilisateur a une trentaine ou une quarantaine d'élèves, pas sûr.",
    ],
    extraction_note: ["Employeur de l'utilisateur : Renault (non confirmé)"],
    dependent_span: ["Tant que ses parents sont chez lui, l'utilisateur dort sur le canapé."],
    open_decision: ["L'utilisateur n'a pas encore décidé s'il accepte le poste à Lyon."],
    others_belief: ["Les amis de l'utilisateur pensent qu'il est surmené."],
  }),
  ...group('fr', 'accept', {
    chronic_condition: [
      "L'utilisateur est asthmatique et a toujours sa Ventoline.",
      "L'utilisateur a une maladie de Crohn diagnostiquée il y a dix ans.",
    ],
    lasting_measure: ["L'utilisateur mesure environ 1,80 m.", "L'utilisateur travaille dans l'informatique depuis une vingtaine d'années."],
    confirmed_fact: ["Employeur de l'utilisateur : Renault (confirmé par l'utilisateur)."],
    profession_word: ["L'utilisateur est frigoriste."],
    approximate_preference: ["L'utilisateur préfère des ordres de grandeur plutôt que des chiffres précis."],
    title_word: ["Le film préféré de l'utilisateur est « Un jour peut-être »."],
    modal_lasting: ["L'utilisateur aimerait vivre un jour au bord de la mer.", "L'utilisateur doit prendre de l'insuline tous les jours."],
    habitual_while: ["L'utilisateur écoute des podcasts en faisant la vaisselle."],
  }),
];
