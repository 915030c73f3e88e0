// French: être en train de, aller + infinitive of a near future, ces derniers temps / en ce moment / cette semaine / pour
// l'instant, the imperfect with a past date, hedges (probablement, peut-être, sans doute, sembler), the conditional of
// hearsay and possibility (pourrait, aurait, il se peut) against chaque / tous les, depuis, dated facts, venir de + a
// lasting stage, titles, the imperfect of a childhood habit and aller à of a habit.
import { rows, type BlindCase } from '../blindCase';

export const fr: readonly BlindCase[] = [
  ...rows('fr', 'refuse', [
    ['relative_time', "L'utilisateur dort mal ces derniers temps.", 'sommeil'],
    ['relative_time', "En ce moment, l'utilisateur est très fatigué.", 'fatigue'],
    ['progressive', "L'utilisateur est en train de lire « Les Misérables ».", 'lecture'],
    ['progressive', "L'utilisateur est en train de chercher un appartement.", 'logement'],
    ['plan', "L'utilisateur va partir à Marseille le mois prochain.", 'voyage'],
    ['plan', "L'utilisateur compte repeindre sa cuisine ce week-end.", 'cuisine'],
    ['temporary_state', "L'utilisateur a mal à la tête aujourd'hui.", 'santé'],
    ['temporary_state', "L'utilisateur est enrhumé et n'a plus de voix.", 'santé'],
    ['one_off', "Hier soir, l'utilisateur est allé voir un match de rugby.", 'rugby'],
    ['duration', "Cette semaine, l'utilisateur travaille de chez lui.", 'lieu de travail'],
    ['duration', "Pour l'instant, l'utilisateur ne boit plus de café.", 'café'],
    ['hedge', "L'utilisateur est probablement enseignant.", 'métier'],
    ['hedge', "L'utilisateur aime peut-être le jazz.", 'musique'],
    ['seem', "L'utilisateur semble apprécier la science-fiction.", 'lecture'],
    ['modal', "L'utilisateur pourrait être intéressé par un cours de cuisine.", 'cuisine'],
    ['hedge', "L'utilisateur doit sans doute habiter près de Lyon.", 'ville'],
    ['inference', "L'utilisateur aurait un chat, d'après ce qu'il laisse entendre.", 'animaux'],
    ['modal', "Il se peut que l'utilisateur change de travail.", 'métier'],
    ['relative_time', "L'utilisateur avait mal au dos la semaine dernière.", 'santé'],
    ['duration', 'Je suis actuellement en arrêt maladie.', 'santé'],
  ]),
  ...rows('fr', 'accept', [
    ['habit', "L'utilisateur fait de la randonnée chaque week-end.", 'randonnée'],
    ['habit', "L'utilisateur boit un café noir tous les matins.", 'café'],
    ['since', "L'utilisateur a peur des chiens depuis son enfance.", 'chiens'],
    ['since', "L'utilisateur joue du piano depuis dix ans.", 'piano'],
    ['dated', "L'utilisateur a déménagé à Lyon en 2019.", 'ville'],
    ['life_stage', "L'utilisateur vient d'entrer à l'université, en licence de droit.", 'études'],
    ['life_stage', "L'utilisateur est à la retraite et fait du bénévolat.", 'retraite'],
    ['title', "La chanson préférée de l'utilisateur est « Hier encore » d'Aznavour.", 'musique'],
    ['title', "L'utilisateur adore le film Le Jour le plus long.", 'films'],
    ['title', "L'utilisateur connaît par cœur le poème Demain, dès l'aube.", 'poésie'],
    ['job', "L'utilisateur travaille de nuit comme infirmier aux urgences.", 'métier'],
    ['working_week', "L'utilisateur travaille du lundi au vendredi.", 'horaires'],
    ['routine', "L'utilisateur se couche d'habitude vers 23 heures.", 'sommeil'],
    ['ability', "L'utilisateur ne peut pas manger d'arachides.", 'alimentation'],
    ['experience', "L'utilisateur est déjà allé trois fois au Japon.", 'voyage'],
    ['weekend', "Le week-end, l'utilisateur cuisine pour ses amis.", 'cuisine'],
    ['past_habit', "Enfant, l'utilisateur jouait au football tous les samedis.", 'football'],
    ['hedge_word', "L'utilisateur préfère des réponses sans « peut-être » ni « probablement ».", 'style de réponse'],
    ['habit', "L'utilisateur va à la piscine tous les mardis.", 'natation'],
  ]),
];
