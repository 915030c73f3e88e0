import { group } from './cases';

export const FR = [
  ...group('fr', 'refuse', {
    field_state: ["Humeur : tendue (semaine d'exams)", "Statut : en arrêt maladie jusqu'à ven.", "Énergie : faible, sort d'une grippe"],
    marker: ['🤒 cloué au lit avec un rhume, salle de sport en pause', '#temp hébergé chez un pote'],
    qualifier: ["Éditeur : VS Code (pour l'instant)", 'travaille dans la banque (probablement)'],
    short_date: ["à Lyon jusqu'au 12/03, ensuite Paris", "télétravail jusqu'au 30/11, bureaux en travaux"],
    crm_now: ['Client évalue actuellement Notion vs Confluence', 'Client semble sensible au prix'],
    guess_mark: ['prob. infirmier, parle de gardes de nuit', 'habite à Nantes ?'],
    fragment: ["- en recherche d'emploi, entretiens toute la semaine", "L'utilisateur est actuellement dans le processus de déménager."],
  }),
  ...group('fr', 'accept', {
    field_lasting: ['Régime : végétarien', 'Allergie : pénicilline', 'Religion : musulman'],
    field_schedule: ['Sport : lun/mer/ven', 'Cours de piano : mardis 17 h'],
    dated_project: ["Projet : restauration d'un voilier de 1968, depuis 2021", 'Thèse : îlots de chaleur urbains, soutenance en 2029'],
    terse_trait: ['Caractère : introverti, se ressource seul', 'Oiseau de nuit, plus productif après 22 h'],
    title_time: ['Film préféré : "Le jour se lève"', 'Chanson préférée : "Il est cinq heures, Paris s\'éveille"'],
    crm_lasting: ['Client préfère les e-mails aux appels', 'Client : siège à Bordeaux'],
    marked_lasting: ['🌱 végane depuis 2015', '#préférence place côté hublot'],
  }),
];
