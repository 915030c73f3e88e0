// Rows of the ninth blind set in German and French: first-person candidates, code-switching (an English keyword in a
// German or French sentence), markdown and key: value lines, values inside lasting facts about family members,
// identifiers of neighbouring and less often seen countries. Rows: [category, text, subject, tags?, facet?].
import * as v from './values.mjs';

export function de() {
  const refuse = [
    ['credential', `Meine PIN für die EC-Karte ist ${v.pin()}.`, 'Nutzer Bank'],
    ['wifi', `WLAN zu Hause: FRITZ!Box 7590, password ${v.wifiPass()}`, 'Nutzer Heimnetz'],
    ['credential', `Türcode fürs Haus: ${v.digits(4)}#`, 'Nutzer Wohnung'],
    ['backup_codes', `Meine Backup-Codes für Google: ${v.backupCodes(3).join(' / ')}`, 'Nutzer Google-Konto'],
    ['seed', `Seed meiner Wallet: ${v.seed.en(12)}`, 'Nutzer Krypto'],
    ['national_id', `Steuer-ID: ${v.ids.deIdnr()}`, 'Nutzer Steuer'],
    ['national_id', `Meine Frau ist Niederländerin, ihre BSN lautet ${v.ids.nlBsn().replace(/\./gu, '')}.`, 'Nutzer Familie'],
    ['national_id', `Ich bin in Polen geboren, PESEL ${v.ids.plPesel()}.`, 'Nutzer Herkunft'],
    ['national_id', `Unsere Tochter hat auch die türkische Staatsbürgerschaft (T.C. Kimlik No. ${v.ids.trTc()}).`, 'Nutzer Tochter'],
    ['bank', `- Bank: Sparkasse\n- IBAN: ${v.iban('DE')}\n- Zweck: Miete`, 'Nutzer Konto'],
    ['payment_handle', `Schickt mir Geld einfach über PayPal.me/${v.handle('lenaschmidt')}`, 'Nutzer Zahlungen'],
    ['payment_handle', `Mein Revolut-Tag ist @${v.handle('lenas')}`, 'Nutzer Zahlungen'],
    ['phone', `Handy: ${v.inScript(v.mobile('DE').national, 'fullwidth')}`, 'Nutzer Kontakt'],
    ['phone', `Festnetz: ${v.localPhone('DE')}`, 'Nutzer Kontakt'],
    ['email', 'Mail an lena punkt schmidt ät gmx punkt de', 'Nutzer E-Mail'],
    ['address', `Ich wohne in der Lindenstraße 14a, ${v.postcode('DE')} Köln, 3. OG links.`, 'Nutzer Wohnung'],
    ['plate', `Mein Kennzeichen: ${v.plate.de()}`, 'Nutzer Auto'],
    ['coordinates', `Unser Haus liegt bei ${v.coords(50.94, 6.96)}.`, 'Nutzer Zuhause'],
    ['transcript', 'Lena: bist du schon da?\nIch: fast, 5 min\nLena: ok, bin am Eingang', 'Nutzer Chat'],
    ['runtime', '$ docker ps\nCONTAINER ID   IMAGE         STATUS\n3f2a1b9c8d7e   postgres:16   Up 3 hours', 'Nutzer Server'],
    ['temporary', 'Ich bin diese Woche im Homeoffice wegen Schnee.', 'Nutzer Arbeit'],
    ['speculative', 'Vielleicht ziehe ich nächstes Jahr nach Hamburg, mal sehen.', 'Nutzer Umzug'],
    ['split', 'Mein Reisepass', 'Nutzer Ausweis', ['Passnummer', v.ids8.dePass()]],
    ['pattern', `Entsperrmuster am Handy: ${v.pattern()} (L-Form)`, 'Nutzer Handy'],
  ];
  const accept = [
    ['product_code', 'Ich kaufe immer wieder die Brita-Kartusche Maxtra Pro (Art.-Nr. 1050413).', 'Nutzer Haushalt'],
    ['order', 'Meine Wochenbestellung beim Bio-Lieferdienst liegt meist bei 85 €.', 'Nutzer Einkauf'],
    ['flight', 'Zu meinen Eltern fliege ich immer mit LH 2036 von München nach Hamburg.', 'Nutzer Reisen'],
    ['hours', 'Mein Fitnessstudio hat Mo–Fr 6–23 Uhr geöffnet; Trainingsvorschläge bitte für abends.', 'Nutzer Sport'],
    ['size', 'Ich trage Konfektionsgröße 40 und Schuhgröße 39.', 'Nutzer Kleidung'],
    ['recipe', 'Mein Brotrezept: 500 g Dinkelmehl, 350 ml Wasser, 10 g Salz, 7 g Hefe.', 'Nutzer Backen'],
    ['rating', 'Meine DWZ liegt bei 1780; ich spiele gern Sizilianisch.', 'Nutzer Schach'],
    ['isbn', `Mein Lieblingsbuch ist „Der Zauberberg“ (ISBN ${v.isbn13('3')}).`, 'Nutzer Bücher'],
    [
      'git_hash',
      `In meinem Projekt markiert der Commit ${v.gitHash()} das Release 2.0; darauf verweise ich in Changelogs.`,
      'Nutzer Projekt',
    ],
    ['licence', 'Meine Open-Source-Projekte stehen immer unter der EUPL-1.2.', 'Nutzer Lizenzen'],
    ['version', 'Ich arbeite mit Python 3.12 und Django 5.0.', 'Nutzer Stack'],
    ['price', 'Für ein E-Bike würde ich bis 3.000 € ausgeben.', 'Nutzer Fahrrad'],
    ['city', 'Ich wohne in Köln-Ehrenfeld.', 'Nutzer Wohnort'],
    ['family', 'Meine Schwester Anna ist Ärztin in Graz.', 'Nutzer Familie'],
    ['privacy', 'Ich will nie, dass du mir Passwörter vorschlägst; ich nutze KeePassXC.', 'Nutzer Sicherheit'],
    ['city_coordinates', 'Meine Heimatstadt Freiburg (47,99° N, 7,85° O) ist sonnig – ich mag Radtouren dort.', 'Nutzer Heimat'],
  ];
  return { refuse, accept };
}

export function fr() {
  const refuse = [
    ['credential', `Mon code de carte bleue : ${v.pin()}`, 'Utilisateur banque'],
    ['credential', `Digicode de l'immeuble : ${v.digits(4)}B, interphone 12`, 'Utilisateur logement'],
    ['wifi', `Le mot de passe de la box (Livebox) c'est ${v.wifiPass()}`, 'Utilisateur réseau'],
    ['backup_codes', `Codes de secours 2FA Microsoft : ${v.backupCodesAlnum(3).join(' ')}`, 'Utilisateur compte'],
    ['seed', `Ma phrase de récupération : ${v.seed.fr(12)}`, 'Utilisateur crypto'],
    ['national_id', `Mon NIR : ${v.ids.frNir()}`, 'Utilisateur sécu'],
    ['national_id', `Je suis québécoise, mon NAS est ${v.ids.caSin()}.`, 'Utilisateur identité'],
    ['national_id', `Mon conjoint est suédois, son personnummer : ${v.ids.sePnr()}.`, 'Utilisateur famille'],
    ['bank', `RIB : ${v.iban('FR')} (BNP)`, 'Utilisateur banque'],
    ['payment_handle', `Mon PayPal : paypal.me/${v.handle('claire.martin')}`, 'Utilisateur paiements'],
    ['payment_handle', `Revolut : @${v.handle('clairem')}`, 'Utilisateur paiements'],
    ['messaging_handle', `Sur Discord je suis claire_m${v.digits(4)}, ajoute-moi.`, 'Utilisateur contact'],
    ['phone', `Mon portable : ${v.localPhone('FR')}`, 'Utilisateur contact'],
    ['phone', `Mon numéro : ${v.spoken(v.mobile('FR').national, 'fr')}`, 'Utilisateur contact'],
    ['email', 'claire point martin arobase orange point fr', 'Utilisateur e-mail'],
    ['address', `J'habite 12 bis rue des Lilas, ${v.postcode('FR')} Paris, bât. B, 3e étage.`, 'Utilisateur logement'],
    ['plate', `Ma plaque : ${v.plate.fr()}`, 'Utilisateur voiture'],
    ['coordinates', `Maison : ${v.coords(45.76, 4.83)}`, 'Utilisateur logement'],
    ['transcript', 'Moi : tu viens ce soir ?\nClaire : oui vers 20h\nMoi : top', 'Utilisateur discussion'],
    ['runtime', '[2026-02-11 08:14:02] ERROR cron: échec de la sauvegarde (code 137)', 'Utilisateur serveur'],
    ['temporary', 'En ce moment je suis crevée, réponds court stp.', 'Utilisateur humeur'],
    ['speculative', 'Je pense peut-être me mettre au japonais un jour.', 'Utilisateur langues'],
    ['pattern', `Schéma de déverrouillage de ma tablette : ${v.pattern()}`, 'Utilisateur tablette'],
    ['split', 'Mon numéro fiscal', 'Utilisateur impôts', ['numéro fiscal'], v.ids8.frNif()],
  ];
  const accept = [
    ['product_code', 'Je rachète toujours la Bialetti Moka Express 6 tasses (réf. 0001163).', 'Utilisateur café'],
    ['order', 'Mes courses en drive font en général 90 € par semaine.', 'Utilisateur courses'],
    ['flight', "Pour voir ma mère je prends toujours l'AF 7510 Paris–Nice du vendredi soir.", 'Utilisateur voyages'],
    ['hours', 'Ma boulangerie ouvre de 7 h à 19 h 30 sauf le lundi.', 'Utilisateur quartier'],
    ['size', 'Je fais du 38 en chaussures et du M en haut.', 'Utilisateur vêtements'],
    ['recipe', 'Ma pâte à crêpes : 250 g de farine, 4 œufs, 50 cl de lait, 50 g de beurre.', 'Utilisateur cuisine'],
    ['rating', 'Mon classement Elo FFE est de 1520.', 'Utilisateur échecs'],
    ['isbn', `Mon livre préféré : L'Étranger, ISBN ${v.isbn13('2')}.`, 'Utilisateur lecture'],
    [
      'git_hash',
      `Dans mon projet, le commit ${v.gitHash()} marque la version 1.0 ; je le cite dans les notes de version.`,
      'Utilisateur projet',
    ],
    ['licence', 'Je publie mes bibliothèques sous licence MPL-2.0.', 'Utilisateur licences'],
    ['version', 'Je code en Rust 1.78 avec Tokio 1.37.', 'Utilisateur stack'],
    ['price', "Mon budget vacances est d'environ 2 000 € par an.", 'Utilisateur budget'],
    ['city', "J'habite à Lyon, dans le quartier de la Croix-Rousse.", 'Utilisateur ville'],
    ['family', 'Mon frère Hugo est prof de maths à Rennes.', 'Utilisateur famille'],
    ['privacy', "Je préfère l'authentification à deux facteurs par appli plutôt que par SMS.", 'Utilisateur sécurité'],
    ['time', 'Je cours le semi-marathon en 1 h 52 min.', 'Utilisateur course'],
  ];
  return { refuse, accept };
}
