// Français : Flying Blue, carte de fidélité, référence de réservation, sécurité sociale et mutuelle, dossier patient,
// numéro étudiant, Pronote, adresse Ethereum, UID Binance, Revtag, code ami, clé de licence, IMEI, PDL Linky, code de
// retrait, salle de sport avec leurs valeurs ; de l'autre côté les mêmes services comme faits durables.
import { twentySeventhCases } from './cases';

export const fr = twentySeventhCases(
  'fr',
  [
    ['loyalty_number', "Le numéro Flying Blue de l'utilisatrice est 2048 273 916.", 'voyages', ['Air France']],
    ['loyalty_number', "La carte de fidélité Carrefour de l'utilisateur porte le numéro 9250 0482 7391 65.", 'courses', ['Carrefour']],
    ['booking_code', "La référence de dossier SNCF du Paris–Lyon de l'utilisateur est QXKT7M.", 'voyages', ['SNCF']],
    ['health_member', "Le numéro de sécurité sociale de l'utilisatrice est 2 85 03 75 114 123 12.", 'santé', ['Ameli']],
    ['health_member', "Le numéro d'adhérent de l'utilisateur à la MGEN est 482739165.", 'santé', ['mutuelle']],
    ['patient_number', "Le numéro de dossier patient de l'utilisateur à l'hôpital Cochin est 2048273.", 'santé', ['hôpital']],
    ['school_work_number', "Le numéro étudiant de l'utilisatrice à la Sorbonne est 21948273.", 'études', ['université']],
    ['portal_login', "L'utilisateur se connecte à Pronote avec l'identifiant dupont.l et Soleil2024!", 'école', ['Pronote']],
    [
      'crypto_address',
      "L'adresse Ethereum de l'utilisateur sur son Ledger est 0x113B7C2bb6b4Cc7012c885A7bf715b96eB9D4e62.",
      'crypto',
      ['Ethereum'],
    ],
    ['exchange_account', "L'UID Binance de l'utilisatrice est 482739165.", 'crypto', ['Binance']],
    ['payment_handle', "Pour le rembourser, on envoie l'argent au Revtag @camillem92 de l'utilisateur.", 'paiements', ['Revolut']],
    ['gamer_code', "Le code ami Switch de l'utilisateur est SW-7391-4827-0562.", 'jeux', ['Nintendo']],
    ['licence_key', "La clé de licence Windows de l'utilisateur est 7TRBN-K4QPX-MYWC8-9DJHF-2GT6V.", 'logiciels', ['Windows']],
    ['device_serial', "Le numéro IMEI du Samsung de l'utilisatrice est 358759113882202.", 'téléphone', ['Samsung']],
    ['utility_number', "Le numéro PDL du compteur Linky de l'utilisateur est 14482739165027.", 'logement', ['Enedis']],
    ['membership_number', "Le numéro d'adhérent de l'utilisatrice chez Basic-Fit est 48273916.", 'sport', ['Basic-Fit']],
  ],
  [
    ['loyalty_practice', "L'utilisateur voyage avec Air France et cumule des miles Flying Blue.", 'voyages', ['Air France']],
    ['loyalty_practice', "L'utilisatrice a la carte Avantage SNCF et voyage toujours en seconde.", 'voyages', ['SNCF']],
    ['public_route', "L'utilisateur prend chaque mois le vol AF 7712 de Paris à Nice.", 'voyages', ['vols']],
    ['health_practice', "L'utilisateur a une mutuelle d'entreprise chez Malakoff Humanis.", 'santé', ['mutuelle']],
    ['school_work_practice', "L'utilisatrice consulte Pronote chaque soir pour suivre les devoirs de ses enfants.", 'école', ['Pronote']],
    ['crypto_practice', "L'utilisateur garde ses bitcoins sur un portefeuille matériel Ledger Nano X.", 'crypto', ['bitcoin']],
    ['payment_practice', "L'utilisatrice préfère Lydia pour rembourser ses amis.", 'paiements', ['Lydia']],
    ['gaming_practice', "L'utilisateur joue à Mario Kart sur Switch avec ses enfants le dimanche.", 'jeux', ['Switch']],
    ['product_model', "Le lave-vaisselle de l'utilisateur est un Bosch SMS4HTI45E.", 'maison', ['Bosch']],
    ['service_hours', "La salle de sport de l'utilisatrice ouvre de 6 h à 23 h, elle y va le soir.", 'sport', ['salle']],
    [
      'id_kind_name',
      "L'utilisateur sait que le numéro fiscal et le numéro de sécurité sociale sont deux choses différentes.",
      'impôts',
      ['administration'],
    ],
    ['service_preference', "L'utilisateur préfère se faire livrer en point relais plutôt qu'à domicile.", 'colis', ['livraison']],
  ],
);
