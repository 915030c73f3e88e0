import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    field_state: ['Stimmung: gereizt (Prüfungswoche)', 'Status: krankgeschrieben bis Fr.', 'Energie: niedrig, Grippe klingt ab'],
    marker: ['🤒 mit Erkältung im Bett, Fitnessstudio pausiert', '#temp pennt bei einem Kumpel auf der Couch'],
    qualifier: ['Editor: VS Code (vorerst)', 'arbeitet bei SAP (?)'],
    short_date: ['bis 12.03. in München, danach Hamburg', 'Homeoffice bis 30.11., Büro wird renoviert'],
    crm_now: ['Kd. evaluiert aktuell Notion vs. Confluence', 'Kunde wirkt preissensibel'],
    guess_mark: ['wahrsch. Krankenpfleger, erwähnt Nachtschichten', 'wohnt in Leipzig?'],
    fragment: ['- auf Jobsuche, diese Woche Vorstellungsgespräche', 'Nutzer ist aktuell im Prozess des Umziehens.'],
  }),
  ...group('de', 'accept', {
    field_lasting: ['Ernährung: vegetarisch', 'Allergie: Penicillin', 'Religion: evangelisch'],
    field_schedule: ['Fitness: Mo/Mi/Fr', 'Klavierstunde: dienstags 17 Uhr'],
    dated_project: ['Projekt: Restaurierung eines Segelboots von 1968, seit 2021', 'Diss: urbane Hitzeinseln, Abgabe 2029'],
    terse_trait: ['Typ: introvertiert, tankt allein auf', 'Nachtmensch, ab 22 Uhr am produktivsten'],
    title_time: ['Lieblingsserie: "Morgen hör ich auf"', 'Lieblingspodcast: "Was jetzt?"'],
    crm_lasting: ['Kd. bevorzugt E-Mail statt Anrufe', 'Kunde: Sitz in Stuttgart'],
    marked_lasting: ['🌱 seit 2015 vegan', '#Vorliebe Fensterplatz im Flugzeug'],
  }),
];
