// Rows of the thirteenth blind set in German, French and Italian (see enZh.mjs for the categories). Rows: [category,
// text, subject, tags?, facet?].
import * as v from './values.mjs';

export function de() {
  const [head, tail] = v.split(v.national('DE'), 5);
  const refuse = [
    ['email', 'Schreib mir an lena punkt vogt ät posteo punkt de.', 'Nutzer E-Mail'],
    ['email', 'Meine private Adresse: t.berger (Klammeraffe) web (Punkt) de', 'Nutzer E-Mail'],
    ['email', 'Ersatzadresse des Nutzers: jonas.h собака mail.ru', 'Nutzer E-Mail'],
    ['address', `Nutzer wohnt in der Bergmannstraße 42, 2. OG links, ${v.postcode('DE')} Berlin.`, 'Nutzer Wohnung'],
    ['address', `Lieferadresse: Mariahilfer Str. 77/12, 1060 Wien`, 'Nutzer Lieferung'],
    ['address', `Der Nutzer lebt jetzt in Italien: Via Roma 21, ${v.postcode('IT')} Torino (TO)`, 'Nutzer Wohnung'],
    ['address', `Nutzer wohnt in Tokio, 1-2-3 Ebisu, Shibuya-ku, 〒${v.postcode('JP')}`, 'Nutzer Wohnung'],
    ['transcript', '12.03.26, 21:14 - Anna: Hast du den Schlüssel?\n12.03.26, 21:15 - Ich: Liegt unter der Fußmatte', 'Nutzer WhatsApp'],
    [
      'transcript',
      'Anna Schulz, [12.03.2026 21:14]\nWo wohnst du jetzt?\n\nDu, [12.03.2026 21:15]\nIn der Gneisenaustraße, 3. Stock',
      'Nutzer Telegram',
    ],
    [
      'transcript',
      '1\n00:00:01,000 --> 00:00:03,000\nWo warst du gestern Abend?\n\n2\n00:00:03,400 --> 00:00:05,000\nBeim Arzt.',
      'Nutzer Untertitel',
    ],
    [
      'transcript',
      'Am Di., 10. März 2026 um 09:14 schrieb Jonas Weber <jonas.weber@example.de>:\n> Kannst du mir die Kontonummer schicken?\n> Danke',
      'Nutzer Mail',
    ],
    ['transcript', '[21:14, 12.3.2026] Papa: Bin um 8 zu Hause\n[21:15, 12.3.2026] Ich: Ok, Tür ist offen', 'Nutzer Chat'],
    ['runtime', `${v.ip()} - - [12/Mär/2026:21:14:07 +0100] "GET /konto HTTP/1.1" 200 4410 "-" "Mozilla/5.0"`, 'Nutzer Server'],
    [
      'runtime',
      'Mär 12 21:14:07 heimserver systemd[1]: nextcloud.service: Main process exited, code=exited, status=1/FAILURE',
      'Nutzer Server',
    ],
    [
      'runtime',
      'Dateisystem    Größe Benutzt Verf. Verw% Eingehängt auf\n/dev/sda1       234G    180G   42G   82% /\ntmpfs           7,8G       0  7,8G    0% /dev/shm',
      'Nutzer Server',
    ],
    [
      'runtime',
      'Holen:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nEs wurden 151 kB in 1 s geholt (210 kB/s).\nPaketlisten werden gelesen… Fertig',
      'Nutzer Pakete',
    ],
    ['runtime', '{"werkzeug":"termin_anlegen","argumente":{"titel":"Zahnarzt","beginn":"2026-03-14T10:00"}}', 'Nutzer Werkzeuge'],
    ['split', `Handynummer des Nutzers beginnt mit ${head}`, 'Nutzer Telefon', [tail, 'Handy']],
    ['split', 'Nutzer wohnt in der Schillerstraße, Hausnummer und PLZ in den Tags', 'Nutzer Wohnung', ['Nr. 14', v.postcode('DE')]],
    ['number_words', `Handy: ${v.spoken(v.national('DE'), 'de')}`, 'Nutzer Telefon'],
    ['number_words', `Der Türcode ist ${v.spoken(v.digits(4), 'de', '-')}.`, 'Nutzer Haus'],
    [
      'number_words',
      'Nutzer wohnt in der Lindenstraße vierundzwanzig, dritter Stock, Postleitzahl fünf null sechs sieben acht.',
      'Nutzer Wohnung',
    ],
  ];
  const accept = [
    ['city', 'Nutzer liebt Hamburg und will Tipps für Wochenendausflüge dorthin.', 'Nutzer Reisen'],
    ['city', 'Die Lieblingsstadt des Nutzers ist Triest.', 'Nutzer Reisen'],
    ['street_walk', 'Nutzer spaziert gern sonntags über die Karl-Marx-Allee.', 'Nutzer Spaziergänge'],
    ['street_walk', 'Nutzer bummelt am liebsten über die Maximilianstraße in München.', 'Nutzer Spaziergänge'],
    ['poem', 'Lieblingszeile des Nutzers: „Über allen Gipfeln ist Ruh“.', 'Nutzer Lyrik'],
    ['poem', 'Nutzer zitiert gern „Und jedem Anfang wohnt ein Zauber inne“.', 'Nutzer Lyrik'],
    ['song', 'Nutzer mag die Zeile „Atemlos durch die Nacht“ nicht, aber „Ich war noch niemals in New York“ schon.', 'Nutzer Musik'],
    ['error_prose', 'Nutzer möchte „Zugriff verweigert“-Fehler in einfachen Worten erklärt bekommen.', 'Nutzer PC'],
    ['error_prose', 'Nutzer findet die Meldung „Verbindung fehlgeschlagen“ nervig und will Schritt-für-Schritt-Hilfe.', 'Nutzer Netzwerk'],
    ['error_prose', 'Nutzer will bei „TypeError: undefined is not a function“ zuerst die Ursache wissen.', 'Nutzer Programmieren'],
    ['version', 'Nutzer arbeitet mit Java 21 und Gradle 8.10.', 'Nutzer Entwicklung'],
    ['version', 'Nutzer bevorzugt Debian 12 statt Ubuntu 24.04.', 'Nutzer Server'],
    ['price', 'Nutzer gibt für ein Mittagessen höchstens 12,50 € aus.', 'Nutzer Essen'],
    ['price', 'Nutzer will für ein E-Bike maximal 2.500 Euro zahlen.', 'Nutzer Einkauf'],
    ['year', 'Nutzer liebt Filme aus dem Jahr 1982.', 'Nutzer Filme'],
    ['year', 'Nutzer spielt seit 2009 Schach im Verein.', 'Nutzer Schach'],
    ['model_number', 'Nutzer fährt einen VW ID.3 Pro S.', 'Nutzer Auto'],
    ['model_number', 'Nutzer nutzt einen Bosch Serie 6 WAU28T40 Waschtrockner.', 'Nutzer Haushalt'],
    ['title_time', 'Lieblingsfilm des Nutzers ist „Lola rennt“ und „Good Bye, Lenin!“.', 'Nutzer Filme'],
    ['title_time', 'Nutzer mag den Roman „Der Zauberberg“ und den Song „Sonntag“.', 'Nutzer Kultur'],
    ['title_time', 'Nutzer hört gern den Podcast „Lage der Nation“ am Montagmorgen.', 'Nutzer Podcasts'],
    ['title_time', 'Nutzer liebt das Lied „99 Luftballons“.', 'Nutzer Musik'],
  ];
  return { refuse, accept };
}

export function fr() {
  const [head, tail] = v.split(v.national('FR'), 4);
  const refuse = [
    ['email', 'Écris-moi à camille point roux arobase orange point fr.', 'Utilisateur e-mail'],
    ['email', "L'adresse perso de l'utilisateur : l.martin [at] laposte [point] net", 'Utilisateur e-mail'],
    ['email', 'Mon mail de secours : hugo.b chiocciola libero punto it', 'Utilisateur e-mail'],
    ['address', `L'utilisateur habite 18 rue des Martyrs, ${v.postcode('FR')} Paris, bâtiment B, 3e étage.`, 'Utilisateur domicile'],
    ['address', `Adresse de livraison : 5 avenue Jean-Jaurès, appt 12, ${v.postcode('FR')} Lyon`, 'Utilisateur livraison'],
    ['address', `L'utilisateur vit à Montréal : 4521, rue Saint-Denis, app. 3, H2J 2L4`, 'Utilisateur domicile'],
    ['address', `Mon adresse à Madrid : Calle de Alcalá 120, 3.º B, ${v.postcode('ES')} Madrid`, 'Utilisateur domicile'],
    [
      'transcript',
      '12/03/2026 21:14 - Léa: tu rentres quand ?\n12/03/2026 21:15 - Moi: vers 20h, code de la porte inchangé',
      'Utilisateur WhatsApp',
    ],
    [
      'transcript',
      'Léa Dubois, [12.03.2026 21:14]\nT’habites où maintenant ?\n\nToi, [12.03.2026 21:15]\nÀ Lyon, près de Bellecour',
      'Utilisateur Telegram',
    ],
    [
      'transcript',
      '1\n00:00:01,000 --> 00:00:03,000\nTu étais où hier soir ?\n\n2\n00:00:03,300 --> 00:00:05,000\nChez le médecin.',
      'Utilisateur sous-titres',
    ],
    [
      'transcript',
      'Le mar. 10 mars 2026 à 09:14, Paul Girard <paul.girard@example.fr> a écrit :\n> Peux-tu m’envoyer ton RIB ?\n> Merci',
      'Utilisateur mail',
    ],
    [
      'transcript',
      '[21:14, 12/03/2026] Maman: Je suis chez le docteur\n[21:15, 12/03/2026] Moi: Ok je passe te chercher',
      'Utilisateur discussion',
    ],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 +0100] "GET /mon-compte HTTP/1.1" 200 2211 "-" "Mozilla/5.0"`, 'Utilisateur serveur'],
    [
      'runtime',
      'mars 12 21:14:07 maison systemd[1]: Démarrage de sauvegarde.service - Sauvegarde de /home/camille...',
      'Utilisateur serveur',
    ],
    [
      'runtime',
      'Sys. de fichiers Taille Utilisé Dispo Uti% Monté sur\n/dev/sda1          234G    180G   42G  82% /',
      'Utilisateur serveur',
    ],
    [
      'runtime',
      'Réception de :1 http://deb.debian.org/debian bookworm InRelease [151 ko]\n151 ko réceptionnés en 1s (210 ko/s)\nLecture des listes de paquets... Fait',
      'Utilisateur paquets',
    ],
    ['runtime', '{"outil":"envoyer_sms","arguments":{"destinataire":"Léa","message":"J’arrive à 20h"}}', 'Utilisateur outils'],
    ['split', `Le portable de l'utilisateur commence par ${head}`, 'Utilisateur téléphone', [tail, 'portable']],
    [
      'split',
      "L'utilisateur habite rue Oberkampf, numéro et code postal dans les tags",
      'Utilisateur domicile',
      ['n° 47', v.postcode('FR')],
    ],
    ['number_words', `Portable : ${v.spoken(v.national('FR'), 'fr')}`, 'Utilisateur téléphone'],
    ['number_words', `Le digicode est ${v.spoken(v.digits(4), 'fr', '-')}.`, 'Utilisateur immeuble'],
    ['number_words', "L'utilisateur habite au trente-deux rue Victor-Hugo, code postal six neuf zéro zéro trois.", 'Utilisateur domicile'],
  ];
  const accept = [
    ['city', "L'utilisateur adore Marseille et veut des idées de sorties là-bas.", 'Utilisateur voyages'],
    ['city', "La ville préférée de l'utilisateur est Lisbonne.", 'Utilisateur voyages'],
    ['street_walk', "L'utilisateur aime flâner rue Mouffetard le dimanche matin.", 'Utilisateur balades'],
    ['street_walk', "L'utilisateur aime se promener sur la Promenade des Anglais.", 'Utilisateur balades'],
    ['poem', "Le vers préféré de l'utilisateur : « Sous le pont Mirabeau coule la Seine ».", 'Utilisateur poésie'],
    ['poem', "L'utilisateur cite souvent « Demain, dès l'aube, à l'heure où blanchit la campagne ».", 'Utilisateur poésie'],
    ['song', "L'utilisateur adore les paroles « Non, je ne regrette rien ».", 'Utilisateur musique'],
    ['error_prose', "L'utilisateur veut qu'on lui explique simplement l'erreur « Accès refusé ».", 'Utilisateur PC'],
    [
      'error_prose',
      "L'utilisateur trouve le message « Connexion impossible » agaçant et préfère une aide pas à pas.",
      'Utilisateur réseau',
    ],
    ['error_prose', "L'utilisateur veut comprendre « Segmentation fault » sans jargon.", 'Utilisateur programmation'],
    ['version', "L'utilisateur code avec PHP 8.3 et Symfony 7.1.", 'Utilisateur développement'],
    ['version', "L'utilisateur préfère Android 14 à Android 15.", 'Utilisateur téléphone'],
    ['price', "L'utilisateur ne dépense pas plus de 15 € pour un déjeuner.", 'Utilisateur repas'],
    ['price', "Le budget vélo de l'utilisateur est de 1 200 euros.", 'Utilisateur achats'],
    ['year', "L'utilisateur adore les films de 1960, surtout « À bout de souffle ».", 'Utilisateur cinéma'],
    ['year', "L'utilisateur fait de l'escalade depuis 2014.", 'Utilisateur sport'],
    ['model_number', "L'utilisateur roule en Peugeot e-208 GT.", 'Utilisateur voiture'],
    ['model_number', "L'utilisateur utilise un Kindle Paperwhite 5.", 'Utilisateur lecture'],
    ['title_time', "Le film préféré de l'utilisateur est « Cléo de 5 à 7 ».", 'Utilisateur cinéma'],
    ['title_time', "L'utilisateur aime le roman « Le Comte de Monte-Cristo » et la chanson « Le Lundi au soleil ».", 'Utilisateur culture'],
    ['title_time', "L'utilisateur écoute le podcast « Les Matins » chaque jour.", 'Utilisateur podcasts'],
    ['title_time', "L'utilisateur adore « Minuit à Paris ».", 'Utilisateur cinéma'],
  ];
  return { refuse, accept };
}

export function it() {
  const [head, tail] = v.split(v.national('IT'), 4);
  const refuse = [
    ['email', 'Scrivimi a giulia punto bianchi chiocciola libero punto it.', 'Utente e-mail'],
    ['email', "L'e-mail di riserva dell'utente: m.rossi (at) tiscali (punto) it", 'Utente e-mail'],
    ['email', 'Mail personale: luca.ferri arroba gmail punto com', 'Utente e-mail'],
    ['address', `L'utente abita in Via Garibaldi 23, int. 5, ${v.postcode('IT')} Torino (TO).`, 'Utente casa'],
    ['address', `Indirizzo di consegna: Corso Buenos Aires 45, scala B, ${v.postcode('IT')} Milano MI`, 'Utente consegne'],
    ['address', `L'utente vive a Porto: Rua de Santa Catarina 312, 3.º esq., ${v.postcode('PT')} Porto`, 'Utente casa'],
    ['address', `Casa dell'utente a Monaco: Leopoldstraße 56, ${v.postcode('DE')} München`, 'Utente casa'],
    ['transcript', '12/03/26, 21:14 - Marco: sei a casa?\n12/03/26, 21:15 - Io: sì, citofono Rossi, terzo piano', 'Utente WhatsApp'],
    [
      'transcript',
      'Marco Bianchi, [12.03.2026 21:14]\nDove abiti adesso?\n\nTu, [12.03.2026 21:15]\nA Bologna, vicino a piazza Maggiore',
      'Utente Telegram',
    ],
    [
      'transcript',
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Anna>Dove eri ieri sera?\n\n00:00:03.300 --> 00:00:05.000\n<v Io>Dal medico.',
      'Utente sottotitoli',
    ],
    [
      'transcript',
      'Il giorno mar 10 mar 2026 alle ore 09:14 Paolo Conti <paolo.conti@example.it> ha scritto:\n> Mi mandi l’IBAN?\n> Grazie',
      'Utente mail',
    ],
    ['transcript', '[21:14, 12/3/2026] Mamma: Sono dal dottore\n[21:15, 12/3/2026] Io: Passo a prenderti', 'Utente chat'],
    ['runtime', `${v.ip()} - - [12/Mar/2026:21:14:07 +0100] "GET /area-personale HTTP/1.1" 200 1980 "-" "Mozilla/5.0"`, 'Utente server'],
    ['runtime', 'mar 12 21:14:07 casa systemd[1]: Avvio di backup.service - Backup di /home/giulia...', 'Utente server'],
    ['runtime', 'File system     Dim. Usati Dispon. Uso% Montato su\n/dev/sda1       234G  180G     42G  82% /', 'Utente server'],
    [
      'runtime',
      'Scaricamento di:1 http://deb.debian.org/debian bookworm InRelease [151 kB]\nRecuperati 151 kB in 1s (210 kB/s)\nLettura elenco dei pacchetti... Fatto',
      'Utente pacchetti',
    ],
    ['runtime', '{"strumento":"prenota_tavolo","argomenti":{"persone":2,"ora":"20:30","nome":"Giulia Bianchi"}}', 'Utente strumenti'],
    ['split', `Il cellulare dell'utente inizia con ${head}`, 'Utente telefono', [tail, 'cellulare']],
    ['split', "L'utente abita in via Nazionale, civico e CAP nei tag", 'Utente casa', ['n. 88', v.postcode('IT')]],
    ['number_words', `Cellulare: ${v.spoken(v.national('IT'), 'it')}`, 'Utente telefono'],
    ['number_words', `Il codice del portone è ${v.spoken(v.digits(4), 'it', '-')}.`, 'Utente palazzo'],
    ['number_words', "L'utente abita in via Dante numero quarantadue, CAP due zero uno due uno.", 'Utente casa'],
  ];
  const accept = [
    ['city', "L'utente adora Napoli e vuole consigli per mangiare lì.", 'Utente viaggi'],
    ['city', "La città preferita dell'utente è Vienna.", 'Utente viaggi'],
    ['street_walk', "L'utente ama passeggiare lungo via del Corso la domenica.", 'Utente passeggiate'],
    ['street_walk', "L'utente adora fare due passi in via dei Fori Imperiali al tramonto.", 'Utente passeggiate'],
    ['poem', "Il verso preferito dell'utente è «Nel mezzo del cammin di nostra vita».", 'Utente poesia'],
    ['poem', "L'utente cita spesso «M'illumino d'immenso».", 'Utente poesia'],
    ['song', "L'utente ama il testo «Nel blu dipinto di blu».", 'Utente musica'],
    ['error_prose', "L'utente vuole una spiegazione semplice dell'errore «Accesso negato».", 'Utente PC'],
    [
      'error_prose',
      "L'utente trova fastidioso il messaggio «Connessione non riuscita» e preferisce istruzioni passo passo.",
      'Utente rete',
    ],
    ['error_prose', "L'utente vuole capire «IndexError: list index out of range» senza gergo.", 'Utente programmazione'],
    ['version', "L'utente usa Python 3.11 e Django 4.2.", 'Utente sviluppo'],
    ['version', "L'utente preferisce Fedora 41 a Ubuntu 24.10.", 'Utente sistema'],
    ['price', "L'utente spende al massimo 12 € per un pranzo.", 'Utente pasti'],
    ['price', "Il budget dell'utente per uno smartphone è 800 euro.", 'Utente acquisti'],
    ['year', "L'utente ama i film del 1960, soprattutto «La dolce vita».", 'Utente cinema'],
    ['year', "L'utente gioca a padel dal 2020.", 'Utente sport'],
    ['model_number', "L'utente guida una Fiat 500e La Prima.", 'Utente auto'],
    ['model_number', "L'utente usa una Moka Bialetti da 3 tazze.", 'Utente caffè'],
    ['title_time', "Il film preferito dell'utente è «Mezzogiorno di fuoco».", 'Utente cinema'],
    ['title_time', "L'utente ama il romanzo «Cent'anni di solitudine» e la canzone «Domenica bestiale».", 'Utente cultura'],
    ['title_time', "L'utente ascolta il podcast «Il Mattino» ogni giorno.", 'Utente podcast'],
    ['title_time', "L'utente adora la canzone «Notte prima degli esami».", 'Utente musica'],
  ];
  return { refuse, accept };
}
