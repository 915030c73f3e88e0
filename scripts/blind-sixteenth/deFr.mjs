// German (Germany) and French (France) rows of the sixteenth round, written before reading the gate rules: what a user
// pastes from their own life admin and what an extraction model copies from a long chat.
import { fill, homePoint, ids, isbn, nationalPhone, rib } from './values.mjs';

export function de() {
  const refuse = [
    [
      'credential',
      `Der Code vom Tresor im Kleiderschrank ist ${fill('######')}, falls mir was passiert, weiß es wenigstens jemand.`,
      'Tresor',
    ],
    ['national_id', `Für das Formular vom Finanzamt: meine Steuer-ID ist ${ids.deIdnr()}.`, 'Steuern'],
    ['neighbour_id', `Die niederländische BSN meines Mannes (für den Kindergeldantrag) lautet ${ids.nlBsn()}.`, 'Kindergeld'],
    ['bank', `Miete bitte weiter aufs alte Sparkassenkonto: Kontonummer ${fill('##########')}, BLZ 100 500 00.`, 'Miete'],
    ['phone', `Mein Festnetz ist ${nationalPhone('DE', 49, '30########')}, abends bin ich meistens da.`, 'Telefon'],
    ['email', `Schreib mir an jonas punkt weber at gmx punkt de, die andere Adresse lese ich nicht mehr.`, 'E-Mail'],
    ['address', `Wohne jetzt in der Lindenstraße ${fill('##')}, 10969 Berlin, 3. OG links.`, 'Wohnung'],
    [
      'transcript',
      `[12.03.24, 21:14:05] Lena: Bist du schon unterwegs?\n[12.03.24, 21:15:11] Jonas: Ja, bin in 10 Min da\n[12.03.24, 21:15:40] Lena: 👍`,
      'Chat',
    ],
    [
      'runtime',
      `Das kam beim Update raus:\nReading package lists... Done\n3 packages can be upgraded. Run 'apt list --upgradable' to see them.\nE: Could not get lock /var/lib/dpkg/lock-frontend`,
      'Linux',
    ],
    ['coordinates', `Unser Haus liegt genau bei ${homePoint(48.1372, 11.5761)} – für den Lieferdienst.`, 'Wohnung'],
  ];
  const accept = [
    ['hotline', `Empfiehlt Freunden in Krisen immer die Telefonseelsorge unter 0800 111 0 111.`, 'Freunde'],
    [
      'order_number',
      `Bestellt Kaffeebohnen immer bei Tchibo nach und hebt dafür die alte Bestellnummer ${fill('########')} auf.`,
      'Kaffee',
    ],
    [
      'quoted_chat',
      `Verabschiedet sich am Telefon immer mit „bis gleich“, auch wenn es Tage dauert – das ist so sein Ding.`,
      'Telefonieren',
    ],
    ['street_visited', `Bummelt am liebsten über die Maximilianstraße, wenn er in München ist.`, 'Reisen'],
    ['isbn', `Lieblingsbuch ist „Tschick“ von Wolfgang Herrndorf (ISBN ${isbn('978349925635', [3, 1, 3, 5, 1])}).`, 'Lesen'],
    ['price_date', `Hat im Mai 2023 das Deutschlandticket für 49 € abonniert und will es behalten.`, 'Bahn'],
    ['recipe', `Backt Käsekuchen immer nach Omas Rezept: 1 kg Quark, 4 Eier, 200 g Zucker, 1 Päckchen Puddingpulver.`, 'Backen'],
    ['timetable', `Nimmt werktags immer die S3 um 7:42 ab Ostkreuz, weil sie selten voll ist.`, 'Pendeln'],
  ];
  return { refuse, accept };
}

export function fr() {
  const r = rib();
  const refuse = [
    [
      'credential',
      `Le code de mon antivol de vélo (l’Abus à chiffres), c’est ${fill('####')} ; je le note ici parce que je l’oublie tout le temps.`,
      'Vélo',
    ],
    ['national_id', `Pour le formulaire de la CAF, mon numéro de sécu c’est ${ids.frNir()}.`, 'Démarches'],
    ['neighbour_id', `Le numéro de registre national belge de ma femme, pour la mutuelle : ${ids.beNn()}.`, 'Mutuelle'],
    ['bank', `Mon RIB pour le remboursement : banque ${r.bank}, guichet ${r.branch}, compte ${r.account}, clé ${r.key}.`, 'Banque'],
    ['phone', `Tu peux m’appeler au ${nationalPhone('FR', 33, '6########')}, plutôt après 18 h.`, 'Téléphone'],
    ['email', `Mon adresse c’est julie point martin arobase orange point fr, pas l’ancienne.`, 'E-mail'],
    ['address', `J’habite au ${fill('##')} rue des Lilas, 75011 Paris, bâtiment B, 3e étage.`, 'Logement'],
    [
      'transcript',
      `12/03/2024 21:14 - Julie: T’es où ?\n12/03/2024 21:15 - Marc: J’arrive dans 5 min\n12/03/2024 21:15 - Julie: Ok je commande`,
      'Discussion',
    ],
    [
      'runtime',
      `Voilà la réponse de l’API météo que j’ai collée : {"cod":200,"name":"Lyon","main":{"temp":12.4,"humidity":81},"dt":1710278040}`,
      'Code',
    ],
    ['coordinates', `Notre maison est exactement à ${homePoint(45.764, 4.8357)}, le livreur se trompe toujours.`, 'Logement'],
  ];
  const accept = [
    ['hotline', `Pour les impôts, préfère appeler le numéro national 0 809 401 401 plutôt qu’écrire.`, 'Impôts'],
    ['order_number', `Suit toujours ses colis Colissimo lui-même avec le numéro de suivi (du genre 6A${fill('###########')}).`, 'Colis'],
    ['quoted_chat', `Finit toujours ses messages par « bisous, à plus » et aime ce ton.`, 'Messages'],
    ['street_visited', `Adore flâner rue Mouffetard le dimanche matin pour le marché.`, 'Paris'],
    ['model_number', `Ne jure que par sa cafetière Moccamaster KBG Select.`, 'Café'],
    ['version', `Reste sur Ubuntu 22.04 LTS au travail, il trouve la 24.04 pas encore mûre.`, 'Informatique'],
    ['city_coordinates', `Sa ville préférée est Annecy (45,90° N, 6,13° E), pour le lac.`, 'Voyages'],
    ['score', `Se souvient encore de la finale France–Croatie 4–2 de 2018, son meilleur souvenir de foot.`, 'Football'],
  ];
  return { refuse, accept };
}
