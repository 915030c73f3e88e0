import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const fr: readonly BlindCase[] = [
  ...grouped('fr', 'refuse', {
    relative_day: [
      "L'utilisateur a un entretien d'embauche après-demain.",
      "L'utilisatrice n'a quasiment pas fermé l'œil la nuit dernière.",
      "L'utilisateur fait à dîner pour ses beaux-parents ce soir.",
    ],
    bounded_future: [
      "L'utilisateur bosse depuis l'agence de Lille pendant les quinze prochains jours.",
      "Jusqu'à la fin du semestre, l'utilisatrice ne boit plus de café.",
    ],
    in_progress: [
      "L'utilisateur est en plein déménagement.",
      "L'utilisatrice est en train de faire ses valises pour les vacances.",
      "L'utilisateur est en train de remplir sa déclaration d'impôts.",
    ],
    slang_state: ["L'utilisateur est crevé, complètement sur les rotules.", "L'utilisatrice a le moral dans les chaussettes aujourd'hui."],
    assistant_guess: [
      "L'utilisateur est sans doute doctorant.",
      "D'après ses questions, l'utilisatrice a l'air de travailler dans la finance.",
      "On dirait que l'utilisateur a des enfants.",
    ],
    one_remark: [
      "Comme il a parlé d'un long trajet, l'utilisateur doit habiter en banlieue.",
      "L'utilisatrice s'est renseignée sur les visas, elle envisage donc probablement d'émigrer.",
    ],
    modal_possibility: [
      "L'utilisateur pourrait être allergique aux chats.",
      "Il se peut que l'utilisatrice ait changé de travail récemment.",
    ],
    wish_question: ["L'utilisateur se demande s'il devrait démissionner."],
    temp_location: [
      "L'utilisateur loge cette semaine dans un hôtel près du parc des expositions.",
      "L'utilisatrice est chez ses parents à Nantes pour les fêtes.",
    ],
    temp_work: ["L'utilisateur est d'astreinte ce week-end."],
    one_off_buy: ["L'utilisatrice vient de se prendre un vélo d'occasion à 80 euros sur Leboncoin."],
  }),
  ...grouped('fr', 'accept', {
    habit_same_words: [
      "Le vendredi, l'utilisateur est généralement fatigué après le travail et préfère une soirée calme.",
      "L'utilisatrice rend visite à ses parents un dimanche sur deux.",
      "L'utilisateur lit une demi-heure chaque soir avant de se coucher.",
      "L'utilisatrice télétravaille le lundi et le jeudi.",
    ],
    lasting_condition: [
      "L'utilisateur est cœliaque et ne supporte pas le gluten.",
      "L'utilisatrice fait de grosses réactions allergiques aux piqûres d'abeille.",
      "L'utilisateur souffre de migraines chroniques depuis l'adolescence.",
    ],
    time_preference: [
      "L'utilisatrice préfère caler ses appels avant le déjeuner.",
      "L'utilisateur aime recevoir les rappels la veille au soir plutôt que le jour même.",
      "L'utilisatrice préfère faire du sport tard le soir.",
    ],
    dated_past: [
      "L'utilisateur s'est installé à Lyon en 2019.",
      "L'utilisatrice a soutenu une thèse de chimie en 2016.",
      "Enfant, l'utilisateur a vécu trois ans à Séoul.",
    ],
    life_plan: [
      "L'utilisateur compte prendre sa retraite au Portugal.",
      "L'utilisatrice met de l'argent de côté pour acheter un jour une maison à la campagne.",
    ],
    title_quote: [
      "Le roman préféré de l'utilisateur est « Cent ans de solitude ».",
      "L'utilisatrice connaît par cœur le poème « Demain, dès l'aube » de Victor Hugo.",
      "La devise de l'utilisateur : « Ne remets pas à demain ce que tu peux faire aujourd'hui ».",
    ],
    lasting_work: [
      "L'utilisatrice est infirmière en réanimation et travaille de nuit.",
      "L'utilisateur est technicien informatique à l'hôpital et assure régulièrement des astreintes.",
    ],
    for_years_since: ["L'utilisateur habite le même appartement depuis plus de dix ans.", "L'utilisatrice est végétarienne depuis 2012."],
  }),
];
