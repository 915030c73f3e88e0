import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    natural_state: [
      'Nutzer hat einen Kater und Kopfschmerzen.',
      'Der Nutzer ist eingeschneit und kommt nicht aus dem Dorf.',
      'Der Nutzer streikt mit seiner Gewerkschaft.',
    ],
    grammar_guess: ['Der Nutzer ist wohl Lehrer.', 'Der Nutzer dürfte aus Bayern stammen.'],
    guessed_range: [
      'Der Nutzer ist so um die 35, genau weiß ich es nicht.',
      'Nutzer hat zwischen 30 und 40 Schüler in der Klasse, nicht sicher.',
    ],
    extraction_note: ['Arbeitgeber des Nutzers: Bosch (noch zu prüfen)'],
    dependent_span: ['Solange der Vertrag läuft, wohnt der Nutzer in einer Firmenwohnung in Köln.'],
    open_decision: ['Der Nutzer hat sich noch nicht entschieden, ob er nach Hamburg zieht.'],
    others_belief: ['Die Ärztin des Nutzers vermutet eine Laktoseintoleranz.'],
  }),
  ...group('de', 'accept', {
    chronic_condition: ['Der Nutzer hat Asthma und trägt immer ein Spray bei sich.', 'Nutzer leidet seit der Kindheit an Neurodermitis.'],
    lasting_measure: ['Der Nutzer ist etwa 1,80 m groß.', 'Nutzer arbeitet seit rund 20 Jahren in der IT.'],
    confirmed_fact: ['Arbeitgeber des Nutzers: Bosch (vom Nutzer bestätigt).'],
    profession_word: ['Der Nutzer ist Kältetechniker von Beruf.'],
    approximate_preference: ['Der Nutzer mag Antworten mit groben Schätzungen statt langer Rechnungen.'],
    title_word: ['Das Lieblingslied des Nutzers ist „Irgendwie, irgendwo, irgendwann“ von Nena.'],
    modal_lasting: ['Der Nutzer darf wegen einer Zöliakie kein Gluten essen.', 'Der Nutzer fühlt sich in großen Städten wohl.'],
    habitual_while: ['Der Nutzer hört beim Kochen gern Hörbücher.'],
  }),
];
