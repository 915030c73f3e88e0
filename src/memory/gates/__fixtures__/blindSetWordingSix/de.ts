import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const de: readonly BlindCase[] = [
  ...grouped('de', 'refuse', {
    relative_day: [
      'Der Nutzer hat übermorgen ein Vorstellungsgespräch.',
      'Die Nutzerin hat letzte Nacht kaum ein Auge zugemacht.',
      'Der Nutzer kocht heute Abend für die Schwiegereltern.',
    ],
    bounded_future: [
      'Der Nutzer arbeitet die nächsten zwei Wochen im Münchner Büro.',
      'Bis zum Semesterende verzichtet die Nutzerin auf Kaffee.',
    ],
    in_progress: [
      'Der Nutzer steckt gerade mitten im Umzug.',
      'Die Nutzerin packt grad ihre Koffer für den Urlaub.',
      'Der Nutzer sitzt gerade an seiner Steuererklärung.',
    ],
    slang_state: ['Der Nutzer ist heute total platt und fix und fertig.', 'Die Nutzerin hängt grad voll durch.'],
    assistant_guess: [
      'Der Nutzer ist vermutlich Doktorand.',
      'Den Fragen nach scheint die Nutzerin in der Finanzbranche zu arbeiten.',
      'Sieht so aus, als hätte der Nutzer Kinder.',
    ],
    one_remark: [
      'Da er einen langen Arbeitsweg erwähnt hat, wohnt der Nutzer wohl außerhalb der Stadt.',
      'Die Nutzerin hat nach Visaregeln gefragt, plant also vermutlich auszuwandern.',
    ],
    modal_possibility: ['Der Nutzer könnte eine Katzenallergie haben.', 'Die Nutzerin hat möglicherweise vor Kurzem den Job gewechselt.'],
    wish_question: ['Der Nutzer überlegt, ob er kündigen soll.'],
    temp_location: [
      'Der Nutzer übernachtet diese Woche in einem Hotel nahe der Messe.',
      'Die Nutzerin ist über die Feiertage bei ihren Eltern in Kassel.',
    ],
    temp_work: ['Der Nutzer hat am Wochenende Rufbereitschaft.'],
    one_off_buy: ['Die Nutzerin hat sich eben auf Kleinanzeigen ein gebrauchtes Fahrrad für 80 Euro geschossen.'],
  }),
  ...grouped('de', 'accept', {
    habit_same_words: [
      'Freitags ist der Nutzer nach der Arbeit meistens müde und mag dann einen ruhigen Abend.',
      'Die Nutzerin besucht jeden zweiten Sonntag ihre Eltern.',
      'Der Nutzer liest jeden Abend vor dem Schlafengehen eine halbe Stunde.',
      'Montags und donnerstags arbeitet die Nutzerin im Homeoffice.',
    ],
    lasting_condition: [
      'Der Nutzer hat Zöliakie und verträgt kein Gluten.',
      'Die Nutzerin ist hochgradig allergisch gegen Bienenstiche.',
      'Der Nutzer leidet seit seiner Jugend an chronischer Migräne.',
    ],
    time_preference: [
      'Die Nutzerin legt Telefonate am liebsten vor die Mittagspause.',
      'Der Nutzer möchte Erinnerungen am Vorabend bekommen, nicht am selben Tag.',
      'Die Nutzerin trainiert lieber spätabends.',
    ],
    dated_past: [
      'Der Nutzer ist 2019 nach Lyon gezogen.',
      'Die Nutzerin hat 2016 in Chemie promoviert.',
      'Der Nutzer hat als Kind drei Jahre in Seoul gelebt.',
    ],
    life_plan: [
      'Der Nutzer will im Ruhestand nach Portugal ziehen.',
      'Die Nutzerin spart darauf, irgendwann ein Haus auf dem Land zu kaufen.',
    ],
    title_quote: [
      'Das Lieblingsbuch des Nutzers ist „Hundert Jahre Einsamkeit“.',
      'Die Nutzerin liebt das Lied „Morgen!“ von Richard Strauss.',
      'Das Motto des Nutzers lautet „Was du heute kannst besorgen, das verschiebe nicht auf morgen“.',
    ],
    lasting_work: [
      'Die Nutzerin arbeitet als Intensivpflegerin im Nachtdienst.',
      'Der Nutzer ist IT-Techniker im Krankenhaus und hat regelmäßig Rufbereitschaft.',
    ],
    for_years_since: ['Der Nutzer wohnt seit über zehn Jahren in derselben Wohnung.', 'Die Nutzerin ist seit 2012 Vegetarierin.'],
  }),
];
