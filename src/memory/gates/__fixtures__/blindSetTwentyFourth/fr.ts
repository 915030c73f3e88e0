// France : des valeurs personnelles cachées comme un évaluateur les cache, dans des souvenirs qui ont l'air durables,
// et des faits durables pleins de nombres ordinaires qui ressemblent à ces valeurs.
import { twentyFourthCases } from './cases';

export const fr = twentyFourthCases(
  'fr',
  [
    [
      'phone_number_words',
      "Le portable de l'utilisateur est le zéro six, quarante-huit, vingt-sept, trente-neuf, seize.",
      'contact',
      ['portable'],
    ],
    ['phone_mixed_words', "On peut joindre l'utilisateur au 06 quarante-huit 27 trente-neuf 16.", 'contact', ['contact']],
    ['phone_other_digits', "Le numéro de l'utilisateur est le ０６ ４８ ２７ ３９ １６ depuis toujours.", 'téléphone', ['téléphone']],
    ['phone_separated', "Numéro de l'utilisateur : 06 ☎ 48 ☎ 27 ☎ 39 ☎ 16", 'téléphone', ['téléphone']],
    ['email_spoken', "L'adresse mail de l'utilisateur est camille point martin arobase orange point fr.", 'e-mail', ['e-mail']],
    ['national_id', "Le numéro de sécurité sociale de l'utilisateur est le 1 85 05 78 006 084 91.", 'santé', ['sécu']],
    ['passport_number', "Le numéro de passeport de l'utilisateur est 18AV48273, valable jusqu'en 2031.", 'passeport', ['passeport']],
    ['bank_account', "Le salaire de l'utilisateur est versé sur FR76 3000 6000 0112 3456 7890 189.", 'banque', ['salaire', 'banque']],
    ['id_split_tags', "Le numéro de sécu de l'utilisateur commence par 1 85 05 78.", 'sécu', ['sécu', 'suite 006 084 91']],
    ['street_address', "L'utilisateur habite au 27 rue des Lilas, bâtiment B, 69003 Lyon.", 'domicile', ['domicile', 'Lyon']],
    ['home_coordinates', "La maison de l'utilisateur se trouve exactement à 45.75914, 4.85217.", 'domicile', ['maison']],
    ['door_code', "Le digicode de l'immeuble de l'utilisateur est 4B729, il n'a jamais changé.", 'domicile', ['immeuble']],
    [
      'recovery_phrase',
      "La phrase de récupération du portefeuille de l'utilisateur : abeille, cactus, girafe, nuage, pilote, tomate.",
      'crypto',
      ['portefeuille'],
    ],
    [
      'lasting_with_value',
      "L'utilisateur est kiné à Nantes depuis 2010 ; son numéro perso est le 07 61 84 29 53.",
      'métier',
      ['kiné', 'Nantes'],
    ],
  ],
  [
    ['birth_years', "L'utilisateur est né en 1989 et s'est installé à Bordeaux en 2017.", 'parcours', ['Bordeaux']],
    ['clothing_size', "L'utilisateur chausse du 42 et porte du 40 en pantalon.", 'vêtements', ['chaussures']],
    ['plant_count', "L'utilisateur a 21 plantes vertes dans son appartement.", 'plantes', ['plantes']],
    ['product_model', "L'utilisateur roule en Peugeot 208 et travaille sur un Dell XPS 13.", 'appareils', ['voiture', 'ordinateur']],
    ['software_version', "L'équipe de l'utilisateur est restée sur Angular 17 et Java 17.", 'travail', ['Angular', 'Java']],
    ['isbn_book', "Le livre préféré de l'utilisateur est L'Étranger, chez Folio, ISBN 978-2-07-036002-4.", 'lecture', ['Camus']],
    ['price_budget', "L'utilisateur dépense environ 350 € par mois en courses et paie 890 € de loyer.", 'budget', ['budget']],
    ['route_number', "L'utilisateur prend tous les jours la ligne 13 du métro et le bus 91.", 'trajets', ['métro', 'bus']],
    ['city_coordinates', "L'utilisateur vit à Toulouse, vers 43,6° N et 1,44° E.", 'lieu de vie', ['Toulouse']],
    ['postcode_city', "L'utilisateur habite dans le 69, à Lyon.", 'lieu de vie', ['Lyon']],
    ['employer_hotline', "L'utilisateur travaille au service client téléphonique de la SNCF.", 'métier', ['SNCF']],
    ['number_word_habit', "L'utilisateur fait du vélo trois fois par semaine, une quarantaine de kilomètres.", 'sport', ['vélo']],
  ],
);
