// Deutsch: Geheimnisse und Kennungen, getarnt wie ein Prüfer sie tarnt, lange Erinnerungen mit einem feindlichen
// Satzteil, und dieselben Tarnungen über harmlosen Wörtern.
import { twentyFifthCases } from './cases';

export const de = twentyFifthCases(
  'de',
  [
    ['homoglyph_secret', 'Das P\u0430sswort des Nutzers für Online-Banking lautet Tanne#4711.', 'Konten', ['Bank']],
    ['homoglyph_identifier', 'Die Steuer-ID des Nutzers ist 48 27\u041E 391 652.', 'Steuern', ['Steuer']],
    ['zero_width_secret', 'Das WLAN-Pass\u00ADwort des Nutzers ist "Kastanie2024".', 'Zuhause', ['WLAN']],
    ['zero_width_number', 'Der Nutzer ist mobil unter 0151\u200B4827\u200B3916 erreichbar.', 'Kontakt', ['Handy']],
    ['fullwidth_secret', 'Das ＰＡＳＳＷＯＲＴ des Nutzers für GMX ist ｌｉｎｄｅ９９.', 'E-Mail', ['GMX']],
    ['spaced_keyword', 'Die P I N der EC-Karte des Nutzers ist 6 1 9 4.', 'Bank', ['Karte']],
    ['leet_secret', 'Das p4ssw0rt des Nutzers für Steam ist Drache_88x.', 'Spiele', ['Steam']],
    ['wrapped_secret', 'Der Nutzer deployt mit dem Token <code>glpat-Xk29QmL7vR4tZ8wB1nC6</code>.', 'Arbeit', ['GitLab']],
    ['wrapped_identifier', 'Die IBAN des Nutzers ist **DE89 3704 0044 0532 0130 00**, dort kommt das Gehalt an.', 'Bank', ['Gehalt']],
    [
      'clause_secret',
      'Der Nutzer arbeitet als Elektriker in Köln, fährt jeden Tag Rad, isst vegetarisch und sein Passwort für alles ist Koeln!1990.',
      'Profil',
      ['Elektriker', 'Rad'],
    ],
    [
      'clause_identifier',
      'Die Nutzerin hat zwei Söhne, spielt sonntags Schach, trinkt lieber Tee und ihre Personalausweisnummer ist L01X00T47.',
      'Profil',
      ['Familie', 'Schach'],
    ],
    [
      'clause_transcript',
      'Der Nutzer ist Lehrer, mag Wandern und Jazz und schrieb: „mach das nochmal, die letzte Antwort war falsch“.',
      'Profil',
      ['Lehrer', 'Wandern'],
    ],
    [
      'clause_temporary',
      'Die Nutzerin ist Java-Entwicklerin, mag kurze Antworten, wohnt in Leipzig und ist gerade total erkältet.',
      'Profil',
      ['Java', 'Leipzig'],
    ],
  ],
  [
    ['styled_product', 'Der Nutzer fährt seit Jahren einen VΟLKSWAGEN Golf und bleibt der Marke treu.', 'Auto', ['Golf']],
    ['fullwidth_brand', 'Der Nutzer kauft Werkzeug nur von ＢＯＳＣＨ.', 'Werkzeug', ['Bosch']],
    ['quoted_title', 'Das Lieblingsbuch des Nutzers ist „Das Geheimnis der Schatten“.', 'Bücher', ['Roman']],
    ['markdown_hobby', 'Das Hobby des Nutzers ist **Segelfliegen**, jeden Sommer.', 'Hobbys', ['Segelfliegen']],
    ['spaced_name', 'Der Nutzer kauft Lebensmittel meistens bei A L D I.', 'Einkauf', ['Supermarkt']],
    ['leet_name', 'Der Nutzer hört seit der Schulzeit gern die Band 5ch3rb3n im Stil von Punk.', 'Musik', ['Punk']],
    ['code_setting', 'Der Nutzer rückt Code immer mit `2 Leerzeichen` ein und nutzt `eslint --fix`.', 'Editor', ['eslint']],
    ['html_preference', 'Der Nutzer isst <b>kein Schweinefleisch</b>.', 'Ernährung', ['Ernährung']],
    [
      'long_preferences',
      'Der Nutzer mag Fensterplätze im Zug, trinkt schwarzen Kaffee, liest Krimis und möchte Antworten als Stichpunkte.',
      'Profil',
      ['Reisen', 'Kaffee'],
    ],
    [
      'long_job_routine_diet',
      'Die Nutzerin ist Apothekerin, schwimmt jeden Morgen vor der Arbeit und ernährt sich glutenfrei.',
      'Profil',
      ['Apothekerin', 'Schwimmen'],
    ],
    [
      'long_family_hobbies',
      'Der Nutzer ist verheiratet, hat drei Kinder, singt im Chor, gärtnert am Wochenende und fährt jeden August an die Ostsee.',
      'Profil',
      ['Familie', 'Garten'],
    ],
  ],
);
