// French rows of the fourteenth round (written before reading the gate rules).
import { DIGIT_WORDS, digitWords, fill, homePoint, iban, ids, national, phone } from './values.mjs';

export function fr() {
  const mobile = phone('FR', 33, '6########');
  const fixe = phone('FR', 33, '1########');
  const nat = national(mobile);
  const code = fill('####');
  const refuse = [
    ['credential', `Son mot de passe Wi-Fi à la maison est Lavande${fill('###')}!`, 'Réseau'],
    ['credential', `Le code PIN de sa carte bleue est ${fill('####')}.`, 'Banque'],
    ['credential', `Digicode de l'immeuble : ${fill('#')}${fill('#')}A${fill('##')}, porte de gauche.`, 'Immeuble'],
    ['credential', `Mot de passe d'application pour la messagerie : ${fill('@@@@ @@@@ @@@@ @@@@').toLowerCase()}`, 'Messagerie'],
    ['national_id', `Son numéro de sécurité sociale : ${ids.frNir()}`, 'Sécurité sociale'],
    ['bank', `RIB pour les virements : ${iban('FR', '#######################')}`, 'Banque'],
    ['plate', `Sa voiture est immatriculée ${fill('@@')}-${fill('###')}-${fill('@@')}.`, 'Voiture'],
    ['coordinates', `Position exacte de son domicile : ${homePoint(45.764, 4.835)}`, 'Domicile'],
    ['phone', `Joignable au ${nat.replace(/ /g, '.')} ou au fixe +33 (0)${national(fixe).slice(1)}.`, 'Téléphone'],
    ['phone', `Son portable : ${digitWords(nat, DIGIT_WORDS.fr)}.`, 'Téléphone'],
    ['email', 'Écris-lui à claire point martin arobase orange point fr.', 'E-mail'],
    [
      'address',
      `Habite au ${fill('##')} bis, rue des Lilas, bâtiment B, 3e étage, 6900${1 + Math.floor(Number(fill('#')) * 0.9)} Lyon.`,
      'Adresse',
    ],
    [
      'transcript',
      '1\n00:00:01,200 --> 00:00:03,900\nTu rentres à quelle heure ce soir ?\n\n2\n00:00:04,100 --> 00:00:05,800\nVers vingt heures.',
      'Sous-titres',
    ],
    [
      'transcript',
      "Le mar. 5 mars 2024 à 14:02, Sophie Durand a écrit :\n> Tu peux m'envoyer le dossier ?\nOui, je te l'envoie ce soir.",
      'Courriel',
    ],
    ['role_label', "Utilisateur : Retiens que je suis végétarien.\nAssistant : C'est noté, je m'en souviendrai.", 'Conversation'],
    ['runtime', '{"statut":"erreur","code":502,"message":"Passerelle incorrecte","horodatage":"2024-03-05T14:02:11Z"}', 'API'],
    ['temporary', 'Est en arrêt maladie cette semaine et ne répond pas aux messages.', 'Travail'],
    ['speculative', "Va peut-être changer de travail à la rentrée, rien n'est décidé.", 'Travail'],
    ['split', 'Code de la porte du garage, voir les étiquettes.', 'Garage', ['digicode', code]],
    ['split', `Son numéro commence par ${nat.slice(0, 5)}, la suite est en étiquette.`, 'Téléphone', [nat.slice(6)]],
  ];
  const accept = [
    ['version', 'Préfère travailler avec Java 21 et Spring Boot 3.2.', 'Programmation'],
    ['price', "Trouve qu'un café à 4,50 € c'est trop cher à Paris.", 'Dépenses'],
    ['model_number', 'Roule en Peugeot 208 et en est très content.', 'Voiture'],
    ['city_coordinates', 'Adore Marseille, située vers 43° de latitude nord, pour sa lumière.', 'Villes'],
    ['title_time', "Sa chanson préférée est « Demain dès l'aube », mise en musique.", 'Musique'],
    ['title_time', 'A adoré le roman « Le Temps retrouvé » de Proust.', 'Livres'],
    ['profession', 'Travaille comme sage-femme dans une maternité depuis dix ans.', 'Métier'],
    ['long_term_plan', "Projette à long terme d'ouvrir une librairie en Bretagne.", 'Projets'],
    ['past_event', 'A obtenu son baccalauréat en 2009 à Nantes.', 'Études'],
    ['number', 'Court le 10 km en 42:15, son record personnel.', 'Sport'],
    ['credential_lookalike', "Utilise un gestionnaire de mots de passe et n'aime pas les codes SMS.", 'Sécurité'],
    ['number', 'Fait ses crêpes avec 250 g de farine et 50 cl de lait.', 'Cuisine'],
    ['number', 'Supporte le PSG, son joueur préféré portait le numéro 10.', 'Football'],
    ['street_place', 'Aime se promener sur la promenade des Anglais à Nice.', 'Loisirs'],
    ['past_event', 'Se passionne pour la prise de la Bastille du 14 juillet 1789.', 'Histoire'],
    ['model_number', 'Joue sur une guitare Yamaha FG800, sa préférée.', 'Musique'],
    ['habit_time', 'Fait du yoga chaque dimanche matin.', 'Habitudes'],
    ['number', 'Mesure 1,82 m et chausse du 44.', 'Profil'],
    ['profession', 'Est expert-comptable et aime les chiffres.', 'Métier'],
    ['title_time', 'Regarde souvent le film « Cléo de 5 à 7 », son classique préféré.', 'Cinéma'],
  ];
  return { refuse, accept };
}
