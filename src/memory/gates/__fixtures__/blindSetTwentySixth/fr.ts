// Français du Québec, de Belgique et de Suisse : NAS, carte RAMQ, numéro national, numéro AVS, transit et institution,
// virement Interac, téléphones, adresses, plaques, NIP, code Bancontact, clé Wi-Fi, états passagers et suppositions
// dans l'idiome de la région ; en face, des faits durables des mêmes régions pleins de chiffres anodins.
import { twentySixthCases } from './cases';

export const fr = twentySixthCases(
  'fr',
  [
    ['social_number', "Le NAS de l'utilisatrice est le 139 482 756, elle le donne à chaque nouvel employeur.", 'identité', ['NAS']],
    ['national_id', "Le numéro de registre national de l'utilisateur est 92.07.18-153.27.", 'identité', ['carte d’identité']],
    ['social_number', "Le numéro AVS de l'utilisateur est le 756.3914.8270.62.", 'identité', ['AVS']],
    ['national_id', "La carte d'assurance maladie (RAMQ) de l'utilisatrice porte le numéro TREM 8503 1412.", 'santé', ['RAMQ']],
    [
      'bank_details',
      "Le compte chèques de l'utilisateur chez Desjardins : transit 04821, institution 815, folio 1482739.",
      'banque',
      ['Desjardins'],
    ],
    [
      'payment_key',
      "Pour rembourser l'utilisatrice, on lui fait un virement Interac à marie.tremblay@videotron.ca.",
      'paiements',
      ['Interac'],
    ],
    ['local_phone', "On peut joindre l'utilisateur au 0487 29 64 83 en soirée.", 'contact', ['GSM']],
    ['home_address', "L'utilisatrice habite au 4820, rue Saint-Denis, app. 3, Montréal (Québec) H2J 2L6.", 'domicile', ['Montréal']],
    ['car_plate', "La voiture de l'utilisateur est immatriculée 1-KTR-482.", 'voiture', ['voiture']],
    ['local_pin', "Le NIP de la carte de débit de l'utilisateur, c'est 4827.", 'banque', ['carte de débit']],
    ['wifi_key', "La clé Wi-Fi du modem Proximus de l'utilisateur est Gaufre-7391-Liege.", 'maison', ['Wi-Fi']],
    ['regional_temporary', "L'utilisateur est pas mal magané aujourd'hui, il a la grippe.", 'santé', ['grippe']],
    ['regional_guess', "L'utilisatrice va sûrement déménager à Québec, mais c'est pas sûr pantoute.", 'projets', ['déménagement']],
  ],
  [
    ['postcode_area', "L'utilisateur habite la commune d'Ixelles, code postal 1050, depuis ses études.", 'domicile', ['Bruxelles']],
    ['transit_line', "L'utilisatrice prend la ligne orange du métro tous les matins.", 'transport', ['métro']],
    ['school_year', "La fille de l'utilisateur est en 3e secondaire dans une école publique de Laval.", 'famille', ['école']],
    ['local_price', "L'utilisateur trouve qu'un café à 5,50 CHF est trop cher et le boit chez lui.", 'café', ['café']],
    ['building_floor', "L'utilisatrice habite au 3e étage d'un triplex du Plateau.", 'domicile', ['triplex']],
    ['public_holiday', "L'utilisateur fête la Saint-Jean-Baptiste, le 24 juin, chaque année avec ses voisins.", 'fêtes', ['Saint-Jean']],
    [
      'emergency_number',
      "L'utilisateur sait qu'en Belgique le 112 marche pour tout et que le 101 est celui de la police.",
      'sécurité',
      ['urgences'],
    ],
    ['public_employer', "L'utilisatrice travaille chez Hydro-Québec depuis quinze ans comme ingénieure.", 'travail', ['Hydro-Québec']],
    ['regional_preference', "L'utilisateur préfère les frites belges avec de la sauce andalouse à la poutine.", 'cuisine', ['frites']],
    ['security_practice', "L'utilisatrice change son NIP à chaque nouvelle carte et ne le note jamais.", 'banque', ['NIP']],
    ['regional_routine', "L'utilisateur va à la cabane à sucre chaque printemps avec sa famille.", 'traditions', ['cabane à sucre']],
  ],
);
