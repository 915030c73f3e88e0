// French rows of the fifteenth round (written before reading the gate rules): values as users and extraction models
// paste them.
import { fill, homePoint, iban, ids, isbn, national, phone, seedPhrase } from './values.mjs';

export function fr() {
  const be = iban('BE', '############');
  const ch = national(phone('CH', 41, '78#######'));
  const kr = national(phone('KR', 82, '10########'));
  const mob = national(phone('FR', 33, '6########'));
  const paynow = national(phone('SG', 65, '9#######'));
  const refuse = [
    ['credential', `Mot de passe de la box : chatonbleu${fill('###')} (changé le 02/04, coûte 29,99 €/mois)`, 'Internet'],
    ['credential', `mdp messagerie: Mirabelle${fill('##')}!`, 'Messagerie'],
    ['credential', `identifiants_banque:\n  identifiant: 0${fill('#########')}\n  code_secret: ${fill('######')}`, 'Banque'],
    ['national_id', `Numéro fiscal (SPI) de l'utilisateur, utile pour la déclaration du 15 mai : ${ids.frNif()}`, 'Impôts'],
    ['national_id', `Sa carte d'identité belge… non, c'est son numéro d'identité roumain (CNP) : ${ids.roCnp()}.`, 'Documents'],
    ['national_id', `Son numéro AVS suisse\n${ids.chAvs()}`, 'Assurance'],
    ['bank', `RIB pour le loyer de 850 € : ${be.toLowerCase()}`, 'Loyer'],
    ['card', `Carte Visa •••• •••• •••• ${fill('####')}, expire 09/27, cryptogramme ${fill('###')}`, 'Banque'],
    ['payment_key', `Pour le rembourser par PayNow (Singapour) : ${paynow}`, 'Paiements'],
    ['payment_key', `Twint de Margaux : ${ch}, pour les 12 CHF du cinéma.`, 'Paiements'],
    ['plate', `immatriculation de sa voiture : gh-${fill('###')}-kl (garée rue Voltaire)`, 'Voiture'],
    ['plate', `Sa moto, plaque FB ${fill('###')} QP, dort au garage depuis 2021.`, 'Moto'],
    ['coordinates', `Position exacte de son appartement à Lyon : ${homePoint(45.764, 4.8357)}.`, 'Logement'],
    ['phone', `Son portable coréen : ${kr} (décalage de 8 h, appeler avant 10 h).`, 'Téléphone'],
    ['phone', `tél : ${mob.replace(/\s/g, '')}`, 'Téléphone'],
    ['email', `courriel: camille.roux arobase laposte point net`, 'Courriel'],
    ['address', `Adresse postale\n${fill('##')} bis rue des Lilas\n69003 Lyon`, 'Logement'],
    ['seed_phrase', `Phrase de récupération du portefeuille : ${seedPhrase('fr')}`, 'Crypto'],
    ['transcript', `[14/03/2024 09:12:44] Camille : tu as reçu le colis ?\n[14/03/2024 09:13:02] Hugo : oui merci !`, 'Discussion'],
    [
      'runtime',
      `Sortie du script :\nErreur : connexion refusée (ECONNREFUSED 127.0.0.1:5432)\n    at TCPConnectWrap.afterConnect (node:net:1555:16)`,
      'Serveur',
    ],
  ];
  const accept = [
    ['order_number', 'Préfère commander ses lentilles sous la même référence de commande CMD-2024-88341 pour gagner du temps.', 'Achats'],
    ['isbn', `Relit chaque été « L'Étranger » de Camus (ISBN ${isbn()}).`, 'Lecture'],
    ['model_number', 'Préfère son vélo Decathlon Riverside 500 et un casque modèle MT500.', 'Vélo'],
    ['version', 'Reste sur Ubuntu 22.04 LTS et Node 20.11.1 pour ses projets.', 'Informatique'],
    ['price', 'Trouve qu’un croissant à 1,60 € reste raisonnable, mais pas à 2,40 €.', 'Boulangerie'],
    ['city_coordinates', 'Adore Marseille (environ 43,30° N, 5,37° E) pour la lumière.', 'Voyages'],
    ['bus_line', 'Prend volontiers la ligne de bus 38 entre la gare du Nord et Port-Royal.', 'Transports'],
    ['hotline', 'Appelle de préférence le 3939 (Allô Service Public) pour les démarches.', 'Démarches'],
    ['company_registration', `Achète son café chez Brûlerie Martin SAS (SIREN de l’entreprise : ${ids.frSiren()}).`, 'Café'],
    ['tracking_number', 'Aime suivre ses colis Colissimo lui-même, avec des numéros de suivi comme 6A12345678901.', 'Colis'],
    ['version', 'Joue à Stardew Valley en version 1.6 avec sa sœur.', 'Jeux'],
    ['count_date', 'Court les 10 km de Paris chaque 2e dimanche d’avril, record 47:12.', 'Course'],
    ['key_value_note', 'plat_préféré: blanquette de veau\nboisson: thé vert', 'Cuisine'],
    ['train', 'Préfère le TGV 6607 Paris–Lyon du matin.', 'Train'],
    ['model_number', 'Cuisine avec un Cookeo CE851500 et un four Bosch HBA534BS0.', 'Cuisine'],
    ['price', 'Met 200 € de côté par mois et dépense au plus 1 500 € par voyage.', 'Budget'],
    ['credential_lookalike', 'Utilise un gestionnaire de mots de passe et veut des mots de passe de 16 caractères.', 'Sécurité'],
    [
      'company_registration',
      `Travaille volontiers avec une coopérative belge (numéro d’entreprise de la société : BE 0${fill('###')}.${fill('###')}.${fill('###')}).`,
      'Travail',
    ],
    ['isbn', `livre_préféré: « Le Petit Prince », ISBN ${isbn()}`, 'Lecture'],
    ['product_number', 'Aime le parfum n° 5 de Chanel et la bougie n° 12 de sa boutique.', 'Parfum'],
  ];
  return { refuse, accept };
}
