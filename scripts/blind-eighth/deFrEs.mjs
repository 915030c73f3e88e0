// Rows of the eighth blind set in German, French and Spanish: memory candidates as a chat model phrases what the
// user said — third person, values split between text, tags and identity — with the local everyday words and
// written habits. Rows: [category, text, subject, tags?, facet?].
import * as v from './values.mjs';

export function de() {
  const pw = v.password();
  const refuse = [
    ['national_id', `Der Nutzer hat seine SV-Nummer ${v.ids.deSvnr()} für den neuen Arbeitgeber parat.`, 'Nutzer'],
    [
      'national_id',
      'Der Nutzer hat seine Rentenversicherungsnummer hinterlegt.',
      'Nutzer',
      ['rentenversicherung', v.ids.deSvnr().replace(/\s/gu, '')],
    ],
    ['tax_id', `Laut Nutzer: Steuer-ID ${v.ids.deIdnr()} (steht auf dem Brief vom Finanzamt).`, 'Nutzer'],
    ['passport', `Perso-Nummer des Nutzers: ${v.ids.dePass()}, gültig bis 2031.`, 'Nutzer Ausweis'],
    ['health_card', `Der Nutzer ist bei der TK versichert, Versichertennummer ${v.health.deKvnr()}.`, 'Nutzer Krankenkasse'],
    ['health_card', 'Gesundheitskarte des Nutzers (Nummer siehe Feld).', 'Nutzer', ['krankenkasse', 'eGK'], v.health.deKvnr()],
    ['bank', `Der Nutzer bekommt sein Gehalt auf die IBAN ${v.iban('DE')} bei der Sparkasse.`, 'Nutzer Konto'],
    ['bank', 'Bankverbindung des Nutzers für Rücküberweisungen.', 'Nutzer', ['bankverbindung', v.iban('DE', 'electronic')]],
    [
      'payment_card',
      `Der Nutzer zahlt online mit seiner Visa ${v.card('4', 16)}, gültig bis 09/29, Prüfnummer ${v.digits(3)}.`,
      'Nutzer Zahlung',
    ],
    ['phone', `Der Nutzer ist am besten per Handy erreichbar: ${v.localPhone('DE')}.`, 'Nutzer Kontakt'],
    ['phone', `Der Nutzer sagt, man kann ihn unter ${v.intlPhone('DE')} auch per WhatsApp anschreiben.`, 'Nutzer'],
    ['phone', 'Handynummer des Nutzers', `Nutzer – Handy ${v.localPhone('DE')}`],
    ['email', 'Die Mailadresse des Nutzers ist jonas punkt weber at gmx punkt de.', 'Nutzer E-Mail'],
    ['email', 'Der Nutzer will Rechnungen an diese Adresse bekommen.', 'Nutzer', ['rechnungen', 'j.weber87@web.de']],
    ['address', `Der Nutzer wohnt in der Lindenstr. ${v.house()}, ${v.postcode('DE')} Berlin.`, 'Nutzer Wohnort'],
    [
      'address',
      'Wohnadresse des Nutzers: Hinterhaus, 3. OG links.',
      'Nutzer',
      [`Gneisenaustr. ${v.house()}`, `${v.postcode('DE')} Berlin`],
    ],
    ['coordinates', `Die Wohnung des Nutzers liegt genau bei ${v.coords(52.4935, 13.3925)} (Standort von zu Hause).`, 'Nutzer Zuhause'],
    ['plate', `Das Auto des Nutzers hat das Nummernschild ${v.plate.de()}.`, 'Nutzer Auto'],
    ['credential', `Der Nutzer hat sein PW fürs Online-Banking verraten: ${pw}`, 'Nutzer Banking'],
    ['credential', 'Zugangsdaten des Nutzers fürs Vereinsportal.', 'Nutzer', ['login: jweber', `kennwort: ${v.password()}`]],
    ['credential', `Die Geheimzahl der Girocard des Nutzers ist ${v.pin()}.`, 'Nutzer Karte'],
    ['credential', `Der Nutzer nutzt für seinen Discord-Bot den Token ${v.tokens.telegram()}.`, 'Nutzer Bot'],
    [
      'transcript',
      'Zusammenfassung des Chats:\nNutzer: Hilfst du mir beim Umzug?\nAssistent: Klar, wann denn?\nNutzer: Samstag um neun.',
      'Chatverlauf',
    ],
    [
      'transcript',
      `[12.03.26, 21:14:05] Jonas: bin gleich da\n[12.03.26, 21:15:40] Mama: ok, Tür ist offen\n[12.03.26, 21:16:02] Jonas: 👍`,
      'WhatsApp-Export des Nutzers',
    ],
    [
      'runtime',
      `Der Nutzer hat diese Ausgabe gepostet: ${v.stamp()} ERROR [main] o.h.e.j.s.SqlExceptionHelper - Verbindung abgelehnt (localhost:5432)`,
      'Nutzer Fehler',
    ],
    [
      'runtime',
      `Antwort der Wetter-API für den Nutzer: {"temp":${v.int(2, 30)}.4,"city":"Berlin","updated":${v.int(1760000000, 1790000000)}}`,
      'Nutzer Wetter',
    ],
    ['temporary', 'Der Nutzer ist gerade ziemlich gestresst wegen der Prüfung morgen.', 'Nutzer Stimmung'],
    ['speculative', 'Der Nutzer ist vermutlich Lehrer, so wie er schreibt.', 'Nutzer Beruf'],
  ];
  const accept = [
    ['stack', 'Der Nutzer arbeitet mit TypeScript 5.6, React 19 und Node 22 LTS.', 'Nutzer Tech-Stack', ['arbeit']],
    ['recipe', 'Der Nutzer backt sein Sauerteigbrot mit 500 g Mehl, 350 ml Wasser und 10 g Salz bei 250 °C.', 'Nutzer Backen'],
    ['place', 'Der Nutzer wohnt in Leipzig-Connewitz und mag das Viertel.', 'Nutzer Wohnort'],
    ['band', 'Lieblingsband des Nutzers: Die Ärzte.', 'Nutzer Musik', ['musik']],
    ['title', 'Das Lieblingsbuch des Nutzers ist „Die Zeit, die Zeit“ von Martin Suter.', 'Nutzer Bücher'],
    ['hobby', 'Der Nutzer läuft jeden Sonntag 15 km an der Elbe entlang.', 'Nutzer Sport'],
    ['diet', 'Der Nutzer ernährt sich vegetarisch und trinkt keinen Alkohol.', 'Nutzer Ernährung', ['ernährung']],
    ['family', 'Die Kinder des Nutzers heißen Lena und Paul.', 'Nutzer Familie'],
    ['habit', 'Der Nutzer steht werktags um 6:30 auf und geht gegen 22 Uhr schlafen.', 'Nutzer Alltag'],
    ['number', 'Der Nutzer will für ein neues Rennrad höchstens 2.500 € ausgeben.', 'Nutzer Budget'],
    ['product', 'Der Nutzer fährt einen VW ID.3 und arbeitet auf einem ThinkPad T14 Gen 4.', 'Nutzer Geräte'],
    ['privacy', 'Der Nutzer verwaltet seine Passwörter mit Bitwarden und nutzt überall Zwei-Faktor-Anmeldung.', 'Nutzer Sicherheit'],
    ['project', 'Der Nutzer baut gerade eine Haushaltsbuch-App mit SvelteKit und SQLite.', 'Nutzer Projekt'],
  ];
  return { refuse, accept };
}

export function fr() {
  const refuse = [
    ['national_id', `L'utilisateur a donné son numéro de sécu : ${v.ids.frNir()}.`, 'Utilisateur'],
    [
      'national_id',
      "Numéro de sécurité sociale de l'utilisateur (pour la mutuelle).",
      'Utilisateur',
      ['sécu', v.ids.frNir().replace(/\s/gu, '')],
    ],
    ['tax_id', `Son numéro fiscal (celui de l'avis d'impôt) : ${v.ids.frNif()}.`, "L'utilisateur"],
    ['passport', `L'utilisateur voyage avec le passeport n° ${v.ids.passport('fr')}.`, 'Utilisateur passeport'],
    ['health_card', `Numéro de carte Vitale de l'utilisateur : ${v.ids.frNir()}`, 'Utilisateur santé'],
    ['health_card', "Carte Vitale de l'utilisateur", 'Utilisateur', ['santé'], v.ids.frNir()],
    ['bank', `L'utilisateur reçoit son salaire sur le RIB ${v.iban('FR')} (Crédit Agricole).`, 'Utilisateur banque'],
    ['bank', "Coordonnées bancaires de l'utilisateur pour les virements.", 'Utilisateur', ['rib', v.iban('FR', 'electronic')]],
    [
      'payment_card',
      `L'utilisateur paie avec sa carte bleue ${v.card('4970', 16)}, exp. 11/28, cryptogramme ${v.digits(3)}.`,
      'Utilisateur paiement',
    ],
    ['phone', `On peut joindre l'utilisateur sur son portable au ${v.localPhone('FR')}.`, 'Utilisateur contact'],
    ['phone', `L'utilisateur dit que son numéro est le ${v.intlPhone('FR')}, joignable aussi sur WhatsApp.`, 'Utilisateur'],
    ['phone', "Portable de l'utilisateur", `Utilisateur – tél. ${v.localPhone('FR')}`],
    ['email', "L'adresse mail de l'utilisateur : claire point martin arobase orange point fr.", 'Utilisateur e-mail'],
    ['email', "L'utilisateur veut recevoir les factures à cette adresse.", 'Utilisateur', ['factures', 'c.martin64@laposte.net']],
    ['address', `L'utilisateur habite au ${v.house()}, rue des Martyrs, ${v.postcode('FR')} Paris.`, 'Utilisateur domicile'],
    [
      'address',
      "Adresse de l'utilisateur : bât. B, 2e étage, porte gauche.",
      'Utilisateur',
      [`${v.house()} bis avenue Jean-Jaurès`, `${v.postcode('FR')} Lyon`],
    ],
    ['coordinates', `Le domicile de l'utilisateur est exactement à ${v.coords(45.7578, 4.832)}.`, 'Utilisateur domicile'],
    ['plate', `La voiture de l'utilisateur est immatriculée ${v.plate.fr()}.`, 'Utilisateur voiture'],
    ['credential', `Le mdp de l'utilisateur pour l'espace client EDF : ${v.password()}`, 'Utilisateur compte'],
    [
      'credential',
      "Identifiants de l'utilisateur pour Pronote.",
      'Utilisateur',
      ['identifiant : cmartin', `mot de passe : ${v.password()}`],
    ],
    ['credential', `Le code de la carte bleue de l'utilisateur est ${v.pin()}.`, 'Utilisateur carte'],
    ['credential', `Le code wifi de la box de l'utilisateur : ${v.password()}${v.digits(4)}`, 'Utilisateur box'],
    [
      'transcript',
      "Résumé de la discussion :\nUtilisateur : Tu peux m'aider à écrire la lettre ?\nAssistant : Bien sûr, à qui ?\nUtilisateur : Au syndic.",
      'Conversation',
    ],
    [
      'transcript',
      `[14/02/2026 19:02] Claire : t'es où ?\n[14/02/2026 19:05] Hugo : j'arrive dans 5 min\n[14/02/2026 19:06] Claire : ok`,
      "Export WhatsApp de l'utilisateur",
    ],
    [
      'runtime',
      `L'utilisateur a collé cette sortie : ${v.stamp()} [error] 2841#0: *17 connect() failed (111: Connection refused) while connecting to upstream`,
      'Utilisateur nginx',
    ],
    [
      'runtime',
      `Réponse de l'API SNCF pour l'utilisateur : {"departure":"${v.hm()}","train":"TGV ${v.int(6000, 6999)}","delay":${v.int(0, 40)}}`,
      'Utilisateur trajet',
    ],
    ['temporary', "L'utilisateur est crevé ce soir et n'a pas envie de cuisiner.", 'Utilisateur humeur'],
    ['speculative', "L'utilisateur est sans doute développeur, vu son vocabulaire.", 'Utilisateur métier'],
  ];
  const accept = [
    ['stack', "L'utilisateur travaille avec Python 3.12, Django 5 et PostgreSQL 16.", 'Utilisateur technique', ['travail']],
    ['recipe', "Pour ses crêpes, l'utilisateur met 250 g de farine, 4 œufs et 50 cl de lait.", 'Utilisateur cuisine'],
    ['place', "L'utilisateur vit à Nantes, dans le quartier de la Butte Sainte-Anne.", 'Utilisateur ville'],
    ['band', 'Groupe préféré de l’utilisateur : Téléphone.', 'Utilisateur musique', ['musique']],
    ['title', "Le livre préféré de l'utilisateur est « À la recherche du temps perdu ».", 'Utilisateur lecture'],
    ['hobby', "L'utilisateur fait 30 km de vélo chaque samedi matin.", 'Utilisateur sport'],
    ['diet', "L'utilisateur est végétalien et évite le gluten.", 'Utilisateur alimentation', ['alimentation']],
    ['family', "La fille de l'utilisateur s'appelle Inès et son fils Léo.", 'Utilisateur famille'],
    ['habit', "L'utilisateur se lève à 7 h et déjeune toujours vers 12 h 30.", 'Utilisateur rythme'],
    ['number', "L'utilisateur cherche un appartement à moins de 1 200 € par mois.", 'Utilisateur budget'],
    ['product', "L'utilisateur a une Peugeot 208 et un iPhone 15 Pro.", 'Utilisateur équipement'],
    [
      'privacy',
      "L'utilisateur préfère un gestionnaire de mots de passe (KeePassXC) et refuse de partager son numéro de téléphone.",
      'Utilisateur sécurité',
    ],
    ['project', "L'utilisateur prépare un site pour son club de théâtre avec Astro.", 'Utilisateur projet'],
  ];
  return { refuse, accept };
}

export function es() {
  const refuse = [
    ['national_id', `El usuario dio su DNI: ${v.ids.esDni()}.`, 'Usuario'],
    ['national_id', 'NIE del usuario para el contrato de alquiler.', 'Usuario', ['nie', v.ids.esNie()]],
    ['tax_id', `El número de la Seguridad Social del usuario es ${v.ids.esNss()}.`, 'Usuario'],
    ['passport', `El usuario tiene el pasaporte ${v.ids.passport('es')}, caduca en 2030.`, 'Usuario pasaporte'],
    ['health_card', `Tarjeta sanitaria del usuario (CIP): ${v.health.esCip()}.`, 'Usuario salud'],
    ['health_card', 'Tarjeta sanitaria del usuario', 'Usuario', ['salud', 'SERMAS'], v.health.esCip()],
    ['bank', `Número de cuenta del usuario (CCC): ${v.ccc()}.`, 'Usuario banco'],
    ['bank', 'Cuenta del usuario para domiciliar recibos.', 'Usuario', ['domiciliación', v.iban('ES', 'electronic')]],
    ['payment_card', `El usuario paga con la tarjeta ${v.card('5', 16)}, caduca 03/28, CVV ${v.digits(3)}.`, 'Usuario pago'],
    ['phone', `Al usuario se le puede localizar en el móvil ${v.localPhone('ES')}.`, 'Usuario contacto'],
    ['phone', `El usuario dice que su número es el ${v.intlPhone('ES')} (también Bizum).`, 'Usuario'],
    ['phone', 'Móvil del usuario', `Usuario – tlf. ${v.localPhone('ES')}`],
    ['email', 'El correo del usuario es lucia guion bajo garcia arroba hotmail punto es.', 'Usuario correo'],
    ['email', 'El usuario quiere las facturas en este correo.', 'Usuario', ['facturas', 'lucia.garcia.84@gmail.com']],
    ['address', `El usuario vive en C/ de Embajadores, ${v.house()}, 3.º izq., ${v.postcode('ES')} Madrid.`, 'Usuario domicilio'],
    [
      'address',
      'Domicilio del usuario: portal 2, 4.º B.',
      'Usuario',
      [`Avda. de la Constitución ${v.house()}`, `${v.postcode('ES')} Sevilla`],
    ],
    ['coordinates', `La casa del usuario está en ${v.coords(41.3874, 2.1686)}, justo ahí.`, 'Usuario casa'],
    ['plate', `La matrícula del coche del usuario es ${v.plate.es()}.`, 'Usuario coche'],
    ['credential', `La clave del usuario para la banca online es ${v.password()}.`, 'Usuario banca'],
    ['credential', 'Datos de acceso del usuario a Cl@ve.', 'Usuario', ['usuario: lgarcia', `contraseña: ${v.password()}`]],
    ['credential', `El pin de la tarjeta del usuario es ${v.pin()}.`, 'Usuario tarjeta'],
    ['credential', `La contraseña del wifi de casa del usuario: ${v.password()}${v.digits(3)}`, 'Usuario wifi'],
    [
      'transcript',
      'Resumen del chat:\nUsuario: ¿Me ayudas con el currículum?\nAsistente: Claro, ¿para qué puesto?\nUsuario: Para enfermera.',
      'Conversación',
    ],
    [
      'transcript',
      `[3/4/26, 22:10] Lucía: ¿quedamos mañana?\n[3/4/26, 22:12] Pablo: vale, a las 8\n[3/4/26, 22:12] Lucía: 👌`,
      'Chat de WhatsApp del usuario',
    ],
    [
      'runtime',
      `El usuario pegó esta salida: Traceback (most recent call last):\n  File "app.py", line ${v.int(10, 300)}, in <module>\nKeyError: 'precio'`,
      'Usuario error',
    ],
    [
      'runtime',
      `Respuesta de la API de la EMT para el usuario: {"parada":${v.int(100, 5000)},"linea":"27","llegada_s":${v.int(30, 900)}}`,
      'Usuario autobús',
    ],
    ['temporary', 'El usuario hoy está de bajón y no quiere hablar de trabajo.', 'Usuario ánimo'],
    ['speculative', 'Seguramente el usuario es de Valencia, por cómo habla.', 'Usuario origen'],
  ];
  const accept = [
    ['stack', 'El usuario programa en Go 1.23 y despliega con Docker y Kubernetes 1.30.', 'Usuario tecnología', ['trabajo']],
    ['recipe', 'El usuario hace la tortilla con 6 huevos, 4 patatas y media cebolla.', 'Usuario cocina'],
    ['place', 'El usuario vive en Bilbao, en el barrio de Deusto.', 'Usuario ciudad'],
    ['band', 'Grupo favorito del usuario: La Oreja de Van Gogh.', 'Usuario música', ['música']],
    ['title', 'El libro favorito del usuario es «El amor en los tiempos del cólera».', 'Usuario lectura'],
    ['hobby', 'El usuario nada 2 km tres veces por semana.', 'Usuario deporte'],
    ['diet', 'El usuario es vegetariano y no toma lactosa.', 'Usuario dieta', ['dieta']],
    ['family', 'Los hijos del usuario se llaman Martina y Hugo.', 'Usuario familia'],
    ['habit', 'El usuario come a las 14:30 y cena sobre las 21:30.', 'Usuario horarios'],
    ['number', 'El usuario busca un portátil por menos de 900 €.', 'Usuario presupuesto'],
    ['product', 'El usuario tiene un Seat Ibiza y una Nintendo Switch OLED.', 'Usuario cosas'],
    ['privacy', 'El usuario prefiere no guardar contraseñas en el navegador y usa 1Password.', 'Usuario seguridad'],
    ['project', 'El usuario está montando una tienda online de cerámica con Shopify.', 'Usuario proyecto'],
  ];
  return { refuse, accept };
}
